import type { Language } from './language';
import { ERRORS as ERRORS_AR } from './texts/ar';
import { ERRORS as ERRORS_EN } from './texts/en';

/**
 * Error codes carried in GraphQL `extensions.code`. The web client maps each to a
 * translated message (`errors.<code>` in the catalogues) and to the SPEC §8 handling.
 */
export const ERROR_CODES = [
  'VALIDATION',
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'QUOTA_EXCEEDED',
  'RATE_LIMITED',
  /** The database (or the whole service) cannot be reached for a moment: HTTP 503, try again. */
  'UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/** What a failed HTTP answer means when its body names no code we know. */
export function codeFromStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 429:
      return 'RATE_LIMITED';
    case 503:
      return 'UNAVAILABLE';
    default:
      return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
  }
}

/**
 * What each code says, in each language: the top-level `message` of every error the API answers
 * (in the caller's Accept-Language) and the web's `errors.<code>` texts, from this one place.
 */
export const ERROR_MESSAGES: Record<Language, Record<ErrorCode, string>> = {
  en: ERRORS_EN,
  ar: ERRORS_AR,
};

/**
 * A problem with one input field. `message` is a catalogue key under `validation.`
 * (e.g. `invalidEmail`), so each client renders it in its own language.
 */
export interface FieldError {
  path: string;
  message: string;
  /**
   * Values the message interpolates (e.g. a quota's `limit`); `count` picks the plural form of a
   * message that counts (`jobQuota_one`, `jobQuota_other`).
   */
  params?: Record<string, string | number>;
  /**
   * The message's text in the caller's language (Accept-Language), params filled in, for
   * clients without the catalogues (validationMessages.ts); set by the API on its answers.
   */
  text?: string;
}

/** How the web client reacts to a code (SPEC §8 shared handler). */
export type ErrorHandling = 'toast' | 'forbiddenPage' | 'serverErrorPage';

export function errorHandling(code: ErrorCode): ErrorHandling {
  switch (code) {
    case 'FORBIDDEN':
      return 'forbiddenPage';
    case 'INTERNAL':
      return 'serverErrorPage';
    default:
      return 'toast';
  }
}
