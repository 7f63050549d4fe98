import {
  NOTIFICATION_BELL_PAGE_SIZE,
  OFFER_SUBSCRIBERS,
  upgradeNotifyRequest,
  type LocalizedText,
  type NotificationType,
} from '@dawa/shared/notifications';
import {
  notificationInputSchema,
  notifyRequestSchema,
  notificationUpdateSchema,
  type NotificationInput,
  type NotifyRequest,
} from '@dawa/shared/notificationInput';
import { and, asc, count, eq, gt, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { user } from '../../platform/auth/auth.tables';
import type { Db } from '../../platform/db/db';
import { isUuid, newId } from '../../platform/db/ids';
import { notFound, parseInput } from '../../platform/errors';
import { event } from '../../platform/events/event.tables';
import type { Actor, PublishedEvent, RecordChange } from '../../platform/events/events';
import type { Viewer } from '../../platform/graphql/context';
import { paginate, type Page, type PageArgs } from '../../platform/graphql/pagination';
import type { Platform } from '../../platform/platform';
import { cairoDaySql } from '../../platform/time';
import { requireSignedIn } from '../../platform/errors';
import { loadCreators, withCreators, type Creator } from '../posts/posts.service';
import { offerSubscribersAfter } from '../offers/offers.service';
import { priceChangeFollowers, type PriceChangeCursor } from '../drugs/drugFollows.service';
import { requireOwnerOrSender, requireSender } from './notifications.policy';
import { notification, notifiedEvent, type Notification } from './notifications.tables';
import { notificationTitle, removalReason } from './notifications.templates';

export interface NotificationRequest {
  viewer: Viewer | null;
  actor: Actor;
}

/** A notification as the API shows it: with its creator (SPEC §3 "creator with avatar"). */
export interface NotificationView extends Notification {
  creator: Creator | null;
}

/** One notification to create. */
export interface NotificationInsert {
  userId: string;
  type: NotificationType;
  postId?: string | null;
  createdBy?: string | null;
  title: LocalizedText;
  description?: LocalizedText | null;
  /** The event that caused it: with it, creating twice (two processes) makes one row. */
  sourceEventId?: string | null;
}

/** The entity of notification events; `create` events carry `values.userId` (the recipient). */
export const NOTIFICATION_ENTITY = 'notification';
/** Rows per INSERT and recipients per fan-out transaction. */
export const NOTIFICATION_BATCH = 500;

/**
 * The one way every feature creates notifications: inside the caller's transaction, it inserts
 * the rows and records a `notification.create` event per recipient, so the live delivery and
 * the web push happen only after the commit. A row whose (sourceEventId, userId) exists already
 * is skipped (no event): consuming the same event twice creates nothing twice.
 */
export async function createNotifications(
  tx: Db,
  record: RecordChange,
  inputs: readonly NotificationInsert[],
): Promise<Notification[]> {
  const created: Notification[] = [];
  for (let start = 0; start < inputs.length; start += NOTIFICATION_BATCH) {
    const rows = inputs.slice(start, start + NOTIFICATION_BATCH).map((input) => ({
      id: newId(),
      userId: input.userId,
      type: input.type,
      status: 'unread' as const,
      isNew: true,
      postId: input.postId ?? null,
      createdBy: input.createdBy ?? null,
      title: input.title,
      description: input.description ?? null,
      sourceEventId: input.sourceEventId ?? null,
    }));
    const inserted = await tx.insert(notification).values(rows).onConflictDoNothing().returning();
    // One statement for the batch's events: a fan-out to thousands stays a few per batch.
    await record(
      inserted.map((row) => ({
        entity: NOTIFICATION_ENTITY,
        entityId: row.id,
        action: 'create',
        values: { userId: row.userId, type: row.type, postId: row.postId },
      })),
    );
    created.push(...inserted);
  }
  return created;
}

// ---------------------------------------------------------------------------------------------
// Reading

/** The viewer's notifications, newest first: 10 a fetch for the bell, `first: 20` for the page. */
export async function listNotifications(
  platform: Platform,
  viewer: Viewer | null,
  args: PageArgs,
): Promise<Page<NotificationView>> {
  const me = requireSignedIn(viewer);
  const { db } = platform.database;
  const page = await paginate({
    args,
    defaultSize: NOTIFICATION_BELL_PAGE_SIZE,
    maxSize: 50,
    columns: { createdAt: notification.createdAt, id: notification.id },
    query: (cursor, order, limit) =>
      db
        .select()
        .from(notification)
        .where(and(eq(notification.userId, me.id), cursor))
        .orderBy(...order)
        .limit(limit),
  });
  return { items: await withCreators(db, page.items), pageInfo: page.pageInfo };
}

export async function countUnread(platform: Platform, viewer: Viewer | null): Promise<number> {
  return unreadCountOf(platform.database.db, requireSignedIn(viewer).id);
}

export async function unreadCountOf(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notification)
    .where(and(eq(notification.userId, userId), eq(notification.status, 'unread')));
  return row?.unread ?? 0;
}

