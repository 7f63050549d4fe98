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

/**
 * A problem with one input field. `message` is a catalogue key under `validation.`
 * (e.g. `invalidEmail`), so each client renders it in its own language.
 */
export interface FieldError {
  path: string;
  message: string;
  /** Values the message interpolates (e.g. a quota's `limit`). */
  params?: Record<string, string | number>;
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
