import { Repeater } from 'graphql-yoga';
import type { Platform } from '../../platform/platform';
import { markLastSeen } from './accounts.service';

/**
 * Wraps a subscription's stream so that, when the signed-in viewer's connection ends (client
 * gone, or the server stops the stream), their `lastSeenAt` is written. A Repeater rather than
 * an async generator: a generator parked on `await source.next()` could not be stopped.
 */
export function withPresence<T>(
  platform: Platform,
  userId: string,
  source: AsyncIterable<T>,
): AsyncIterable<T> {
  return new Repeater<T>(async (push, stop) => {
    const iterator = source[Symbol.asyncIterator]();
    const stopped = stop.then(() => undefined);
    const pump = async () => {
      for (;;) {
        const next = await Promise.race([iterator.next(), stopped]);
        if (!next || next.done) return;
        await push(next.value);
      }
    };
    pump().then(
      () => stop(),
      (error: unknown) => stop(error),
    );
    await stop;
    await iterator.return?.();
    await markLastSeen(platform, userId).catch((error: unknown) =>
      platform.logger.error({ err: error, userId }, 'could not record last seen'),
    );
  });
}

/** A stream that says "connected" once (with the time) and stays open until the client leaves. */
export function presenceStream(platform: Platform, userId: string): AsyncIterable<Date> {
  const connected = new Repeater<Date>(async (push, stop) => {
    await push(new Date());
    await stop;
  });
  return withPresence(platform, userId, connected);
}
