import type { AlertFilterOf, AlertKind, AlertOf } from './alerts.graphql';

/** Filters as a list holds them: each one set, none null. */
export type SetFilters<F> = { [P in keyof F]?: Exclude<F[P], null> };

/** The filters a saved alert holds (its id left out, and each null: any). */
export function filterOfAlert<K extends AlertKind>(
  alert: AlertOf<K>,
): SetFilters<AlertFilterOf<K>> {
  return Object.fromEntries(
    Object.entries(alert).filter(
      ([key, value]) => key !== 'id' && key !== '__typename' && value !== null,
    ),
  ) as SetFilters<AlertFilterOf<K>>;
}

/** Whether an alert keeps exactly these filters (words compared as the server does). */
export function alertHasFilter<K extends AlertKind>(
  alert: AlertOf<K>,
  filter: SetFilters<AlertFilterOf<K>>,
): boolean {
  const saved: Record<string, unknown> = filterOfAlert(alert);
  const wanted: Record<string, unknown> = filter;
  const same = (a: unknown, b: unknown) =>
    typeof a === 'string' && typeof b === 'string' ? a.toLowerCase() === b.toLowerCase() : a === b;
  const keys = new Set([...Object.keys(saved), ...Object.keys(wanted)]);
  return [...keys].every((key) => same(saved[key], wanted[key] ?? undefined));
}
