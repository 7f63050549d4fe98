import { useEffect, useState } from 'react';
import type { CombinedError } from 'urql';
import {
  pageVariables,
  skipChunks,
  type PageCursor,
  type PageInfoLike,
  type PageVariables,
} from './cursorPaging';

/** The server's largest page (pagination.ts `maxSize`). */
const SERVER_MAX_PAGE = 50;

export interface CursorPage<T> {
  items: T[];
  pageInfo: PageInfoLike;
}

export type FetchPage<T> = (variables: PageVariables) => Promise<CursorPage<T>>;

interface Loaded<T> {
  key: string;
  page?: CursorPage<T>;
  error?: CombinedError;
}

const EMPTY_INFO: PageInfoLike = {
  hasNextPage: false,
  hasPreviousPage: true,
  startCursor: null,
  endCursor: null,
};

async function loadPage<T>(
  fetchPage: FetchPage<T>,
  page: number,
  cursor: PageCursor | null,
  size: number,
): Promise<CursorPage<T>> {
  const direct = pageVariables(page, cursor, size);
  if (direct) return fetchPage(direct);
  // A typed or shared `?page=n`: skip the pages before it from the top.
  let after: string | undefined;
  for (const chunk of skipChunks(page, size, SERVER_MAX_PAGE)) {
    const skipped = await fetchPage({ first: chunk, after });
    const end = skipped.pageInfo.endCursor;
    if (!end || skipped.items.length < chunk || !skipped.pageInfo.hasNextPage) {
      return { items: [], pageInfo: EMPTY_INFO };
    }
    after = end;
  }
  return fetchPage({ first: size, after });
}

/**
 * One page of a cursor-paged list whose URL holds `?page=` (see cursorPaging.ts). `reloadKey`
 * asks again without a page change (after an edit).
 */
export function useCursorPage<T>(
  fetchPage: FetchPage<T>,
  page: number,
  cursor: PageCursor | null,
  size: number,
  reloadKey: number | string = 0,
): { page?: CursorPage<T>; error?: CombinedError; loading: boolean } {
  const key = `${page}|${cursor?.after ?? ''}|${cursor?.before ?? ''}|${size}|${reloadKey}`;
  const [loaded, setLoaded] = useState<Loaded<T>>({ key: '' });
  const after = cursor?.after;
  const before = cursor?.before;

  useEffect(() => {
    let cancelled = false;
    const request = loadPage(fetchPage, page, after || before ? { after, before } : null, size);
    request.then(
      (result) => {
        if (!cancelled) setLoaded({ key, page: result });
      },
      (error: CombinedError) => {
        if (!cancelled) setLoaded({ key, error });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [fetchPage, page, after, before, size, key]);

  const current = loaded.key === key;
  return {
    // The previous page stays on screen while the next one loads.
    page: loaded.page,
    error: current ? loaded.error : undefined,
    loading: !current,
  };
}
