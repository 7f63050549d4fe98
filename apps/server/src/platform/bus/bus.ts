import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import { Repeater } from 'graphql-yoga';

export type Unsubscribe = () => Promise<void>;

/**
 * Publish/subscribe between the parts of one process, or between all server processes
 * when Redis is configured. Messages are JSON on both paths, so they behave the same.
 */
export interface Bus {
  kind: 'memory' | 'redis';
  publish(topic: string, message: unknown): Promise<void>;
  subscribe(topic: string, handler: (message: unknown) => void): Promise<Unsubscribe>;
  /**
   * Ends every live stream (`listen`), those open and any opened later, so that subscribers
   * reconnect to another instance while this one shuts down.
   */
  endStreams(): void;
  readonly streamsEnded: AbortSignal;
  close(): Promise<void>;
}

export interface BusOptions {
  redisUrl: string | undefined;
  namespace: string;
  onError?: (error: Error) => void;
}

export function createBus(options: BusOptions): Promise<Bus> {
  return options.redisUrl
    ? createRedisBus(options.redisUrl, options)
    : Promise.resolve(createMemoryBus());
}

function streamLifetime(): Pick<Bus, 'endStreams' | 'streamsEnded'> {
  const controller = new AbortController();
  return { endStreams: () => controller.abort(), streamsEnded: controller.signal };
}

function createMemoryBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    kind: 'memory',
    ...streamLifetime(),
    async publish(topic, message) {
      const payload = JSON.stringify(message);
      // Deliver after the caller's turn, as Redis would, so no code depends on synchronous delivery.
      queueMicrotask(() => emitter.emit(topic, JSON.parse(payload)));
    },
    async subscribe(topic, handler) {
      emitter.on(topic, handler);
      return async () => {
        emitter.off(topic, handler);
      };
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

async function createRedisBus(url: string, options: BusOptions): Promise<Bus> {
  // While Redis is away a publish fails at once (the committed change is kept; only its live
  // update is missed) instead of holding the request until Redis is back.
  const publisher = new Redis(url, { lazyConnect: true, enableOfflineQueue: false });
  const subscriber = new Redis(url, { lazyConnect: true });
  for (const connection of [publisher, subscriber]) {
    connection.on('error', (error: Error) => options.onError?.(error));
  }
  await Promise.all([publisher.connect(), subscriber.connect()]);

  const channel = (topic: string) => `${options.namespace}:${topic}`;
  const handlers = new Map<string, Set<(message: unknown) => void>>();

  subscriber.on('message', (name: string, payload: string) => {
    const set = handlers.get(name);
    if (!set) return;
    let message: unknown;
    try {
      message = JSON.parse(payload);
    } catch (error) {
      options.onError?.(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    for (const handler of set) handler(message);
  });

  return {
    kind: 'redis',
    ...streamLifetime(),
    async publish(topic, message) {
      await publisher.publish(channel(topic), JSON.stringify(message));
    },
    async subscribe(topic, handler) {
      const name = channel(topic);
      let set = handlers.get(name);
      if (!set) {
        set = new Set();
        handlers.set(name, set);
        await subscriber.subscribe(name);
      }
      set.add(handler);
      return async () => {
        const current = handlers.get(name);
        if (!current?.delete(handler) || current.size > 0) return;
        handlers.delete(name);
        await subscriber.unsubscribe(name);
      };
    },
    async close() {
      handlers.clear();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}

/**
 * The messages of a topic as an async iterable (for GraphQL subscriptions), keeping those
 * that pass `filter`. It subscribes before the first message is awaited and unsubscribes
 * when the consumer stops or the bus ends its streams.
 */
export function listen<T>(
  bus: Bus,
  topic: string,
  filter: (message: unknown) => message is T,
): AsyncIterable<T> {
  return new Repeater<T>(async (push, stop) => {
    const unsubscribe = await bus.subscribe(topic, (message) => {
      if (filter(message)) void push(message);
    });
    const end = () => stop();
    if (bus.streamsEnded.aborted) stop();
    else bus.streamsEnded.addEventListener('abort', end, { once: true });
    await stop;
    bus.streamsEnded.removeEventListener('abort', end);
    await unsubscribe();
  });
}

/**
 * The messages of a live stream mapped one at a time (a mapping may read the database), those
 * mapped to null dropped; the source is closed when the consumer stops.
 */
export function mapLive<T, U>(
  source: AsyncIterable<T>,
  map: (item: T) => Promise<U | null>,
): AsyncIterable<U> {
  return new Repeater<U>(async (push, stop) => {
    const iterator = source[Symbol.asyncIterator]();
    void stop.then(() => iterator.return?.());
    for (;;) {
      const next = await Promise.race([iterator.next(), stop.then(() => null)]);
      if (!next || next.done) break;
      const mapped = await map(next.value);
      if (mapped !== null) await push(mapped);
    }
    stop();
  });
}
