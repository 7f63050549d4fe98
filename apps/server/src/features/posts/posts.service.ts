import type { FieldError } from '@dawa/shared/errors';
import type { LocalizedText } from '@dawa/shared/notifications';
import type { NotifyRequest } from '@dawa/shared/notificationInput';
import { MODERATION_PAGE_SIZE } from '@dawa/shared/posts';
import { and, count, eq, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { user } from '../../platform/auth/auth.tables';
import type { Db } from '../../platform/db/db';
import { isUuid, newId } from '../../platform/db/ids';
import {
  AppError,
  forbidden,
  notFound,
  requireAccess,
  requireSignedIn,
} from '../../platform/errors';
import {
  beforeAfter,
  type Actor,
  type EventValues,
  type RecordChange,
} from '../../platform/events/events';
import type { Viewer } from '../../platform/graphql/context';
import { paginate, type Page, type PageArgs } from '../../platform/graphql/pagination';
import type { Platform } from '../../platform/platform';
import { cairoMonthStart } from '../../platform/time';
import { getSetting } from '../settings/settings.service';
import {
  canModerate,
  canOpen,
  canSeePendingEdit,
  editMode,
  entersReview,
  moderatedState,
  revisedValues,
  statusAfterEdit,
  type ModerationAction,
  type OwnListRule,
  type PostKind,
  type PostState,
  type PostStatus,
  type PostTransition,
} from './posts';
import { postRevision, type PostRevision } from './posts.tables';

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

/** How the queue shows one version of a post. */
export interface ModerationVersion {
  title: string;
  description: string;
  imageUrl: string | null;
  thumbnailUrl: string | null;
}

/** An edit of an accepted post waiting in the queue (ADR 0021). */
export interface ModerationEdit {
  /** When its author last changed it. */
  submittedAt: Date;
  /** The kind's columns it changes. */
  fields: string[];
  /** The accepted version, public until the edit is accepted. */
  before: ModerationVersion;
}

/** One row of the moderation queue, whatever the kind: a pending post, or an edit of one. */
export interface ModerationItem extends ModerationVersion {
  kind: PostKind;
  id: string;
  postStatus: PostStatus;
  createdBy: string;
  createdAt: Date;
  edit: ModerationEdit | null;
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
  /**
   * What else applying or dropping an author's edit of an accepted post does, in its
   * transaction (ADR 0021), given the edit's values: a kind whose edits bring pictures moves an
   * accepted one onto the post (and discards the one it replaces), or discards a dropped one.
   * The mechanism itself writes the values and removes the revision.
   */
  revision?: {
    onApply: (
      tx: Db,
      row: PostRowOf<T>,
      values: PostColumnsOf<T>,
      record: RecordChange,
    ) => Promise<void>;
    onDiscard: (
      tx: Db,
      row: PostRowOf<T>,
      values: PostColumnsOf<T>,
      record: RecordChange,
    ) => Promise<void>;
  };
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
    /**
     * Checks a moderator's delete reason: what is stored (a reason's id, or the moderator's
     * words) and what the author is told (the reason's name in both languages, or the words).
     */
    parseReason: (platform: Platform, input: unknown) => Promise<ModerationReason>;
    /** How the queue shows a pending post, or one version of an edited one. */
    queueItem: (row: PostRowOf<T>) => ModerationVersion;
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
/** Counts a kind's pending posts, on its `(post_status, created_at, id)` index. */
const pendingCounts = new Map<PostKind, (db: Db) => Promise<number>>();

/** Declares a kind: its pending posts join the moderation queue. */
export function definePostKind<T extends PostTable, View extends PostRowOf<T>>(
  definition: PostKindDefinition<T, View>,
): PostKindDefinition<T, View> {
  const { table, kind } = definition;
  quotas.set(kind, (platform, viewer) => postQuota(platform, definition, viewer));
  pendingCounts.set(kind, async (db) => {
    const [row] = await db
      .select({ count: count() })
      .from(table as PgTable)
      .where(eq(table.postStatus, 'pending'));
    return row?.count ?? 0;
  });
  queues.set(kind, (db, args) =>
    paginate({
      args,
      defaultSize: MODERATION_PAGE_SIZE,
      maxSize: 100,
      columns: { createdAt: table.createdAt, id: table.id },
      query: async (cursor, order, limit) => {
        const edited = db
          .select({ postId: postRevision.postId })
          .from(postRevision)
          .where(eq(postRevision.kind, kind));
        const rows = rowsOf(
          table,
          await db
            .select()
            .from(table as PgTable)
            .where(
              and(
                or(
                  eq(table.postStatus, 'pending'),
                  and(eq(table.postStatus, 'accepted'), inArray(table.id, edited)),
                ),
                cursor,
              ),
            )
            .orderBy(...order)
            .limit(limit),
        );
        const revisions = await loadRevisions(
          db,
          kind,
          rows.filter((row) => row.postStatus === 'accepted').map((row) => row.id),
        );
        const { queueItem } = definition.moderation;
        return rows.map((row) => {
          const revision = revisions.get(row.id);
          return {
            kind,
            id: row.id,
            ...queueItem(revision ? revised(row, revision) : row),
            postStatus: row.postStatus,
            createdBy: row.createdBy,
            createdAt: row.createdAt,
            edit: revision
              ? {
                  submittedAt: revision.updatedAt,
                  fields: Object.keys(revision.values),
                  before: queueItem(row),
                }
              : null,
          };
        });
      },
    }),
  );
  return definition;
}

// ---------------------------------------------------------------------------------------------
// Edits of accepted posts, waiting for review (ADR 0021)

/** Where a kind's edit keeps a picture until a moderator accepts it (`<kind>Edit:<id>`). */
export function revisionAttachment(kind: PostKind, id: string): string {
  return `${kind}Edit:${id}`;
}

/** The waiting edits of some posts of a kind, by post id, in one query. */
export async function loadRevisions(
  db: Db,
  kind: PostKind,
  ids: readonly string[],
): Promise<Map<string, PostRevision>> {
  const wanted = ids.filter(isUuid);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select()
    .from(postRevision)
    .where(and(eq(postRevision.kind, kind), inArray(postRevision.postId, wanted)));
  return new Map(rows.map((row) => [row.postId, row]));
}

/** A post (or its view) as it will be once its waiting edit is accepted. */
export function revised<R extends PostRow>(row: R, revision: Pick<PostRevision, 'values'>): R {
  return { ...row, ...revision.values };
}

/** The revision's values as the columns of its kind's table they were taken from. */
function revisionColumns<T extends PostTable>(
  _table: T,
  revision: Pick<PostRevision, 'values'>,
): PostColumnsOf<T> {
  return revision.values as PostColumnsOf<T>;
}

/** Takes a post's waiting edit out of the table, answering it (undefined when none waits). */
async function takeRevision(
  tx: Db,
  kind: PostKind,
  postId: string,
): Promise<PostRevision | undefined> {
  const [revision] = await tx
    .delete(postRevision)
    .where(and(eq(postRevision.kind, kind), eq(postRevision.postId, postId)))
    .returning();
  return revision;
}

/** Writes columns of one post, answering the row as it is now. */
async function updatePostRow<T extends PostTable, View extends PostRowOf<T>>(
  tx: Db,
  definition: PostKindDefinition<T, View>,
  id: string,
  columns: PostColumnsOf<T>,
): Promise<PostRowOf<T>> {
  const { table } = definition;
  const [updated] = rowsOf(
    table,
    await tx
      .update(table as PgTable)
      .set(columns)
      .where(eq(table.id, id))
      .returning(),
  );
  if (!updated) throw new Error(`${definition.kind} update returned no row`);
  return updated;
}

/** Writes a revision's values to its post, and the kind's follow-up (its pictures). */
async function applyRevision<T extends PostTable, View extends PostRowOf<T>>(
  tx: Db,
  definition: PostKindDefinition<T, View>,
  row: PostRowOf<T>,
  revision: PostRevision,
  record: RecordChange,
): Promise<PostRowOf<T>> {
  const { table } = definition;
  const values = revisionColumns(table, revision);
  const updated = await updatePostRow(tx, definition, row.id, values);
  await definition.revision?.onApply(tx, updated, values, record);
  return updated;
}

/**
 * A post that leaves `accepted` takes its waiting edit along: sent back to review ("Activate
 * ad"), the edit joins it; deleted, the edit is dropped (ADR 0021).
 */
async function settleRevision<T extends PostTable, View extends PostRowOf<T>>(
  tx: Db,
  definition: PostKindDefinition<T, View>,
  updated: PostRowOf<T>,
  record: RecordChange,
): Promise<void> {
  if (updated.postStatus === 'accepted') return;
  const revision = await takeRevision(tx, definition.kind, updated.id);
  if (!revision) return;
  if (updated.postStatus === 'pending')
    await applyRevision(tx, definition, updated, revision, record);
  else
    await definition.revision?.onDiscard(
      tx,
      updated,
      revisionColumns(definition.table, revision),
      record,
    );
}

/**
 * Who may see the picture of a waiting edit (the uploads' file route asks, ADR 0013): its
 * author and moderators.
 */
export function revisionPictureAccess<T extends PostTable, View extends PostRowOf<T>>(
  platform: Platform,
  definition: PostKindDefinition<T, View>,
): (viewer: Viewer | null, id: string) => Promise<boolean> {
  return async (viewer, id) => {
    const row = await readPostRow(platform.database.db, definition.table, id);
    return row !== null && canSeePendingEdit(row, viewer);
  };
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

/** "Waiting for admin approval", to the author; `edit` for an edit of an accepted post. */
function pendingNotice<T extends PostTable, View extends PostRowOf<T>>(
  definition: PostKindDefinition<T, View>,
  row: PostRowOf<T>,
  edit = false,
): NotifyRequest {
  return {
    kind: 'postStatus',
    type: definition.notifications.pending,
    userIds: [row.createdBy],
    postId: row.id,
    postTitle: definition.title(row),
    description: null,
    ...(edit ? { edit } : {}),
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

/** How the quota message (SPEC §8) names a kind's posts. */
const QUOTA_NOUNS: Record<PostKind, string> = {
  prescription: 'Prescriptions',
  job: 'Jobs',
  facility: 'Facilities',
};

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
  return new AppError(
    'QUOTA_EXCEEDED',
    `You Can Not Add More Than ${limit} ${QUOTA_NOUNS[kind]} In A Month`,
    [fieldError],
  );
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
    const updated = await updatePostRow(tx, definition, row.id, next.columns);
    await settleRevision(tx, definition, updated, record);
    await record({
      entity: definition.kind,
      entityId: row.id,
      action: next.action,
      values: {
        post: postTransition(definition, row.createdBy, row, updated),
        ...beforeAfter(row, updated, Object.keys(next.columns)),
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
 * What an author's edit changes, as the kind answers it: the columns of `row` that differ. When
 * `revising`, the edit is stored as a revision and `row` is the post as the revision shows it
 * (a kind attaches a new picture at `revisionAttachment`, not to the post).
 */
export type EditChanges<T extends PostTable> = (
  tx: Db,
  row: PostRowOf<T>,
  viewer: Viewer,
  record: RecordChange,
  revising: boolean,
) => Promise<PostColumnsOf<T>>;

/**
 * The author edits (see `editMode`, ADR 0021). An accepted, active post stays as it is, public,
 * and the edit waits as its revision (a second edit changes the revision); a pending post
 * changes in place, and an accepted one switched off goes back to review; a deleted one cannot
 * be edited (CONFLICT).
 */
export async function editOwnPost<T extends PostTable, View extends PostRowOf<T>>(
  platform: Platform,
  request: PostRequest,
  definition: PostKindDefinition<T, View>,
  id: string,
  changesOf: EditChanges<T>,
): Promise<View> {
  return changeOwnPost(platform, request, definition, id, async (tx, row, viewer, record) => {
    const mode = editMode(row);
    if (mode === 'refuse')
      throw new AppError('CONFLICT', `A deleted ${definition.names.noun} cannot be edited.`);
    if (mode === 'revise') {
      await reviseOwnPost(tx, definition, row, viewer, record, changesOf);
      return null;
    }
    const changes = await changesOf(tx, row, viewer, record, false);
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
 * Stores an edit of an accepted post as its revision (the post is locked): the kind compares
 * with the post as the earlier revision shows it. The post's state does not change, so live
 * lists update it in place; the author is told, when an edit starts waiting, that it does.
 */
async function reviseOwnPost<T extends PostTable, View extends PostRowOf<T>>(
  tx: Db,
  definition: PostKindDefinition<T, View>,
  row: PostRowOf<T>,
  viewer: Viewer,
  record: RecordChange,
  changesOf: EditChanges<T>,
): Promise<void> {
  const { kind } = definition;
  const earlier = (await loadRevisions(tx, kind, [row.id])).get(row.id);
  const shown = earlier ? revised(row, earlier) : row;
  const edit = await changesOf(tx, shown, viewer, record, true);
  if (Object.keys(edit).length === 0) return;
  const values = revisedValues(row, earlier?.values ?? {}, edit);
  const waiting = Object.keys(values).length > 0;
  if (waiting)
    await tx
      .insert(postRevision)
      .values({ kind, postId: row.id, createdBy: row.createdBy, values })
      .onConflictDoUpdate({
        target: [postRevision.kind, postRevision.postId],
        set: { values, updatedAt: new Date() },
      });
  else await takeRevision(tx, kind, row.id);
  await record({
    entity: kind,
    entityId: row.id,
    action: 'revise',
    values: {
      post: postTransition(definition, row.createdBy, row, row),
      fields: Object.keys(edit),
      // The edit as proposed, against the version the author saw (the accepted one or their
      // earlier edit); the public post does not change until a moderator accepts it.
      ...beforeAfter(shown, { ...shown, ...edit }, Object.keys(edit)),
      pendingEdit: waiting,
      ...(waiting && !earlier ? { notify: pendingNotice(definition, row, true) } : {}),
    },
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

/** What a moderator's decision did to a post, as its event records it. */
interface Decision<T extends PostTable> {
  /** The event's action: accept, delete, acceptEdit, rejectEdit. */
  event: string;
  after: PostRowOf<T>;
  /** Recorded beside the transition (an edit's `fields`). */
  values?: EventValues;
  /** About an edit of the accepted post (ADR 0021), which the notice says. */
  edit?: true;
}

/**
 * Runs a moderator's decision (moderators only): locks the post, lets `decide` change it, and
 * records the event with the transition (for live lists) and a `postStatus` notify request that
 * tells the author, a removal with its reason.
 */
async function moderate<T extends PostTable, View extends PostRowOf<T>>(
  platform: Platform,
  request: PostRequest,
  definition: PostKindDefinition<T, View>,
  id: string,
  action: ModerationAction,
  reason: ModerationReason | null,
  decide: (tx: Db, post: PostRowOf<T>, record: RecordChange) => Promise<Decision<T>>,
): Promise<View> {
  requireAccess(request.viewer, 'moderation', 'write');
  if (!isUuid(id)) throw notFound('Post');
  const { kind, table } = definition;
  await platform.transact(request.actor, async (tx, record) => {
    const post = await readPostRow(tx, table, id, { forUpdate: true });
    if (!post) throw notFound('Post');
    const { event, after, values, edit } = await decide(tx, post, record);
    const { accepted, destroyed } = definition.notifications;
    await record({
      entity: kind,
      entityId: id,
      action: event,
      values: {
        post: postTransition(definition, post.createdBy, post, after),
        ...values,
        reason: reason?.stored ?? null,
        notify: {
          kind: 'postStatus',
          type: action === 'accept' ? accepted : destroyed,
          userIds: [post.createdBy],
          postId: id,
          postTitle: definition.title(after),
          reason: reason?.told ?? null,
          description: null,
          ...(edit ? { edit } : {}),
        },
      },
    });
  });
  return viewAfter(platform, definition, id);
}

/**
 * Accepts a post, or deletes it with a reason (`<kind>.accept` / `<kind>.delete`); a waiting
 * edit goes with a deleted post.
 */
function moderatePost<T extends PostTable, View extends PostRowOf<T>>(
  platform: Platform,
  request: PostRequest,
  definition: PostKindDefinition<T, View>,
  id: string,
  action: ModerationAction,
  reason: ModerationReason | null,
): Promise<View> {
  return moderate(platform, request, definition, id, action, reason, async (tx, post, record) => {
    if (!canModerate(action, post.postStatus))
      throw new AppError('CONFLICT', `This post is already ${post.postStatus}.`);
    if (action === 'accept' && definition.restorable?.(post) === false)
      throw new AppError(
        'CONFLICT',
        `Its author deleted this ${definition.names.noun}; it cannot be restored.`,
      );
    const updated = await updatePostRow(
      tx,
      definition,
      id,
      definition.stateColumns(moderatedState(action, reason?.stored ?? null)),
    );
    await settleRevision(tx, definition, updated, record);
    if (action === 'accept') await definition.moderation.afterAccept?.(tx, id, record);
    return { event: action, after: updated };
  });
}

/**
 * Accepts or rejects the edit waiting on an accepted post (ADR 0021). Accepted, its values
 * become the post's; rejected, it is dropped and the accepted version stays. Either way the
 * post stays public (live lists update it in place). CONFLICT when no edit waits (another
 * moderator got there first).
 */
function moderateEdit<T extends PostTable, View extends PostRowOf<T>>(
  platform: Platform,
  request: PostRequest,
  definition: PostKindDefinition<T, View>,
  id: string,
  action: ModerationAction,
  reason: ModerationReason | null,
): Promise<View> {
  const { kind, table } = definition;
  return moderate(platform, request, definition, id, action, reason, async (tx, post, record) => {
    const revision = await takeRevision(tx, kind, id);
    if (!revision) throw new AppError('CONFLICT', 'No edit of this post is waiting for review.');
    const fields = Object.keys(revision.values);
    const values = { fields };
    if (action === 'accept') {
      const after = await applyRevision(tx, definition, post, revision, record);
      return {
        event: 'acceptEdit',
        after,
        values: { ...values, ...beforeAfter(post, after, fields) },
        edit: true,
      };
    }
    await definition.revision?.onDiscard(tx, post, revisionColumns(table, revision), record);
    return { event: 'rejectEdit', after: post, values, edit: true };
  });
}

/** A moderator's delete reason: what the post stores, and what its author reads. */
export interface ModerationReason {
  stored: string;
  told: string | LocalizedText;
}

/** What waits for a moderator in one kind: new posts, and edits of accepted ones (ADR 0021). */
export interface ModerationBacklog {
  kind: PostKind;
  posts: number;
  edits: number;
}

/**
 * The moderation queue's size per kind now, for the admin home and the dashboard (callers check
 * access): one count per kind and one for the edits, run together.
 */
export async function moderationBacklog(db: Db): Promise<ModerationBacklog[]> {
  const editCount = count();
  const [edits, ...posts] = await Promise.all([
    db
      .select({ kind: postRevision.kind, count: editCount })
      .from(postRevision)
      .groupBy(postRevision.kind),
    ...[...pendingCounts].map(async ([kind, countPending]) => ({
      kind,
      posts: await countPending(db),
    })),
  ]);
  return posts.map(({ kind, posts: pending }) => ({
    kind,
    posts: pending,
    edits: edits.find((row) => row.kind === kind)?.count ?? 0,
  }));
}

/** What a moderator decides on: the post itself, or the edit waiting on it (ADR 0021). */
export type ModerationTarget = 'post' | 'edit';

/**
 * Moderators accept a pending post (or restore a deleted one), or the edit waiting on an
 * accepted one; the author is told.
 */
export function acceptPost<T extends PostTable, View extends PostRowOf<T>>(
  platform: Platform,
  request: PostRequest,
  definition: PostKindDefinition<T, View>,
  id: string,
  target: ModerationTarget = 'post',
): Promise<View> {
  const run = target === 'edit' ? moderateEdit : moderatePost;
  return run(platform, request, definition, id, 'accept', null);
}

/**
 * Moderators delete a post, or reject the edit waiting on an accepted one (which stays), with
 * the kind's reason, checked first; the author is told why.
 */
export async function deletePost<T extends PostTable, View extends PostRowOf<T>>(
  platform: Platform,
  request: PostRequest,
  definition: PostKindDefinition<T, View>,
  id: string,
  reason: unknown,
  target: ModerationTarget = 'post',
): Promise<View> {
  const parsed = await definition.moderation.parseReason(platform, reason);
  const run = target === 'edit' ? moderateEdit : moderatePost;
  return run(platform, request, definition, id, 'delete', parsed);
}

/** A queue row with its author, null when the author no longer exists (SPEC §8). */
export interface ModerationQueueItem extends ModerationItem {
  creator: Creator | null;
}

/**
 * Pending posts of a kind, and accepted ones whose edit waits, newest created first (the one
 * paging order), with their authors looked up in one batch; moderators only.
 */
export async function moderationQueue(
  platform: Platform,
  viewer: Viewer | null,
  kind: PostKind,
  args: PageArgs,
): Promise<Page<ModerationQueueItem>> {
  requireAccess(viewer, 'moderation', 'read');
  const queue = queues.get(kind);
  if (!queue) throw new AppError('BAD_REQUEST', `No moderation for ${kind}.`);
  const { db } = platform.database;
  const page = await queue(db, args);
  return { ...page, items: await withCreators(db, page.items) };
}
