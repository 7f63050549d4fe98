import {
  Client,
  cacheExchange,
  fetchExchange,
  makeOperation,
  mapExchange,
  type CombinedError,
  type Operation,
} from 'urql';
import { retryExchange } from '@urql/exchange-retry';
import type { Language } from '@dawa/shared/language';
import { clientHeaders } from '../session/clientHeaders';
import { pageAnswersExchange, readPageAnswers } from './pageAnswers';
import { countedFetch } from './pendingRequests';

/** SPEC §7/§9: a request is tried at most twice. */
export const MAX_REQUEST_ATTEMPTS = 2;

/** The header that makes a retried mutation safe: the server replays its first answer. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** The operation's fetch options, given as an object or as a function. */
function fetchOptionsOf(operation: Operation): RequestInit {
  const options = operation.context.fetchOptions;
  return (typeof options === 'function' ? options() : options) ?? {};
}

function headersOf(operation: Operation): Record<string, string> {
  return { ...(fetchOptionsOf(operation).headers as Record<string, string> | undefined) };
}

/**
 * Gives each mutation sent a key of its own (a user who sends the same comment twice on
 * purpose sends two); the retry exchange after it resends the same operation, key included.
 */
export function withIdempotencyKey(operation: Operation): Operation {
  if (operation.kind !== 'mutation') return operation;
  const headers = { ...headersOf(operation), [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() };
  return makeOperation(operation.kind, operation, {
    ...operation.context,
    fetchOptions: { ...fetchOptionsOf(operation), headers },
  });
}

/**
 * Retry only when no answer arrived (network failure, gateway error). GraphQL errors are
 * answers and would fail the same way again; a mutation is repeated only with its
 * Idempotency-Key, since the first attempt may have been applied.
 */
export function shouldRetry(error: CombinedError, operation: Operation): boolean {
  // A live stream that drops is reopened by keepSubscribed, which has the screen ask again for
  // what it missed (ADR 0018); retried here, the gap would go unnoticed.
  if (operation.kind === 'subscription' || error.graphQLErrors.length > 0) return false;
  if (operation.kind === 'mutation' && !headersOf(operation)[IDEMPOTENCY_KEY_HEADER]) return false;
  if (!error.networkError) return false;
  // Offline, a second attempt fails the same way; the screen answers at once (offline index,
  // 'No Internet Connection').
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  const status: unknown = (error.response as { status?: unknown } | undefined)?.status;
  return typeof status !== 'number' || status >= 502;
}

/** One client per page language: answers are localised, so each language has its own cache. */
export function createApiClient(language: Language): Client {
  return new Client({
    url: '/graphql',
    exchanges: [
      cacheExchange,
      // The first page's data came with its HTML (issue #18 point 8).
      pageAnswersExchange(readPageAnswers(language)),
      mapExchange({ onOperation: withIdempotencyKey }),
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
    // Counted, so that prefetching waits for the page's own data (prefetch.ts).
    fetch: countedFetch,
    fetchOptions: {
      credentials: 'include',
      headers: { 'Accept-Language': language, ...clientHeaders() },
    },
  });
}
