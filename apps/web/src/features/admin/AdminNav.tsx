import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../app/i18n/useTranslation';
import AuditOutlined from '@ant-design/icons/AuditOutlined';
import BarChartOutlined from '@ant-design/icons/BarChartOutlined';
import CloudUploadOutlined from '@ant-design/icons/CloudUploadOutlined';
import DownOutlined from '@ant-design/icons/DownOutlined';
import GiftOutlined from '@ant-design/icons/GiftOutlined';
import HomeOutlined from '@ant-design/icons/HomeOutlined';
import IdcardOutlined from '@ant-design/icons/IdcardOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import MedicineBoxOutlined from '@ant-design/icons/MedicineBoxOutlined';
import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import ShopOutlined from '@ant-design/icons/ShopOutlined';
import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import { useLanguage } from '../../app/i18n/useLanguage';
import {
  GROUP_OF_SECTION,
  groupedEntries,
  type AdminNavEntry,
  type AdminNavGroup,
  type AdminNavKey,
} from './adminNav';
import styles from './AdminLayout.module.css';

const ICONS: Record<AdminNavKey, ReactNode> = {
  drugs: <MedicineBoxOutlined />,
  import: <CloudUploadOutlined />,
  offers: <GiftOutlined />,
  customers: <IdcardOutlined />,
  products: <ShopOutlined />,
  orders: <ShoppingCartOutlined />,
  moderation: <SafetyCertificateOutlined />,
  contact: <MailOutlined />,
  users: <TeamOutlined />,
  auditLog: <AuditOutlined />,
  settings: <SettingOutlined />,
  analytics: <BarChartOutlined />,
  referenceData: <UnorderedListOutlined />,
};

export interface AdminNavProps {
  /** The entries the user may open, in menu order. */
  entries: readonly AdminNavEntry[];
  /** The open page's entry; none on the admin home. */
  current: AdminNavEntry | undefined;
  /** Called when a link is followed (the phone drawer closes). */
  onNavigate?: () => void;
}

/**
 * The admin menu: the home, then the groups the user's roles open, each a heading that folds
 * its entries away. The current page's group cannot be folded, so the current link shows.
 */
export function AdminNav({ entries, current, onNavigate }: AdminNavProps) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [folded, setFolded] = useState<ReadonlySet<AdminNavGroup>>(new Set());
  const currentGroup = current && GROUP_OF_SECTION[current.section];
  const link = (key: string, path: string, icon: ReactNode, label: string, active: boolean) => (
    <Link
      to={`/${language}/admin${path ? `/${path}` : ''}`}
      className={`${styles.navLink} ${active ? styles.active : ''}`}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      key={key}
    >
      <span className={styles.navIcon} aria-hidden>
        {icon}
      </span>
      {label}
    </Link>
  );

  return (
    <nav className={styles.nav} aria-label={t('area.navLabel')}>
      <p className={styles.navTitle}>{t('area.title')}</p>
      {link('home', '', <HomeOutlined />, t('nav.home'), current === undefined)}
      {groupedEntries(entries).map(({ group, entries: groupEntries }) => {
        const open = group === currentGroup || !folded.has(group);
        const listId = `admin-nav-${group}`;
        return (
          <div key={group} className={styles.group}>
            <button
              type="button"
              className={styles.groupToggle}
              aria-expanded={open}
              aria-controls={listId}
              disabled={group === currentGroup}
              onClick={() =>
                setFolded((previous) => {
                  const next = new Set(previous);
                  if (next.has(group)) next.delete(group);
                  else next.add(group);
                  return next;
                })
              }
            >
              {t(`groups.${group}`)}
              <DownOutlined className={styles.groupChevron} aria-hidden />
            </button>
            <ul id={listId} className={styles.navList} hidden={!open}>
              {groupEntries.map((entry) => (
                <li key={entry.key}>
                  {link(
                    entry.key,
                    entry.path,
                    ICONS[entry.key],
                    t(`nav.${entry.key}`),
                    entry.key === current?.key,
                  )}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
