import { useQuery } from 'urql';
import type { DrugSearchBy } from '@dawa/shared/drugs';
import { toApiError, type ApiErrorCode } from '../../app/errors/apiError';
import { useApiErrorEffect } from '../../app/errors/useApiErrorEffect';
import { DrugSearchQuery, type DrugItem } from './drugs.graphql';
import { useOfflineAnswer } from './offline/useOfflineAnswer';

export interface DrugSearchResults {
  /** Undefined while the page loads (or without a search). */
  items: DrugItem[] | undefined;
  total: number;
  /** For a search that found nothing: the closest spellings that find drugs. */
  didYouMean: string[];
  fetching: boolean;
  /** Why the search failed (NETWORK: no connection and no offline catalogue), or null. */
  failure: ApiErrorCode | null;
  /** Offline: the date of the stored catalogue the results come from. */
  pricesAsOf: string | undefined;
  retry: () => void;
}

/**
 * One page of a drug search; paused without text (an empty search has no results). Without a
 * network it searches the offline catalogue.
 */
export function useDrugSearchResults(
  filter: string,
  searchBy: DrugSearchBy,
  page: number,
  pageSize: number,
): DrugSearchResults {
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: DrugSearchQuery,
    variables: { query: filter, searchBy, page, pageSize },
    pause: filter === '',
  });
  const offline = useOfflineAnswer(
    fetching ? undefined : error,
    filter === '' ? null : { op: 'search', query: filter, searchBy, page, pageSize },
  );
  useApiErrorEffect(offline.error);
  if (offline.result) {
    const { answer, date } = offline.result;
    return {
      items: answer.items,
      total: answer.total,
      didYouMean: answer.didYouMean,
      fetching: false,
      failure: null,
      pricesAsOf: date,
      retry: () => reexecute({ requestPolicy: 'network-only' }),
    };
  }
  const result = data?.drugSearch;
  // A result for other variables (urql keeps the last one while the next loads) is not shown.
  const current =
    result && result.page === page && result.pageSize === pageSize && !fetching
      ? result
      : undefined;
  return {
    items: current?.items,
    total: current?.total ?? 0,
    didYouMean: current?.didYouMean ?? [],
    fetching: filter !== '' && (fetching || offline.pending || (!current && !error)),
    failure: offline.error && !fetching ? toApiError(offline.error).code : null,
    pricesAsOf: undefined,
    retry: () => reexecute({ requestPolicy: 'network-only' }),
  };
}
