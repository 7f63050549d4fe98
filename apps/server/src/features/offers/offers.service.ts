import { OFFER_SUBSCRIBERS } from '@dawa/shared/notifications';
import { OFFER_PAGE_SIZE } from '@dawa/shared/offers';
import { offerInputSchema, offerUpdateSchema, type OfferInput } from '@dawa/shared/offerInput';
import { and, asc, count, eq, gt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { user } from '../../platform/auth/auth.tables';
import type { Db } from '../../platform/db/db';
import { isUuid, newId } from '../../platform/db/ids';
import { escapeLike } from '../../platform/db/like';
import { notFound, parseInput, requireAccess } from '../../platform/errors';
import { beforeAfter, type Actor } from '../../platform/events/events';
import type { Viewer } from '../../platform/graphql/context';
import {
  paginate,
  tablePage,
  type Page,
  type PageArgs,
  type TableArgs,
  type TablePage,
} from '../../platform/graphql/pagination';
import type { Platform } from '../../platform/platform';
import { requireSignedIn } from '../../platform/errors';
import { withCreators, type Creator } from '../posts/posts.service';
import { requireOfferEditor } from './offers.policy';
import { offer, userPreference, type Offer } from './offers.tables';

export interface OfferRequest {
  viewer: Viewer | null;
  actor: Actor;
}

export interface OfferView extends Offer {
  creator: Creator | null;
}

/** Offers, newest first, 10 a page (SPEC §9); signed-in users. */
export async function listOffers(
  platform: Platform,
  viewer: Viewer | null,
  args: PageArgs,
): Promise<Page<OfferView>> {
  requireSignedIn(viewer);
  const { db } = platform.database;
  const page = await paginate({
    args,
    defaultSize: OFFER_PAGE_SIZE,
    maxSize: 50,
    columns: { createdAt: offer.createdAt, id: offer.id },
    query: (cursor, order, limit) =>
      db
        .select()
        .from(offer)
        .where(cursor)
        .orderBy(...order)
        .limit(limit),
  });
  return { items: await withCreators(db, page.items), pageInfo: page.pageInfo };
}

const offerFilterSchema = z.object({ search: z.string().trim().max(200).nullish() });

/** The admin table of offers: a search in either language's title, numbered pages (issue #16). */
export async function listOffersTable(
  platform: Platform,
  viewer: Viewer | null,
  filterInput: unknown,
  args: TableArgs,
): Promise<TablePage<OfferView>> {
  requireAccess(viewer, 'offers', 'read');
  const filter = parseInput(offerFilterSchema, filterInput ?? {});
  const { db } = platform.database;
  const pattern = filter.search ? `%${escapeLike(filter.search)}%` : undefined;
  const where = pattern
    ? or(sql`${offer.title}->>'en' ilike ${pattern}`, sql`${offer.title}->>'ar' ilike ${pattern}`)
    : undefined;
  const page = await tablePage({
    args,
    sortable: { createdAt: offer.createdAt },
    defaultSort: { key: 'createdAt', descending: true },
    tiebreak: offer.id,
    count: async () => (await db.select({ n: count() }).from(offer).where(where))[0]?.n ?? 0,
    query: (order, limit, offset) =>
      db
        .select()
        .from(offer)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
  });
  return { ...page, items: await withCreators(db, page.items) };
}

export async function getOffer(
  platform: Platform,
  viewer: Viewer | null,
  id: string,
): Promise<OfferView> {
  requireSignedIn(viewer);
  if (!isUuid(id)) throw notFound('Offer');
  const { db } = platform.database;
  const [row] = await db.select().from(offer).where(eq(offer.id, id));
  if (!row) throw notFound('Offer');
  const [view] = await withCreators(db, [row]);
  if (!view) throw new Error('unreachable');
  return view;
}

/**
 * Admins create an offer. Its event asks the notifications consumer to tell every user
 * subscribed to offers (`notify: offerSubscribers`): after commit, in batches of 500 users,
 * each batch its own transaction, idempotent per event (see notifications `fanOut`). The offer
 * is answered at once, however many users there are.
 */
export async function createOffer(
  platform: Platform,
  request: OfferRequest,
  input: unknown,
): Promise<OfferView> {
  const me = requireOfferEditor(request.viewer);
  const data: OfferInput = parseInput(offerInputSchema, input);
  const created = await platform.transact(request.actor, async (tx, record) => {
    const id = newId();
    const [row] = await tx
      .insert(offer)
      .values({ id, title: data.title, description: data.description, createdBy: me.id })
      .returning();
    if (!row) throw new Error('offer insert returned no row');
    await record({
      entity: 'offer',
      entityId: id,
      action: 'create',
      values: {
        title: row.title,
        description: row.description,
        notify: {
          kind: 'offer',
          type: 'offer',
          userIds: OFFER_SUBSCRIBERS,
          postId: id,
          offerTitle: row.title,
          description: row.description,
        },
      },
    });
    return row;
  });
  const [view] = await withCreators(platform.database.db, [created]);
  if (!view) throw new Error('unreachable');
  return view;
}

/** Admins edit an offer (no new notification). */
export async function updateOffer(
  platform: Platform,
  request: OfferRequest,
  id: string,
  input: unknown,
): Promise<OfferView> {
  requireOfferEditor(request.viewer);
  const data = parseInput(offerUpdateSchema, input);
  if (!isUuid(id)) throw notFound('Offer');
  const updated = await platform.transact(request.actor, async (tx, record) => {
    const [row] = await tx.select().from(offer).where(eq(offer.id, id)).for('update');
    if (!row) throw notFound('Offer');
    const changes: Partial<Offer> = {};
    if (data.title) changes.title = data.title;
    if (data.description) changes.description = data.description;
    if (Object.keys(changes).length === 0) return row;
    const [next] = await tx.update(offer).set(changes).where(eq(offer.id, id)).returning();
    if (!next) throw new Error('offer update returned no row');
    await record({
      entity: 'offer',
      entityId: id,
      action: 'update',
      values: {
        fields: Object.keys(changes),
        ...beforeAfter(row, next, ['title', 'description']),
      },
    });
    return next;
  });
  const [view] = await withCreators(platform.database.db, [updated]);
  if (!view) throw new Error('unreachable');
  return view;
}

/** Admins delete an offer (its notifications stay; opening one finds no offer). */
export async function deleteOffer(
  platform: Platform,
  request: OfferRequest,
  id: string,
): Promise<boolean> {
  requireOfferEditor(request.viewer);
  if (!isUuid(id)) throw notFound('Offer');
  return platform.transact(request.actor, async (tx, record) => {
    const deleted = await tx.delete(offer).where(eq(offer.id, id)).returning({ id: offer.id });
    if (deleted.length === 0) throw notFound('Offer');
    await record({ entity: 'offer', entityId: id, action: 'delete' });
    return true;
  });
}

/** Whether the viewer gets `offer` notifications (default: yes). */
export async function isOfferSubscribed(
  platform: Platform,
  viewer: Viewer | null,
): Promise<boolean> {
  const me = requireSignedIn(viewer);
  const [row] = await platform.database.db
    .select({ subscribed: userPreference.offerSubscribed })
    .from(userPreference)
    .where(eq(userPreference.userId, me.id));
  return row?.subscribed ?? true;
}

/** The profile switch "notify me of new offers". */
export async function setOfferSubscribed(
  platform: Platform,
  request: OfferRequest,
  subscribed: boolean,
): Promise<boolean> {
  const me = requireSignedIn(request.viewer);
  await platform.transact(request.actor, async (tx, record) => {
    await tx
      .insert(userPreference)
      .values({ userId: me.id, offerSubscribed: subscribed })
      .onConflictDoUpdate({
        target: userPreference.userId,
        set: { offerSubscribed: subscribed, updatedAt: new Date() },
      });
    await record({
      entity: 'user',
      entityId: me.id,
      action: 'offerSubscriptionSet',
      values: { subscribed },
    });
  });
  return subscribed;
}

/**
 * One batch of `limit` users subscribed to offers (no preference row = subscribed), enabled,
 * by id order after `afterId`: the audience of an offer broadcast.
 */
export async function offerSubscribersAfter(
  db: Db,
  afterId: string | null,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: user.id })
    .from(user)
    .leftJoin(userPreference, eq(userPreference.userId, user.id))
    .where(
      and(
        eq(user.disabled, false),
        sql`coalesce(${userPreference.offerSubscribed}, true)`,
        afterId === null ? undefined : gt(user.id, afterId),
      ),
    )
    .orderBy(asc(user.id))
    .limit(limit);
  return rows.map((row) => row.id);
}