/** One notification with its creator (live delivery); whoever asks must check the owner. */
export async function loadNotificationView(db: Db, id: string): Promise<NotificationView | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(notification).where(eq(notification.id, id));
  if (!row) return null;
  const [view] = await withCreators(db, [row]);
  return view ?? null;
}

/** What one open tab needs to hear: whose notifications changed, and the one that arrived. */
/**
 * Notifications created per Cairo day and type between two instants, for the dashboard: one
 * statement on the `created_at` index.
 */
export async function notificationsPerDay(
  db: Db,
  start: SQL,
  end: SQL,
): Promise<{ day: string; type: NotificationType; count: number }[]> {
  const day = cairoDaySql(notification.createdAt);
  return db
    .select({ day, type: notification.type, count: sql<number>`count(*)::int` })
    .from(notification)
    .where(and(gte(notification.createdAt, start), lt(notification.createdAt, end)))
    .groupBy(day, notification.type);
}

export interface NotificationChange {
  userId: string;
  /** The notification just created; null when some were read (one, or all by the bell). */
  received: NotificationView | null;
}

/** Whether `event` is one of `userId`'s notification events that moves the unread count. */
export function isUnreadChangeOf(userId: string, event: PublishedEvent): boolean {
  if (event.entity !== NOTIFICATION_ENTITY || event.values.userId !== userId) return false;
  // Clearing `new` after a toast changes no count: only a status change does.
  if (event.action === 'update') return typeof event.values.status === 'string';
  return event.action === 'create' || event.action === 'markAllRead';
}

/** The change `event` (see `isUnreadChangeOf`) makes for `userId`; null if it is not theirs. */
export async function notificationChangeOf(
  db: Db,
  userId: string,
  event: PublishedEvent,
): Promise<NotificationChange | null> {
  let received: NotificationView | null = null;
  if (event.action === 'create') {
    received = await loadNotificationView(db, event.entityId);
    if (received?.userId !== userId) return null;
  }
  return { userId, received };
}

// ---------------------------------------------------------------------------------------------
// Reading state

/** Opening the bell (SPEC §4): every unread notification becomes read (and not new). */
export async function markAllRead(
  platform: Platform,
  request: NotificationRequest,
): Promise<number> {
  const me = requireSignedIn(request.viewer);
  return platform.transact(request.actor, async (tx, record) => {
    const updated = await tx
      .update(notification)
      .set({ status: 'read', isNew: false })
      .where(and(eq(notification.userId, me.id), eq(notification.status, 'unread')))
      .returning({ id: notification.id });
    if (updated.length > 0)
      await record({
        entity: NOTIFICATION_ENTITY,
        entityId: me.id,
        action: 'markAllRead',
        values: { userId: me.id, count: updated.length },
      });
    return updated.length;
  });
}

/**
 * `notificationUpdate(userId, id, data)`: the owner (or an admin sender) sets the status or
 * clears `new` (after the toast). Another user's: FORBIDDEN; an id not of `userId`: NOT_FOUND.
 */
