import { useId, type RefObject } from 'react';
import { Drawer } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/useTranslation';
import { getTextDirection } from '@dawa/shared/language';
import { useLanguage } from '../i18n/useLanguage';
import type { SessionState } from '../session/session';
import { useSignInLink } from '../session/useSignInLink';
import { useSignOut } from '../session/useSignOut';
import { LanguageSwitch } from './LanguageSwitch';
import { HOME_SECTIONS, type HomeSection } from './scrollToSection';
import { ServiceMenuLink } from './ServiceMenuLink';
import { SERVICE_LINKS } from './services';
import { badgeText, useUnreadNotificationCount } from './useUnreadNotificationCount';
import styles from './MobileMenu.module.css';
import { AntdScope } from '../theme/AntdScope';

export interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  session: SessionState;
  activeSection: HomeSection | undefined;
  onSection: (section: HomeSection) => void;
  /** The button that opened the drawer: focus goes back to it after a dialog a service opens. */
  trigger: RefObject<HTMLButtonElement | null>;
}

/**
 * The side drawer below 600 px (SPEC §2), sliding in from the reading start: the home
 * sections, the services (as in the header's menu, which is hidden there) and the account.
 */
export function MobileMenu({
  open,
  onClose,
  session,
  activeSection,
  onSection,
  trigger,
}: MobileMenuProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const signIn = useSignInLink();
  const signOut = useSignOut();
  const unread = badgeText(useUnreadNotificationCount());
  const servicesHeading = useId();

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
        <nav className={styles.group} aria-labelledby={servicesHeading}>
          <h2 id={servicesHeading} className={styles.groupHeading}>
            {t('chrome.menu.services')}
          </h2>
          <ul className={styles.list}>
            {SERVICE_LINKS.map((service) => (
              <li key={service.key}>
                <ServiceMenuLink
                  className={styles.item}
                  service={service}
                  returnFocus={() => trigger.current}
                  onChoose={onClose}
                />
              </li>
            ))}
          </ul>
        </nav>
        <ul className={`${styles.list} ${styles.group}`}>
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
