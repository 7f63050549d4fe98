import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLanguage } from '../i18n/useLanguage';
import { isSignInPath } from '@dawa/shared/appPaths';
import { useSession } from '../session/session';

/**
 * The route guard runs on navigation (LanguageRoute); this covers the session ending while a private page is
 * open (sign-out in another tab, expiry): the visitor goes to `/{lang}`, as after signing out
 * here (SPEC §4), without the login-required dialog of a page asked for while signed out.
 */
export function useGuardOnSignOut(): void {
  const session = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const language = useLanguage();

  useEffect(() => {
    if (session === null && isSignInPath(pathname))
      void navigate(`/${language}`, { replace: true });
  }, [session, pathname, navigate, language]);
}
