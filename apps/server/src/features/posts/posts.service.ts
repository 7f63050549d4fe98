import type { FieldError } from '@dawa/shared/errors';
import type { NotifyRequest } from '@dawa/shared/notifications';
import { MODERATION_PAGE_SIZE } from '@dawa/shared/posts';
import { and, count, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { user } from '../../platform/auth/auth.tables';
import type { Db } from '../../platform/db/db';
import { isUuid, newId } from '../../platform/db/ids';
import { AppError, forbidden, notFound, requireSignedIn } from '../../platform/errors';
import type { Actor, EventValues, RecordChange } from '../../platform/events/events';
import type { Viewer } from '../../platform/graphql/context';
import { paginate, type Page, type PageArgs } from '../../platform/graphql/pagination';
import type { Platform } from '../../platform/platform';
import { cairoMonthStart } from '../../platform/time';
import { getSetting } from '../settings/settings.service';
import {
  canModerate,
  canOpen,
  entersReview,
  isModerator,
  moderatedState,
  statusAfterEdit,
  type ModerationAction,
  type OwnListRule,
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
// Post kinds

/** What every kind's row has: the columns the mechanism reads. */
export interface PostRow {
  id: string;
  createdBy: string;
  postStatus: PostStatus;
  isActive: boolean;
  createdAt: Date;
}

/** A kind's table: its rows are posts, and the mechanism queries these columns. */
export type PostTable = PgTable & {
  $inferSelect: PostRow;
  id: PgColumn;
  createdBy: PgColumn;
  postStatus: PgColumn;
  createdAt: PgColumn;
};

export type PostRowOf<T extends PostTable> = T['$inferSelect'];
/** Column values of a kind's row, as an insert or update sets them. */
export type PostColumnsOf<T extends PostTable> = Partial<T['$inferInsert']>;

/**
 * Drizzle cannot infer a query on a table type parameter: it types the rows of a query on
 * `table as PgTable` loosely. They are the kind's rows again here, in one place.
 */
function rowsOf<T extends PostTable>(_table: T, rows: Record<string, unknown>[]): PostRowOf<T>[] {
  return rows as PostRowOf<T>[];
}

/** A state the mechanism writes; a `deactivationReason` left undefined keeps the stored one. */
export interface StateChange {
  postStatus: PostStatus;
  isActive: boolean;
  deactivationReason?: string | null;
}

type PostStatusNotification = Extract<NotifyRequest, { kind: 'postStatus' }>['type'];

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

/**
 * A kind of post as the mechanism works with it (declared once per kind, in its
 * `<feature>.kind.ts`): its table, rules and texts. The mechanism does the rest the same for
 * every kind: create within the monthly quota, the author's changes, moderation, who may open
 * a post, its events and live lists.
 */
export interface PostKindDefinition<T extends PostTable, View extends PostRowOf<T>> {
  kind: PostKind;
  table: T;
  /** How errors name it: 'Prescription not found.', 'A deleted prescription cannot be edited.' */
  names: { entity: string; noun: string };
  /** Its list state; a kind whose author can take a post off the public list sets `hidden`. */
  state: (row: PostRowOf<T>) => PostState;
  /**
   * The columns a state change writes: kinds name their reason column differently, and a kind
   * ordered by publication stamps `publishedAt` on accept.
   */
  stateColumns: (change: StateChange) => PostColumnsOf<T>;
  /** The reason an author's delete stores; left out, the stored reason stays. */
  deletedByAuthorReason?: string;
  /**
   * What else an author's delete does, in its transaction: a kind whose posts show private
   * pictures discards them there (ADR 0013) and answers the columns that drop them.
   */
  onAuthorDelete?: (tx: Db, row: PostRowOf<T>, record: RecordChange) => Promise<PostColumnsOf<T>>;
  /**
   * Whether moderators may restore a deleted post; left out, they always may. A post whose
   * pictures its author's delete removed cannot come back without them.
   */
  restorable?: (row: PostRowOf<T>) => boolean;
  /** Which of the author's own posts their list shows (SPEC §4). */
  ownList: OwnListRule;
  /** The monthly limit of posts per author: the setting, and its default. */
  quota: { setting: string; defaultLimit: number };
  /** What the author is told as the post moves through review. */
  notifications: {
    pending: PostStatusNotification;
    accepted: PostStatusNotification;
    destroyed: PostStatusNotification;
  };
  /** The title a notice to its author shows. */
  title: (row: PostRowOf<T>) => string;
  /** One post as the API shows it, whoever may see it (callers check). */
  loadView: (db: Db, id: string) => Promise<View | null>;
  moderation: {
    /** Checks a moderator's delete reason and answers what is stored. */
    parseReason: (platform: Platform, input: unknown) => Promise<string>;
    /** How the queue shows a pending post. */
    queueItem: (
      row: PostRowOf<T>,
    ) => Pick<ModerationItem, 'title' | 'description' | 'imageUrl' | 'thumbnailUrl'>;
    /**
     * The kind's own follow-up of an accept, in the accepting transaction (jobs tell the
     * matching saved alerts), so it happens exactly when the accept commits.
     */
    afterAccept?: (tx: Db, id: string, record: RecordChange) => Promise<void>;
  };
}

/** Who calls: the viewer for the rules, the actor for the event. */
export interface PostRequest {
  viewer: Viewer | null;
  actor: Actor;
}

type Queue = (db: Db, args: PageArgs) => Promise<Page<ModerationItem>>;
const queues = new Map<PostKind, Queue>();
type Quota = (
  platform: Platform,
  viewer: Viewer | null,
) => Promise<{ used: number; limit: number }>;
const quotas = new Map<PostKind, Quota>();

/** Declares a kind: its pending posts join the moderation queue. */
export function definePostKind<T extends PostTable, View extends PostRowOf<T>>(
  definition: PostKindDefinition<T, View>,
): PostKindDefinition<T, View> {
  const { table, kind } = definition;
  quotas.set(kind, (platform, viewer) => postQuota(platform, definition, viewer));
  queues.set(kind, (db, args) =>
    paginate({
      args,
      defaultSize: MODERATION_PAGE_SIZE,
      maxSize: 100,
      columns: { createdAt: table.createdAt, id: table.id },
      query: async (cursor, order, limit) => {
        const rows = await db
          .select()
          .from(table as PgTable)
          .where(and(eq(table.postStatus, 'pending'), cursor))
          .orderBy(...order)
          .limit(limit);
        return rowsOf(table, rows).map((row) => ({
          kind,
          id: row.id,
          ...definition.moderation.queueItem(row),
          postStatus: row.postStatus,
          createdBy: row.createdBy,
          createdAt: row.createdAt,
        }));
      },
    }),
  );
  return definition;
}

/** The transition a change records (`values.post`), which live lists follow. */
function postTransition<T extends PostTable, View extends PostRowOf<T>>(
  definition: PostKindDefinition<T, View>,
  createdBy: string,
  before: PostRowOf<T> | null,
  after: PostRowOf<T> | null,
): PostTransition {
  return {
    kind: definition.kind,
    createdBy,
    before: before && definition.state(before),
    after: after && definition.state(after),
  };
}

/** "Waiting for admin approval", to the author. */
function pendingNotice<T extends PostTable, View extends PostRowOf<T>>(
  definition: PostKindDefinition<T, View>,
  row: PostRowOf<T>,
): NotifyRequest {
  return {
    kind: 'postStatus',
    type: definition.notifications.pending,
    userIds: [row.createdBy],
    postId: row.id,
    postTitle: definition.title(row),
    description: null,
  };
}

/** One post row of a kind's table, locked until the transaction ends with `forUpdate`. */
export async function readPostRow<T extends PostTable>(
  db: Db,
  table: T,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<PostRowOf<T> | null> {
  if (!isUuid(id)) return null;
  const query = db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id));
  const [row] = rowsOf(table, await (options.forUpdate ? query.for('update') : query));
  return row ?? null;
}

/** The post if the viewer may open it; NOT_FOUND otherwise (existence is not leaked). */
export async function visiblePost<T extends PostTable, View extends PostRowOf<T>>(
  db: Db,
  definition: PostKindDefinition<T, View>,
  viewer: Viewer,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<PostRowOf<T>> {
  const row = await readPostRow(db, definition.table, id, options);
  if (!row || !canOpen(row, viewer)) throw notFound(definition.names.entity);
  return row;
}

/**
 * Who may see a post's pictures (the uploads' file route asks, ADR 0013): whoever may open
 * the post, signed in.
 */
export function postPictureAccess<T extends PostTable, View extends PostRowOf<T>>(
  platform: Platform,
  definition: PostKindDefinition<T, View>,
): (viewer: Viewer | null, id: string) => Promise<boolean> {
  return async (viewer, id) => {
    if (!viewer) return false;
    const row = await readPostRow(platform.database.db, definition.table, id);
    return row !== null && canOpen(row, viewer);
  };
}

/** One post as the API shows it, if the viewer may open it (NOT_FOUND otherwise). */
export async function getPost<T extends PostTable, View extends PostRowOf<T>>(
  platform: Platform,
  definition: PostKindDefinition<T, View>,
  viewer: Viewer | null,
  id: string,
): Promise<View> {
  const me = requireSignedIn(viewer);
  const view = isUuid(id) ? await definition.loadView(platform.database.db, id) : null;
  if (!view || !canOpen(view, me)) throw notFound(definition.names.entity);
  return view;
}

/** The post as the API shows it after a change. */
async function viewAfter<T extends PostTable, View extends PostRowOf<T>>(
  platform: Platform,
  definition: PostKindDefinition<T, View>,
  id: string,
): Promise<View> {
  const view = await definition.loadView(platform.database.db, id);
  if (!view) throw notFound(definition.names.entity);
  return view;
}

/** The author's own list (SPEC §4): their posts in the statuses the kind's rule shows. */
export function ownPosts<T extends PostTable, View extends PostRowOf<T>>(
  definition: PostKindDefinition<T, View>,
  ownerId: string,
): SQL | undefined {
  const { table, ownList } = definition;
  return and(eq(table.createdBy, ownerId), inArray(table.postStatus, [...ownList]));
}

// ---------------------------------------------------------------------------------------------
// Creating, within the monthly quota

async function countOwnPostsSince(
  db: Db,
  table: PostTable,
  ownerId: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ used: count() })
    .from(table)
    .where(and(eq(table.createdBy, ownerId), gte(table.createdAt, since)));
  return row?.used ?? 0;
}

