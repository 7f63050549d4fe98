import { can, type AccessLevel, type AdminSection } from '@dawa/shared/access';
import { ERROR_MESSAGES, type ErrorCode, type FieldError } from '@dawa/shared/errors';
import type { Language } from '@dawa/shared/language';
import { validationText } from '@dawa/shared/validationMessages';
import type { z } from 'zod';
import type { Viewer } from './auth/viewer.types';

/**
 * The one error shape of the API. Services throw it; the GraphQL layer turns it into
 * `extensions.code` (+ `fieldErrors`). Anything else is an unexpected error and reaches
 * the client only as a generic INTERNAL.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors: FieldError[] = [],
  ) {
    super(message);
  }
}

/** RATE_LIMITED, knowing when to try again: HTTP answers carry it as `Retry-After`. */
export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message = `Too many attempts. Try again in ${retryAfterSeconds} seconds.`,
  ) {
    super('RATE_LIMITED', message);
  }
}

export const forbidden = (message = 'You may not do this.') => new AppError('FORBIDDEN', message);
/** The signed-in viewer, or UNAUTHENTICATED: the first check of every signed-in operation. */
export function requireSignedIn(viewer: Viewer | null): Viewer {
  if (!viewer) throw new AppError('UNAUTHENTICATED', 'Please sign in first.');
  return viewer;
}

/**
 * The signed-in viewer whose roles allow `level` in the admin `section` (the role table, ADR
 * 0022); UNAUTHENTICATED or FORBIDDEN otherwise. Every admin operation's service calls it.
 */
export function requireAccess(
  viewer: Viewer | null,
  section: AdminSection,
  level: AccessLevel,
): Viewer {
  const signedIn = requireSignedIn(viewer);
  if (!can(signedIn.roles, section, level)) throw forbidden();
  return signedIn;
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found.`);

/**
 * The message of an error in the caller's language: English keeps the error's own (specific)
 * message; Arabic says what its code means, from the catalogue shared with the web app.
 */
export function messageIn(language: Language, code: ErrorCode, englishMessage: string): string {
  return language === 'en' ? englishMessage : ERROR_MESSAGES[language][code];
}

/**
 * Field errors with their `text` in `language`: the key's text from the shared catalogue, or,
 * for a key it lacks, what the error's code means.
 */
export function withTexts(
  fieldErrors: readonly FieldError[],
  language: Language,
  code: ErrorCode,
): FieldError[] {
  return fieldErrors.map((fieldError) => ({
    ...fieldError,
    text:
      validationText(language, fieldError.message, fieldError.params) ??
      ERROR_MESSAGES[language][code],
  }));
}

/** Our schemas' messages are catalogue keys (camelCase words); zod's own texts are not. */
const CATALOGUE_KEY = /^[a-z][a-zA-Z]*$/;

/** Parses untrusted input; a failure becomes a VALIDATION error listing each bad field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fieldErrors = result.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    // Our schemas name a catalogue key; a missing or mistyped value, or any other text of
    // zod's own (such as "Invalid UUID"), is no key: the client gets one it can show.
    message:
      issue.code === 'invalid_type'
        ? 'required'
        : CATALOGUE_KEY.test(issue.message)
          ? issue.message
          : 'invalid',
  }));
  throw new AppError('VALIDATION', 'Some fields are invalid.', fieldErrors);
}
