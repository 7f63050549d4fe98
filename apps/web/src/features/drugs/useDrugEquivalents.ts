import { useQuery } from 'urql';
import type { DrugOrder, DrugTab } from '@dawa/shared/drugs';
import { useApiErrorEffect } from '../../app/errors/useApiErrorEffect';
import { DrugAlternativesQuery, DrugSimilaritiesQuery, type DrugItem } from './drugs.graphql';

export interface DrugEquivalents {
  /** The chosen drug first, then its equivalents; undefined while loading. */
  items: DrugItem[] | undefined;
  fetching: boolean;
  failed: boolean;
  retry: () => void;
}

/**
 * Alternatives (same pharmacological uses) or similarities (same generic names) of the
 * selected drug (SPEC §4/§7), by name or cheapest first. Paused without a selection.
 */
export function useDrugEquivalents(
  tab: DrugTab | null,
  id: string | null,
  orderBy: DrugOrder,
): DrugEquivalents {
  const active = tab !== null && id !== null;
  const variables = { id: id ?? '', orderBy };
  const [alternatives, reexecuteAlternatives] = useQuery({
    query: DrugAlternativesQuery,
    variables,
    pause: !active || tab !== 'alternatives',
  });
  const [similarities, reexecuteSimilarities] = useQuery({
    query: DrugSimilaritiesQuery,
    variables,
    pause: !active || tab !== 'similarities',
  });
  const chosen = tab === 'alternatives' ? alternatives : similarities;
  const error = active ? chosen.error : undefined;
  useApiErrorEffect(error);

  const items =
    tab === 'alternatives'
      ? alternatives.data?.drugAlternatives
      : similarities.data?.drugSimilarities;
  const fetching = active && (chosen.fetching || (!items && !error));
  return {
    items: active && !chosen.fetching ? items : undefined,
    fetching,
    failed: Boolean(error) && !chosen.fetching,
    retry: () =>
      (tab === 'alternatives' ? reexecuteAlternatives : reexecuteSimilarities)({
        requestPolicy: 'network-only',
      }),
  };
}
