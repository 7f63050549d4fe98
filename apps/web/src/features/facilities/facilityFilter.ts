import {
  FACILITY_AREA_MAX,
  FACILITY_PRICE_MAX,
  FACILITY_SORTS,
  type FacilitySort,
} from '@dawa/shared/facilities';

/** The list's filters as the URL holds them (`?listed=…&city=…&minPrice=…&status=closed`). */
export interface FacilityFilterValues {
  listedForId?: string;
  typeId?: string;
  cityId?: string;
  regionId?: string;
  priceMin?: number;
  priceMax?: number;
  areaMin?: number;
  areaMax?: number;
  isClosed?: boolean;
}

/** The opened/closed filter's values in the URL. */
export const FACILITY_STATUSES = ['opened', 'closed'] as const;
export type FacilityStatus = (typeof FACILITY_STATUSES)[number];

/** URL parameter of each filter; `page` is the pager's, `sort` the order's. */
const PARAMS = {
  listedForId: 'listed',
  typeId: 'type',
  cityId: 'city',
  regionId: 'region',
  priceMin: 'minPrice',
  priceMax: 'maxPrice',
  areaMin: 'minArea',
  areaMax: 'maxArea',
  isClosed: 'status',
} as const satisfies Record<keyof FacilityFilterValues, string>;

export const SORT_PARAM = 'sort';

const ID_MAX = 100;

const id = (value: string | null) => (value && value.length <= ID_MAX ? value : undefined);

/** A whole number from 0 to `max` (a typed amount or a URL's), else undefined. */
export function wholeAmount(value: unknown, max: number): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const number = Number(value);
  return Number.isInteger(number) && number >= 0 && number <= max ? number : undefined;
}

/** Both ends of a range, swapped when typed the wrong way round. */
function range(min: number | undefined, max: number | undefined): [number?, number?] {
  return min !== undefined && max !== undefined && min > max ? [max, min] : [min, max];
}

const statusOf = (value: string | null): boolean | undefined =>
  value === 'closed' ? true : value === 'opened' ? false : undefined;

/** Left out: a filter that is not set. */
function defined<T extends object>(values: T): T {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as T;
}

/**
 * The filters of a URL; anything malformed (a price that is not a whole number in range, an
 * unknown status) is left out rather than refused, as a hand-edited or old link deserves. A
 * region needs its city; a range typed the wrong way round is turned.
 */
export function filterFromParams(params: URLSearchParams): FacilityFilterValues {
  const cityId = id(params.get(PARAMS.cityId));
  const [priceMin, priceMax] = range(
    wholeAmount(params.get(PARAMS.priceMin), FACILITY_PRICE_MAX),
    wholeAmount(params.get(PARAMS.priceMax), FACILITY_PRICE_MAX),
  );
  const [areaMin, areaMax] = range(
    wholeAmount(params.get(PARAMS.areaMin), FACILITY_AREA_MAX),
    wholeAmount(params.get(PARAMS.areaMax), FACILITY_AREA_MAX),
  );
  return defined({
    listedForId: id(params.get(PARAMS.listedForId)),
    typeId: id(params.get(PARAMS.typeId)),
    cityId,
    regionId: cityId ? id(params.get(PARAMS.regionId)) : undefined,
    priceMin,
    priceMax,
    areaMin,
    areaMax,
    isClosed: statusOf(params.get(PARAMS.isClosed)),
  });
}

/** The order of the URL; newest when none or unknown. */
export function sortFromParams(params: URLSearchParams): FacilitySort {
  return FACILITY_SORTS.find((sort) => sort === params.get(SORT_PARAM)) ?? 'newest';
}

/**
 * The URL parameters for `filter` and `sort`, keeping unrelated ones (not the page: a new
 * filter or order starts at page 1). Newest, the default order, is left out.
 */
export function paramsWithFilter(
  current: URLSearchParams,
  filter: FacilityFilterValues,
  sort: FacilitySort,
): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete('page');
  for (const [key, param] of Object.entries(PARAMS) as [keyof FacilityFilterValues, string][]) {
    const value = filter[key];
    if (value === undefined || value === '') next.delete(param);
    else if (typeof value === 'boolean') next.set(param, value ? 'closed' : 'opened');
    else next.set(param, String(value));
  }
  if (sort === 'newest') next.delete(SORT_PARAM);
  else next.set(SORT_PARAM, sort);
  return next;
}

/** How many filters are on (the folded filter button says so on a phone). */
export function activeFilterCount(filter: FacilityFilterValues): number {
  return Object.values(filter).filter((value) => value !== undefined).length;
}

/** The typed ranges of the filter form, each end a whole amount in range or left out. */
export function rangesFromForm(data: FormData): FacilityFilterValues {
  const [priceMin, priceMax] = range(
    wholeAmount(data.get('priceMin'), FACILITY_PRICE_MAX),
    wholeAmount(data.get('priceMax'), FACILITY_PRICE_MAX),
  );
  const [areaMin, areaMax] = range(
    wholeAmount(data.get('areaMin'), FACILITY_AREA_MAX),
    wholeAmount(data.get('areaMax'), FACILITY_AREA_MAX),
  );
  return { priceMin, priceMax, areaMin, areaMax };
}
