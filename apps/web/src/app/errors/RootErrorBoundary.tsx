import { useLocation } from 'react-router';
import { languageFromPath } from '@dawa/shared/language';
import { preferredLanguage } from '../i18n/languagePreference';
import { LanguageShell } from '../layout/LanguageShell';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/** Last resort when a layout itself fails: rebuild the shell around the error page. */
export function RootErrorBoundary() {
  const { pathname } = useLocation();
  return (
    <LanguageShell language={languageFromPath(pathname) ?? preferredLanguage()}>
      <RouteErrorBoundary />
    </LanguageShell>
  );
}
