import { useRef, type ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { AuthDialogRoute } from '../../features/auth/AuthDialogRoute';
import { LoginRequiredProvider } from '../dialogs/LoginRequiredProvider';
import { Footer } from './Footer';
import { Header } from './Header';
import { useGuardOnSignOut } from './useGuardOnSignOut';
import { useSectionArrival } from './useSectionNavigation';
import styles from './AppChrome.module.css';
import { useScreenView } from '../analytics/useScreenView';
import { EmailVerificationBanner } from '../../features/auth/EmailVerificationBanner';

export interface AppChromeProps {
  children: ReactNode;
}

const MAIN_ID = 'main-content';

/** Header, main and footer landmarks shared by every page, plus the `?next=` and `?auth=` dialogs. */
export function AppChrome({ children }: AppChromeProps) {
  useSectionArrival();
  useGuardOnSignOut();
  useScreenView();
  const { t } = useTranslation();
  const main = useRef<HTMLElement>(null);

  return (
    <div className={styles.shell}>
      {/* The first stop of Tab on every page (WCAG 2.4.1). Focused by script: the URL's hash
          belongs to the home page's sections. */}
      <a
        href={`#${MAIN_ID}`}
        className={styles.skipLink}
        onClick={(event) => {
          event.preventDefault();
          main.current?.focus();
        }}
      >
        {t('chrome.skipToMain')}
      </a>
      <LoginRequiredProvider landing={main}>
        <Header />
        <EmailVerificationBanner />
        {/* Focusable from script: where the skip link goes, and where focus lands on the page
            asked for after signing in. */}
        <main ref={main} id={MAIN_ID} className={styles.main} tabIndex={-1}>
          {children}
        </main>
        <Footer />
        <AuthDialogRoute landing={main} />
      </LoginRequiredProvider>
    </div>
  );
}