/** How many posts of a kind the viewer created this Cairo calendar month, and the limit. */
export async function postQuota<T extends PostTable, View extends PostRowOf<T>>(
  platform: Platform,
  definition: PostKindDefinition<T, View>,
  viewer: Viewer | null,
): Promise<{ used: number; limit: number }> {
  const me = requireSignedIn(viewer);
  const { db } = platform.database;
  const [used, limit] = await Promise.all([
    countOwnPostsSince(db, definition.table, me.id, cairoMonthStart()),
    getSetting(db, definition.quota.setting, definition.quota.defaultLimit),
  ]);
  return { used, limit };
}

/** `postQuota(kind)`: the add guard of any kind (SPEC §2), asked before its form opens. */
export function postQuotaOfKind(
  platform: Platform,
  viewer: Viewer | null,
  kind: PostKind,
): Promise<{ used: number; limit: number }> {
  const quota = quotas.get(kind);
  if (!quota) throw new AppError('BAD_REQUEST', `No quota for ${kind}.`);
  return quota(platform, viewer);
}

/**
 * The QUOTA_EXCEEDED error: field error `quota` with the message key and `params.limit`, and
 * the same number as `params.count`, which picks the message's plural form.
 */
export function quotaExceeded(kind: PostKind, limit: number): AppError {
  const fieldError: FieldError = {
    path: 'quota',
    message: `${kind}Quota`,
    params: { limit, count: limit },
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
async function enforceMonthlyQuota<T extends PostTable, View extends PostRowOf<T>>(
  tx: Db,
  definition: PostKindDefinition<T, View>,
  ownerId: string,
): Promise<void> {
  const { kind, table, quota } = definition;
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`quota:${kind}:${ownerId}`}, 0))`,
  );
  const limit = await getSetting(tx, quota.setting, quota.defaultLimit);
  const used = await countOwnPostsSince(tx, table, ownerId, cairoMonthStart());
  if (used >= limit) throw quotaExceeded(kind, limit);
}

/**
 * A new pending post, within the monthly quota (race-safe: see `enforceMonthlyQuota`). The
 * kind inserts its row (with the id given) and may add values to the `create` event; the
 * author is told it waits for approval.
 */
export async function createPost<T extends PostTable, View extends PostRowOf<T>>(
  platform: Platform,
  request: PostRequest,
  definition: PostKindDefinition<T, View>,
  insert: (
    tx: Db,
    post: { id: string; createdBy: string },
  ) => Promise<{ row: PostRowOf<T>; values?: EventValues }>,
): Promise<View> {
  const viewer = requireSignedIn(request.viewer);
  const id = await platform.transact(request.actor, async (tx, record) => {
    await enforceMonthlyQuota(tx, definition, viewer.id);
    const { row, values } = await insert(tx, { id: newId(), createdBy: viewer.id });
    await record({
      entity: definition.kind,
      entityId: row.id,
      action: 'create',
      values: {
        post: postTransition(definition, row.createdBy, null, row),
        ...values,
        notify: pendingNotice(definition, row),
      },
    });
    return row.id;
  });
  return viewAfter(platform, definition, id);
}

// ---------------------------------------------------------------------------------------------
// The author's changes

/** What an author's action changes: the kind decides, the mechanism writes and records it. */
export interface OwnChange<T extends PostTable> {
  /** The event's action: update, activate, hire… */
  action: string;
  columns: PostColumnsOf<T>;
  /** Recorded beside the transition (an edit's `fields`). */
  values?: EventValues;
}

/**
 * The author's post, locked for a change; NOT_FOUND for whoever may not open it (existence is
 * not leaked), FORBIDDEN for others who may (moderators included: they never edit).
 */
async function lockOwnPost<T extends PostTable, View extends PostRowOf<T>>(
  tx: Db,
  definition: PostKindDefinition<T, View>,
  viewer: Viewer,
  id: string,
): Promise<PostRowOf<T>> {
  const row = await visiblePost(tx, definition, viewer, id, { forUpdate: true });
  if (row.createdBy !== viewer.id) throw forbidden('Only the author may do this.');
  return row;
}

type OwnChangeOf<T extends PostTable> = (
  tx: Db,
  row: PostRowOf<T>,
  viewer: Viewer,
  record: RecordChange,
) => Promise<OwnChange<T> | null>;

/**
 * Runs an author's change: locks their post, asks the kind what changes (null: nothing, or
 * throw to refuse), writes it and records the transition; a change that puts the post back in
 * review tells the author.
 */
async function applyOwnChange<T extends PostTable, View extends PostRowOf<T>>(
  platform: Platform,
  request: PostRequest,
  definition: PostKindDefinition<T, View>,
  id: string,
  change: OwnChangeOf<T>,
): Promise<void> {
  const viewer = requireSignedIn(request.viewer);
  await platform.transact(request.actor, async (tx, record) => {
    const row = await lockOwnPost(tx, definition, viewer, id);
    const next = await change(tx, row, viewer, record);
    if (!next) return;
    const { table } = definition;
    const [updated] = rowsOf(
      table,
      await tx
        .update(table as PgTable)
        .set(next.columns)
        .where(eq(table.id, row.id))
        .returning(),
    );
    if (!updated) throw new Error(`${definition.kind} update returned no row`);
    await record({
      entity: definition.kind,
      entityId: row.id,
      action: next.action,
      values: {
        post: postTransition(definition, row.createdBy, row, updated),
        ...next.values,
        ...(entersReview(row.postStatus, updated.postStatus)
          ? { notify: pendingNotice(definition, updated) }
          : {}),
      },
    });
  });
}

/** An author's change (see `applyOwnChange`); answers the post as the API shows it. */
export async function changeOwnPost<T extends PostTable, View extends PostRowOf<T>>(
  platform: Platform,
  request: PostRequest,
  definition: PostKindDefinition<T, View>,
  id: string,
  change: OwnChangeOf<T>,
): Promise<View> {
  await applyOwnChange(platform, request, definition, id, change);
  return viewAfter(platform, definition, id);
}

/**
 * The author edits: the kind answers the columns that differ (it may claim uploads in `tx`).
 * An accepted post that changes goes back to review (moderators see every version that goes
 * public); a deleted one cannot be edited (CONFLICT).
 */
export async function editOwnPost<T extends PostTable, View extends PostRowOf<T>>(
  platform: Platform,
  request: PostRequest,
  definition: PostKindDefinition<T, View>,
  id: string,
  changesOf: (
    tx: Db,
    row: PostRowOf<T>,
    viewer: Viewer,
    record: RecordChange,
  ) => Promise<PostColumnsOf<T>>,
): Promise<View> {
  return changeOwnPost(platform, request, definition, id, async (tx, row, viewer, record) => {
    if (row.postStatus === 'deleted')
      throw new AppError('CONFLICT', `A deleted ${definition.names.noun} cannot be edited.`);
    const changes = await changesOf(tx, row, viewer, record);
    const fields = Object.keys(changes);
    if (fields.length === 0) return null;
    return {
      action: 'update',
      columns: { ...changes, postStatus: statusAfterEdit(row.postStatus) },
      values: { fields },
    };
  });
}

/**
 * "Activate ad" (SPEC §4): the author re-submits a post; it is active again and waits for a
 * moderator. `prepare` refuses (throws) a post that may not be activated and answers the
 * kind's own columns (a new run-until date).
 */
export async function activateOwnPost<T extends PostTable, View extends PostRowOf<T>>(
  platform: Platform,
  request: PostRequest,
  definition: PostKindDefinition<T, View>,
  id: string,
  prepare: (row: PostRowOf<T>) => PostColumnsOf<T>,
): Promise<View> {
  return changeOwnPost(platform, request, definition, id, async (_tx, row) => ({
    action: 'activate',
    columns: {
      ...prepare(row),
      ...definition.stateColumns({
        postStatus: 'pending',
        isActive: true,
        deactivationReason: null,
      }),
    },
  }));
}

/**
 * The author deletes their post (soft: status deleted, inactive; the kind's `onAuthorDelete`
 * drops what must not outlive it). Idempotent.
 */
export async function destroyOwnPost<T extends PostTable, View extends PostRowOf<T>>(
  platform: Platform,
  request: PostRequest,
  definition: PostKindDefinition<T, View>,
  id: string,
): Promise<boolean> {
  await applyOwnChange(platform, request, definition, id, async (tx, row, _viewer, record) =>
    // Already deleted and inactive: nothing to do, unless a moderator's delete kept pictures
    // (the post is restorable) that the author's own delete removes.
    row.postStatus === 'deleted' && !row.isActive && definition.restorable?.(row) !== true
      ? null
      : {
          action: 'destroy',
          columns: {
            ...(await definition.onAuthorDelete?.(tx, row, record)),
            ...definition.stateColumns({
              postStatus: 'deleted',
              isActive: false,
              deactivationReason: definition.deletedByAuthorReason,
            }),
          },
        },
  );
  return true;
}

// ---------------------------------------------------------------------------------------------
// Moderation

/**
 * Accepts a post, or deletes it with a reason; moderators only. Records `<kind>.accept` or
 * `<kind>.delete` with the transition (for live lists) and a `postStatus` notify request that
 * tells the author.
 */
async function moderatePost<T extends PostTable, View extends PostRowOf<T>>(
  platform: Platform,
  request: PostRequest,
  definition: PostKindDefinition<T, View>,
  id: string,
  action: ModerationAction,
  reason: string | null,
): Promise<View> {
  requireModerator(request.viewer);
  if (!isUuid(id)) throw notFound('Post');
  const { kind, table } = definition;
  await platform.transact(request.actor, async (tx, record) => {
    const post = await readPostRow(tx, table, id, { forUpdate: true });
    if (!post) throw notFound('Post');
    if (!canModerate(action, post.postStatus))
      throw new AppError('CONFLICT', `This post is already ${post.postStatus}.`);
    if (action === 'accept' && definition.restorable?.(post) === false)
      throw new AppError(
        'CONFLICT',
        `Its author deleted this ${definition.names.noun}; it cannot be restored.`,
      );
    const [updated] = rowsOf(
      table,
      await tx
        .update(table as PgTable)
        .set(definition.stateColumns(moderatedState(action, reason)))
        .where(eq(table.id, id))
        .returning(),
    );
    if (!updated) throw new Error(`${kind} update returned no row`);
    const { accepted, destroyed } = definition.notifications;
    await record({
      entity: kind,
      entityId: id,
      action,
      values: {
        post: postTransition(definition, post.createdBy, post, updated),
        reason,
        notify: {
          kind: 'postStatus',
          type: action === 'accept' ? accepted : destroyed,
          userIds: [post.createdBy],
          postId: id,
          postTitle: definition.title(post),
          reason: action === 'accept' ? null : reason,
          description: null,
        },
      },
    });
    if (action === 'accept') await definition.moderation.afterAccept?.(tx, id, record);
  });
  return viewAfter(platform, definition, id);
}

/** Moderators accept a pending post (or restore a deleted one); the author is told. */
export function acceptPost<T extends PostTable, View extends PostRowOf<T>>(
  platform: Platform,
  request: PostRequest,
  definition: PostKindDefinition<T, View>,
  id: string,
): Promise<View> {
  return moderatePost(platform, request, definition, id, 'accept', null);
}

/** Moderators delete a post with the kind's reason, checked first; the author is told. */
export async function deletePost<T extends PostTable, View extends PostRowOf<T>>(
  platform: Platform,
  request: PostRequest,
  definition: PostKindDefinition<T, View>,
  id: string,
  reason: unknown,
): Promise<View> {
  const parsed = await definition.moderation.parseReason(platform, reason);
  return moderatePost(platform, request, definition, id, 'delete', parsed);
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
  const queue = queues.get(kind);
  if (!queue) throw new AppError('BAD_REQUEST', `No moderation for ${kind}.`);
  const { db } = platform.database;
  const page = await queue(db, args);
  return { ...page, items: await withCreators(db, page.items) };
}
