/**
 * An admin table's state in the URL (issue #16): `?page=&size=&sort=&desc=1` and one parameter a
 * filter, so back, forward, reload and a shared link show the same rows.
 */
export interface TableParams {
  page: number;
  pageSize: number;
  sort: string | null;
  descending: boolean;
  /** Filter values by key; absent when not set. */
  filters: Readonly<Record<string, string>>;
}

/** SPEC §9: 10 a page; the size changer offers these. */
export const TABLE_PAGE_SIZES = [10, 20, 50, 100] as const;
const FILTER_MAX = 200;

const positive = (value: string | null, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : fallback;
};

export function readTableParams(
  search: URLSearchParams,
  filterKeys: readonly string[],
  sortKeys: readonly string[],
): TableParams {
  const size = positive(search.get('size'), TABLE_PAGE_SIZES[0]);
  const sort = search.get('sort');
  const filters: Record<string, string> = {};
  for (const key of filterKeys) {
    const value = search.get(key)?.trim().slice(0, FILTER_MAX);
    if (value) filters[key] = value;
  }
  const known = sort !== null && sortKeys.includes(sort);
  return {
    page: positive(search.get('page'), 1),
    pageSize: (TABLE_PAGE_SIZES as readonly number[]).includes(size) ? size : TABLE_PAGE_SIZES[0],
    sort: known ? sort : null,
    descending: known && search.get('desc') === '1',
    filters,
  };
}

/** The query string of `params`, defaults left out ('' when everything is a default). */
export function tableSearch(params: TableParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params.filters)) if (value) search.set(key, value);
  if (params.sort) search.set('sort', params.sort);
  if (params.sort && params.descending) search.set('desc', '1');
  if (params.pageSize !== TABLE_PAGE_SIZES[0]) search.set('size', String(params.pageSize));
  if (params.page > 1) search.set('page', String(params.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A filter changed: back to the first page. */
export function withFilter(params: TableParams, key: string, value: string | null): TableParams {
  const filters = { ...params.filters };
  if (value) filters[key] = value;
  else delete filters[key];
  return { ...params, filters, page: 1 };
}

/** The page and sort of an entity's table query, as every table field takes them. */
export function tablePaging({ page, pageSize, sort, descending }: TableParams) {
  return { page, pageSize, sort, descending };
}

/** A date filter's `YYYY-MM-DD` as the instant its day starts, in UTC (a range's lower end). */
export const dayStart = (day: string | undefined) => (day ? `${day}T00:00:00.000Z` : undefined);
/** A date filter's `YYYY-MM-DD` as the instant its day ends, in UTC (a range's upper end). */
export const dayEnd = (day: string | undefined) => (day ? `${day}T23:59:59.999Z` : undefined);
