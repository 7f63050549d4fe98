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
