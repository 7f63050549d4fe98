import { MenuIcon } from '../ui/icons';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../i18n/useTranslation';
import { useLanguage } from '../i18n/useLanguage';
import { useSession } from '../session/session';
import { useSignInLink } from '../session/useSignInLink';
import { LanguageSwitch } from './LanguageSwitch';
import { NotificationBell } from './NotificationBell';
import { ProfileMenu } from './ProfileMenu';
import { HOME_SECTIONS } from './scrollToSection';
import { ServicesMenu } from './ServicesMenu';
import { useActiveSection } from './useActiveSection';
import { useScrolled } from './useScrolled';
import { isHomePath, useSectionNavigation } from './useSectionNavigation';
import styles from './Header.module.css';

const loadMobileMenu = () => import('./MobileMenu');
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));

/** SPEC §2 header: logo, section nav, services menu, bell, language, login or profile. */
export function Header() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { pathname } = useLocation();
  const session = useSession();
  const signIn = useSignInLink();
  const scrolled = useScrolled();
  const goToSection = useSectionNavigation();
  const activeSection = useActiveSection(isHomePath(pathname, language));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const hamburger = useRef<HTMLButtonElement>(null);

  return (
    <header
      className={`${styles.header} ${scrolled ? styles.scrolled : ''}`}
      data-sticky-header
      data-scrolled={scrolled}
    >
      <button
        ref={hamburger}
        type="button"
        className={styles.hamburger}
        aria-label={t('chrome.menu.open')}
        aria-expanded={drawerOpen}
        onPointerEnter={() => void loadMobileMenu()}
        onClick={() => {
          setDrawerWanted(true);
          setDrawerOpen(true);
        }}
      >
        <MenuIcon />
      </button>
      <Link to={`/${language}`} className={styles.brand} aria-label={t('chrome.home')}>
        <img className={styles.logo} src="/favicon.svg" alt="" width={32} height={32} />
        <span>{t('appTitle')}</span>
      </Link>
      <nav className={styles.nav} aria-label={t('chrome.nav.label')}>
        <ul className={styles.navList}>
          {HOME_SECTIONS.map((section) => (
            <li key={section}>
              <a
                className={styles.navLink}
                href={`/${language}#${section}`}
                aria-current={activeSection === section ? 'location' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  goToSection(section);
                }}
              >
                {t(`chrome.nav.${section}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.actions}>
        <ServicesMenu className={`${styles.action} ${styles.servicesMenu}`} />
        {session && <NotificationBell className={`${styles.action} ${styles.iconAction}`} />}
        <LanguageSwitch className={`${styles.action} ${styles.languageSwitch}`} />
        {session && <ProfileMenu user={session.user} />}
        {session === null && (
          <Link to={signIn} className={`${styles.action} ${styles.login}`}>
            {t('chrome.login')}
          </Link>
        )}
        {/* Keeps the layout steady while the first session check runs. */}
        {session === undefined && <span className={styles.authPlaceholder} aria-hidden />}
      </div>
      {drawerWanted && (
        <Suspense fallback={null}>
          <MobileMenu
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            session={session}
            activeSection={activeSection}
            onSection={(section) => goToSection(section)}
            trigger={hamburger}
          />
        </Suspense>
      )}
    </header>
  );
}
