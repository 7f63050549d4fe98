import { DRUG_FOLLOWS_MAX } from '@dawa/shared/drugs';
import { and, asc, count, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { user } from '../../platform/auth/auth.tables';
import type { Db } from '../../platform/db/db';
import { isUuid } from '../../platform/db/ids';
import { AppError, notFound, requireSignedIn } from '../../platform/errors';
import type { Actor } from '../../platform/events/events';
import type { Viewer } from '../../platform/graphql/context';
import type { Platform } from '../../platform/platform';
import { drugCatalogue } from './drugs.catalogue';
import { findDrug } from './drugs.service';
import { drug, drugFollow, drugPriceChange, type Drug } from './drugs.tables';

/** The entity of follow / unfollow events (audit). */
export const DRUG_FOLLOW_ENTITY = 'drugFollow';

interface FollowRequest {
  viewer: Viewer | null;
  actor: Actor;
}

/**
 * The viewer follows a drug's price (from its detail dialog). Following it again changes
 * nothing; an unknown drug is NOT_FOUND; past DRUG_FOLLOWS_MAX drugs, QUOTA_EXCEEDED.
 */
export async function followDrug(
  platform: Platform,
  request: FollowRequest,
  drugId: string,
): Promise<boolean> {
  const me = requireSignedIn(request.viewer);
  if (!isUuid(drugId) || !(await findDrug(platform, drugId))) throw notFound('Drug');
  return platform.transact(request.actor, async (tx, record) => {
    // One user's follows one after the other: the count and the insert agree.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`drugFollow:${me.id}`}, 0))`,
    );
    const mine = eq(drugFollow.userId, me.id);
    const [existing] = await tx
      .select({ drugId: drugFollow.drugId })
      .from(drugFollow)
      .where(and(mine, eq(drugFollow.drugId, drugId)));
    if (existing) return true;
    const [row] = await tx.select({ used: count() }).from(drugFollow).where(mine);
    if ((row?.used ?? 0) >= DRUG_FOLLOWS_MAX)
      throw new AppError('QUOTA_EXCEEDED', `You can follow up to ${DRUG_FOLLOWS_MAX} drugs.`, [
        {
          path: 'quota',
          message: 'drugFollowsLimit',
          params: { limit: DRUG_FOLLOWS_MAX, count: DRUG_FOLLOWS_MAX },
        },
      ]);
    // The drug was read above; one deleted meanwhile fails on the foreign key.
    const [inserted] = await tx
      .insert(drugFollow)
      .values({ userId: me.id, drugId })
      .onConflictDoNothing()
      .returning({ drugId: drugFollow.drugId });
    if (!inserted) throw notFound('Drug');
    await record({
      entity: DRUG_FOLLOW_ENTITY,
      entityId: drugId,
      action: 'create',
      values: { userId: me.id },
    });
    return true;
  });
}

/** The viewer stops following a drug; one they do not follow is NOT_FOUND. */
export async function unfollowDrug(
  platform: Platform,
  request: FollowRequest,
  drugId: string,
): Promise<boolean> {
  const me = requireSignedIn(request.viewer);
  if (!isUuid(drugId)) throw notFound('Drug');
  return platform.transact(request.actor, async (tx, record) => {
    const [deleted] = await tx
      .delete(drugFollow)
      .where(and(eq(drugFollow.userId, me.id), eq(drugFollow.drugId, drugId)))
      .returning({ drugId: drugFollow.drugId });
    if (!deleted) throw notFound('Drug');
    await record({
      entity: DRUG_FOLLOW_ENTITY,
      entityId: drugId,
      action: 'delete',
      values: { userId: me.id },
    });
    return true;
  });
}

/** Whether the viewer follows the drug; false when signed out. */
export async function followsDrug(
  platform: Platform,
  viewer: Viewer | null,
  drugId: string,
): Promise<boolean> {
  if (!viewer || !isUuid(drugId)) return false;
  const [row] = await platform.database.db
    .select({ drugId: drugFollow.drugId })
    .from(drugFollow)
    .where(and(eq(drugFollow.userId, viewer.id), eq(drugFollow.drugId, drugId)));
  return row !== undefined;
}

/** The drugs the viewer follows, last followed first (from the index, as searches show them). */
export async function followedDrugs(platform: Platform, viewer: Viewer | null): Promise<Drug[]> {
  const me = requireSignedIn(viewer);
  const rows = await platform.database.db
    .select({ drugId: drugFollow.drugId })
    .from(drugFollow)
    .where(eq(drugFollow.userId, me.id))
    .orderBy(desc(drugFollow.createdAt), desc(drugFollow.drugId));
  const index = drugCatalogue(platform).index();
  const known = rows.map((row) => index.get(row.drugId));
  const missing = rows.filter((_row, at) => known[at] === undefined).map((row) => row.drugId);
  // A drug created a moment ago may not be in this process's index yet.
  const fresh = missing.length
    ? new Map(
        (await platform.database.db.select().from(drug).where(inArray(drug.id, missing))).map(
          (row) => [row.id, row],
        ),
      )
    : new Map<string, Drug>();
  return rows.flatMap((row, at) => {
    const found = known[at] ?? fresh.get(row.drugId);
    return found ? [found] : [];
  });
}

/** One follower to tell of one price change. */
export interface PriceChangeFollower {
  changeId: string;
  userId: string;
  drugId: string;
  tradeName: string;
  previousPrice: number;
  price: number;
}

/** Where a page of `priceChangeFollowers` ended: the next page starts after it. */
export interface PriceChangeCursor {
  changeId: string;
  userId: string;
}

/**
 * The followers of the given price changes, a page at a time in (change, user) order: enabled
 * users only, and not whoever made the change. Read through the drug index of `drug_follow`.
 */
export async function priceChangeFollowers(
  db: Db,
  changeIds: readonly string[],
  after: PriceChangeCursor | null,
  limit: number,
): Promise<PriceChangeFollower[]> {
  const ids = changeIds.filter(isUuid);
  if (ids.length === 0) return [];
  return db
    .select({
      changeId: drugPriceChange.id,
      userId: drugFollow.userId,
      drugId: drug.id,
      tradeName: drug.tradeName,
      previousPrice: drugPriceChange.previousPrice,
      price: drugPriceChange.price,
    })
    .from(drugPriceChange)
    .innerJoin(drugFollow, eq(drugFollow.drugId, drugPriceChange.drugId))
    .innerJoin(drug, eq(drug.id, drugPriceChange.drugId))
    .innerJoin(user, and(eq(user.id, drugFollow.userId), eq(user.disabled, false)))
    .where(
      and(
        inArray(drugPriceChange.id, ids),
        sql`${drugPriceChange.actorId} is distinct from ${drugFollow.userId}`,
        after
          ? or(
              gt(drugPriceChange.id, after.changeId),
              and(eq(drugPriceChange.id, after.changeId), gt(drugFollow.userId, after.userId)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(drugPriceChange.id), asc(drugFollow.userId))
    .limit(limit);
}
