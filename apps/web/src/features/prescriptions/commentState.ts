/** The comments a detail page holds and how a live or own change alters them. */
export interface CommentLike {
  id: string;
}

export interface CommentState<T extends CommentLike = CommentLike> {
  items: T[] | undefined;
  endCursor: string | null;
  hasMore: boolean;
}

export interface CommentChange<T> {
  kind: 'add' | 'update' | 'remove';
  id: string;
  comment: T | null;
}

/**
 * Newest first: an add goes on top (once, whether it came from our own mutation or the
 * stream), an update replaces in place, a remove drops it. The count is not kept here: see
 * `commentCount`.
 */
export function applyCommentChange<T extends CommentLike>(
  state: CommentState<T>,
  change: CommentChange<T>,
): CommentState<T> {
  const items = state.items ?? [];
  const present = items.some((item) => item.id === change.id);
  if (change.kind === 'remove') {
    return present ? { ...state, items: items.filter((item) => item.id !== change.id) } : state;
  }
  const comment = change.comment;
  if (!comment) return state;
  if (present) {
    return { ...state, items: items.map((item) => (item.id === change.id ? comment : item)) };
  }
  if (change.kind === 'update') return state;
  return { ...state, items: [comment, ...items] };
}

/**
 * The count shown above the comments. The server's `commentsLength` is the one source: every
 * comment created or deleted on a publicly visible post brings a fresh prescription on the live
 * stream, so events in any order or twice never count twice. The comments on screen only
 * bound it from below, so one's own new comment counts before that update lands.
 */
export function commentCount(commentsLength: number, items: readonly CommentLike[] | undefined) {
  return Math.max(commentsLength, items?.length ?? 0);
}
