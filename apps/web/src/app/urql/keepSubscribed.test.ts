import { describe, expect, it, vi } from 'vitest';
import { Client, fetchExchange } from 'urql';
import { graphql } from '../graphql';
import { keepSubscribed, reconnectDelay } from './keepSubscribed';

const subscription = graphql(`
  subscription KeepSubscribedProbe {
    notificationChanged {
      unreadCount
    }
  }
`);

const encoder = new TextEncoder();

/** An SSE answer as the server writes it; `end` closes it as a shutting-down server does. */
function sseResponse(unreadCount: number, end: boolean, signal?: AbortSignal | null): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode('retry: 1000\n\n'));
      controller.enqueue(
        encoder.encode(
          `event: next\ndata: ${JSON.stringify({ data: { notificationChanged: { unreadCount } } })}\n\n`,
        ),
      );
      if (end) {
        controller.enqueue(encoder.encode('event: complete\ndata:\n\n'));
        controller.close();
      } else signal?.addEventListener('abort', () => controller.error(signal.reason));
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}

function clientWith(fetch: typeof globalThis.fetch): Client {
  return new Client({
    url: 'http://dawa.test/graphql',
    exchanges: [fetchExchange],
    fetchSubscriptions: true,
    fetch,
  });
}

describe('keepSubscribed', () => {
  it('opens the stream again when the server ends it, and stops for good when told', async () => {
    let calls = 0;
    let reopened = 0;
    const fetch = vi.fn<typeof globalThis.fetch>(async (_url, init) => {
      calls++;
      return sseResponse(calls, calls === 1, init?.signal);
    });
    const seen: number[] = [];
    const attempts: number[] = [];
    const stop = keepSubscribed(
      clientWith(fetch),
      subscription,
      {},
      (data) => seen.push(data.notificationChanged.unreadCount),
      {
        delay: (attempt) => {
          attempts.push(attempt);
          return 5;
        },
        onReopen: () => reopened++,
      },
    );
    await vi.waitFor(() => expect(seen).toEqual([1, 2]));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(attempts).toEqual([0]);
    // The screen is told once, for the one reopening, to ask again for what the gap held.
    expect(reopened).toBe(1);

    stop();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('backs off while the server is unreachable', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    const attempts: number[] = [];
    const stop = keepSubscribed(clientWith(fetch), subscription, {}, () => undefined, {
      delay: (attempt) => {
        attempts.push(attempt);
        return 1;
      },
    });
    await vi.waitFor(() => expect(attempts.length).toBeGreaterThanOrEqual(3));
    stop();
    expect(attempts.slice(0, 3)).toEqual([0, 1, 2]);
  });
  it('does not reopen a stream the server ended because the session did', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => {
      const ended = `event: next\ndata: ${JSON.stringify({
        errors: [{ message: 'Your session has ended.', extensions: { code: 'UNAUTHENTICATED' } }],
      })}\n\nevent: complete\ndata:\n\n`;
      return new Response(encoder.encode(ended), {
        headers: { 'content-type': 'text/event-stream' },
      });
    });
    let refused = 0;
    const stop = keepSubscribed(clientWith(fetch), subscription, {}, () => undefined, {
      delay: () => 1,
      onRefused: () => refused++,
    });
    await vi.waitFor(() => expect(refused).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(fetch).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('reconnectDelay', () => {
  it('doubles from one second to thirty, with up to half taken off at random', () => {
    expect(reconnectDelay(0, () => 1)).toBe(1000);
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(3, () => 1)).toBe(8000);
    expect(reconnectDelay(10, () => 1)).toBe(30_000);
    expect(reconnectDelay(10, () => 0)).toBe(15_000);
  });
});
