import type { Language } from '@dawa/shared/language';
import { notificationPath } from '@dawa/shared/notifications';
import { pushSubscriptionSchema } from '@dawa/shared/notificationInput';
import { and, eq, sql } from 'drizzle-orm';
import webPush from 'web-push';
import { AppError, parseInput, requireSignedIn } from '../../platform/errors';
import type { Platform } from '../../platform/platform';
import { isPushEndpointAllowed } from '../../platform/push/endpoints';
import type { VapidKeys } from '../../platform/push/vapid';
import {
  forgetPushSubscription,
  pushTargetsOf,
  storeDevicePush,
  type DevicesRequest,
  type PushTarget,
} from '../devices/devices.service';
import { notification, type Notification } from './notifications.tables';

/** How long a push service keeps an undelivered message (seconds). */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;
/** A push payload must stay under ~4 KB once encrypted. */
const DESCRIPTION_IN_PUSH = 300;

/**
 * Stores the browser's push subscription on the calling device (its `device-tokens` header).
 * The server POSTs to its endpoint, so in production only the browsers' push services are
 * accepted (see `isPushEndpointAllowed`). `pushOn` false (no VAPID keys): refused, nothing is
 * stored.
 */
export async function subscribePush(
  platform: Platform,
  request: DevicesRequest,
  input: unknown,
  pushOn: boolean,
): Promise<boolean> {
  requireSignedIn(request.viewer);
  const subscription = parseInput(pushSubscriptionSchema, input);
  if (!isPushEndpointAllowed(subscription.endpoint, platform.config.isProduction))
    throw new AppError('VALIDATION', 'Some fields are invalid.', [
      { path: 'endpoint', message: 'invalidPushSubscription' },
    ]);
  if (!pushOn) throw new AppError('BAD_REQUEST', 'Web push is not available on this server.');
  await storeDevicePush(platform, request, {
    endpoint: subscription.endpoint,
    expirationTime: subscription.expirationTime ?? null,
    keys: { p256dh: subscription.keys.p256dh, auth: subscription.keys.auth },
  });
  return true;
}

/** What a device's service worker shows: the notification in that device's language. */
export function pushPayload(row: Notification, language: Language): string {
  const cut = (text: string) =>
    text.length > DESCRIPTION_IN_PUSH ? `${text.slice(0, DESCRIPTION_IN_PUSH - 1)}…` : text;
  return JSON.stringify({
    id: row.id,
    type: row.type,
    postId: row.postId,
    path: notificationPath(row.type, row.postId),
    language,
    title: row.title[language],
    description: row.description ? cut(row.description[language]) : null,
    createdAt: row.createdAt.toISOString(),
  });
}

/** A created notification to push: its recipient and whether it is an offer. */
export interface PushRequest {
  notificationId: string;
  userId: string;
  offer: boolean;
}

export interface PushSender {
  /** Pushes a created notification once across all processes (claims `pushedAt`). */
  deliver(request: PushRequest): Promise<void>;
}

/**
 * Web push of created notifications. Every process hears each `notification.create` event and
 * looks up the recipient's devices that take pushes (an offer only those that want offers);
 * when there are any, the process whose UPDATE sets `pushedAt` first sends it to each, in the
 * device's language. web-push encrypts the payload and signs the VAPID header; the request goes
 * out with fetch. A 404 or 410 means the browser dropped the subscription: that device's is
 * forgotten.
 */
export function createPushSender(platform: Platform, keys: VapidKeys): PushSender {
  const { db } = platform.database;

  const send = async (row: Notification, target: PushTarget) => {
    const { subscription } = target;
    // Checked again on sending: a subscription stored before the check or by another route.
    if (
      !subscription ||
      !isPushEndpointAllowed(subscription.endpoint, platform.config.isProduction)
    ) {
      await forgetPushSubscription(
        platform,
        target,
        subscription ? 'endpoint not allowed' : 'invalid',
      );
      return;
    }
    const details = webPush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: subscription.keys },
      pushPayload(row, target.language),
      { TTL: PUSH_TTL_SECONDS, vapidDetails: keys, contentEncoding: 'aes128gcm' },
    );
    const context = { notificationId: row.id, deviceId: target.deviceId };
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
      platform.logger.warn({ err: error, ...context }, 'web push failed');
      return;
    }
    if (status === 404 || status === 410) {
      await forgetPushSubscription(platform, target, `push service ${status}`);
    } else if (status >= 400) {
      platform.logger.warn({ status, ...context }, 'web push refused');
    }
  };

  return {
    async deliver({ notificationId, userId, offer }) {
      const targets = await pushTargetsOf(db, userId, { offer });
      if (targets.length === 0) return;
      const [row] = await db
        .update(notification)
        .set({ pushedAt: new Date() })
        .where(and(eq(notification.id, notificationId), sql`${notification.pushedAt} is null`))
        .returning();
      if (!row) return;
      await Promise.all(targets.map((target) => send(row, target)));
    },
  };
}
