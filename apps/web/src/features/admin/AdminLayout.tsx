import { useState, type ReactNode } from 'react';
import { Button, Drawer } from 'antd';
import { useTranslation } from '../../app/i18n/useTranslation';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import { getTextDirection } from '@dawa/shared/language';
import { useLanguage } from '../../app/i18n/useLanguage';
import { AdminNav } from './AdminNav';
import type { AdminNavEntry } from './adminNav';
import styles from './AdminLayout.module.css';

export interface AdminLayoutProps {
  /** The sections the user may open, in menu order. */
  entries: readonly AdminNavEntry[];
  current: AdminNavEntry | undefined;
  children: ReactNode;
}

/**
 * The grouped side menu beside the section's page; on phones the menu is a drawer from the
 * reading start, opened by a button that names the current page.
 */
export function AdminLayout({ entries, current, children }: AdminLayoutProps) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const here = current ? t(`nav.${current.key}`) : t('nav.home');

  return (
    <div className={styles.layout}>
      <div className={styles.sidebar}>
        <AdminNav entries={entries} current={current} />
      </div>
      <div className={styles.phoneBar}>
        <Button
          icon={<MenuOutlined aria-hidden />}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
        >
          <span className={styles.phoneBarLabel}>{t('area.menu')}</span>
          <span aria-hidden>·</span>
          <span className={styles.phoneBarHere}>{here}</span>
        </Button>
      </div>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        // antd places drawers physically: the reading start is the left in English, right in Arabic.
        placement={getTextDirection(language) === 'rtl' ? 'right' : 'left'}
        size={288}
        title={t('area.menu')}
        closable={{ 'aria-label': t('area.closeMenu') }}
        destroyOnHidden
      >
        <AdminNav entries={entries} current={current} onNavigate={() => setOpen(false)} />
      </Drawer>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
