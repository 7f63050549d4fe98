import { Client, cacheExchange, fetchExchange, type CombinedError, type Operation } from 'urql';
import { retryExchange } from '@urql/exchange-retry';
import type { Language } from '@dawa/shared/language';

/** SPEC §7/§9: a request is tried at most twice. */
export const MAX_REQUEST_ATTEMPTS = 2;

/**
 * Retry only when no answer arrived (network failure, gateway error). GraphQL errors are
 * answers and would fail the same way again; mutations are never repeated blindly, since the
 * first attempt may have been applied.
 */
export function shouldRetry(error: CombinedError, operation: Operation): boolean {
  if (operation.kind === 'mutation' || error.graphQLErrors.length > 0) return false;
  if (!error.networkError) return false;
  const status: unknown = (error.response as { status?: unknown } | undefined)?.status;
  return typeof status !== 'number' || status >= 502;
}

/** One client per page language: answers are localised, so each language has its own cache. */
export function createApiClient(language: Language): Client {
  return new Client({
    url: '/graphql',
    exchanges: [
      cacheExchange,
      retryExchange({
        maxNumberAttempts: MAX_REQUEST_ATTEMPTS,
        initialDelayMs: 500,
        randomDelay: true,
        retryIf: shouldRetry,
      }),
      fetchExchange,
    ],
    // Subscriptions travel over SSE on the same endpoint (GraphQL Yoga).
    fetchSubscriptions: true,
    // The API expects POST (SPEC §7); GET would also put operations in access logs.
    preferGetMethod: false,
    fetchOptions: {
      credentials: 'include',
      headers: { 'Accept-Language': language },
    },
  });
}
