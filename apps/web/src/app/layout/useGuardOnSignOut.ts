import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { guardRedirect } from '../session/guard';
import { useSession } from '../session/session';

/**
 * The loader guard runs on navigation; this covers the session ending while a private page is
 * open (sign-out in another tab, expiry): the visitor goes to `/{lang}` like at the guard.
 */
export function useGuardOnSignOut(): void {
  const session = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (session !== null) return;
    const target = guardRedirect(pathname, false);
    if (target) void navigate(target, { replace: true });
  }, [session, pathname, navigate]);
}
