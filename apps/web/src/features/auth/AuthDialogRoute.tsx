import { lazy, Suspense, useCallback, useRef, useState, type RefObject } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { signInNext, type AuthView } from '../../app/session/authView';
import { refreshSession } from '../../app/session/session';
import { returnedAuthView, withDialogView, withoutAuthDialog } from './socialReturn';

// The dialog, its form and better-auth's client load only when the URL asks for the dialog.
const AuthDialog = lazy(() =>
  import('./AuthDialog').then((module) => ({ default: module.AuthDialog })),
);

export interface AuthDialogRouteProps {
  /** Where focus goes once signed in: what opened the dialog (the header's login link) is gone. */
  landing: RefObject<HTMLElement | null>;
}

/** Opens the auth dialog while the URL has `?auth=signin`, `signup` or `forgot` (SPEC §2). */
export function AuthDialogRoute({ landing }: AuthDialogRouteProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const view = returnedAuthView(searchParams);
  // Kept after closing so the dialog stays mounted and can play its closing animation.
  const [shownView, setShownView] = useState<AuthView | null>(view);
  if (view !== null && view !== shownView) setShownView(view);

  const close = useCallback(() => {
    setSearchParams((current) => withoutAuthDialog(current), {
      replace: true,
      preventScrollReset: true,
    });
  }, [setSearchParams]);

  // Opened for a sign-in page (`next`), the dialog goes there once the guard can see the session.
  const next = signInNext(searchParams);
  const landAfterClose = useRef(false);
  const signedIn = useCallback(() => {
    landAfterClose.current = true;
    if (!next) return close();
    void refreshSession().then(() => navigate(next, { replace: true }));
  }, [next, close, navigate]);

  if (shownView === null) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog
        open={view !== null}
        view={shownView}
        searchFor={(target) => `?${withDialogView(searchParams, target).toString()}`}
        onClose={close}
        onSignedIn={signedIn}
        afterClose={() => {
          if (!landAfterClose.current) return;
          landAfterClose.current = false;
          landing.current?.focus();
        }}
      />
    </Suspense>
  );
}
