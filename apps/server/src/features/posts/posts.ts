import { can } from '@dawa/shared/access';
import type { Role } from '@dawa/shared/roles';
import { isDeepStrictEqual } from 'node:util';

/**
 * The post mechanism shared by prescriptions, jobs and facilities (SPEC §4): a status model,
 * who sees what, how a live list reacts to a change, and who moderates. Pure: no I/O here.
 *
 * - A new post is `pending` (waits for a moderator), then `accepted` or `deleted`.
 * - `isActive` is the ad's on/off switch (SPEC §4 labels Active / Inactive, 'Activate ad').
 *   Deleting (by a moderator or the author) turns it off and stores the reason; a deleted post
 *   that is still active (legacy data, or a later "retire but keep showing" action) stays in
 *   public lists, as SPEC §4 says.
 * - An author's edit of a public accepted post waits as a revision of it while the accepted
 *   version stays public (ADR 0021, see `editMode`): moderators see every version that goes
 *   public, and readers lose nothing meanwhile.
 */
export const POST_STATUSES = ['pending', 'accepted', 'deleted'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** The kinds of post. */
export const POST_KINDS = ['prescription', 'job', 'facility'] as const;
export type PostKind = (typeof POST_KINDS)[number];

/** What visibility depends on. */
export interface PostState {
  postStatus: PostStatus;
  isActive: boolean;
  /**
   * Taken off the public list by its author while staying theirs (a job marked hired);
   * absent for kinds without such a switch.
   */
  hidden?: boolean;
}

/** Moderators of SPEC §6 (the role table's moderation writers; owner always qualifies). */
export function isModerator(roles: readonly Role[]): boolean {
  return can(roles, 'moderation', 'write');
}

/** Whoever may read the moderation queue sees what it shows: pending posts and their reasons. */
function mayReview(roles: readonly Role[]): boolean {
  return can(roles, 'moderation', 'read');
}

/** Public lists: accepted posts, and deleted ones while still active (SPEC §4). */
export function isPubliclyVisible(post: PostState): boolean {
  if (post.hidden) return false;
  return post.postStatus === 'accepted' || (post.postStatus === 'deleted' && post.isActive);
}

/** Which statuses a user's own list shows: it differs per kind (SPEC §4). */
export type OwnListRule = readonly PostStatus[];
/** Own prescriptions: accepted only. */
export const OWN_LIST_ACCEPTED: OwnListRule = ['accepted'];
/** Own jobs and facilities: accepted and pending. */
export const OWN_LIST_ACCEPTED_AND_PENDING: OwnListRule = ['accepted', 'pending'];

export function isVisibleInOwnList(post: PostState, rule: OwnListRule): boolean {
  return rule.includes(post.postStatus);
}

/** A list's rule: a pure predicate on the post's state. */
export type ListRule = (post: PostState) => boolean;
export const publicListRule: ListRule = isPubliclyVisible;
export const ownListRule =
  (rule: OwnListRule): ListRule =>
  (post) =>
    isVisibleInOwnList(post, rule);

/**
 * Who may open one post: anyone (signed in) while it is publicly visible; otherwise only its
 * author and moderators.
 */
export function canView(
  post: PostState & { createdBy: string },
  viewer: { id: string; roles: readonly Role[] },
): boolean {
  return isPubliclyVisible(post) || post.createdBy === viewer.id || mayReview(viewer.roles);
}

/**
 * Why a post was taken down, and an edit of it waiting for review, are shown to its author and
 * moderators only.
 */
export function canSeeDeactivationReason(
  post: { createdBy: string },
  viewer: { id: string; roles: readonly Role[] } | null,
): boolean {
  return viewer !== null && (viewer.id === post.createdBy || mayReview(viewer.roles));
}
export const canSeePendingEdit = canSeeDeactivationReason;

/**
 * Who may open one post from a link: as `canView`, but its author's own switch (a job marked
 * filled) does not hide it, only review and deletion do; the page then says so.
 */
export function canOpen(
  post: PostState & { createdBy: string },
  viewer: { id: string; roles: readonly Role[] },
): boolean {
  return canView({ ...post, hidden: false }, viewer);
}

export type LiveChange = 'add' | 'update' | 'remove' | 'ignore';

/**
 * How a live list reacts to a change of one post (SPEC §4): an added item is kept only if
 * visible; a modified item that stops being visible is dropped; one that becomes visible again
 * is (re-)added; a removed item is dropped. `next` is null when the post is gone altogether.
 */
export function liveChange(
  wasVisible: boolean,
  next: PostState | null,
  rule: ListRule = publicListRule,
): LiveChange {
  const isVisible = next !== null && rule(next);
  if (isVisible) return wasVisible ? 'update' : 'add';
  return wasVisible ? 'remove' : 'ignore';
}

/** A state change as recorded in the event values of every post change (`values.post`). */
export interface PostTransition {
  kind: PostKind;
  createdBy: string;
  before: PostState | null;
  after: PostState | null;
}

/** The list change a recorded transition means for a list with `rule`. */
export function transitionChange(
  transition: PostTransition,
  rule: ListRule = publicListRule,
): LiveChange {
  const wasVisible = transition.before !== null && rule(transition.before);
  return liveChange(wasVisible, transition.after, rule);
}

/**
 * What an author's edit does (ADR 0021): an accepted, active post keeps its accepted version
 * public and the edit waits as a revision (`revise`); a pending one, or an accepted one switched
 * off, changes in place (`inPlace`, see `statusAfterEdit`); a deleted one cannot be edited.
 */
export type EditMode = 'revise' | 'inPlace' | 'refuse';

export function editMode(post: Pick<PostState, 'postStatus' | 'isActive'>): EditMode {
  if (post.postStatus === 'deleted') return 'refuse';
  return post.postStatus === 'accepted' && post.isActive ? 'revise' : 'inPlace';
}

/**
 * A revision's values once an edit is added to it: the edit's over the earlier revision's,
 * less those equal to the post's own (an edit back to the accepted value withdraws that change;
 * compared by value, so a facility's gallery edited back to the accepted one withdraws too).
 * Empty: nothing waits any more.
 */
export function revisedValues(
  post: Readonly<Record<string, unknown>>,
  earlier: Readonly<Record<string, unknown>>,
  edit: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries({ ...earlier, ...edit }).filter(
      ([key, value]) => !isDeepStrictEqual(post[key], value),
    ),
  );
}

