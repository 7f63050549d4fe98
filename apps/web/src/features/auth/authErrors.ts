import { AUTH_ERROR_CODES } from '@dawa/shared/accounts';
import type { ApiErrorCode } from '../../app/errors/apiError';

/** SPEC §8 auth messages; each is a key under `errors.` in the auth catalogues. */
export type AuthErrorKey =
  | 'credentialsNotRecognized'
  | 'emailInUse'
  | 'invalidEmail'
  | 'weakPassword'
  | 'invalidPassword'
  | 'accountDisabled'
  | 'emailNotVerified'
  | 'credentialsInUse'
  | 'differentSignInMethod'
  | 'userNotFound'
  | 'socialFailed'
  | 'invalidResetLink'
  | 'invalidPhoneNumber'
  | 'wrongCode'
  | 'codeExpired'
  | 'tooManyAttempts'
  | 'network'
  | 'unknown';

const BY_CODE: Readonly<Record<string, AuthErrorKey>> = {
  // better-auth answers both "no such user" and "wrong password" with one code on purpose.
  INVALID_EMAIL_OR_PASSWORD: 'credentialsNotRecognized',
  INVALID_PASSWORD: 'credentialsNotRecognized',
  USER_NOT_FOUND: 'credentialsNotRecognized',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'credentialsNotRecognized',
  USER_ALREADY_EXISTS: 'emailInUse',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'emailInUse',
  INVALID_EMAIL: 'invalidEmail',
  PASSWORD_TOO_SHORT: 'weakPassword',
  PASSWORD_TOO_LONG: 'invalidPassword',
  // Sent by better-auth's admin plugin for a disabled (banned) user.
  BANNED_USER: 'accountDisabled',
  EMAIL_NOT_VERIFIED: 'emailNotVerified',
  SOCIAL_ACCOUNT_ALREADY_LINKED: 'credentialsInUse',
  LINKED_ACCOUNT_ALREADY_EXISTS: 'credentialsInUse',
  INVALID_TOKEN: 'invalidResetLink',
  // better-auth's phoneNumber plugin; a spent or timed-out code asks for a new one.
  INVALID_OTP: 'wrongCode',
  OTP_EXPIRED: 'codeExpired',
  OTP_NOT_FOUND: 'codeExpired',
  TOO_MANY_ATTEMPTS: 'tooManyAttempts',
  INVALID_PHONE_NUMBER: 'invalidPhoneNumber',
  [AUTH_ERROR_CODES.invalidPhoneNumber]: 'invalidPhoneNumber',
  // Raised by our server for non-client accounts and unknown phone users (SPEC §4, §8).
  [AUTH_ERROR_CODES.userNotFound]: 'userNotFound',
  [AUTH_ERROR_CODES.tooManyRequests]: 'tooManyAttempts',
};

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
  if (status === 429) return 'tooManyAttempts';
  if (typeof code === 'string' && Object.hasOwn(BY_CODE, code)) return BY_CODE[code] ?? 'unknown';
  return 'unknown';
}

/** The message for the `error` parameter of a failed social sign-in's return URL. */
export function socialErrorKey(error: string): AuthErrorKey {
  if (Object.hasOwn(BY_SOCIAL_ERROR, error)) return BY_SOCIAL_ERROR[error] ?? 'socialFailed';
  if (Object.hasOwn(BY_CODE, error)) return BY_CODE[error] ?? 'socialFailed';
  return 'socialFailed';
}

/** The message for a failed GraphQL call of the auth flows (reset request, verification mail). */
export function apiAuthErrorKey(code: ApiErrorCode): AuthErrorKey {
  switch (code) {
    case 'RATE_LIMITED':
      return 'tooManyAttempts';
    case 'NETWORK':
      return 'network';
    case 'VALIDATION':
    case 'BAD_REQUEST':
      return 'invalidEmail';
    default:
      return 'unknown';
  }
}
