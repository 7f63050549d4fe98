/** A promise with the fields React's `use` reads: once it has settled, `use` does not suspend. */
interface TrackedPromise<T> extends Promise<T> {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
}

/**
 * Marks `promise` with its outcome as React does for the promises `use` reads (its documented
 * thenable protocol). A promise awaited before the first render, by `start` or by a prefetch,
 * then renders at once instead of suspending for a tick.
 */
export function tracked<T>(promise: Promise<T>): Promise<T> {
  const own = promise as TrackedPromise<T>;
  if (own.status) return promise;
  own.status = 'pending';
  own.then(
    (value) => {
      own.status = 'fulfilled';
      own.value = value;
    },
    (reason: unknown) => {
      own.status = 'rejected';
      own.reason = reason;
    },
  );
  return promise;
}

const cache = new WeakMap<object, Map<string, Promise<unknown>>>();

/**
 * The one promise of `owner` and `key` (a page and its language) that renders read with `use`.
 * A failed one (offline, a new deployment) is forgotten, so the next render tries again.
 */
export function cachedPromise<T>(owner: object, key: string, load: () => Promise<T>): Promise<T> {
  let promises = cache.get(owner);
  if (!promises) {
    promises = new Map();
    cache.set(owner, promises);
  }
  const known = promises.get(key) as Promise<T> | undefined;
  if (known) return known;
  const promise = tracked(load());
  promises.set(key, promise);
  promise.catch(() => promises.delete(key));
  return promise;
}
