import { useCallback } from 'react';
import { useClient, type TypedDocumentNode } from 'urql';
import { useApiErrorEffect } from '../errors/useApiErrorEffect';
import { pagerState, type PageVariables } from './cursorPaging';
import { useCursorPage, type CursorPage, type FetchPage } from './useCursorPage';
import { usePagedUrl } from './usePagedUrl';

/**
 * The page of the URL (`?page=`, cursor in the history state) of a cursor-paged list query
 * whose connection is `data[field]`, asked over the network; errors go to the shared handler.
 * `reloadKey` asks again without a page change; `variables` are the query's others (a
 * filter), and a change of them asks again too. `query` and `field` must be constants.
 */
export function usePagedQuery<
  Field extends string,
  T,
  Extra extends Record<string, unknown> = Record<never, never>,
>(
  query: TypedDocumentNode<Record<Field, CursorPage<T>>, PageVariables & Extra>,
  field: Field,
  size: number,
  reloadKey = 0,
  variables?: Extra,
) {
  const client = useClient();
  const { page, cursor, goTo } = usePagedUrl();
  const extraKey = JSON.stringify(variables ?? {});
  const fetchPage = useCallback<FetchPage<T>>(
    async (paging) => {
      const extra = JSON.parse(extraKey) as Extra;
      const result = await client
        .query(query, { ...extra, ...paging }, { requestPolicy: 'network-only' })
        .toPromise();
      if (result.error || !result.data) throw result.error;
      return result.data[field];
    },
    [client, query, field, extraKey],
  );
  const {
    page: current,
    error,
    loading,
  } = useCursorPage(fetchPage, page, cursor, size, `${reloadKey}|${extraKey}`);
  useApiErrorEffect(error);
  const pager = current ? pagerState(page, current.pageInfo) : undefined;
  return { page, goTo, current, loading, pager };
}
