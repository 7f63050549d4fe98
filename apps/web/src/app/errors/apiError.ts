import type { CombinedError } from 'urql';
import {
  codeFromStatus,
  errorHandling,
  isErrorCode,
  type ErrorCode,
  type ErrorHandling,
  type FieldError,
} from '@dawa/shared/errors';

/** A server error code, or NETWORK when no response arrived at all. */
export type ApiErrorCode = ErrorCode | 'NETWORK';

export interface ApiError {
  code: ApiErrorCode;
  /** `message` is a catalogue key under `validation.`; `text` is it in the page language. */
  fieldErrors: FieldError[];
}

function isFieldError(value: unknown): value is FieldError {
  if (typeof value !== 'object' || value === null) return false;
  const { path, message } = value as Record<string, unknown>;
  return typeof path === 'string' && typeof message === 'string';
}

function responseStatus(error: CombinedError): number | undefined {
  // urql types `response` as any; read it defensively.
  const response: unknown = error.response;
  if (typeof response !== 'object' || response === null) return undefined;
  const { status } = response as Record<string, unknown>;
  return typeof status === 'number' ? status : undefined;
}

export function toApiError(error: CombinedError): ApiError {
  const [first] = error.graphQLErrors;
  if (first) {
    const code = first.extensions?.code;
    const fieldErrors = first.extensions?.fieldErrors;
    return {
      // A GraphQL error without a known code is a server bug: treat it as INTERNAL.
      code: isErrorCode(code) ? code : 'INTERNAL',
      fieldErrors: Array.isArray(fieldErrors) ? fieldErrors.filter(isFieldError) : [],
    };
  }
  const status = responseStatus(error);
  if (status !== undefined && status >= 400) {
    return { code: codeFromStatus(status), fieldErrors: [] };
  }
  if (error.networkError) return { code: 'NETWORK', fieldErrors: [] };
  return { code: 'INTERNAL', fieldErrors: [] };
}

/**
 * Whether a call failed for want of a network (no answer at all): the one test the app uses
 * to say 'No Internet Connection' and to answer from what it keeps offline.
 */
export function isNetworkFailure(error: CombinedError | undefined): boolean {
  return error !== undefined && toApiError(error).code === 'NETWORK';
}

export function handlingOf(code: ApiErrorCode): ErrorHandling {
  return code === 'NETWORK' ? 'toast' : errorHandling(code);
}
