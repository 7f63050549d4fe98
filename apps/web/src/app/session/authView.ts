import { languageFromPath } from '@dawa/shared/language';

/**
 * The auth dialog's place in the URL, app-wide: the shell's sign-in links and dialogs open the
 * dialog with it; the auth feature reads it and shows the dialog.
 */

/** The query parameter that opens the auth dialog (SPEC §2): `?auth=signin`, `signup` or `forgot`. */
export const AUTH_PARAM = 'auth';

/** The two forms of the dialog. */
export const AUTH_MODES = ['signin', 'signup'] as const;
export type AuthMode = (typeof AUTH_MODES)[number];

/** What the dialog shows: a form, or the request for a password-reset link. */
export const AUTH_VIEWS = [...AUTH_MODES, 'forgot'] as const;
export type AuthView = (typeof AUTH_VIEWS)[number];

export function parseAuthView(value: string | null): AuthView | null {
  return (AUTH_VIEWS as readonly string[]).includes(value ?? '') ? (value as AuthView) : null;
}

export function isAuthMode(view: AuthView): view is AuthMode {
  return (AUTH_MODES as readonly string[]).includes(view);
}

/** The same query with the dialog showing `view`, or closed when `view` is null. */
export function withAuthView(search: URLSearchParams, view: AuthView | null): URLSearchParams {
  const next = new URLSearchParams(search);
  if (view) next.set(AUTH_PARAM, view);
  else next.delete(AUTH_PARAM);
  return next;
}

/**
 * The page to go to once signed in (`?next=/en/prescriptions`): the login-required dialog
 * shows while it is there without `auth`, and the auth dialog goes there after sign-in.
 */
export const NEXT_PARAM = 'next';

const ORIGIN = 'http://dawa.invalid';

/** The `next` page when it is a page of this app (`/{lang}/…`), else null: never another site. */
export function signInNext(search: URLSearchParams): string | null {
  const value = search.get(NEXT_PARAM);
  if (!value?.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN || !languageFromPath(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The same query with `next` set to `page`, or removed when `page` is null. */
export function withSignInNext(search: URLSearchParams, page: string | null): URLSearchParams {
  const next = new URLSearchParams(search);
  if (page) next.set(NEXT_PARAM, page);
  else next.delete(NEXT_PARAM);
  return next;
}
