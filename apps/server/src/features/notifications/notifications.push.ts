import {
  WEB_PUSH_DEVICE_TOKEN,
  notificationPath,
  pushSubscriptionSchema,
  type PushSubscriptionInput,
} from '@dawa/shared/notifications';
import { and, eq, sql } from 'drizzle-orm';
import webPush from 'web-push';
import { user } from '../../platform/auth/auth.tables';
import { AppError, parseInput } from '../../platform/errors';
import { SYSTEM_ACTOR } from '../../platform/events/events';
import type { Platform } from '../../platform/platform';
import { isPushEndpointAllowed } from '../../platform/push/endpoints';
import type { VapidKeys } from '../../platform/push/vapid';
import { requireSignedIn } from '../../platform/errors';
import type { NotificationRequest } from './notifications.service';
import { notification, type Notification } from './notifications.tables';

/** How long a push service keeps an undelivered message (seconds). */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;
/** A push payload must stay under ~4 KB once encrypted. */
const DESCRIPTION_IN_PUSH = 300;

const tokenPath = sql.raw(`'${WEB_PUSH_DEVICE_TOKEN}'`);

/**
 * Stores the browser's push subscription in the viewer's `deviceTokens` (SPEC §3, keyed by
 * platform: `web-push` → the subscription as JSON text; `web` keeps the language). The server
 * POSTs to its endpoint, so in production only the browsers' push services are accepted (see
 * `isPushEndpointAllowed`). `pushOn` false (no VAPID keys): refused, nothing is stored.
 */
export async function subscribePush(
  platform: Platform,
  request: NotificationRequest,
  input: unknown,
  pushOn: boolean,
): Promise<boolean> {
  const me = requireSignedIn(request.viewer);
  const subscription = parseInput(pushSubscriptionSchema, input);
  if (!isPushEndpointAllowed(subscription.endpoint, platform.config.isProduction))
    throw new AppError('VALIDATION', 'Some fields are invalid.', [
      { path: 'endpoint', message: 'invalidPushSubscription' },
    ]);
  if (!pushOn) throw new AppError('BAD_REQUEST', 'Web push is not available on this server.');
  const endpoint = new URL(subscription.endpoint);
  const stored: PushSubscriptionInput = {
    endpoint: subscription.endpoint,
    expirationTime: subscription.expirationTime ?? null,
    keys: { p256dh: subscription.keys.p256dh, auth: subscription.keys.auth },
  };
  await platform.transact(request.actor, async (tx, record) => {
    await tx
      .update(user)
      .set({
        deviceTokens: sql`coalesce(${user.deviceTokens}, '{}'::jsonb) || jsonb_build_object(${tokenPath}::text, ${JSON.stringify(stored)}::text)`,
      })
      .where(eq(user.id, me.id));
    await record({
      entity: 'user',
      entityId: me.id,
      action: 'pushSubscribe',
      values: { endpointOrigin: endpoint.origin },
    });
  });
  return true;
}

/** Forgets the viewer's push subscription (opt-out in the profile). */
export async function unsubscribePush(
  platform: Platform,
  request: NotificationRequest,
): Promise<boolean> {
  const me = requireSignedIn(request.viewer);
  await platform.transact(request.actor, async (tx, record) => {
    await tx
      .update(user)
      .set({ deviceTokens: sql`coalesce(${user.deviceTokens}, '{}'::jsonb) - ${tokenPath}` })
      .where(eq(user.id, me.id));
    await record({ entity: 'user', entityId: me.id, action: 'pushUnsubscribe' });
  });
  return true;
}

/** What the service worker receives (both languages; it shows the stored one). */
export function pushPayload(row: Notification): string {
  const cut = (text: string) =>
    text.length > DESCRIPTION_IN_PUSH ? `${text.slice(0, DESCRIPTION_IN_PUSH - 1)}…` : text;
  return JSON.stringify({
    id: row.id,
    type: row.type,
    postId: row.postId,
    path: notificationPath(row.type, row.postId),
    title: row.title,
    description: row.description
      ? { en: cut(row.description.en), ar: cut(row.description.ar) }
      : null,
    createdAt: row.createdAt.toISOString(),
  });
}

export interface PushSender {
  /** Pushes a created notification once across all processes (claims `pushedAt`). */
  deliver(notificationId: string): Promise<void>;
}

/**
 * Web push of created notifications. Every process hears each `notification.create` event; the
 * one whose UPDATE sets `pushedAt` first sends it, and only when the recipient has a stored
 * subscription. web-push encrypts the payload and signs the VAPID header; the request goes out
 * with fetch. A 404 or 410 means the browser dropped the subscription: it is removed.
 */
export function createPushSender(platform: Platform, keys: VapidKeys): PushSender {
  const { db } = platform.database;
  return {
    async deliver(notificationId) {
      const claimed = await db
        .update(notification)
        .set({ pushedAt: new Date() })
        .where(
          and(
            eq(notification.id, notificationId),
            sql`${notification.pushedAt} is null`,
            sql`exists (select 1 from ${user} where ${user.id} = ${notification.userId} and ${user.deviceTokens} ->> ${tokenPath} is not null)`,
          ),
        )
        .returning();
      const row = claimed[0];
      if (!row) return;
      const [recipient] = await db
        .select({ tokens: sql<string | null>`${user.deviceTokens} ->> ${tokenPath}` })
        .from(user)
        .where(eq(user.id, row.userId));
      if (!recipient?.tokens) return;
      let subscription: PushSubscriptionInput;
      try {
        subscription = pushSubscriptionSchema.parse(JSON.parse(recipient.tokens));
      } catch {
        await removeSubscription(platform, row.userId, recipient.tokens, 'invalid');
        return;
      }
      // Checked again on sending: a row stored before the check or by another route.
      if (!isPushEndpointAllowed(subscription.endpoint, platform.config.isProduction)) {
        await removeSubscription(platform, row.userId, recipient.tokens, 'endpoint not allowed');
        return;
      }
      const details = webPush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: subscription.keys },
        pushPayload(row),
        {
          TTL: PUSH_TTL_SECONDS,
          vapidDetails: keys,
          contentEncoding: 'aes128gcm',
        },
      );
      let status: number;
      try {
        const response = await fetch(details.endpoint, {
          method: details.method,
          headers: details.headers as Record<string, string>,
          body: new Uint8Array(details.body),
          signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
        });
        status = response.status;
        await response.body?.cancel();
      } catch (error) {
        platform.logger.warn({ err: error, notificationId }, 'web push failed');
        return;
      }
      if (status === 404 || status === 410) {
        await removeSubscription(platform, row.userId, recipient.tokens, `push service ${status}`);
      } else if (status >= 400) {
        platform.logger.warn({ status, notificationId }, 'web push refused');
      }
    },
  };
}

/** Removes a stale subscription, unless the browser has stored a new one meanwhile. */
async function removeSubscription(
  platform: Platform,
  userId: string,
  stored: string,
  reason: string,
): Promise<void> {
  await platform.transact(SYSTEM_ACTOR, async (tx, record) => {
    const removed = await tx
      .update(user)
      .set({ deviceTokens: sql`${user.deviceTokens} - ${tokenPath}` })
      .where(and(eq(user.id, userId), sql`${user.deviceTokens} ->> ${tokenPath} = ${stored}`))
      .returning({ id: user.id });
    if (removed.length > 0)
      await record({
        entity: 'user',
        entityId: userId,
        action: 'pushUnsubscribe',
        values: { reason },
      });
  });
}
