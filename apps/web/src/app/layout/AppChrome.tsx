import type { ReactNode } from 'react';
import { AuthDialogRoute } from '../../features/auth/AuthDialogRoute';
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

/** Header, main and footer landmarks shared by every page, plus the `?auth=` dialog. */
export function AppChrome({ children }: AppChromeProps) {
  useSectionArrival();
  useGuardOnSignOut();
  useScreenView();

  return (
    <div className={styles.shell}>
      <Header />
      <EmailVerificationBanner />
      <main className={styles.main}>{children}</main>
      <Footer />
      <AuthDialogRoute />
    </div>
  );
}
