import { Client, cacheExchange, fetchExchange } from 'urql';
import type { Language } from '@dawa/shared/language';

/** One client per page language: answers are localised, so each language has its own cache. */
export function createApiClient(language: Language): Client {
  return new Client({
    url: '/graphql',
    exchanges: [cacheExchange, fetchExchange],
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
