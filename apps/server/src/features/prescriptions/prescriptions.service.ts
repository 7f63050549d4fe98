import { sameInBoth } from '@dawa/shared/notifications';
import {
  COMMENT_PAGE_SIZE,
  PRESCRIPTION_FETCH_MAX,
  PRESCRIPTION_PAGE_SIZE,
} from '@dawa/shared/prescriptions';
import {
  commentInputSchema,
  prescriptionInputSchema,
  prescriptionUpdateSchema,
} from '@dawa/shared/prescriptionInput';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/db';
import { isUuid, newId } from '../../platform/db/ids';
import { AppError, notFound, parseInput, requireSignedIn } from '../../platform/errors';
import type { Viewer } from '../../platform/graphql/context';
import { paginate, type Page, type PageArgs } from '../../platform/graphql/pagination';
import type { Platform } from '../../platform/platform';
import {
  acceptPost,
  createPost,
  deletePost,
  destroyOwnPost,
  editOwnPost,
  getPost,
  loadCreators,
  ownPosts,
  revisionAttachment,
  visiblePost,
  withCreators,
  type Creator,
  type PostColumnsOf,
  type PostRequest,
} from '../posts/posts.service';
import {
  claimReplacingUpload,
  claimUpload,
  removeDiscardedFilesNow,
  uploadUrls,
} from '../uploads/uploads.service';
import {
  COMMENT_DESTROY_MAX,
  TYPING_RATE_LIMIT,
  TYPING_TOPIC,
  requireAuthor,
  requireAuthorOrModerator,
} from './prescriptions.policy';
import {
  prescriptionKind,
  prescriptionViewColumns,
  type PrescriptionView,
} from './prescriptions.kind';
import {
  comment,
  prescription,
  prescriptionListed,
  prescriptionSubscriber,
  prescriptionViewer,
  type Comment,
  type Prescription,
} from './prescriptions.tables';

export interface CommentView extends Comment {
  creator: Creator | null;
}

// ---------------------------------------------------------------------------------------------
// Reading

type Counted = Omit<PrescriptionView, 'creator'>;

async function pageWithCreators<T extends { createdBy: string }>(
  db: Db,
  page: Page<T>,
): Promise<Page<T & { creator: Creator | null }>> {
  return { items: await withCreators(db, page.items), pageInfo: page.pageInfo };
}

function listPage(
  platform: Platform,
  args: PageArgs,
  where: SQL | undefined,
): Promise<Page<Counted>> {
  const { db } = platform.database;
  return paginate({
    args,
    defaultSize: PRESCRIPTION_PAGE_SIZE,
    maxSize: PRESCRIPTION_FETCH_MAX,
    columns: { createdAt: prescription.createdAt, id: prescription.id },
    query: (cursor, order, limit) =>
      db
        .select(prescriptionViewColumns)
        .from(prescription)
        .where(and(where, cursor))
        .orderBy(...order)
        .limit(limit),
  });
}

/** The public list (SPEC §4): accepted, and deleted while active; newest first, 20 a page. */
export async function listPrescriptions(
  platform: Platform,
  viewer: Viewer | null,
  args: PageArgs,
): Promise<Page<PrescriptionView>> {
  requireSignedIn(viewer);
  const page = await listPage(platform, args, prescriptionListed);
  return pageWithCreators(platform.database.db, page);
}

/** The viewer's own prescriptions: accepted only (SPEC §4). */
export async function listMyPrescriptions(
  platform: Platform,
  viewer: Viewer | null,
  args: PageArgs,
): Promise<Page<PrescriptionView>> {
  const me = requireSignedIn(viewer);
  const page = await listPage(platform, args, ownPosts(prescriptionKind, me.id));
  return pageWithCreators(platform.database.db, page);
}

/**
 * One prescription. Counts the viewer as a distinct viewer (not the author); a pending or
 * deleted post is visible to its author and moderators only (NOT_FOUND for others).
 */
export async function getPrescription(
  platform: Platform,
  request: PostRequest,
  id: string,
): Promise<PrescriptionView> {
  const viewer = requireSignedIn(request.viewer);
  const view = await getPost(platform, prescriptionKind, viewer, id);
  if (view.createdBy === viewer.id) return view;
  const counted = await platform.transact(request.actor, async (tx, record) => {
    const inserted = await tx
      .insert(prescriptionViewer)
      .values({ prescriptionId: view.id, userId: viewer.id })
      .onConflictDoNothing()
      .returning({ userId: prescriptionViewer.userId });
    if (inserted.length === 0) return false;
    await record({ entity: 'prescription', entityId: view.id, action: 'view' });
    return true;
  });
  return counted ? { ...view, viewers: view.viewers + 1 } : view;
}

