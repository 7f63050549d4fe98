/** API requests sent and not yet answered (their headers), for `pendingRequests`. */
let pending = 0;

/**
 * The browser's fetch, counting each API request until its answer starts. A live stream's
 * request counts until the stream opens, not for as long as it stays open.
 */
export const countedFetch: typeof fetch = (input, init) => {
  pending += 1;
  return fetch(input, init).finally(() => {
    pending -= 1;
  });
};

/** How many API requests are waiting for their answer. */
export function pendingRequests(): number {
  return pending;
}
