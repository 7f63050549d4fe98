import { afterEach, describe, expect, it, vi } from 'vitest';
import { GraphQLError } from 'graphql';
import { CombinedError, createRequest, makeOperation, type Operation } from 'urql';
import { graphql } from '../graphql';
import { IDEMPOTENCY_KEY_HEADER, shouldRetry, withIdempotencyKey } from './createApiClient';

const query = graphql(`
  query RetryProbe {
    supportSettings {
      email
    }
  }
`);

function operation(kind: 'query' | 'mutation' | 'subscription'): Operation {
  return makeOperation(kind, createRequest(query, {}), {
    url: '/graphql',
    requestPolicy: 'cache-first',
  });
}

describe('shouldRetry', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('retries a query that got no answer', () => {
    const error = new CombinedError({ networkError: new TypeError('Failed to fetch') });
    expect(shouldRetry(error, operation('query'))).toBe(true);
  });

  it('retries gateway errors but not other HTTP answers', () => {
    const gateway = new CombinedError({
      networkError: new Error('Bad'),
      response: { status: 503 },
    });
    const forbidden = new CombinedError({
      networkError: new Error('No'),
      response: { status: 403 },
    });
    expect(shouldRetry(gateway, operation('query'))).toBe(true);
    expect(shouldRetry(forbidden, operation('query'))).toBe(false);
  });

  it('does not retry while the browser says it is offline', () => {
    vi.stubGlobal('navigator', { onLine: false });
    const error = new CombinedError({ networkError: new TypeError('Failed to fetch') });
    expect(shouldRetry(error, operation('query'))).toBe(false);
  });

  it('leaves a dropped live stream to keepSubscribed', () => {
    const offline = new CombinedError({ networkError: new TypeError('Failed to fetch') });
    expect(shouldRetry(offline, operation('subscription'))).toBe(false);
  });

  it('does not retry GraphQL errors, nor mutations without an Idempotency-Key', () => {
    const graphQLError = new CombinedError({ graphQLErrors: [new GraphQLError('Invalid')] });
    const offline = new CombinedError({ networkError: new TypeError('Failed to fetch') });
    expect(shouldRetry(graphQLError, operation('query'))).toBe(false);
    expect(shouldRetry(offline, operation('mutation'))).toBe(false);
  });

  it('gives every mutation sent a key of its own, and retries it with that key', () => {
    const offline = new CombinedError({ networkError: new TypeError('Failed to fetch') });
    const first = withIdempotencyKey(operation('mutation'));
    const second = withIdempotencyKey(operation('mutation'));
    const keyOf = (sent: Operation) =>
      (sent.context.fetchOptions as { headers: Record<string, string> }).headers[
        IDEMPOTENCY_KEY_HEADER
      ];
    expect(keyOf(first)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(second)).not.toBe(keyOf(first));
    expect(shouldRetry(offline, first)).toBe(true);
    expect(withIdempotencyKey(operation('query'))).toEqual(operation('query'));
  });
});
