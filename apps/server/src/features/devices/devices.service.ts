import type { DevicePlatform } from '@dawa/shared/clientHeaders';
import type { Language } from '@dawa/shared/language';
import { pushSubscriptionSchema } from '@dawa/shared/notificationInput';
import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db';
import { isUuid, newId } from '../../platform/db/ids';
import { AppError, notFound, requireSignedIn } from '../../platform/errors';
import { SYSTEM_ACTOR, type Actor } from '../../platform/events/events';
import type { Viewer } from '../../platform/graphql/context';
import type { CallingDevice } from '../../platform/http/callingDevice';
import type { Platform } from '../../platform/platform';
import { deviceNameOf, storedUserAgent, type DeviceBrowser, type DeviceSystem } from './devices';
import { device, type Device, type StoredPushSubscription } from './devices.tables';

/** The entity of device events (the audit log; the recorder forgets removed devices). */
export const DEVICE_ENTITY = 'device';

export interface DevicesRequest {
  viewer: Viewer | null;
  device: CallingDevice | null;
  actor: Actor;
  language: Language;
}

/** One of the viewer's devices, as the profile lists it. */
export interface DeviceView {
  id: string;
  platform: DevicePlatform;
  browser: DeviceBrowser | null;
  system: DeviceSystem | null;
  language: Language;
  offerSubscribed: boolean;
  /** A web push subscription is stored: notifications are pushed to it. */
  push: boolean;
  /** The device of the request that asks. */
  current: boolean;
  createdAt: Date;
  lastSeenAt: Date;
}

/** SPEC §3 deviceTokens: a device by platform and token, with its language. */
export interface DeviceTokenView {
  platform: DevicePlatform;
  token: string;
  language: Language;
}

const isCalling = (row: Device, calling: CallingDevice | null) =>
  calling !== null && row.platform === calling.platform && row.token === calling.token;

function toView(row: Device, calling: CallingDevice | null): DeviceView {
  const { browser, system } = deviceNameOf(row.platform, row.userAgent);
  return {
    id: row.id,
    platform: row.platform,
    browser,
    system,
    language: row.language,
    offerSubscribed: row.offerSubscribed,
    push: row.pushSubscription !== null,
    current: isCalling(row, calling),
    createdAt: row.createdAt,
    lastSeenAt: row.lastSeenAt,
  };
}

/** The device the request names, or BAD_REQUEST: what is done is done to that device. */
function requireCallingDevice(request: DevicesRequest): CallingDevice {
  if (!request.device)
    throw new AppError(
      'BAD_REQUEST',
      'Name this device in the device-tokens header (web=<id>, fcm=<token> or apns=<token>).',
    );
  return request.device;
}

/** Which device a row is: the user's, on a platform, with a token. */
const rowOf = (userId: string, calling: CallingDevice) =>
  and(
    eq(device.userId, userId),
    eq(device.platform, calling.platform),
    eq(device.token, calling.token),
  );

/** Rows holding a push subscription to `endpoint` (an index serves it). */
const endpointIs = (endpoint: string) =>
  sql`(${device.pushSubscription} ->> 'endpoint') = ${endpoint}`;

/** The viewer's devices, the most recently used first. */
export async function listDevices(
  platform: Platform,
  request: DevicesRequest,
): Promise<DeviceView[]> {
  const me = requireSignedIn(request.viewer);
  const rows = await platform.database.db
    .select()
    .from(device)
    .where(eq(device.userId, me.id))
    .orderBy(desc(device.lastSeenAt), desc(device.id));
  return rows.map((row) => toView(row, request.device));
}

/** The user's devices as SPEC §3 `deviceTokens` (one entry per device). */
export async function deviceTokensOf(
  platform: Platform,
  userId: string,
): Promise<DeviceTokenView[]> {
  return platform.database.db
    .select({ platform: device.platform, token: device.token, language: device.language })
    .from(device)
    .where(eq(device.userId, userId))
    .orderBy(desc(device.lastSeenAt), desc(device.id));
}

/**
 * Forgets one of the viewer's devices and its push subscription. Another user's device, or
 * none, is NOT_FOUND alike. A device still in use is recorded again at its next request.
 */
export async function removeDevice(
  platform: Platform,
  request: DevicesRequest,
  id: string,
): Promise<DeviceView> {
  const me = requireSignedIn(request.viewer);
  if (!isUuid(id)) throw notFound('Device');
  return platform.transact(request.actor, async (tx, record) => {
    const [removed] = await tx
      .delete(device)
      .where(and(eq(device.id, id), eq(device.userId, me.id)))
      .returning();
    if (!removed) throw notFound('Device');
    await record({
      entity: DEVICE_ENTITY,
      entityId: removed.id,
      action: 'remove',
      values: {
        userId: me.id,
        platform: removed.platform,
        push: removed.pushSubscription !== null,
      },
    });
    return toView(removed, request.device);
  });
}

/**
 * Records the calling device of a signed-in request (language, offer wish, User-Agent, last
 * seen): inserted the first time, updated after. Answers its id.
 */
