import { useRef, type ReactNode } from 'react';
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

/** Header, main and footer landmarks shared by every page, plus the `?next=` and `?auth=` dialogs. */
export function AppChrome({ children }: AppChromeProps) {
  useSectionArrival();
  useGuardOnSignOut();
  useScreenView();
  const main = useRef<HTMLElement>(null);

  return (
    <div className={styles.shell}>
      <LoginRequiredProvider landing={main}>
        <Header />
        <EmailVerificationBanner />
        {/* Focusable from script: where focus lands on the page asked for after signing in. */}
        <main ref={main} className={styles.main} tabIndex={-1}>
          {children}
        </main>
        <Footer />
        <AuthDialogRoute />
      </LoginRequiredProvider>
    </div>
  );
}
