import {
  AUTH_PARAM,
  NEXT_PARAM,
  signInNext,
  withAuthView,
  withSignInNext,
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
 * current page without the dialog on success, and the same page with the sign-in dialog open
 * on failure (better-auth adds `error=<code>`).
 */
export function socialCallbackUrls({ pathname, search, hash }: PageLocation): {
  callbackURL: string;
  errorCallbackURL: string;
} {
  const params = withoutAuthParams(search);
  const next = signInNext(new URLSearchParams(search));
  return {
    callbackURL: next ?? href(pathname, params, hash),
    errorCallbackURL: href(pathname, withAuthView(withSignInNext(params, next), 'signin'), hash),
  };
}

/** The query after closing the dialog: without its parameters and any social sign-in error. */
export function withoutAuthDialog(search: URLSearchParams): URLSearchParams {
  return withoutAuthParams(search.toString());
}
