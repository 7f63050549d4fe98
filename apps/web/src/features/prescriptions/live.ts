/** SPEC §4 live changes, applied to the items a screen holds. */
export type LiveKind = 'add' | 'update' | 'remove';

export interface Dated {
  id: string;
  createdAt: string;
}

export interface LiveChange<T> {
  kind: LiveKind;
  id: string;
  item: T | null | undefined;
}

export interface ListWindow {
  /** The list starts at the newest item (page 1): newer items belong here. */
  atStart: boolean;
  /** Nothing older exists past the last item: older items belong here too. */
  atEnd: boolean;
}

/** Puts `item` in `items` (newest first) if its date falls inside the shown window. */
export function insertByDate<T extends Dated>(
  items: readonly T[],
  item: T,
  window: ListWindow,
): T[] {
  const first = items[0];
  const last = items.at(-1);
  if (first && item.createdAt > first.createdAt && !window.atStart) return [...items];
  if (last && item.createdAt < last.createdAt && !window.atEnd) return [...items];
  if (!first && !(window.atStart && window.atEnd)) return [...items];
  const index = items.findIndex((existing) => existing.createdAt < item.createdAt);
  return index < 0 ? [...items, item] : [...items.slice(0, index), item, ...items.slice(index)];
}

/**
 * An added item is kept only if visible (not deleted or pending); a modified item that becomes
 * invisible is dropped; one that becomes visible again is re-added in its place by date; a
 * removed item is dropped.
 */
export function applyLiveChange<T extends Dated>(
  items: readonly T[],
  change: LiveChange<T>,
  isVisible: (item: T) => boolean,
  window: ListWindow,
): T[] {
  const present = items.some((existing) => existing.id === change.id);
  const item = change.item;
  if (change.kind === 'remove' || !item || !isVisible(item)) {
    return present ? items.filter((existing) => existing.id !== change.id) : [...items];
  }
  if (present) return items.map((existing) => (existing.id === change.id ? item : existing));
  return insertByDate(items, item, window);
}

/** Public lists: accepted posts, and deleted ones while still active (SPEC §4). */
export function isPubliclyListed(item: { postStatus: string; isActive: boolean }): boolean {
  return item.postStatus === 'accepted' || (item.postStatus === 'deleted' && item.isActive);
}

/** The author's own list shows accepted prescriptions only (SPEC §4). */
export function isOwnListed(item: { postStatus: string }): boolean {
  return item.postStatus === 'accepted';
}

/** What the live stream last said about the one prescription a detail page shows. */
export interface LiveDetail<T> {
  id: string;
  /** Null once it left the public list. */
  item: T | null;
}

/**
 * The public stream (SPEC §4) applied to one item: a version still publicly listed replaces
 * what the page shows; a removal, or a version that became pending or deleted, takes it away.
 * One that becomes visible again comes back with its next add.
 */
export function applyDetailChange<T extends { postStatus: string; isActive: boolean }>(
  change: LiveChange<T>,
): LiveDetail<T> {
  const { item } = change;
  return {
    id: change.id,
    item: change.kind !== 'remove' && item && isPubliclyListed(item) ? item : null,
  };
}

/**
 * The version of prescription `id` to show: the newer of the fetched and the live one (the
 * live one on a tie: a comment refreshes its counters, not its date). After a removal only the
 * fetched one counts: the page fetches again, and the server answers it to the author and to
 * moderators only (NOT_FOUND for other readers).
 */
export function shownPrescription<T extends { id: string; updatedAt: string }>(
  id: string,
  fetched: T | null | undefined,
  live: LiveDetail<T> | null,
): T | undefined {
  const current = fetched?.id === id ? fetched : undefined;
  if (!live?.item || live.id !== id) return current;
  return current && current.updatedAt > live.item.updatedAt ? current : live.item;
}
