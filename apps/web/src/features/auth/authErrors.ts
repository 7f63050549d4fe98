import { authErrorKeyOf, type AuthErrorKey } from '@dawa/shared/authErrors';
import type { ApiErrorCode } from '../../app/errors/apiError';

/** The `error` query parameter better-auth adds when a social sign-in fails. */
const BY_SOCIAL_ERROR: Readonly<Record<string, AuthErrorKey>> = {
  account_not_linked: 'differentSignInMethod',
  unable_to_create_session: 'userNotFound',
  access_denied: 'socialFailed',
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Maps what a better-auth client call produced to a message key: the `error` of its
 * `{ data, error }` result, or what it threw (fetch rejects with a TypeError when no
 * response arrives at all).
 */
export function authErrorKey(error: unknown): AuthErrorKey {
  if (error instanceof TypeError) return 'network';
  if (!isRecord(error)) return 'unknown';
  const { code, status, statusText } = error;
  // better-fetch's catchAllError reports a failed fetch as a fake 500 with this status text.
  if (statusText === 'Fetch Error' || status === 0) return 'network';
  return authErrorKeyOf(code, typeof status === 'number' ? status : undefined) ?? 'unknown';
}

/** The message for the `error` parameter of a failed social sign-in's return URL. */
export function socialErrorKey(error: string): AuthErrorKey {
  if (Object.hasOwn(BY_SOCIAL_ERROR, error)) return BY_SOCIAL_ERROR[error] ?? 'socialFailed';
  return authErrorKeyOf(error) ?? 'socialFailed';
}

/** The message for a failed GraphQL call of the auth flows (reset request, verification mail). */
export function apiAuthErrorKey(code: ApiErrorCode): AuthErrorKey {
  switch (code) {
    case 'RATE_LIMITED':
      return 'rateLimited';
    case 'NETWORK':
      return 'network';
    case 'VALIDATION':
    case 'BAD_REQUEST':
      return 'invalidEmail';
    default:
      return 'unknown';
  }
}
