import { useQuery } from 'urql';
import type { DrugOrder, DrugTab } from '@dawa/shared/drugs';
import { toApiError, type ApiErrorCode } from '../../app/errors/apiError';
import { useApiErrorEffect } from '../../app/errors/useApiErrorEffect';
import { DrugAlternativesQuery, DrugSimilaritiesQuery, type DrugItem } from './drugs.graphql';
import { useOfflineAnswer } from './offline/useOfflineAnswer';

export interface DrugEquivalents {
  /** The chosen drug first, then its equivalents; undefined while loading. */
  items: DrugItem[] | undefined;
  fetching: boolean;
  /** Why the list failed (NETWORK: no connection and no offline catalogue), or null. */
  failure: ApiErrorCode | null;
  /** Offline: the date of the stored catalogue the list comes from. */
  pricesAsOf: string | undefined;
  retry: () => void;
}

/**
 * Alternatives (same pharmacological uses) or similarities (same generic names) of the
 * selected drug (SPEC §4/§7), by name or cheapest first. Paused without a selection; without a
 * network, from the offline catalogue.
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
  const offline = useOfflineAnswer(
    active && !chosen.fetching ? chosen.error : undefined,
    active ? { op: 'equivalents', id, kind: tab, order: orderBy } : null,
  );
  const error = active ? offline.error : undefined;
  useApiErrorEffect(error);
  const retry = () =>
    (tab === 'alternatives' ? reexecuteAlternatives : reexecuteSimilarities)({
      requestPolicy: 'network-only',
    });
  if (offline.result) {
    return {
      items: offline.result.answer,
      fetching: false,
      failure: null,
      pricesAsOf: offline.result.date,
      retry,
    };
  }

  const items =
    tab === 'alternatives'
      ? alternatives.data?.drugAlternatives
      : similarities.data?.drugSimilarities;
  const fetching = active && (chosen.fetching || offline.pending || (!items && !error));
  return {
    items: active && !chosen.fetching ? items : undefined,
    fetching,
    failure: error && !chosen.fetching ? toApiError(error).code : null,
    pricesAsOf: undefined,
    retry,
  };
}
