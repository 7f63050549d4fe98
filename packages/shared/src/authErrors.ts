import { ERROR_MESSAGES, codeFromStatus, type ErrorCode } from './errors';
import type { Language } from './language';
import { AUTH_ERRORS as AUTH_ERRORS_AR } from './texts/ar';
import { AUTH_ERRORS as AUTH_ERRORS_EN } from './texts/en';
import { PASSWORD_MIN_LENGTH } from './limits';
import { withParams } from './validationMessages';
import { AUTH_ERROR_CODES } from './authErrorCodes';

/** SPEC §8 messages of the sign-in, sign-up, password and phone flows (better-auth's errors). */
export const AUTH_ERROR_KEYS = [
  'credentialsNotRecognized',
  'emailInUse',
  'invalidEmail',
  'weakPassword',
  'invalidPassword',
  'accountDisabled',
  'emailNotVerified',
  'credentialsInUse',
  'differentSignInMethod',
  'userNotFound',
  'socialFailed',
  'invalidResetLink',
  'invalidSignInToken',
  'termsNotAccepted',
  'invalidPhoneNumber',
  'wrongCode',
  'codeExpired',
  'tooManyAttempts',
  'rateLimited',
  'network',
  'unknown',
] as const;
export type AuthErrorKey = (typeof AUTH_ERROR_KEYS)[number];

/**
 * What each key says, in each language: the web's `errors.<key>` of the auth catalogues and the
 * `message` /api/auth answers an Arabic caller. A phone code's problems are field errors of the
 * API too, and a rate limit or a failure is what the API's codes say: those texts are theirs.
 * Placeholders are i18next's (`{{min}}`).
 */
export const AUTH_ERROR_MESSAGES: Record<Language, Record<AuthErrorKey, string>> = {
  en: AUTH_ERRORS_EN,
  ar: AUTH_ERRORS_AR,
};

/** The `code` of a better-auth error body (and of our own, AUTH_ERROR_CODES) → its message. */
const KEY_BY_CODE: Readonly<Record<string, AuthErrorKey>> = {
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
  [AUTH_ERROR_CODES.tooManyRequests]: 'rateLimited',
  [AUTH_ERROR_CODES.invalidStorageToken]: 'invalidSignInToken',
  [AUTH_ERROR_CODES.termsNotAccepted]: 'termsNotAccepted',
};

/**
 * The message of a failed /api/auth answer (or of the `error` a social sign-in returns with, which
 * has no status); undefined for a code this catalogue does not know.
 */
export function authErrorKeyOf(code: unknown, status?: number): AuthErrorKey | undefined {
  // better-auth's own rate limiter answers 429 without a code.
  if (status === 429) return 'rateLimited';
  if (typeof code === 'string' && Object.hasOwn(KEY_BY_CODE, code)) return KEY_BY_CODE[code];
  return undefined;
}

/** What a failed answer means when the catalogue does not know its code. */
function errorCodeOf(code: unknown, status: number): ErrorCode {
  // better-call's check of the request body against the endpoint's schema.
  return code === 'VALIDATION_ERROR' ? 'VALIDATION' : codeFromStatus(status);
}

/**
 * The `message` of a failed /api/auth answer in `language`: its code's text, or, for a code
 * better-auth may add that the catalogue lacks, what its code or HTTP status means.
 */
export function authErrorText(language: Language, code: unknown, status: number): string {
  const key = authErrorKeyOf(code, status);
  return key
    ? withParams(AUTH_ERROR_MESSAGES[language][key], { min: PASSWORD_MIN_LENGTH })
    : ERROR_MESSAGES[language][errorCodeOf(code, status)];
}
