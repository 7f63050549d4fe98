import { useCallback } from 'react';
import { useClient, useQuery, type AnyVariables, type TypedDocumentNode } from 'urql';
import type { ResourceRows } from './ResourceTable';
import type { TableParams } from './tableParams';

export interface ResourceRowsOf<Row> {
  result: ResourceRows<Row>;
  /** One page of the same filtered rows, asked anew (the CSV export reads them all this way). */
  fetchPage: (params: TableParams) => Promise<{ rows: readonly Row[]; total: number }>;
  /** Asks the server again (after a change). */
  reload: () => void;
}

/** An entity's table query as the resource table reads it: this page, and any page on demand. */
export function useResourceRows<Data, Variables extends AnyVariables, Row>(
  query: TypedDocumentNode<Data, Variables>,
  variablesOf: (params: TableParams) => Variables,
  pick: (data: Data) => { items: readonly Row[]; total: number },
  params: TableParams,
): ResourceRowsOf<Row> {
  const client = useClient();
  const [{ data, fetching, error }, refetch] = useQuery<Data, Variables>({
    query,
    variables: variablesOf(params),
    requestPolicy: 'cache-and-network',
  });
  const reload = useCallback(() => refetch({ requestPolicy: 'network-only' }), [refetch]);
  const page = data ? pick(data) : undefined;
  return {
    result: {
      rows: page?.items ?? [],
      total: page?.total ?? 0,
      fetching: fetching && !data,
      failed: Boolean(error) && !data,
      retry: reload,
    },
    fetchPage: async (wanted) => {
      const answer = await client
        .query(query, variablesOf(wanted), { requestPolicy: 'network-only' })
        .toPromise();
      if (!answer.data) throw answer.error ?? new Error('no data');
      const { items, total } = pick(answer.data);
      return { rows: items, total };
    },
    reload,
  };
}
