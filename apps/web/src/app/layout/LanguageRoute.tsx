import { use, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { isSignInPath } from '@dawa/shared/appPaths';
import { isLanguage, type Language } from '@dawa/shared/language';
import { RouteErrorBoundary } from '../errors/RouteErrorBoundary';
import { loadLanguage } from '../i18n/i18n';
import { preferredLanguage } from '../i18n/languagePreference';
import { tracked } from '../routing/suspenseCache';
import { getSession } from '../session/session';
import { languageRouteRedirect } from './languageRedirects';
import { LanguageShell } from './LanguageShell';

/**
 * Whether the visitor is signed in, for the guard: a sign-in page waits for the session check
 * under way (the first one, or the one a sign-in started before going to the page it was for).
 * It reads the session's promise, not the store: a store update outside a navigation would
 * suspend the page without a transition. A session that ends while a page is open:
 * useGuardOnSignOut. The build renders the signed-in pages' shells as they look before the
 * session is known (src/prerender.tsx): the guard runs when the app starts in the browser.
 */
function useSignedIn(pathname: string): boolean {
  if (import.meta.env.SSR || !isSignInPath(pathname)) return true;
  return use(tracked(getSession())) !== null;
}

interface LanguageFrameProps {
  language: Language;
  children: ReactNode;
}

/** The language's shell around a page, once its texts are in; a page that fails stays inside. */
function LanguageFrame({ language, children }: LanguageFrameProps) {
  use(tracked(loadLanguage(language)));
  return (
    <LanguageShell language={language}>
      <RouteErrorBoundary>{children}</RouteErrorBoundary>
    </LanguageShell>
  );
}

/** `/:lang/*`: the language prefix and the sign-in guard (languageRedirects.ts), then the page. */
export function LanguageRoute() {
  const params = useParams();
  const { pathname, search } = useLocation();
  const signedIn = useSignedIn(pathname);
  const target = languageRouteRedirect({ params, pathname, search, signedIn });
  if (target) return <Navigate to={target} replace />;
  if (!isLanguage(params.lang)) return null;
  return (
    <LanguageFrame language={params.lang}>
      <Outlet />
    </LanguageFrame>
  );
}

/** Prefix-less pages (`/403`, `/404`, `/500`) render in the preferred language. */
export function PreferredLanguageRoute() {
  return (
    <LanguageFrame language={preferredLanguage()}>
      <Outlet />
    </LanguageFrame>
  );
}