// ---------------------------------------------------------------------------------------------
// Writing

/**
 * Creates a pending prescription with its photo (claimed from the upload pipeline), within the
 * monthly quota (settings `quota.prescription`, default 3, Cairo calendar month). The author is
 * its first subscriber and is told it waits for approval (`prescriptionPending`).
 */
export async function createPrescription(
  platform: Platform,
  request: PostRequest,
  input: unknown,
): Promise<PrescriptionView> {
  requireSignedIn(request.viewer);
  const data = parseInput(prescriptionInputSchema, input);
  return createPost(platform, request, prescriptionKind, async (tx, { id, createdBy }) => {
    const image = await claimUpload(tx, {
      uploadId: data.imageUploadId,
      ownerId: createdBy,
      purpose: 'prescription',
      attachTo: `prescription:${id}`,
      field: 'imageUploadId',
    });
    const urls = uploadUrls(image);
    const [row] = await tx
      .insert(prescription)
      .values({
        id,
        title: data.title,
        description: data.description,
        imageUploadId: image.id,
        imageUrl: urls.url,
        thumbnailUrl: urls.thumbnailUrl,
        createdBy,
        postStatus: 'pending',
        isActive: true,
      })
      .returning();
    if (!row) throw new Error('prescription insert returned no row');
    await tx.insert(prescriptionSubscriber).values({ prescriptionId: id, userId: createdBy });
    return { row, values: { title: row.title } };
  });
}

/**
 * The author edits title, description or photo (see `editOwnPost`: an accepted one stays public
 * and the edit waits for review, its new photo apart; a deleted one cannot be edited).
 */
export async function updatePrescription(
  platform: Platform,
  request: PostRequest,
  id: string,
  input: unknown,
): Promise<PrescriptionView> {
  requireSignedIn(request.viewer);
  const data = parseInput(prescriptionUpdateSchema, input);
  const edited = await editOwnPost(
    platform,
    request,
    prescriptionKind,
    id,
    async (tx, row, viewer, record, revising) => {
      const changes: PostColumnsOf<typeof prescription> = {};
      if (data.title !== undefined && data.title !== row.title) changes.title = data.title;
      if (data.description !== undefined && data.description !== row.description)
        changes.description = data.description;
      if (data.imageUploadId !== undefined && data.imageUploadId !== row.imageUploadId) {
        const image = await claimReplacingUpload(tx, record, {
          uploadId: data.imageUploadId,
          ownerId: viewer.id,
          purpose: 'prescription',
          attachTo: revising
            ? revisionAttachment('prescription', row.id)
            : `prescription:${row.id}`,
          field: 'imageUploadId',
        });
        const urls = uploadUrls(image);
        Object.assign(changes, {
          imageUploadId: image.id,
          imageUrl: urls.url,
          thumbnailUrl: urls.thumbnailUrl,
        });
      }
      return changes;
    },
  );
  if (data.imageUploadId !== undefined) await removeDiscardedFilesNow(platform);
  return edited;
}

/**
 * The author deletes their prescription (soft: status deleted, inactive); its photo goes, and
 * its files at once after the commit. Idempotent.
 */
export async function destroyPrescription(
  platform: Platform,
  request: PostRequest,
  id: string,
): Promise<boolean> {
  const destroyed = await destroyOwnPost(platform, request, prescriptionKind, id);
  await removeDiscardedFilesNow(platform);
  return destroyed;
}

/** Moderators: accept a pending prescription (it goes public; the author is notified). */
export function acceptPrescription(
  platform: Platform,
  request: PostRequest,
  id: string,
): Promise<PrescriptionView> {
  return acceptPost(platform, request, prescriptionKind, id);
}

/** Moderators: delete a prescription with a deactivation reason (the author is notified). */
export function deletePrescription(
  platform: Platform,
  request: PostRequest,
  id: string,
  reason: unknown,
): Promise<PrescriptionView> {
  return deletePost(platform, request, prescriptionKind, id, reason);
}

/** Moderators: accept the edit waiting on an accepted prescription (it goes public). */
export async function acceptPrescriptionEdit(
  platform: Platform,
  request: PostRequest,
  id: string,
): Promise<PrescriptionView> {
  const accepted = await acceptPost(platform, request, prescriptionKind, id, 'edit');
  await removeDiscardedFilesNow(platform);
  return accepted;
}

