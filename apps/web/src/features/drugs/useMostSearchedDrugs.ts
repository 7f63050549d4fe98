import { useQuery } from 'urql';
import { useApiErrorEffect } from '../../app/errors/useApiErrorEffect';
import { DrugsMostSearchedQuery, type DrugItem } from './drugs.graphql';

/** Drugs most often opened from a search in the last 30 days (shown when nothing is searched). */
export function useMostSearchedDrugs(limit: number, enabled: boolean): DrugItem[] | undefined {
  const [{ data, error }] = useQuery({
    query: DrugsMostSearchedQuery,
    variables: { limit },
    pause: !enabled,
  });
  useApiErrorEffect(error);
  return data?.drugsMostSearched;
}