export async function recordDevice(
  db: Db,
  userId: string,
  calling: CallingDevice,
  language: Language,
): Promise<string> {
  const now = new Date();
  const userAgent = storedUserAgent(calling.userAgent);
  const [row] = await db
    .insert(device)
    .values({
      id: newId(),
      userId,
      platform: calling.platform,
      token: calling.token,
      language,
      offerSubscribed: calling.offerSubscribed ?? true,
      userAgent,
      lastSeenAt: now,
    })
    .onConflictDoUpdate({
      target: [device.userId, device.platform, device.token],
      set: {
        language,
        userAgent,
        lastSeenAt: now,
        updatedAt: now,
        // An absent header says nothing: the device's earlier wish stands.
        ...(calling.offerSubscribed === null ? {} : { offerSubscribed: calling.offerSubscribed }),
      },
    })
    .returning({ id: device.id });
  if (!row) throw new Error('device upsert returned no row');
  return row.id;
}

/**
 * Stores the calling device's web push subscription (checked by the caller). The endpoint is
 * one browser's: any other row holding it (another account used in this browser before) stops
 * pushing to it, so one account's notifications never reach the next person's screen.
 */
export async function storeDevicePush(
  platform: Platform,
  request: DevicesRequest,
  subscription: StoredPushSubscription,
): Promise<void> {
  const me = requireSignedIn(request.viewer);
  const calling = requireCallingDevice(request);
  const now = new Date();
  await platform.transact(request.actor, async (tx, record) => {
    const [row] = await tx
      .insert(device)
      .values({
        id: newId(),
        userId: me.id,
        platform: calling.platform,
        token: calling.token,
        language: request.language,
        offerSubscribed: calling.offerSubscribed ?? true,
        userAgent: storedUserAgent(calling.userAgent),
        pushSubscription: subscription,
        lastSeenAt: now,
      })
      .onConflictDoUpdate({
        target: [device.userId, device.platform, device.token],
        set: { pushSubscription: subscription, updatedAt: now },
      })
      .returning({ id: device.id });
    if (!row) throw new Error('device upsert returned no row');
    await record({
      entity: DEVICE_ENTITY,
      entityId: row.id,
      action: 'pushSubscribe',
      values: { userId: me.id, endpointOrigin: new URL(subscription.endpoint).origin },
    });
    const taken = await tx
      .update(device)
      .set({ pushSubscription: null, updatedAt: now })
      .where(and(endpointIs(subscription.endpoint), ne(device.id, row.id)))
      .returning({ id: device.id, userId: device.userId });
    for (const other of taken)
      await record({
        entity: DEVICE_ENTITY,
        entityId: other.id,
        action: 'pushUnsubscribe',
        values: { userId: other.userId, reason: 'subscribed by another device' },
      });
  });
}

/** Forgets the calling device's web push subscription (push off on this device). */
export async function clearDevicePush(platform: Platform, request: DevicesRequest): Promise<void> {
  const me = requireSignedIn(request.viewer);
  const calling = requireCallingDevice(request);
  await platform.transact(request.actor, async (tx, record) => {
    const cleared = await tx
      .update(device)
      .set({ pushSubscription: null, updatedAt: new Date() })
      .where(and(rowOf(me.id, calling), isNotNull(device.pushSubscription)))
      .returning({ id: device.id });
    for (const row of cleared)
      await record({
        entity: DEVICE_ENTITY,
        entityId: row.id,
        action: 'pushUnsubscribe',
        values: { userId: me.id },
      });
  });
}

/** A device a notification is pushed to. */
export interface PushTarget {
  deviceId: string;
  language: Language;
  /** Null when the stored one is not a valid subscription (it is to be forgotten). */
  subscription: StoredPushSubscription | null;
  /** What is stored, as JSON: forgetting it leaves a newer subscription alone. */
  stored: string;
}

/**
 * The user's devices that take web pushes; for an offer, only those that want offers (the
 * `offer-subscribed` header). Whether the user gets offers at all is decided before, by the
 * offer subscription.
 */
export async function pushTargetsOf(
  db: Db,
  userId: string,
  { offer }: { offer: boolean },
): Promise<PushTarget[]> {
  const rows = await db
    .select({
      id: device.id,
      language: device.language,
      subscription: device.pushSubscription,
    })
    .from(device)
    .where(
      and(
        eq(device.userId, userId),
        isNotNull(device.pushSubscription),
        offer ? eq(device.offerSubscribed, true) : undefined,
      ),
    );
  return rows.map((row) => {
    const parsed = pushSubscriptionSchema.safeParse(row.subscription);
    return {
      deviceId: row.id,
      language: row.language,
      subscription: parsed.success
        ? { ...parsed.data, expirationTime: parsed.data.expirationTime ?? null }
        : null,
      stored: JSON.stringify(row.subscription),
    };
  });
}

/**
 * Forgets a device's push subscription that its push service no longer takes (404, 410) or
 * that may not be used; kept if the browser stored a new one meanwhile.
 */
export async function forgetPushSubscription(
  platform: Platform,
  target: PushTarget,
  reason: string,
): Promise<void> {
  await platform.transact(SYSTEM_ACTOR, async (tx, record) => {
    const forgotten = await tx
      .update(device)
      .set({ pushSubscription: null, updatedAt: new Date() })
      .where(
        and(
          eq(device.id, target.deviceId),
          sql`${device.pushSubscription} = ${target.stored}::jsonb`,
        ),
      )
      .returning({ id: device.id, userId: device.userId });
    for (const row of forgotten)
      await record({
        entity: DEVICE_ENTITY,
        entityId: row.id,
        action: 'pushUnsubscribe',
        values: { userId: row.userId, reason },
      });
  });
}