/** Moderators: reject the edit waiting on a prescription with a reason (the author is told). */
export async function rejectPrescriptionEdit(
  platform: Platform,
  request: PostRequest,
  id: string,
  reason: unknown,
): Promise<PrescriptionView> {
  const rejected = await deletePost(platform, request, prescriptionKind, id, reason, 'edit');
  await removeDiscardedFilesNow(platform);
  return rejected;
}

// ---------------------------------------------------------------------------------------------
// Comments

/** Comments of a prescription the viewer may open: 5 at a time, newest first, with authors. */
export async function listComments(
  platform: Platform,
  viewer: Viewer | null,
  prescriptionId: string,
  args: PageArgs,
): Promise<Page<CommentView>> {
  const me = requireSignedIn(viewer);
  const { db } = platform.database;
  await visiblePost(db, prescriptionKind, me, prescriptionId);
  const page = await paginate({
    args,
    defaultSize: COMMENT_PAGE_SIZE,
    maxSize: 50,
    columns: { createdAt: comment.createdAt, id: comment.id },
    query: (cursor, order, limit) =>
      db
        .select()
        .from(comment)
        .where(and(eq(comment.prescriptionId, prescriptionId), cursor))
        .orderBy(...order)
        .limit(limit),
  });
  return pageWithCreators(db, page);
}

/**
 * Only an accepted post takes new comments and edits: one waiting for review or deleted is
 * read-only, even to its author (CONFLICT).
 */
function openForComments(post: Prescription): Prescription {
  if (post.postStatus !== 'accepted')
    throw new AppError('CONFLICT', 'This prescription is not open to comments.');
  return post;
}

/**
 * Adds a comment; the commenter becomes a subscriber. The event carries the subscriber ids
 * (`subscriberIds`) and who to notify (`notify`: every subscriber but the commenter) for the
 * Notifications issue (`prescriptionComment`).
 */
export async function createComment(
  platform: Platform,
  request: PostRequest,
  prescriptionId: string,
  input: unknown,
): Promise<CommentView> {
  const viewer = requireSignedIn(request.viewer);
  const data = parseInput(commentInputSchema, input);
  const created = await platform.transact(request.actor, async (tx, record) => {
    const post = openForComments(await visiblePost(tx, prescriptionKind, viewer, prescriptionId));
    const [row] = await tx
      .insert(comment)
      .values({ id: newId(), prescriptionId: post.id, comment: data.comment, createdBy: viewer.id })
      .returning();
    if (!row) throw new Error('comment insert returned no row');
    await tx
      .insert(prescriptionSubscriber)
      .values({ prescriptionId: post.id, userId: viewer.id })
      .onConflictDoNothing();
    const subscribers = await tx
      .select({ userId: prescriptionSubscriber.userId })
      .from(prescriptionSubscriber)
      .where(eq(prescriptionSubscriber.prescriptionId, post.id));
    const subscriberIds = subscribers.map((subscriber) => subscriber.userId);
    await record({
      entity: 'comment',
      entityId: row.id,
      action: 'create',
      values: {
        prescriptionId: post.id,
        subscriberIds,
        notify: {
          kind: 'comment',
          type: 'prescriptionComment',
          userIds: subscriberIds.filter((userId) => userId !== viewer.id),
          postId: post.id,
          authorId: post.createdBy,
          description: sameInBoth(post.title),
        },
      },
    });
    return row;
  });
  const [view] = await withCreators(platform.database.db, [created]);
  if (!view) throw new Error('unreachable');
  return view;
}

/**
 * The author edits their comment, while they may still open the prescription (NOT_FOUND once it
 * is hidden from them, like reading it).
 */
export async function updateComment(
  platform: Platform,
  request: PostRequest,
  prescriptionId: string,
  commentId: string,
  input: unknown,
): Promise<CommentView> {
  const viewer = requireSignedIn(request.viewer);
  const data = parseInput(commentInputSchema, input);
  if (!isUuid(prescriptionId) || !isUuid(commentId)) throw notFound('Comment');
  const updated = await platform.transact(request.actor, async (tx, record) => {
    openForComments(await visiblePost(tx, prescriptionKind, viewer, prescriptionId));
    const [row] = await tx
      .select()
      .from(comment)
      .where(and(eq(comment.id, commentId), eq(comment.prescriptionId, prescriptionId)))
      .for('update');
    if (!row) throw notFound('Comment');
    requireAuthor(row, viewer);
    if (row.comment === data.comment) return row;
    const [next] = await tx
      .update(comment)
      .set({ comment: data.comment })
      .where(eq(comment.id, row.id))
      .returning();
    if (!next) throw new Error('comment update returned no row');
    await record({
      entity: 'comment',
      entityId: row.id,
      action: 'update',
      values: { prescriptionId },
    });
    return next;
  });
  const [view] = await withCreators(platform.database.db, [updated]);
  if (!view) throw new Error('unreachable');
  return view;
}

