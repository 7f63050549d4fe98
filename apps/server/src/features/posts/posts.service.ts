import type { FieldError } from '@dawa/shared/errors';
import { MODERATION_PAGE_SIZE } from '@dawa/shared/posts';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { user } from '../../platform/auth/auth.tables';
import type { Db } from '../../platform/db/db';
import { isUuid } from '../../platform/db/ids';
import { AppError, forbidden, notFound, requireSignedIn } from '../../platform/errors';
import type { Actor, RecordChange } from '../../platform/events/events';
import type { Viewer } from '../../platform/graphql/context';
import { paginate, type Page, type PageArgs } from '../../platform/graphql/pagination';
import type { Platform } from '../../platform/platform';
import { cairoMonthStart } from '../../platform/time';
import { getSetting } from '../settings/settings.service';
import {
  canModerate,
  isModerator,
  moderatedState,
  type ModerationAction,
  type PostKind,
  type PostState,
  type PostStatus,
  type PostTransition,
} from './posts';

/** The author shown on a card or comment (SPEC §3 "creator"). */
export interface Creator {
  id: string;
  fullName: string;
  avatar: string | null;
}

/** Authors of many records in one query (no N+1); a missing user is left out (SPEC §8). */
export async function loadCreators(db: Db, ids: Iterable<string>): Promise<Map<string, Creator>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: user.id, fullName: user.name, avatar: user.avatar, image: user.image })
    .from(user)
    .where(inArray(user.id, unique));
  return new Map(
    rows.map((row) => [
      row.id,
      { id: row.id, fullName: row.fullName, avatar: row.avatar ?? row.image },
    ]),
  );
}

/** Rows with their creator attached, all creators read in one query. */
export async function withCreators<T extends { createdBy: string | null }>(
  db: Db,
  rows: T[],
): Promise<(T & { creator: Creator | null })[]> {
  const creators = await loadCreators(
    db,
    rows.flatMap((row) => (row.createdBy ? [row.createdBy] : [])),
  );
  return rows.map((row) => ({
    ...row,
    creator: row.createdBy ? (creators.get(row.createdBy) ?? null) : null,
  }));
}

export function requireModerator(viewer: Viewer | null): Viewer {
  const signedIn = requireSignedIn(viewer);
  if (!isModerator(signedIn.roles)) throw forbidden();
  return signedIn;
}

// ---------------------------------------------------------------------------------------------
// Monthly quota

export interface QuotaCheck {
  kind: PostKind;
  ownerId: string;
  /** The setting holding the limit, and its default. */
  setting: string;
  defaultLimit: number;
  /** Counts the owner's posts of this kind created at or after `since` (deleted ones too). */
  count: (tx: Db, since: Date) => Promise<number>;
  now?: Date;
}

/** The QUOTA_EXCEEDED error: field error `quota` with the message key and `params.limit`. */
export function quotaExceeded(kind: PostKind, limit: number): AppError {
  const fieldError: FieldError = {
    path: 'quota',
    message: `${kind}Quota`,
    params: { limit },
  };
  const plural = `${kind[0]?.toUpperCase() ?? ''}${kind.slice(1)}s`;
  return new AppError('QUOTA_EXCEEDED', `You Can Not Add More Than ${limit} ${plural} In A Month`, [
    fieldError,
  ]);
}

/**
 * Enforces "at most N posts of a kind per Cairo calendar month" inside the creating
 * transaction. A transaction-scoped advisory lock per (kind, owner) serialises the owner's
 * concurrent creates (PostgreSQL and PGlite both have it), so two parallel creates at N-1 of N
 * cannot both pass the count: the second waits, then counts the first one's committed row.
 * Deleted posts still count: deleting does not give a slot back.
 */
