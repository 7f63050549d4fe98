import { Drawer } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getTextDirection } from '@dawa/shared/language';
import { useLanguage } from '../i18n/useLanguage';
import type { SessionState } from '../session/session';
import { useSignInLink } from '../session/useSignInLink';
import { useSignOut } from '../session/useSignOut';
import { LanguageSwitch } from './LanguageSwitch';
import { HOME_SECTIONS, type HomeSection } from './scrollToSection';
import { badgeText, useUnreadNotificationCount } from './useUnreadNotificationCount';
import styles from './MobileMenu.module.css';
import { AntdScope } from '../theme/AntdScope';

export interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  session: SessionState;
  activeSection: HomeSection | undefined;
  onSection: (section: HomeSection) => void;
}

/** The side drawer below 600 px (SPEC §2), sliding in from the reading start. */
export function MobileMenu({ open, onClose, session, activeSection, onSection }: MobileMenuProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const signIn = useSignInLink();
  const signOut = useSignOut();
  const unread = badgeText(useUnreadNotificationCount());

  return (
    <AntdScope>
      <Drawer
        open={open}
        onClose={onClose}
        // antd places drawers physically: the reading start is the left in English, right in Arabic.
        placement={getTextDirection(language) === 'rtl' ? 'right' : 'left'}
        size={288}
        title={t('chrome.menu.title')}
        closable={{ 'aria-label': t('chrome.menu.close') }}
      >
        <nav aria-label={t('chrome.nav.label')}>
          <ul className={styles.list}>
            {HOME_SECTIONS.map((section) => (
              <li key={section}>
                <a
                  className={styles.item}
                  href={`/${language}#${section}`}
                  aria-current={activeSection === section ? 'location' : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    onClose();
                    onSection(section);
                  }}
                >
                  {t(`chrome.nav.${section}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <ul className={`${styles.list} ${styles.account}`}>
          {session && (
            <>
              <li>
                <Link className={styles.item} to={`/${language}/notification`} onClick={onClose}>
                  {t('chrome.notifications.label')}
                  {unread && (
                    <span className={styles.badge} dir="ltr">
                      {unread}
                    </span>
                  )}
                </Link>
              </li>
              <li>
                <Link className={styles.item} to={`/${language}/profile`} onClick={onClose}>
                  {t('chrome.account.profile')}
                </Link>
              </li>
              <li>
                <button
                  type="button"
                  className={styles.item}
                  onClick={() => {
                    onClose();
                    void signOut();
                  }}
                >
                  {t('chrome.account.logout')}
                </button>
              </li>
            </>
          )}
          {session === null && (
            <li>
              <Link className={styles.item} to={signIn} onClick={onClose}>
                {t('chrome.login')}
              </Link>
            </li>
          )}
          <li>
            <LanguageSwitch className={styles.item} onNavigate={onClose} />
          </li>
        </ul>
      </Drawer>
    </AntdScope>
  );
}