/**
 * Deletes comments of one prescription: each must be the viewer's own, unless the viewer is a
 * moderator; all or nothing (NOT_FOUND if any is missing or the viewer may not open the
 * prescription, FORBIDDEN if any is someone else's).
 */
export async function destroyComments(
  platform: Platform,
  request: PostRequest,
  prescriptionId: string,
  ids: readonly string[],
): Promise<string[]> {
  const viewer = requireSignedIn(request.viewer);
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  if (unique.length > COMMENT_DESTROY_MAX)
    throw new AppError('BAD_REQUEST', `At most ${COMMENT_DESTROY_MAX} comments at once.`);
  if (!isUuid(prescriptionId) || !unique.every(isUuid)) throw notFound('Comment');
  return platform.transact(request.actor, async (tx, record) => {
    // Like the post's own changes: NOT_FOUND under a prescription the viewer may not open
    // (a deleted one's comments are not leaked), FORBIDDEN for others' comments they can see.
    await visiblePost(tx, prescriptionKind, viewer, prescriptionId);
    const rows = await tx
      .select()
      .from(comment)
      .where(and(inArray(comment.id, unique), eq(comment.prescriptionId, prescriptionId)))
      .for('update');
    if (rows.length !== unique.length) throw notFound('Comment');
    for (const row of rows) requireAuthorOrModerator(row, viewer);
    await tx.delete(comment).where(inArray(comment.id, unique));
    for (const row of rows) {
      await record({
        entity: 'comment',
        entityId: row.id,
        action: 'delete',
        values: {
          prescriptionId,
          ...(row.createdBy === viewer.id ? {} : { byModerator: true, authorId: row.createdBy }),
        },
      });
    }
    return rows.map((row) => row.id);
  });
}

/** One comment with its creator (for live updates). */
export async function loadCommentView(db: Db, id: string): Promise<CommentView | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(comment).where(eq(comment.id, id));
  if (!row) return null;
  const [view] = await withCreators(db, [row]);
  return view ?? null;
}

// ---------------------------------------------------------------------------------------------
// Live: who may follow, and "someone is typing"

/** Checks the viewer may follow a prescription's comments (same rule as opening it). */
export async function requireFollowable(
  platform: Platform,
  viewer: Viewer | null,
  prescriptionId: string,
): Promise<Viewer> {
  const me = requireSignedIn(viewer);
  await visiblePost(platform.database.db, prescriptionKind, me, prescriptionId);
  return me;
}

export interface TypingSignal {
  prescriptionId: string;
  user: Creator;
  at: string;
}

export function isTypingSignal(message: unknown): message is TypingSignal {
  if (typeof message !== 'object' || message === null) return false;
  const candidate = message as Partial<TypingSignal>;
  return (
    typeof candidate.prescriptionId === 'string' &&
    typeof candidate.at === 'string' &&
    typeof candidate.user?.id === 'string'
  );
}

/**
 * "Someone is typing a comment": published on the bus only (ephemeral, never stored). At most
 * one signal per user and prescription every 2 s; extra ones are dropped (answer false), not
 * errors, since a client repeats them while the person types.
 */
export async function setTyping(
  platform: Platform,
  viewer: Viewer | null,
  prescriptionId: string,
): Promise<boolean> {
  const me = await requireFollowable(platform, viewer, prescriptionId);
  const limiter = platform.rateLimiter('prescriptionTyping', TYPING_RATE_LIMIT);
  try {
    await limiter.consume(`${me.id}:${prescriptionId}`);
  } catch (error) {
    if (error instanceof AppError && error.code === 'RATE_LIMITED') return false;
    throw error;
  }
  const creators = await loadCreators(platform.database.db, [me.id]);
  const user = creators.get(me.id) ?? { id: me.id, fullName: '', avatar: null };
  const signal: TypingSignal = { prescriptionId, user, at: new Date().toISOString() };
  await platform.bus.publish(TYPING_TOPIC, signal);
  return true;
}
