import type { ErrorCode, FieldError } from '@dawa/shared/errors';
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

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found.`);

/** Parses untrusted input; a failure becomes a VALIDATION error listing each bad field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fieldErrors = result.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    // Our schemas name a catalogue key; a missing or mistyped value has zod's own text.
    message: issue.code === 'invalid_type' ? 'required' : issue.message,
  }));
  throw new AppError('VALIDATION', 'Some fields are invalid.', fieldErrors);
}
