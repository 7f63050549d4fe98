/**
 * The moderation queue as the page holds it: the pages loaded so far ("load more" appends the
 * next one), minus the posts a moderator has just handled. Pure, so it is unit-tested.
 */
export interface QueueState<T extends { id: string }> {
  items: readonly T[];
  /** Where the next page starts; null before the first page. */
  endCursor: string | null;
  hasMore: boolean;
  status: 'loading' | 'loadingMore' | 'ready' | 'error';
}

export interface QueuePageLike<T> {
  items: readonly T[];
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
}

export function initialQueue<T extends { id: string }>(): QueueState<T> {
  return { items: [], endCursor: null, hasMore: false, status: 'loading' };
}

/**
 * Adds a loaded page: the first page replaces the list, later ones are appended. A post
 * already listed is not listed twice (the queue moves while a moderator works through it).
 */
export function withPage<T extends { id: string }>(
  state: QueueState<T>,
  page: QueuePageLike<T>,
  mode: 'replace' | 'append',
): QueueState<T> {
  const kept = mode === 'replace' ? [] : state.items;
  const known = new Set(kept.map((item) => item.id));
  const added = page.items.filter((item) => !known.has(item.id));
  return {
    items: [...kept, ...added],
    endCursor: page.pageInfo.endCursor ?? (mode === 'replace' ? null : state.endCursor),
    hasMore: page.pageInfo.hasNextPage,
    status: 'ready',
  };
}

/** Drops a handled post. The keyset cursor stays valid: it names a position, not an offset. */
export function withoutItem<T extends { id: string }>(
  state: QueueState<T>,
  id: string,
): QueueState<T> {
  const items = state.items.filter((item) => item.id !== id);
  return items.length === state.items.length ? state : { ...state, items };
}

/**
 * Where keyboard focus goes when `id` leaves the list: the next post, else the previous one,
 * else null (the list is empty; the caller focuses the empty state).
 */
export function focusAfterRemoval(items: readonly { id: string }[], id: string): string | null {
  const index = items.findIndex((item) => item.id === id);
  if (index === -1) return null;
  return items[index + 1]?.id ?? items[index - 1]?.id ?? null;
}

/** The kind named in `?kind=`, or the first kind for a missing or unknown value. */
export function kindFromParam<K extends string>(value: string | null, kinds: readonly K[]): K {
  const known = kinds.find((kind) => kind === value);
  return known ?? (kinds[0] as K);
}
