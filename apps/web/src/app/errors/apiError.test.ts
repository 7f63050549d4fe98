import { describe, expect, it } from 'vitest';
import { CombinedError } from 'urql';
import { GraphQLError } from 'graphql';
import { handlingOf, isNetworkFailure, toApiError } from './apiError';

function graphQLFailure(extensions: Record<string, unknown>): CombinedError {
  return new CombinedError({
    graphQLErrors: [new GraphQLError('Something failed.', { extensions })],
  });
}

describe('toApiError', () => {
  it('reads the code and field errors from extensions', () => {
    const error = graphQLFailure({
      code: 'VALIDATION',
      fieldErrors: [{ path: 'email', message: 'invalidEmail' }, { path: 7 }, null],
    });
    expect(toApiError(error)).toEqual({
      code: 'VALIDATION',
      fieldErrors: [{ path: 'email', message: 'invalidEmail' }],
    });
  });

  it.each(['FORBIDDEN', 'QUOTA_EXCEEDED', 'RATE_LIMITED', 'UNAUTHENTICATED'] as const)(
    'keeps the known code %s',
    (code) => {
      expect(toApiError(graphQLFailure({ code })).code).toBe(code);
    },
  );

  it('treats a missing or unknown code as INTERNAL', () => {
    expect(toApiError(graphQLFailure({})).code).toBe('INTERNAL');
    expect(toApiError(graphQLFailure({ code: 'GRAPHQL_PARSE_FAILED' })).code).toBe('INTERNAL');
  });

  it('reports a failed fetch as NETWORK', () => {
    const error = new CombinedError({ networkError: new TypeError('Failed to fetch') });
    expect(toApiError(error)).toEqual({ code: 'NETWORK', fieldErrors: [] });
  });

  it.each([
    [400, 'BAD_REQUEST'],
    [401, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
    [429, 'RATE_LIMITED'],
    [500, 'INTERNAL'],
    [502, 'INTERNAL'],
    [503, 'UNAVAILABLE'],
  ] as const)('maps an HTTP %i without GraphQL errors to %s', (status, code) => {
    const error = new CombinedError({
      networkError: new Error('Bad response'),
      response: { status },
    });
    expect(toApiError(error).code).toBe(code);
  });
});

describe('isNetworkFailure', () => {
  it('is true only when no answer arrived at all', () => {
    expect(
      isNetworkFailure(new CombinedError({ networkError: new TypeError('Failed to fetch') })),
    ).toBe(true);
    const gateway = new CombinedError({
      networkError: new Error('Bad'),
      response: { status: 502 },
    });
    expect(isNetworkFailure(gateway)).toBe(false);
    expect(isNetworkFailure(graphQLFailure({ code: 'INTERNAL' }))).toBe(false);
    expect(isNetworkFailure(undefined)).toBe(false);
  });
});

describe('handlingOf', () => {
  it('follows the SPEC §8 shared handler', () => {
    expect(handlingOf('FORBIDDEN')).toBe('forbiddenPage');
    expect(handlingOf('INTERNAL')).toBe('serverErrorPage');
    expect(handlingOf('VALIDATION')).toBe('toast');
    expect(handlingOf('BAD_REQUEST')).toBe('toast');
    expect(handlingOf('NETWORK')).toBe('toast');
  });
});
