/**
 * `?page=` over cursor paging (SPEC §4/§9, issue 6 §2): the one pagination helper of the lists.
 * The URL holds only the page number; the cursor that leads to it travels in the history
 * entry's state, so reload and back/forward (which keep `history.state`) ask for exactly
 * `first: size, after` or `last: size, before`. A page opened without that state (a typed or
 * shared link) is restored from the top, either in one request, like the SPEC says, "page
 * times limit" (`restoreVariables`, then `pageItems` keeps the page's own items), or by
 * skipping `(page - 1) × size` items in chunks the server accepts (`skipChunks`).
 */
export interface PageCursor {
  after?: string;
  before?: string;
}

export interface PageVariables {
  first?: number;
  after?: string;
  last?: number;
  before?: string;
}

export interface PageInfoLike {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor?: string | null;
  endCursor?: string | null;
}

/** A positive whole page number, or 1. */
export function parsePage(value: string | null): number {
  if (value === null || !/^\d{1,5}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 ? page : 1;
}

/** Reads the cursor left in the history entry's state (anything else: none). */
export function cursorFromState(state: unknown): PageCursor | null {
  if (typeof state !== 'object' || state === null) return null;
  const { after, before } = state as Record<string, unknown>;
  if (typeof after === 'string' && after) return { after };
  if (typeof before === 'string' && before) return { before };
  return null;
}

/** The first page's variables: what a list asks when its URL names no page. */
export function firstPage(size: number): PageVariables {
  return { first: size };
}

/** The one request for a page, or `null` when it must be restored from the top. */
export function pageVariables(
  page: number,
  cursor: PageCursor | null,
  size: number,
): PageVariables | null {
  if (page <= 1) return firstPage(size);
  if (cursor?.after) return { first: size, after: cursor.after };
  if (cursor?.before) return { last: size, before: cursor.before };
  return null;
}

/** A restore in one request, "page times limit": pages 1..page from the top. */
export function restoreVariables(page: number, size: number): PageVariables {
  return { first: page * size };
}

/** Whether the answer holds pages 1..page (a restore) rather than one page. */
export function isRestore(variables: PageVariables, size: number): boolean {
  return !variables.after && !variables.before && (variables.first ?? 0) > size;
}

/** The items of the page itself. */
export function pageItems<T>(
  items: readonly T[],
  page: number,
  variables: PageVariables,
  size: number,
): T[] {
  return isRestore(variables, size) ? items.slice((page - 1) * size) : [...items];
}

/** The chunk sizes that skip `(page - 1) × size` items, each at most `max` (the server's cap). */
export function skipChunks(page: number, size: number, max: number): number[] {
  const chunks: number[] = [];
  let left = (page - 1) * size;
  while (left > 0) {
    const chunk = Math.min(left, max);
    chunks.push(chunk);
    left -= chunk;
  }
  return chunks;
}

export interface PagerState {
  hasPrevious: boolean;
  hasNext: boolean;
  /** The history state of the previous and next pages (page 1 needs none). */
  previous: PageCursor | null;
  next: PageCursor | null;
}

/**
 * Next is enabled by the server's probe (one record past the edge). Given the `request` that
 * answered, previous follows the probe too after a cursor request, and a restore (which starts
 * at the top) has a previous page whenever `page > 1` but no cursor to it. Without the
 * request (it ended with a cursor after skipping, see useCursorPage), previous is `page > 1`.
 */
export function pagerState(
  page: number,
  pageInfo: PageInfoLike,
  request?: PageVariables,
): PagerState {
  const cursorQuery = request ? Boolean(request.after || request.before) : true;
  const hasPrevious = page > 1 && (request && cursorQuery ? pageInfo.hasPreviousPage : true);
  return {
    hasPrevious,
    hasNext: pageInfo.hasNextPage,
    // Page 1 is always asked from the top (newest first), so it needs no cursor.
    previous:
      page - 1 > 1 && cursorQuery && pageInfo.startCursor ? { before: pageInfo.startCursor } : null,
    next: pageInfo.endCursor ? { after: pageInfo.endCursor } : null,
  };
}
