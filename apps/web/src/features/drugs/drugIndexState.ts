import {
  DRUG_QUERY_MAX,
  type DrugOrder,
  isDrugSearchBy,
  isDrugTab,
  type DrugSearchBy,
  type DrugTab,
} from '@dawa/shared/drugs';

/**
 * The drug index's state (SPEC §2 query parameters). The URL is the state on the screen;
 * the home page's embedded search keeps the same shape in memory.
 */
export interface DrugIndexState {
  /** The search text; empty means no search (and no results, SPEC §4). */
  filter: string;
  searchBy: DrugSearchBy;
  /** 1-based page of the search results. */
  page: number;
  /** Alternatives or similarities of the selected drug; null lists the search results. */
  tab: DrugTab | null;
  /**
   * The selected drug: without a tab its detail dialog is open; with a tab its equivalents
   * are listed.
   */
  id: string | null;
  /** Order of the equivalents after the chosen drug: by name, or cheapest first (`price`). */
  order: DrugOrder;
}

export const DRUG_INDEX_PARAMS = ['filter', 'searchBy', 'page', 'tab', 'id', 'order'] as const;
type DrugIndexParam = (typeof DRUG_INDEX_PARAMS)[number];

export const INITIAL_DRUG_INDEX_STATE: DrugIndexState = {
  filter: '',
  searchBy: 'tradeName',
  page: 1,
  tab: null,
  id: null,
  order: 'name',
};

/** Longest id accepted from a URL; real ids are UUIDs. */
const ID_MAX = 100;
/** A page number beyond this cannot hold results; it is treated as invalid. */
const PAGE_MAX = 100_000;
const POSITIVE_INTEGER = /^[1-9]\d*$/;

export interface ParsedDrugIndexParams {
  state: DrugIndexState;
  /**
   * The URL's parameters with the drug-index ones made canonical (others kept as they are).
   * When `changed`, the URL held invalid or incomplete values and should be replaced by this.
   */
  params: URLSearchParams;
  changed: boolean;
}

function parsePage(raw: string | null): number | null {
  if (raw === null) return null;
  const value = raw.trim();
  if (!POSITIVE_INTEGER.test(value)) return null;
  const page = Number(value);
  return page <= PAGE_MAX ? page : null;
}

/**
 * Reads the state from query parameters (and the `:id` path segment of
 * `/{lang}/drug-index/:id`), with the validation of SPEC §4: a search is accepted only with a
 * non-empty filter, a positive page and one of the four `searchBy` values; otherwise the
 * search resets to trade name, page 1 and no text. A missing page or searchBy next to a
 * valid filter takes its default. An unknown tab or an empty id is dropped, an order other
 * than `price` too (by name).
 */
export function parseDrugIndexParams(
  search: URLSearchParams,
  pathId?: string | null,
): ParsedDrugIndexParams {
  const rawFilter = search.get('filter');
  const rawSearchBy = search.get('searchBy');
  const rawPage = search.get('page');
  const rawTab = search.get('tab');
  const rawId = search.get('id');
  const rawOrder = search.get('order');

  const filter = (rawFilter ?? '').trim().slice(0, DRUG_QUERY_MAX);
  const page = rawPage === null ? 1 : parsePage(rawPage);
  const searchBy =
    rawSearchBy === null ? 'tradeName' : isDrugSearchBy(rawSearchBy) ? rawSearchBy : null;
  const searchValid = filter !== '' && page !== null && searchBy !== null;

  const id = (pathId ?? rawId ?? '').trim();
  const state: DrugIndexState = {
    filter: searchValid ? filter : '',
    searchBy: searchValid ? searchBy : 'tradeName',
    page: searchValid ? page : 1,
    tab: isDrugTab(rawTab) ? rawTab : null,
    id: id !== '' && id.length <= ID_MAX ? id : null,
    // By name is the default, written as no parameter; anything else but price is dropped.
    order: rawOrder === 'price' ? 'price' : 'name',
  };

  const params = withDrugIndexState(search, state);
  // The path's id is not a query parameter: it does not make the query invalid.
  const changed = DRUG_INDEX_PARAMS.some(
    (name) => !(name === 'id' && pathId) && search.get(name) !== params.get(name),
  );
  return { state, params, changed };
}

/** The query values of a state; a search without text has none (SPEC §4). */
export function drugIndexParamValues(state: DrugIndexState): Record<DrugIndexParam, string | null> {
  const searching = state.filter.trim() !== '';
  return {
    filter: searching ? state.filter.trim() : null,
    searchBy: searching ? state.searchBy : null,
    page: searching ? String(state.page) : null,
    tab: state.tab,
    id: state.id,
    order: state.order === 'price' ? 'price' : null,
  };
}

/** `search` with the drug-index parameters replaced by the state's; other parameters stay. */
export function withDrugIndexState(
  search: URLSearchParams,
  state: DrugIndexState,
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const name of DRUG_INDEX_PARAMS) next.delete(name);
  for (const [name, value] of Object.entries(drugIndexParamValues(state))) {
    if (value !== null) next.set(name, value);
  }
  return next;
}

/** A new search (text or filter tab): back to page 1, and the old selection no longer applies. */
export function searchChange(
  state: DrugIndexState,
  change: Partial<Pick<DrugIndexState, 'filter' | 'searchBy'>>,
): DrugIndexState {
  return { ...state, ...change, page: 1, id: null };
}

/**
 * Choosing a tab. Between alternatives and similarities the selected drug stays; back to the
 * results it is dropped (without a tab an id would open its detail dialog).
 */
export function tabChange(state: DrugIndexState, tab: DrugTab | null): DrugIndexState {
  return { ...state, tab, id: tab === null ? null : state.id };
}

/** Whether two states show the same thing (used to skip no-op navigations). */
export function sameDrugIndexState(a: DrugIndexState, b: DrugIndexState): boolean {
  return (
    a.filter === b.filter &&
    a.searchBy === b.searchBy &&
    a.page === b.page &&
    a.tab === b.tab &&
    a.id === b.id &&
    a.order === b.order
  );
}
