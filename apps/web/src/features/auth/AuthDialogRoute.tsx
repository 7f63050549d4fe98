import { lazy, Suspense, useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AUTH_PARAM, parseAuthMode, withAuthMode, type AuthMode } from './authMode';

// The dialog, its form and better-auth's client load only when the URL asks for the dialog.
const AuthDialog = lazy(() =>
  import('./AuthDialog').then((module) => ({ default: module.AuthDialog })),
);

/** Opens the auth dialog while the URL has `?auth=signin` or `?auth=signup` (SPEC §2). */
export function AuthDialogRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const mode = parseAuthMode(searchParams.get(AUTH_PARAM));
  // Kept after closing so the dialog stays mounted and can play its closing animation.
  const [shownMode, setShownMode] = useState<AuthMode | null>(mode);
  if (mode !== null && mode !== shownMode) setShownMode(mode);

  const close = useCallback(() => {
    setSearchParams((current) => withAuthMode(current, null), {
      replace: true,
      preventScrollReset: true,
    });
  }, [setSearchParams]);

  if (shownMode === null) return null;
  const otherMode: AuthMode = shownMode === 'signin' ? 'signup' : 'signin';
  return (
    <Suspense fallback={null}>
      <AuthDialog
        open={mode !== null}
        mode={shownMode}
        otherModeSearch={`?${withAuthMode(searchParams, otherMode).toString()}`}
        onClose={close}
      />
    </Suspense>
  );
}
