/** What `next` throws once the server has ended the stream. */
export const STREAM_ENDED = 'stream ended';

/** A GraphQL subscription over SSE (as browsers use it), read from Node. */
export interface Subscription<T> {
  /** The next `data` payload, or throws after `timeoutMs`. */
  next(timeoutMs?: number): Promise<T>;
  close(): void;
}

export async function subscribe<T>(
  url: string,
  query: string,
  options: {
    cookie?: string;
    variables?: Record<string, unknown>;
    headers?: Record<string, string>;
  } = {},
): Promise<Subscription<T>> {
  const abort = new AbortController();
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      accept: 'text/event-stream',
      'content-type': 'application/json',
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    body: JSON.stringify({ query, variables: options.variables }),
    signal: abort.signal,
  });
  if (!response.ok || !response.body) throw new Error(`subscription failed: ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const queue: T[] = [];
  let buffer = '';

  const pump = async (): Promise<void> => {
    const { value, done } = await reader.read();
    if (done) throw new Error(STREAM_ENDED);
    buffer += value;
    let boundary: number;
    while ((boundary = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, boundary);
      buffer = buffer.slice(boundary + 2);
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trim())
        .join('\n');
      if (data) queue.push(JSON.parse(data) as T);
    }
  };

  // One read at a time: a read still pending when `next` timed out is awaited by the next
  // call, so its message is returned in order, not one call late.
  let pending: Promise<void> | undefined;
  const read = () =>
    (pending ??= pump().finally(() => {
      pending = undefined;
    }));

  return {
    async next(timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (queue.length === 0) {
        const remaining = deadline - Date.now();
        if (remaining <= 0) throw new Error('no subscription message in time');
        let timer: NodeJS.Timeout | undefined;
        const timedOut = new Promise<'timeout'>((resolve) => {
          timer = setTimeout(() => resolve('timeout'), remaining);
        });
        const outcome = await Promise.race([read(), timedOut]).finally(() => clearTimeout(timer));
        if (outcome === 'timeout' && queue.length === 0)
          throw new Error('no subscription message in time');
      }
      return queue.shift() as T;
    },
    close() {
      abort.abort();
    },
  };
}
