import { use, useCallback, type MouseEvent } from 'react';
import { isSignInPath } from '../session/guard';
import { useSession } from '../session/session';
import { LoginRequiredContext } from './loginRequiredContext';

/** A click the app handles itself: new tabs and windows (modifier keys) stay the browser's. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/**
 * The click handler of every link to a sign-in page (services menu, drawer, service cards): a
 * known signed-out visitor gets the login-required dialog in place, instead of the guard's
 * redirect home (SPEC §2). Focus returns to `returnFocus`, by default the link.
 */
export function useLoginRequired(): (
  event: MouseEvent<HTMLAnchorElement>,
  destination: string,
  returnFocus?: HTMLElement | null,
) => void {
  const signedOut = useSession() === null;
  const ask = use(LoginRequiredContext);
  return useCallback(
    (event, destination, returnFocus) => {
      if (!signedOut || !isSignInPath(destination) || !isPlainClick(event)) return;
      event.preventDefault();
      ask(destination, returnFocus ?? event.currentTarget);
    },
    [signedOut, ask],
  );
}
