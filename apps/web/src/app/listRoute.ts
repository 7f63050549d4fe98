import type { RouteObject } from 'react-router';
import type { FeatureNamespace } from './i18n/i18n';
import { messagesLoader, revalidateOnLanguageChange } from './i18n/messagesRoute';

/**
 * A route whose messages load as soon as the navigation starts: React Router runs a route's
 * static `loader` in parallel with its `lazy` import, where a loader inside the lazy module
 * would wait for the module first (issue #18 point 8). The module exports no loader then.
 */
export function withEarlyMessages(
  namespaces: readonly FeatureNamespace[],
  route: RouteObject & { path: string },
): RouteObject {
  return {
    ...route,
    loader: messagesLoader(namespaces),
    shouldRevalidate: revalidateOnLanguageChange,
  };
}
