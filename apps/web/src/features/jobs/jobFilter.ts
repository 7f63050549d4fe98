import {
  JOB_SALARY_MAX,
  JOB_TYPES,
  SALARY_PERIODS,
  type JobType,
  type SalaryPeriod,
} from '@dawa/shared/jobs';

/** The public list's filters as the URL holds them (`?city=giza&position=pharmacist`). */
export interface JobFilterValues {
  type?: JobType;
  workplaceId?: string;
  positionId?: string;
  cityId?: string;
  regionId?: string;
  salaryMin?: number;
  salaryPeriod?: SalaryPeriod;
  text?: string;
}

/** URL parameter of each filter; `page` is the pager's. */
const PARAMS = {
  type: 'type',
  workplaceId: 'workplace',
  positionId: 'position',
  cityId: 'city',
  regionId: 'region',
  salaryMin: 'salary',
  salaryPeriod: 'per',
  text: 'q',
} as const satisfies Record<keyof JobFilterValues, string>;

const TEXT_MAX = 100;
const ID_MAX = 100;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

const id = (value: string | null) => (value && value.length <= ID_MAX ? value : undefined);

/**
 * The filters of a URL; anything malformed (an unknown type, a salary that is not a whole
 * positive number) is left out rather than refused, as a hand-edited or old link deserves.
 * A region needs its city; a salary period needs a salary.
 */
export function filterFromParams(params: URLSearchParams): JobFilterValues {
  const salary = Number(params.get(PARAMS.salaryMin));
  const salaryMin =
    Number.isInteger(salary) && salary > 0 && salary <= JOB_SALARY_MAX ? salary : undefined;
  const cityId = id(params.get(PARAMS.cityId));
  const text = params.get(PARAMS.text)?.trim().slice(0, TEXT_MAX);
  const values: JobFilterValues = {
    type: oneOf(JOB_TYPES, params.get(PARAMS.type)),
    workplaceId: id(params.get(PARAMS.workplaceId)),
    positionId: id(params.get(PARAMS.positionId)),
    cityId,
    regionId: cityId ? id(params.get(PARAMS.regionId)) : undefined,
    salaryMin,
    salaryPeriod: salaryMin ? oneOf(SALARY_PERIODS, params.get(PARAMS.salaryPeriod)) : undefined,
    text: text || undefined,
  };
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as JobFilterValues;
}

/**
 * The URL parameters for `filter`, keeping unrelated ones (not the page: a new filter starts
 * at page 1).
 */
export function paramsWithFilter(
  current: URLSearchParams,
  filter: JobFilterValues,
): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete('page');
  for (const [key, param] of Object.entries(PARAMS) as [keyof JobFilterValues, string][]) {
    const value = filter[key];
    if (value === undefined || value === '') next.delete(param);
    else next.set(param, String(value));
  }
  return next;
}

/** How many filters are on (the folded filter button says so on a phone). */
export function activeFilterCount(filter: JobFilterValues): number {
  return Object.values(filter).filter((value) => value !== undefined).length;
}
