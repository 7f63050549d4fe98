import { use, useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { isSignInPath } from '@dawa/shared/appPaths';
import { getSession, useSession } from '../session/session';
import { LoginRequiredContext } from './loginRequiredContext';

/** A click the app handles itself: new tabs and windows (modifier keys) stay the browser's. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/**
 * The click handler of every link to a sign-in page (services menu, drawer, service cards): a
 * signed-out visitor (known now, or once the first session check answers) gets the
 * login-required dialog in place, instead of the guard's redirect home (SPEC §2). Focus returns
 * to `returnFocus`, by default the link.
 */
export function useLoginRequired(): (
  event: MouseEvent<HTMLAnchorElement>,
  destination: string,
  returnFocus?: HTMLElement | null,
) => void {
  const session = useSession();
  const ask = use(LoginRequiredContext);
  const navigate = useNavigate();
  return useCallback(
    (event, destination, returnFocus) => {
      if (session || !isSignInPath(destination) || !isPlainClick(event)) return;
      event.preventDefault();
      const target = returnFocus ?? event.currentTarget;
      if (session === null) {
        ask(destination, target);
        return;
      }
      // Not known yet (the first check is on its way, on a slow line): decided by its answer,
      // not by a navigation that the guard would turn into a redirect home.
      void getSession().then((known) => {
        if (known) void navigate(destination);
        else ask(destination, target);
      });
    },
    [session, ask, navigate],
  );
}
