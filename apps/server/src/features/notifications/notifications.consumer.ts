import { EVENTS_TOPIC, isPublishedEvent, type PublishedEvent } from '../../platform/events/events';
import type { Platform } from '../../platform/platform';
import { resolveVapidKeys, type VapidKeys } from '../../platform/push/vapid';
import { createPushSender, type PushRequest, type PushSender } from './notifications.push';
import {
  NOTIFICATION_ENTITY,
  eventsToNotify,
  notifiesMany,
  notifyFromEvent,
} from './notifications.service';

/** Web pushes in flight at once per process. */
const PUSH_CONCURRENCY = 8;
/** How often each process looks for events the bus did not bring (see `eventsToNotify`). */
const CATCH_UP_INTERVAL_MS = 5_000;
/** An event younger than this may still be on its way through the bus. */
const CATCH_UP_SETTLE_MS = 5_000;
const CATCH_UP_BATCH = 100;

export interface NotificationsRuntime {
  /** Null: web push is off (production without configured keys). */
  vapid: VapidKeys | null;
  push: PushSender | null;
  /** Resolves once every event heard so far has been handled (tests). */
  settled(): Promise<void>;
  /** Queues the events the bus did not bring; resolves with how many (tests). */
  catchUp(): Promise<number>;
}

const runtimes = new WeakMap<Platform, NotificationsRuntime>();

export function notificationsRuntime(platform: Platform): NotificationsRuntime | undefined {
  return runtimes.get(platform);
}

/**
 * The per-process notifications consumer, started at boot (like the drug catalogue):
 *
 * - A committed event that carries a `notify` request (a comment, a moderation, a new
 *   offer, an admin's `notificationSend`) becomes notifications. Every process hears the event
 *   through Redis and runs the same fan-out; the unique (sourceEventId, userId) index with ON
 *   CONFLICT DO NOTHING makes exactly one row per recipient, and only the inserting process
 *   records the `notification.create` event that feeds `notificationReceived`.
 * - Each `notification.create` event is pushed to the recipient's devices by the one process
 *   that claims it (see `createPushSender`).
 *
 * - Every few seconds each process also reads the `event` table for `notify` events that are not
 *   done (published while Redis was away, or never published by a process that died after its
 *   commit), so no committed request for a notification is lost with the bus.
 *
 * Fan-outs run one after the other per process (order kept), broadcasts and price alerts on a
 * lane of their own; pushes run beside, a few at a time.
 */
export async function startNotifications(platform: Platform): Promise<NotificationsRuntime> {
  const inMemory = platform.config.DATABASE_URL === 'pglite:memory';
  const vapid = resolveVapidKeys(platform.config, inMemory ? null : platform.config.dataDir);
  if (!vapid)
    platform.logger.warn(
      'web push is off: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY to turn it on in production',
    );
  const push = vapid && createPushSender(platform, vapid);
  // Broadcasts (every offer subscriber, the followers of an import's changed prices) run on
  // their own chain, so a long one never delays a comment's notification.
  const chains = { direct: Promise.resolve(), broadcast: Promise.resolve() };
  const pushes = new Set<Promise<void>>();
  const waiting: PushRequest[] = [];
  let stopped = false;

  const pumpPushes = () => {
    if (!push) return;
    while (!stopped && pushes.size < PUSH_CONCURRENCY && waiting.length > 0) {
      const request = waiting.shift() as PushRequest;
      const running: Promise<void> = push
        .deliver(request)
        .catch((error: unknown) => {
          platform.logger.error(
            { err: error, notificationId: request.notificationId },
            'web push delivery failed',
          );
        })
        .finally(() => {
          pushes.delete(running);
          pumpPushes();
        });
      pushes.add(running);
    }
  };

  /** Events queued on a lane and not yet done: the sweep must not queue them twice. */
  const queued = new Set<string>();
  const handle = (event: PublishedEvent) => {
    if (queued.has(event.id)) return;
    const lane = notifiesMany(event) ? 'broadcast' : 'direct';
    queued.add(event.id);
    chains[lane] = chains[lane]
      .then(() => notifyFromEvent(platform, event))
      .catch((error: unknown) => {
        platform.logger.error({ err: error, eventId: event.id }, 'notification fan-out failed');
      })
      .finally(() => queued.delete(event.id));
  };

  const catchUp = async () => {
    const missed = await eventsToNotify(platform, {
      settleMs: CATCH_UP_SETTLE_MS,
      limit: CATCH_UP_BATCH,
    });
    const fresh = missed.filter((event) => !queued.has(event.id));
    if (fresh.length > 0)
      platform.logger.warn({ events: fresh.length }, 'notifying events the bus did not bring');
    for (const event of fresh) handle(event);
    return fresh.length;
  };
  const sweep = setInterval(() => {
    if (stopped) return;
    catchUp().catch((error: unknown) => {
      // The database is away: the next sweep tries again.
      platform.logger.warn({ err: error }, 'notifications catch-up failed');
    });
  }, CATCH_UP_INTERVAL_MS);
  sweep.unref();

  const unsubscribe = await platform.bus.subscribe(EVENTS_TOPIC, (message) => {
    if (!isPublishedEvent(message) || stopped) return;
    if (message.entity === NOTIFICATION_ENTITY && message.action === 'create') {
      const { userId, type } = message.values;
      if (!push || typeof userId !== 'string') return;
      waiting.push({ notificationId: message.entityId, userId, offer: type === 'offer' });
      pumpPushes();
      return;
    }
    if (message.values.notify !== undefined) handle(message);
  });

  const runtime: NotificationsRuntime = {
    vapid,
    push,
    catchUp,
    async settled() {
      for (;;) {
        const { direct, broadcast } = chains;
        await Promise.all([direct, broadcast, ...pushes]);
        const idle = direct === chains.direct && broadcast === chains.broadcast;
        if (idle && pushes.size === 0 && waiting.length === 0) return;
      }
    },
  };
  runtimes.set(platform, runtime);
  platform.onClose(async () => {
    clearInterval(sweep);
    await unsubscribe();
    stopped = true;
    waiting.length = 0;
    await Promise.all([chains.direct, chains.broadcast, ...pushes]);
  });
  return runtime;
}
