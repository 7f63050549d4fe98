import { AppstoreIcon, DownIcon } from '../ui/icons';
import { useRef } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { MenuButton } from './MenuButton';
import { ServiceMenuLink } from './ServiceMenuLink';
import { SERVICE_LINKS } from './services';
import styles from './Header.module.css';

export interface ServicesMenuProps {
  className?: string;
}

/** SPEC §2 services menu of the header (the drawer lists the same services below 600 px). */
export function ServicesMenu({ className }: ServicesMenuProps) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);

  const items = SERVICE_LINKS.map((service) => ({
    key: service.key,
    label: <ServiceMenuLink service={service} returnFocus={() => button.current} />,
  }));

  return (
    <MenuButton
      className={className}
      label={t('chrome.servicesMenu.label')}
      testId="services-menu"
      items={items}
      buttonRef={button}
    >
      <AppstoreIcon />
      <span>{t('chrome.servicesMenu.button')}</span>
      <DownIcon className={styles.caret} />
    </MenuButton>
  );
}
