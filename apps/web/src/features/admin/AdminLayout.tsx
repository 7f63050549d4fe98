import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import CloudUploadOutlined from '@ant-design/icons/CloudUploadOutlined';
import MedicineBoxOutlined from '@ant-design/icons/MedicineBoxOutlined';
import GiftOutlined from '@ant-design/icons/GiftOutlined';
import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined';
import { useLanguage } from '../../app/i18n/useLanguage';
import type { AdminNavEntry, AdminNavKey } from './adminNav';
import styles from './AdminLayout.module.css';

const ICONS: Record<AdminNavKey, ReactNode> = {
  drugs: <MedicineBoxOutlined />,
  drugsImport: <CloudUploadOutlined />,
  offers: <GiftOutlined />,
  moderation: <SafetyCertificateOutlined />,
  users: <TeamOutlined />,
  referenceData: <UnorderedListOutlined />,
};

export interface AdminLayoutProps {
  /** The sections the user may open, in menu order. */
  entries: readonly AdminNavEntry[];
  current: AdminNavEntry | undefined;
  children: ReactNode;
}

/** Side navigation (a row of tabs on phones) beside the section's page. */
export function AdminLayout({ entries, current, children }: AdminLayoutProps) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const listRef = useRef<HTMLUListElement>(null);

  // On phones the entries are a scrolling row: bring the current one into view.
  useEffect(() => {
    const list = listRef.current;
    if (!list || list.scrollWidth <= list.clientWidth) return;
    list
      .querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [current?.key]);

  return (
    <div className={styles.layout}>
      <nav className={styles.nav} aria-label={t('area.navLabel')}>
        <p className={styles.navTitle}>{t('area.title')}</p>
        <ul ref={listRef} className={styles.navList}>
          {entries.map((entry) => {
            const active = entry.key === current?.key;
            return (
              <li key={entry.key}>
                <Link
                  to={`/${language}/admin/${entry.path}`}
                  className={`${styles.navLink} ${active ? styles.active : ''}`}
                  aria-current={active ? 'page' : undefined}
                >
                  <span className={styles.navIcon} aria-hidden>
                    {ICONS[entry.key]}
                  </span>
                  {t(`nav.${entry.key}`)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
