import type { NotifyRequest } from '@dawa/shared/notificationInput';
import { sameInBoth } from '@dawa/shared/notifications';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/support/server';
import { newId } from '../../platform/db/ids';
import { event } from '../../platform/events/event.tables';
import { SYSTEM_ACTOR } from '../../platform/events/events';
import { notificationsRuntime } from './notifications.consumer';
import { notification, notifiedEvent } from './notifications.tables';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const runtime = () => {
  const found = notificationsRuntime(server.app.platform);
  if (!found) throw new Error('notifications consumer not started');
  return found;
};

/** Commits an event asking to notify `userId`, as a feature's service does; its id. */
async function requestNotification(userId: string, title: string): Promise<string> {
  const notify: NotifyRequest = {
    kind: 'manual',
    type: 'offer',
    userIds: [userId],
    postId: null,
    title: sameInBoth(title),
    description: null,
  };
  const entityId = newId();
  await server.app.platform.transact(SYSTEM_ACTOR, (_tx, record) =>
    record({ entity: 'test', entityId, action: 'announce', values: { notify } }),
  );
  const [row] = await server.app.platform.database.db
    .select({ id: event.id })
    .from(event)
    .where(eq(event.entityId, entityId));
  if (!row) throw new Error('event not recorded');
  return row.id;
}

const notificationsOf = (userId: string, eventId: string) =>
  server.app.platform.database.db
    .select({ id: notification.id })
    .from(notification)
    .where(and(eq(notification.userId, userId), eq(notification.sourceEventId, eventId)));

/** The bus refuses every publish meanwhile, as it does while Redis is away. */
async function withBusAway<T>(work: () => Promise<T>): Promise<T> {
  const { bus } = server.app.platform;
  const publish = bus.publish;
  bus.publish = () => Promise.reject(new Error('Redis is away'));
  try {
    return await work();
  } finally {
    bus.publish = publish;
  }
}

describe('notifications catch-up', () => {
  it('makes the notifications of an event the bus never carried, once', async () => {
    const recipient = await server.signIn();
    const eventId = await withBusAway(() => requestNotification(recipient.userId, 'Missed'));
    await runtime().settled();
    expect(await notificationsOf(recipient.userId, eventId)).toHaveLength(0);

    // Younger than the settle time: the bus may still bring it.
    expect(await runtime().catchUp()).toBe(0);
    await server.app.platform.database.db
      .update(event)
      .set({ createdAt: sql`now() - interval '1 minute'` })
      .where(eq(event.id, eventId));
    expect(await runtime().catchUp()).toBe(1);
    await runtime().settled();
    expect(await notificationsOf(recipient.userId, eventId)).toHaveLength(1);

    // Done is recorded: the next sweeps leave it alone.
    expect(await runtime().catchUp()).toBe(0);
    expect(await notificationsOf(recipient.userId, eventId)).toHaveLength(1);
  });

  it('leaves alone what the bus delivered', async () => {
    const recipient = await server.signIn();
    const eventId = await requestNotification(recipient.userId, 'Delivered');
    await runtime().settled();
    expect(await notificationsOf(recipient.userId, eventId)).toHaveLength(1);
    const [done] = await server.app.platform.database.db
      .select()
      .from(notifiedEvent)
      .where(eq(notifiedEvent.eventId, eventId));
    expect(done).toBeDefined();
    await server.app.platform.database.db
      .update(event)
      .set({ createdAt: sql`now() - interval '1 minute'` })
      .where(eq(event.id, eventId));
    expect(await runtime().catchUp()).toBe(0);
  });

  it('sweeps by itself every few seconds', async () => {
    const recipient = await server.signIn();
    const eventId = await withBusAway(() => requestNotification(recipient.userId, 'Swept'));
    await expect
      .poll(async () => (await notificationsOf(recipient.userId, eventId)).length, {
        timeout: 15_000,
        interval: 250,
      })
      .toBe(1);
  });
});
