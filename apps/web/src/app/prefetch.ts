import type { DataRouter } from 'react-router';

/** A route module import, as the router's `lazy` takes it. */
type RouteImport = () => Promise<unknown>;

/** A route's `handle`: the pages its visitor most likely opens next. */
export interface PrefetchHandle {
  prefetch: readonly RouteImport[];
}

/** The `handle` of a route whose next likely pages load when the browser is idle. */
export function prefetches(...next: RouteImport[]): PrefetchHandle {
  return { prefetch: next };
}

function isPrefetchHandle(handle: unknown): handle is PrefetchHandle {
  return typeof handle === 'object' && handle !== null && 'prefetch' in handle;
}

/** Network Information API: not in every browser, hence not in TypeScript's DOM types. */
interface WithConnection {
  connection?: { saveData?: boolean };
}

/** A page's own work (its data, its first cards) comes first: wait for quiet, then some. */
function whenIdle(callback: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = requestIdleCallback(callback, { timeout: 5000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, 2000);
  return () => clearTimeout(timer);
}

/**
 * Once a page has loaded and the browser is idle, fetches the code of the page its visitor
 * most likely opens next (a list's card: the detail page), so that tap does not wait for it
 * (issue #18 point 8). The router then finds the module already there. Not with Save-Data.
 */
export function prefetchNextRoutes(router: DataRouter): void {
  if ((navigator as Navigator & WithConnection).connection?.saveData) return;
  const done = new Set<RouteImport>();
  let cancel: (() => void) | undefined;
  const schedule = () => {
    cancel?.();
    const next = router.state.matches
      .map((match) => match.route.handle as unknown)
      .filter(isPrefetchHandle)
      .flatMap((handle) => handle.prefetch)
      .filter((load) => !done.has(load));
    if (next.length === 0) return;
    cancel = whenIdle(() => {
      for (const load of next) {
        done.add(load);
        // A failed fetch (offline) is tried again by the router when the page is opened.
        load().catch(() => done.delete(load));
      }
    });
  };
  schedule();
  router.subscribe((state) => {
    if (state.navigation.state === 'idle') schedule();
  });
}