/** The status after an in-place edit: accepted posts go back to review; others keep theirs. */
export function statusAfterEdit(status: PostStatus): PostStatus {
  return status === 'accepted' ? 'pending' : status;
}

/**
 * Whether an author's change puts the post (back) in review, which its author is told: an
 * in-place edit of an accepted (switched-off) post, an "Activate ad". A change that leaves it
 * pending tells nobody.
 */
export function entersReview(before: PostStatus, after: PostStatus): boolean {
  return before !== 'pending' && after === 'pending';
}

export type ModerationAction = 'accept' | 'delete';

/**
 * Whether a moderator action applies to a post in `status`: accept a pending post (or
 * restore a deleted one); delete anything not yet deleted.
 */
export function canModerate(action: ModerationAction, status: PostStatus): boolean {
  return action === 'accept' ? status !== 'accepted' : status !== 'deleted';
}

/** The state a moderator action produces. */
export function moderatedState(
  action: ModerationAction,
  reason: string | null,
): PostState & { deactivationReason: string | null } {
  return action === 'accept'
    ? { postStatus: 'accepted', isActive: true, deactivationReason: null }
    : { postStatus: 'deleted', isActive: false, deactivationReason: reason };
}

export function isPostTransition(value: unknown): value is PostTransition {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<PostTransition>;
  const isState = (state: unknown) =>
    state === null ||
    (typeof state === 'object' &&
      (POST_STATUSES as readonly unknown[]).includes((state as PostState).postStatus) &&
      typeof (state as PostState).isActive === 'boolean' &&
      ['undefined', 'boolean'].includes(typeof (state as PostState).hidden));
  return (
    typeof candidate.kind === 'string' &&
    (POST_KINDS as readonly string[]).includes(candidate.kind) &&
    typeof candidate.createdBy === 'string' &&
    isState(candidate.before ?? null) &&
    isState(candidate.after ?? null)
  );
}
