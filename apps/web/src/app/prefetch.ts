import { useEffect } from 'react';
import type { PageImport } from './routing/routeHandle';
import { pendingRequests } from './urql/pendingRequests';

/** Network Information API: not in every browser, hence not in TypeScript's DOM types. */
interface WithConnection {
  connection?: { saveData?: boolean };
}

/** The browser's next idle moment (at most 5 s away; 2 s where it cannot say). */
function whenIdle(callback: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = requestIdleCallback(callback, { timeout: 5000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, 2000);
  return () => clearTimeout(timer);
}

/** How often a page still loading is looked at again, and for how long at most. */
const SETTLE_CHECK_MS = 250;
const SETTLE_LIMIT_MS = 15_000;

/** Whether the page still waits for its data or for an image it shows at once. */
function pageLoading(): boolean {
  return (
    pendingRequests() > 0 ||
    Array.from(document.images).some((image) => !image.complete && image.loading !== 'lazy')
  );
}

/**
 * Calls back once the browser is idle and the page has its data and its first images. The
 * main thread is idle while they are on their way: prefetched then, the next page's code took
 * a phone's bandwidth from the list's cover images (on a slow connection they came a second
 * later, issue #18 point 8).
 */
function whenSettled(callback: () => void): () => void {
  const giveUpAt = Date.now() + SETTLE_LIMIT_MS;
  let cancel = () => {};
  const check = () => {
    if (pageLoading() && Date.now() < giveUpAt) {
      const timer = setTimeout(() => (cancel = whenIdle(check)), SETTLE_CHECK_MS);
      cancel = () => clearTimeout(timer);
    } else {
      callback();
    }
  };
  cancel = whenIdle(check);
  return () => cancel();
}

/** The modules fetched already, or on their way. */
const fetched = new Set<PageImport>();

/**
 * Once a page has loaded and the browser is idle, fetches the code of the pages its visitor
 * most likely opens next (a list's card: the detail page), so that tap does not wait for it
 * (issue #18 point 8). The page's route then finds the module there. Not with Save-Data.
 */
export function usePrefetchNext(next: readonly PageImport[] | undefined): void {
  useEffect(() => {
    if ((navigator as Navigator & WithConnection).connection?.saveData) return;
    const missing = (next ?? []).filter((load) => !fetched.has(load));
    if (missing.length === 0) return;
    return whenSettled(() => {
      for (const load of missing) {
        if (fetched.has(load)) continue;
        fetched.add(load);
        // A failed fetch (offline) is tried again when the page is opened.
        load().catch(() => fetched.delete(load));
      }
    });
  }, [next]);
}
