import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/useLanguage';
import { LanguageSwitch } from './LanguageSwitch';
import styles from './AppChrome.module.css';

export interface AppChromeProps {
  children: ReactNode;
}

/** Header, main and footer landmarks shared by every page. */
export function AppChrome({ children }: AppChromeProps) {
  const { t } = useTranslation();
  const language = useLanguage();

  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <Link to={`/${language}`} className={styles.brand} aria-label={t('chrome.home')}>
          <img className={styles.logo} src="/favicon.svg" alt="" width={32} height={32} />
          <span>{t('appTitle')}</span>
        </Link>
        <LanguageSwitch />
      </header>
      <main className={styles.main}>{children}</main>
      <footer className={styles.footer}>
        {t('chrome.footer', { year: new Date().getFullYear() })}
      </footer>
    </div>
  );
}
