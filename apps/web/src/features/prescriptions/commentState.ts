/** The comments a detail page holds and how a live or own change alters them. */
export interface CommentLike {
  id: string;
}

export interface CommentState<T extends CommentLike = CommentLike> {
  items: T[] | undefined;
  endCursor: string | null;
  hasMore: boolean;
  /** Added minus removed since the prescription's `commentsLength` was read. */
  delta: number;
}

export interface CommentChange<T> {
  kind: 'add' | 'update' | 'remove';
  id: string;
  comment: T | null;
}

/**
 * Newest first: an add goes on top (once, whether it came from our own mutation or the
 * stream), an update replaces in place, a remove drops it. The count follows.
 */
export function applyCommentChange<T extends CommentLike>(
  state: CommentState<T>,
  change: CommentChange<T>,
): CommentState<T> {
  const items = state.items ?? [];
  const present = items.some((item) => item.id === change.id);
  if (change.kind === 'remove') {
    return {
      ...state,
      items: state.items && items.filter((item) => item.id !== change.id),
      delta: state.delta - 1,
    };
  }
  const comment = change.comment;
  if (!comment) return state;
  if (present) {
    return { ...state, items: items.map((item) => (item.id === change.id ? comment : item)) };
  }
  if (change.kind === 'update') return state;
  return { ...state, items: [comment, ...items], delta: state.delta + 1 };
}