export async function updateNotification(
  platform: Platform,
  request: NotificationRequest,
  userId: string,
  id: string,
  input: unknown,
): Promise<NotificationView> {
  requireOwnerOrSender(request.viewer, userId);
  const data = parseInput(notificationUpdateSchema, input);
  if (!isUuid(id)) throw notFound('Notification');
  const updated = await platform.transact(request.actor, async (tx, record) => {
    const [row] = await tx
      .update(notification)
      .set({
        ...(data.status ? { status: data.status } : {}),
        ...(data.new !== undefined ? { isNew: data.new } : {}),
      })
      .where(and(eq(notification.id, id), eq(notification.userId, userId)))
      .returning();
    if (!row) throw notFound('Notification');
    await record({
      entity: NOTIFICATION_ENTITY,
      entityId: row.id,
      action: 'update',
      values: { userId, ...data },
    });
    return row;
  });
  const [view] = await withCreators(platform.database.db, [updated]);
  if (!view) throw new Error('unreachable');
  return view;
}

// ---------------------------------------------------------------------------------------------
// Who gets one

/** What a source event (or an admin's call) asks for; recipients resolved later. */
export interface NotificationRequestSpec {
  type: NotificationType;
  recipients: string[] | typeof OFFER_SUBSCRIBERS;
  postId: string | null;
  createdBy: string | null;
  /** Set by an admin, or built from the type's template per recipient. */
  title: LocalizedText | null;
  description: LocalizedText | null;
  /** prescriptionComment: the post's author (the others follow it). */
  authorId: string | null;
  offerTitle: LocalizedText | null;
  /** A post's review: the post the title names. */
  postTitle: string | null;
  /** A post's review: of an edit of the accepted post (ADR 0021). */
  edit: boolean;
}

/** The `NotifyRequest` an event carries (`values.notify`), parsed again; null for none. */
export function notifyRequestOf(event: PublishedEvent): NotifyRequest | null {
  if (event.values.notify === undefined) return null;
  const parsed = notifyRequestSchema.safeParse(upgradeNotifyRequest(event.values.notify));
  return parsed.success ? parsed.data : null;
}

/**
 * Whether an event's fan-out is long (every offer subscriber, or the followers of an import's
 * changed prices): those run on a lane of their own, behind no comment's notification.
 */
export function notifiesMany(event: PublishedEvent): boolean {
  const request = notifyRequestOf(event);
  return request?.kind === 'drugPrice' || request?.userIds === OFFER_SUBSCRIBERS;
}

/**
 * What an event asks to notify (`values.notify`, a `NotifyRequest` recorded by prescriptions,
 * posts' moderation, jobs and offers, or an admin's send), parsed again as it comes over the
 * bus; null for any other event or an empty audience.
 */
export function notificationSpecOf(event: PublishedEvent): NotificationRequestSpec | null {
  const request = notifyRequestOf(event);
  if (!request || request.kind === 'drugPrice' || request.userIds.length === 0) return null;
  const base = {
    type: request.type,
    recipients: request.userIds,
    postId: request.postId,
    createdBy: event.actorId,
    title: null,
    description: request.description,
    authorId: null,
    offerTitle: null,
    postTitle: null,
    edit: false,
  };
  switch (request.kind) {
    case 'postStatus':
      return {
        ...base,
        postTitle: request.postTitle ?? null,
        edit: request.edit ?? false,
        description: request.reason ? removalReason(request.reason) : request.description,
      };
    case 'comment':
      return { ...base, authorId: request.authorId };
    case 'offer':
      return { ...base, offerTitle: request.offerTitle };
    case 'alert':
      return { ...base, createdBy: request.createdBy };
    case 'manual':
      return { ...base, title: request.title };
  }
}

function specOfInput(input: NotificationInput, createdBy: string): NotificationRequestSpec {
  return {
    type: input.type,
    recipients:
      input.userIds === OFFER_SUBSCRIBERS ? OFFER_SUBSCRIBERS : [...new Set(input.userIds)],
    postId: input.postId ?? null,
    createdBy,
    title: input.title ?? null,
    description: input.description ?? null,
    authorId: null,
    offerTitle: null,
    postTitle: null,
    edit: false,
  };
}

