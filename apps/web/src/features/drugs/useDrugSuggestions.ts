import { useQuery } from 'urql';
import {
  DRUG_SUGGEST_DEBOUNCE_MS,
  DRUG_SUGGESTIONS_MAX,
  type DrugSearchBy,
} from '@dawa/shared/drugs';
import { DrugSuggestionsQuery } from './drugs.graphql';
import { useDebouncedValue } from './useDebouncedValue';

/**
 * Type-ahead suggestions (up to 10) for what is typed, asked 300 ms after the last keystroke.
 * Failures only hide the list: the search itself reports errors.
 */
export function useDrugSuggestions(text: string, searchBy: DrugSearchBy, enabled: boolean) {
  const query = useDebouncedValue(text.trim(), DRUG_SUGGEST_DEBOUNCE_MS);
  const [{ data, fetching }] = useQuery({
    query: DrugSuggestionsQuery,
    variables: { query, searchBy, limit: DRUG_SUGGESTIONS_MAX },
    pause: !enabled || query === '',
  });
  const suggestions = enabled && query !== '' && !fetching ? (data?.drugSuggestions ?? []) : [];
  return { suggestions, query };
}
