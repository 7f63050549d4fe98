import { AUTH_ERROR_CODES } from '@dawa/shared/authErrorCodes';
import {
  AUTH_PARAM,
  NEXT_PARAM,
  parseAuthView,
  signInNext,
  withAuthView,
  withSignInNext,
  type AuthMode,
  type AuthView,
} from '../../app/session/authView';

/** Query parameters better-auth adds to the error callback URL after a failed social sign-in. */
export const SOCIAL_ERROR_PARAMS = ['error', 'error_description'] as const;

interface PageLocation {
  pathname: string;
  search: string;
  hash: string;
}

function withoutAuthParams(search: string): URLSearchParams {
  const params = new URLSearchParams(search);
  params.delete(AUTH_PARAM);
  params.delete(NEXT_PARAM);
  for (const name of SOCIAL_ERROR_PARAMS) params.delete(name);
  return params;
}

function href(pathname: string, params: URLSearchParams, hash: string): string {
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}${hash}`;
}

/**
 * Where the provider sends the user back: the page the dialog was opened for (`next`) or the
 * current page without the dialog on success, and the same page with the dialog open in `mode`
 * on failure (better-auth adds `error=<code>`).
 */
export function socialCallbackUrls(
  { pathname, search, hash }: PageLocation,
  mode: AuthMode,
): {
  callbackURL: string;
  errorCallbackURL: string;
} {
  const params = withoutAuthParams(search);
  const next = signInNext(new URLSearchParams(search));
  return {
    callbackURL: next ?? href(pathname, params, hash),
    errorCallbackURL: href(pathname, withAuthView(withSignInNext(params, next), mode), hash),
  };
}

/**
 * The dialog's view for this query. A provider's sign-in from the sign-in form that would have
 * created an account comes back with `auth/terms-not-accepted`: the sign-up form shows, where
 * the confirmation is asked.
 */
export function returnedAuthView(search: URLSearchParams): AuthView | null {
  const view = parseAuthView(search.get(AUTH_PARAM));
  return view === 'signin' && isUnconfirmedSignUp(search) ? 'signup' : view;
}

/** Whether a provider's sign-in came back for want of the confirmation of age and terms. */
export function isUnconfirmedSignUp(search: URLSearchParams): boolean {
  return search.get(SOCIAL_ERROR_PARAMS[0]) === AUTH_ERROR_CODES.termsNotAccepted;
}

/** The query of the dialog showing `view`, without the error of an earlier provider sign-in. */
export function withDialogView(search: URLSearchParams, view: AuthView): URLSearchParams {
  const params = new URLSearchParams(search);
  for (const name of SOCIAL_ERROR_PARAMS) params.delete(name);
  return withAuthView(params, view);
}

/** The query after closing the dialog: without its parameters and any social sign-in error. */
export function withoutAuthDialog(search: URLSearchParams): URLSearchParams {
  return withoutAuthParams(search.toString());
}
