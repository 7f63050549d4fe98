import { useCallback } from 'react';
import { useClient, type TypedDocumentNode } from 'urql';
import { useApiErrorEffect } from '../errors/useApiErrorEffect';
import { pagerState, type PageVariables } from './cursorPaging';
import { useCursorPage, type CursorPage, type FetchPage } from './useCursorPage';
import { usePagedUrl } from './usePagedUrl';

/**
 * The page of the URL (`?page=`, cursor in the history state) of a cursor-paged list query
 * whose connection is `data[field]`, asked over the network; errors go to the shared handler.
 * `reloadKey` asks again without a page change. `query` and `field` must be constants.
 */
export function usePagedQuery<Field extends string, T>(
  query: TypedDocumentNode<Record<Field, CursorPage<T>>, PageVariables>,
  field: Field,
  size: number,
  reloadKey = 0,
) {
  const client = useClient();
  const { page, cursor, goTo } = usePagedUrl();
  const fetchPage = useCallback<FetchPage<T>>(
    async (variables) => {
      const result = await client
        .query(query, variables, { requestPolicy: 'network-only' })
        .toPromise();
      if (result.error || !result.data) throw result.error;
      return result.data[field];
    },
    [client, query, field],
  );
  const { page: current, error, loading } = useCursorPage(fetchPage, page, cursor, size, reloadKey);
  useApiErrorEffect(error);
  const pager = current ? pagerState(page, current.pageInfo) : undefined;
  return { page, goTo, current, loading, pager };
}
