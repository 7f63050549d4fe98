import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { languageFromPath } from '@dawa/shared/language';
import { preferredLanguage } from '../i18n/languagePreference';
import { LanguageShell } from '../layout/LanguageShell';
import { ErrorBoundary } from './ErrorBoundary';
import { RouteError } from './RouteErrorBoundary';

export interface RootErrorBoundaryProps {
  children: ReactNode;
}

/** Last resort when a layout itself fails: rebuild the shell around the error page. */
export function RootErrorBoundary({ children }: RootErrorBoundaryProps) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      resetKey={pathname}
      fallback={(error) => (
        <LanguageShell language={languageFromPath(pathname) ?? preferredLanguage()}>
          <RouteError error={error} />
        </LanguageShell>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
