import { useQuery } from 'urql';
import type { DrugSearchBy } from '@dawa/shared/drugs';
import { useApiErrorEffect } from '../../app/errors/useApiErrorEffect';
import { DrugSearchQuery, type DrugItem } from './drugs.graphql';

export interface DrugSearchResults {
  /** Undefined while the page loads (or without a search). */
  items: DrugItem[] | undefined;
  total: number;
  /** For a search that found nothing: the closest spellings that find drugs. */
  didYouMean: string[];
  fetching: boolean;
  failed: boolean;
  retry: () => void;
}

/** One page of a drug search; paused without text (an empty search has no results). */
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
  useApiErrorEffect(error);
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
    fetching: filter !== '' && (fetching || (!current && !error)),
    failed: Boolean(error) && !fetching,
    retry: () => reexecute({ requestPolicy: 'network-only' }),
  };
}