/** The rows of one batch of recipients, titled from the template when none was given. */
async function insertsFor(
  db: Db,
  spec: NotificationRequestSpec,
  userIds: readonly string[],
  sourceEventId: string | null,
): Promise<NotificationInsert[]> {
  let name: string | null = null;
  if (!spec.title && spec.createdBy && spec.type === 'prescriptionComment') {
    name = (await loadCreators(db, [spec.createdBy])).get(spec.createdBy)?.fullName ?? null;
  }
  return userIds.map((userId) => ({
    userId,
    type: spec.type,
    postId: spec.postId,
    createdBy: spec.createdBy,
    title:
      spec.title ??
      notificationTitle(spec.type, {
        name,
        offerTitle: spec.offerTitle,
        postTitle: spec.postTitle,
        edit: spec.edit,
        forAuthor: spec.authorId === null || spec.authorId === userId,
      }),
    description: spec.description,
    sourceEventId,
  }));
}

/** Existing, enabled users among `ids` (an unknown id is skipped, not an error). */
async function existingUsers(db: Db, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: user.id })
    .from(user)
    .where(and(inArray(user.id, [...ids]), eq(user.disabled, false)));
  const found = new Set(rows.map((row) => row.id));
  return ids.filter((id) => found.has(id));
}

/**
 * Creates what `spec` asks for, one transaction per batch of NOTIFICATION_BATCH recipients, so
 * an offer to every subscriber never holds one huge transaction. Idempotent per source event:
 * a repeated or concurrent run (another process heard the same event) creates nothing twice.
 */
export async function fanOut(
  platform: Platform,
  actor: Actor,
  spec: NotificationRequestSpec,
  sourceEventId: string,
): Promise<number> {
  const { db } = platform.database;
  let created = 0;
  const runBatch = async (userIds: string[]) => {
    if (userIds.length === 0) return;
    const inserts = await insertsFor(db, spec, userIds, sourceEventId);
    const rows = await platform.transact(actor, (tx, record) =>
      createNotifications(tx, record, inserts),
    );
    created += rows.length;
  };
  if (spec.recipients === OFFER_SUBSCRIBERS) {
    let after: string | null = null;
    for (;;) {
      const batch = await offerSubscribersAfter(db, after, NOTIFICATION_BATCH);
      // The admin who published the offer is not told of it.
      await runBatch(batch.filter((userId) => userId !== spec.createdBy));
      if (batch.length < NOTIFICATION_BATCH) break;
      after = batch.at(-1) ?? null;
    }
  } else {
    const users = await existingUsers(db, spec.recipients);
    for (let start = 0; start < users.length; start += NOTIFICATION_BATCH)
      await runBatch(users.slice(start, start + NOTIFICATION_BATCH));
  }
  return created;
}

/** Lets timers, I/O and requests run between two batches of a long fan-out. */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Tells the followers of changed drug prices (`drugPrice`), NOTIFICATION_BATCH notifications a
 * transaction, yielding to the event loop between batches. Each notification's source is its
 * price change (a row of `drug_price_change`: one import event lists hundreds), so a repeated
 * or concurrent run creates nothing twice, and a user following two changed drugs hears of
 * both.
 */
export async function fanOutPriceChanges(
  platform: Platform,
  actor: Actor,
  changeIds: readonly string[],
): Promise<number> {
  const { db } = platform.database;
  let created = 0;
  let after: PriceChangeCursor | null = null;
  for (;;) {
    const page = await priceChangeFollowers(db, changeIds, after, NOTIFICATION_BATCH);
    if (page.length > 0) {
      const inserts = page.map((follower): NotificationInsert => ({
        userId: follower.userId,
        type: 'drugPrice',
        postId: follower.drugId,
        title: notificationTitle('drugPrice', { priceChange: follower }),
        sourceEventId: follower.changeId,
      }));
      const rows = await platform.transact(actor, (tx, record) =>
        createNotifications(tx, record, inserts),
      );
      created += rows.length;
    }
    const last = page.at(-1);
    if (!last || page.length < NOTIFICATION_BATCH) return created;
    after = { changeId: last.changeId, userId: last.userId };
    await yieldToEventLoop();
  }
}

