import { useQuery } from 'urql';
import {
  DRUG_SUGGEST_DEBOUNCE_MS,
  DRUG_SUGGESTIONS_MAX,
  type DrugSearchBy,
} from '@dawa/shared/drugs';
import { DrugSuggestionsQuery } from './drugs.graphql';
import { useOfflineAnswer } from './offline/useOfflineAnswer';
import { useDebouncedValue } from './useDebouncedValue';

/**
 * Type-ahead suggestions (up to 10) for what is typed, asked 300 ms after the last keystroke.
 * Failures only hide the list: the search itself reports errors. Without a network, from the
 * offline catalogue.
 */
export function useDrugSuggestions(text: string, searchBy: DrugSearchBy, enabled: boolean) {
  const query = useDebouncedValue(text.trim(), DRUG_SUGGEST_DEBOUNCE_MS);
  const asked = enabled && query !== '';
  const [{ data, fetching, error }] = useQuery({
    query: DrugSuggestionsQuery,
    variables: { query, searchBy, limit: DRUG_SUGGESTIONS_MAX },
    pause: !asked,
  });
  const offline = useOfflineAnswer(
    fetching ? undefined : error,
    asked ? { op: 'suggest', query, searchBy, limit: DRUG_SUGGESTIONS_MAX } : null,
  );
  const suggestions =
    asked && !fetching ? (offline.result?.answer ?? data?.drugSuggestions ?? []) : [];
  return { suggestions, query };
}
