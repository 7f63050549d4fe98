import { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  AUTH_PARAM,
  parseAuthView,
  signInNext,
  withAuthView,
  withSignInNext,
} from '../session/authView';
import { isSignInPath } from '@dawa/shared/appPaths';
import { loginSubject, type LoginSubject } from '../session/guard';
import { useSession } from '../session/session';
import { LazyLoginRequiredDialog } from './LazyDialogs';
import { LoginRequiredContext, type AskToLogIn } from './loginRequiredContext';

export interface LoginRequiredProviderProps {
  /** Where focus goes when the visitor arrives on the page asked for, signed in. */
  landing: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/** The page part of `next` (`/en/jobs?page=2` → `/en/jobs`). */
function pathOf(page: string): string {
  return page.split(/[?#]/)[0] ?? page;
}

/**
 * The login-required dialog (SPEC §2, §6), one for the whole app, shown while the URL has
 * `?next=<sign-in page>` and the visitor is signed out: the guard sends a visitor there with
 * it, and the links to sign-in pages add it (`useLoginRequired`). Its Login button swaps it
 * for the sign-in dialog (`?auth=signin&next=…`), which goes to `next` once signed in. Focus
 * goes back to where the visitor was when either dialog closes, or to the page asked for.
 */
export function LoginRequiredProvider({ landing, children }: LoginRequiredProviderProps) {
  const session = useSession();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const next = signInNext(params);
  const nextPath = next === null ? null : pathOf(next);
  const open =
    session === null &&
    nextPath !== null &&
    isSignInPath(nextPath) &&
    parseAuthView(params.get(AUTH_PARAM)) === null;
  // Kept after closing so the dialog keeps its text while it fades out.
  const [subject, setSubject] = useState<LoginSubject>('page');
  if (open && loginSubject(nextPath) !== subject) setSubject(loginSubject(nextPath));

  const returnFocus = useRef<HTMLElement | null>(null);
  const flow = useRef<{ pathname: string; next: string } | null>(null);

  const ask = useCallback<AskToLogIn>(
    (destination, element) => {
      returnFocus.current = element;
      const query = withSignInNext(new URLSearchParams(search), destination).toString();
      void navigate({ search: `?${query}` }, { replace: true, preventScrollReset: true });
    },
    [navigate, search],
  );

  // A closing dialog still takes Escape while it fades out (its focus may not have moved to the
  // sign-in dialog yet); only the open one may change the URL.
  const close = () => {
    if (!open) return;
    const query = withSignInNext(new URLSearchParams(search), null).toString();
    void navigate(
      { search: query ? `?${query}` : '' },
      { replace: true, preventScrollReset: true },
    );
  };

  // The flow lasts while `next` is in the URL; when it goes, so do both dialogs.
  useEffect(() => {
    if (next) {
      flow.current = { pathname, next };
      return;
    }
    const ended = flow.current;
    flow.current = null;
    if (!ended) return;
    if (`${pathname}${search}` === ended.next) landing.current?.focus();
    else if (pathname === ended.pathname) returnFocus.current?.focus();
    returnFocus.current = null;
  }, [next, pathname, search, landing]);

  return (
    <LoginRequiredContext value={ask}>
      {children}
      <LazyLoginRequiredDialog
        subject={subject}
        open={open}
        signIn={{ search: `?${withAuthView(params, 'signin').toString()}` }}
        onClose={close}
      />
    </LoginRequiredContext>
  );
}
