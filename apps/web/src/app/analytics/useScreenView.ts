import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { track } from './track';

/**
 * Sends `screen_view` for every page the user opens (SPEC §7): the path without its
 * language prefix, and the section it belongs to.
 */
export function useScreenView(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const screenName = pathname.replace(/^\/(en|ar)(?=\/|$)/, '') || '/';
    const screenClass = screenName.split('/')[1] || 'home';
    track('screen_view', { screenName, screenClass });
  }, [pathname]);
}
