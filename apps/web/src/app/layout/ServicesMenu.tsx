import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import DownOutlined from '@ant-design/icons/DownOutlined';
import { LazyLoginRequiredDialog } from '../dialogs/LazyDialogs';
import { useLanguage } from '../i18n/useLanguage';
import { useSession } from '../session/session';
import { MenuButton } from './MenuButton';
import { SERVICE_LINKS, type GuardedService } from './services';
import { visuallyHidden } from '../ui/visuallyHidden';
import styles from './Header.module.css';

export interface ServicesMenuProps {
  className?: string;
}

/**
 * SPEC §2 services menu: the drug index is open to all, the interactions checker opens in a
 * new tab, and the sign-in services ask a signed-out visitor to log in first.
 */
export function ServicesMenu({ className }: ServicesMenuProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const session = useSession();
  const [blocked, setBlocked] = useState<GuardedService>();
  const [dialogService, setDialogService] = useState<GuardedService>('prescriptions');

  const items = SERVICE_LINKS.map((link) => {
    const label = t(`chrome.services.${link.key}`);
    if ('href' in link) {
      return {
        key: link.key,
        label: (
          <a href={link.href} target="_blank" rel="noopener noreferrer">
            {label}
            <span className={visuallyHidden}> {t('chrome.newTab')}</span>
          </a>
        ),
      };
    }
    if ('guarded' in link && !session) return { key: link.key, label };
    return { key: link.key, label: <Link to={`/${language}/${link.path}`}>{label}</Link> };
  });

  return (
    <>
      <MenuButton
        className={className}
        label={t('chrome.servicesMenu.label')}
        testId="services-menu"
        items={items}
        onSelect={(key) => {
          const link = SERVICE_LINKS.find((candidate) => candidate.key === key);
          if (link && 'guarded' in link && !session) {
            setDialogService(link.key);
            setBlocked(link.key);
          }
        }}
      >
        <AppstoreOutlined aria-hidden />
        <span>{t('chrome.servicesMenu.button')}</span>
        <DownOutlined aria-hidden className={styles.caret} />
      </MenuButton>
      <LazyLoginRequiredDialog
        service={blocked ?? dialogService}
        open={blocked !== undefined}
        onClose={() => setBlocked(undefined)}
      />
    </>
  );
}