export async function enforceMonthlyQuota(tx: Db, check: QuotaCheck): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`quota:${check.kind}:${check.ownerId}`}, 0))`,
  );
  const limit = await getSetting(tx, check.setting, check.defaultLimit);
  const used = await check.count(tx, cairoMonthStart(check.now ?? new Date()));
  if (used >= limit) throw quotaExceeded(check.kind, limit);
}

// ---------------------------------------------------------------------------------------------
// Moderation

/** A post as the moderation mechanism needs it. */
export interface PostRecord extends PostState {
  id: string;
  createdBy: string;
  deactivationReason: string | null;
}

/** One row of the moderation queue, whatever the kind. */
export interface ModerationItem {
  kind: PostKind;
  id: string;
  title: string;
  description: string;
  imageUrl: string | null;
  thumbnailUrl: string | null;
  postStatus: PostStatus;
  createdBy: string;
  createdAt: Date;
}

/** What each kind of post provides to the shared moderation (registered by its service). */
export interface PostKindAdapter {
  kind: PostKind;
  /** Reads the post for a change, locking its row until the transaction ends. */
  lockForUpdate(tx: Db, id: string): Promise<PostRecord | null>;
  setState(
    tx: Db,
    id: string,
    state: PostState & { deactivationReason: string | null },
  ): Promise<void>;
  /** Keyset columns of its table for the queue (createdAt, id). */
  columns: { createdAt: PgColumn; id: PgColumn };
  /** Pending posts, oldest or newest first per `order`, with the cursor condition. */
  pending(db: Db, cursor: SQL | undefined, order: SQL[], limit: number): Promise<ModerationItem[]>;
  /**
   * The kind's own follow-up of an accept, in the accepting transaction after `setState`
   * (jobs tell the matching saved alerts), so it happens exactly when the accept commits.
   */
  afterAccept?(tx: Db, id: string, record: RecordChange): Promise<void>;
}

const adapters = new Map<PostKind, PostKindAdapter>();

export function registerPostKind(adapter: PostKindAdapter): void {
  adapters.set(adapter.kind, adapter);
}

function adapterOf(kind: PostKind): PostKindAdapter {
  const adapter = adapters.get(kind);
  if (!adapter) throw new AppError('BAD_REQUEST', `No moderation for ${kind}.`);
  return adapter;
}

export interface ModerationResult {
  post: PostRecord;
  transition: PostTransition;
}

/**
 * Accepts a post, or deletes it with a reason; moderators only. Records `<kind>.accept` or
 * `<kind>.delete` with the transition (for live lists) and a `postStatus` notify request that
 * tells the author (`<kind>Accepted` / `<kind>Destroyed`).
 */
export async function moderatePost(
  platform: Platform,
  request: { viewer: Viewer | null; actor: Actor },
  kind: PostKind,
  id: string,
  action: ModerationAction,
  reason: string | null = null,
): Promise<PostRecord> {
  requireModerator(request.viewer);
  const adapter = adapterOf(kind);
  if (!isUuid(id)) throw notFound('Post');
  return platform.transact(request.actor, async (tx, record) => {
    const post = await adapter.lockForUpdate(tx, id);
    if (!post) throw notFound('Post');
    if (!canModerate(action, post.postStatus))
      throw new AppError('CONFLICT', `This post is already ${post.postStatus}.`);
    const next = moderatedState(action, reason);
    await adapter.setState(tx, id, next);
    const transition: PostTransition = {
      kind,
      createdBy: post.createdBy,
      before: { postStatus: post.postStatus, isActive: post.isActive },
      after: { postStatus: next.postStatus, isActive: next.isActive },
    };
    await record({
      entity: kind,
      entityId: id,
      action,
      values: {
        post: transition,
        reason,
        notify: {
          kind: 'postStatus',
          type: action === 'accept' ? (`${kind}Accepted` as const) : (`${kind}Destroyed` as const),
          userIds: [post.createdBy],
          postId: id,
          description: null,
        },
      },
    });
    if (action === 'accept') await adapter.afterAccept?.(tx, id, record);
    return { ...post, ...next };
  });
}

/** A queue row with its author, null when the author no longer exists (SPEC §8). */
export interface ModerationQueueItem extends ModerationItem {
  creator: Creator | null;
}

/**
 * Pending posts of a kind, newest first (the one paging order), with their authors looked up
 * in one batch; moderators only.
 */
export async function moderationQueue(
  platform: Platform,
  viewer: Viewer | null,
  kind: PostKind,
  args: PageArgs,
): Promise<Page<ModerationQueueItem>> {
  requireModerator(viewer);
  const adapter = adapterOf(kind);
  const { db } = platform.database;
  const page = await paginate({
    args,
    defaultSize: MODERATION_PAGE_SIZE,
    maxSize: 100,
    columns: adapter.columns,
    query: (cursor, order, limit) => adapter.pending(db, cursor, order, limit),
  });
  const creators = await loadCreators(
    db,
    page.items.map((item) => item.createdBy),
  );
  return {
    ...page,
    items: page.items.map((item) => ({ ...item, creator: creators.get(item.createdBy) ?? null })),
  };
}
