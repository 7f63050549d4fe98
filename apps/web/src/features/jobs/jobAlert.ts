import type { JobFilterValues } from './jobFilter';
import type { JobAlertItem } from './jobs.graphql';

/** The filters a saved alert holds, in the list's terms (nulls left out). */
export function filterOfAlert(alert: JobAlertItem): JobFilterValues {
  const values: JobFilterValues = {
    type: alert.type ?? undefined,
    workplaceId: alert.workplaceId ?? undefined,
    positionId: alert.positionId ?? undefined,
    cityId: alert.cityId ?? undefined,
    regionId: alert.regionId ?? undefined,
    salaryMin: alert.salaryMin ?? undefined,
    salaryPeriod: alert.salaryMin != null ? (alert.salaryPeriod ?? undefined) : undefined,
    text: alert.text ?? undefined,
  };
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as JobFilterValues;
}

/** Whether an alert keeps exactly these filters (words compared as the server does). */
export function alertHasFilter(alert: JobAlertItem, filter: JobFilterValues): boolean {
  const saved = filterOfAlert(alert);
  const keys = new Set([...Object.keys(saved), ...Object.keys(filter)]) as Set<
    keyof JobFilterValues
  >;
  return [...keys].every((key) => {
    const [a, b] = [saved[key], filter[key]];
    return key === 'text'
      ? (a as string | undefined)?.toLowerCase() === (b as string | undefined)?.toLowerCase()
      : a === b;
  });
}