/**
 * Makes the notifications an event asks for, then records that it is done. Every process that
 * hears the event, and the catch-up sweep, may run it: the notifications are made once.
 */
export async function notifyFromEvent(platform: Platform, source: PublishedEvent): Promise<void> {
  const actor = { userId: source.actorId, ip: null, requestId: source.requestId };
  const request = notifyRequestOf(source);
  const spec = notificationSpecOf(source);
  if (request?.kind === 'drugPrice') await fanOutPriceChanges(platform, actor, request.changeIds);
  else if (spec) await fanOut(platform, actor, spec, source.id);
  await platform.database.db
    .insert(notifiedEvent)
    .values({ eventId: source.id })
    .onConflictDoNothing();
}

/** How far back the catch-up looks: an outage of Redis longer than this loses notifications. */
const CATCH_UP_HORIZON_HOURS = 24;

/**
 * Events that asked to notify, are older than `settleMs` (the bus has had its chance) and are
 * not done: published while Redis was away, or by a process that died before publishing.
 */
export async function eventsToNotify(
  platform: Platform,
  { settleMs, limit }: { settleMs: number; limit: number },
): Promise<PublishedEvent[]> {
  const now = Date.now();
  const rows = await platform.database.db
    .select()
    .from(event)
    .leftJoin(notifiedEvent, eq(notifiedEvent.eventId, event.id))
    .where(
      and(
        // The partial index's own predicate, so the planner reads only these events.
        sql`${event.values} -> 'notify' is not null`,
        gt(event.createdAt, new Date(now - CATCH_UP_HORIZON_HOURS * 60 * 60 * 1000)),
        lt(event.createdAt, new Date(now - settleMs)),
        isNull(notifiedEvent.eventId),
      ),
    )
    .orderBy(asc(event.createdAt))
    .limit(limit);
  return rows.map(({ event: row }) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

// ---------------------------------------------------------------------------------------------
// Admins

/**
 * `notificationCreate(data)`: admins create notifications at once, in one transaction (explicit
 * user ids, at most 1000; or every offer subscriber). Answers how many were created.
 */
export async function createNotificationsByAdmin(
  platform: Platform,
  request: NotificationRequest,
  input: unknown,
): Promise<number> {
  const me = requireSender(request.viewer);
  const spec = specOfInput(parseInput(notificationInputSchema, input), me.id);
  return platform.transact(request.actor, async (tx, record) => {
    let created = 0;
    const add = async (userIds: string[]) => {
      const rows = await createNotifications(tx, record, await insertsFor(tx, spec, userIds, null));
      created += rows.length;
    };
    if (spec.recipients === OFFER_SUBSCRIBERS) {
      let after: string | null = null;
      for (;;) {
        const batch = await offerSubscribersAfter(tx, after, NOTIFICATION_BATCH);
        await add(batch);
        if (batch.length < NOTIFICATION_BATCH) break;
        after = batch.at(-1) ?? null;
      }
    } else {
      await add(await existingUsers(tx, spec.recipients));
    }
    return created;
  });
}

/**
 * `notificationSend(data)`: admins send to many users in the background. The request is
 * recorded as a `notification.send` event; the notifications consumer of the server processes
 * fans it out after commit, in batches, idempotently per event (see `fanOut`).
 */
export async function sendNotifications(
  platform: Platform,
  request: NotificationRequest,
  input: unknown,
): Promise<boolean> {
  requireSender(request.viewer);
  const data = parseInput(notificationInputSchema, input);
  const id = newId();
  await platform.transact(request.actor, async (_tx, record) => {
    await record({
      entity: NOTIFICATION_ENTITY,
      entityId: id,
      action: 'send',
      values: {
        notify: {
          kind: 'manual',
          type: data.type,
          userIds: data.userIds,
          postId: data.postId ?? null,
          title: data.title ?? null,
          description: data.description ?? null,
        },
      },
    });
  });
  return true;
}
