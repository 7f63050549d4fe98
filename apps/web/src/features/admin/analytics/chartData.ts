import { addDays, isCalendarDate } from '@dawa/shared/time';
import {
  DASHBOARD_MAX_DAYS,
  dashboardRangeSchema,
  defaultDashboardRange,
  type DashboardRange,
} from '@dawa/shared/analytics';

/** One line or one stack of bars: a value for every day of the range. */
export interface Series {
  key: string;
  values: number[];
}

/**
 * Daily rows (`day`, `key`, `count`) as one series per key, with a value for every day (0 where
 * a day has no row). Keys keep the order of `keys`, then the others by their total, largest
 * first.
 */
export function dailySeries(
  days: readonly string[],
  rows: readonly { day: string; key: string; count: number }[],
  keys: readonly string[] = [],
): Series[] {
  const index = new Map(days.map((day, position) => [day, position]));
  const byKey = new Map<string, number[]>(keys.map((key) => [key, days.map(() => 0)]));
  for (const row of rows) {
    const position = index.get(row.day);
    if (position === undefined) continue;
    let values = byKey.get(row.key);
    if (!values) {
      values = days.map(() => 0);
      byKey.set(row.key, values);
    }
    values[position] = (values[position] ?? 0) + row.count;
  }
  const fixed = keys.map((key) => ({ key, values: byKey.get(key) ?? [] }));
  const others = [...byKey]
    .filter(([key]) => !keys.includes(key))
    .map(([key, values]) => ({ key, values }))
    .sort((a, b) => sum(b.values) - sum(a.values));
  return [...fixed, ...others];
}

export const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The top of a value axis and its ticks: a round step (1, 2 or 5 times a power of ten) so that
 * about `count` steps reach `max`; at least 1, so an empty chart still has an axis.
 */
export function axisTicks(max: number, count = 4): number[] {
  const rough = Math.max(max, 1) / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((value) => value >= rough) ?? 1;
  const safeStep = Math.max(1, step);
  const top = Math.max(safeStep, Math.ceil(max / safeStep) * safeStep);
  const ticks: number[] = [];
  for (let tick = 0; tick <= top; tick += safeStep) ticks.push(tick);
  return ticks;
}

/** Which days get a label on the time axis: about `count`, evenly spaced, the last always. */
export function labelledDays(dayCount: number, count = 6): Set<number> {
  const every = Math.max(1, Math.ceil(dayCount / count));
  const labelled = new Set<number>();
  for (let position = dayCount - 1; position >= 0; position -= every) labelled.add(position);
  return labelled;
}

/** The range the URL asks for (`?from=&to=`), or the last 30 days when it asks for none valid. */
export function rangeFromParams(params: URLSearchParams, today: string): DashboardRange {
  const parsed = dashboardRangeSchema.safeParse({
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  });
  return parsed.success ? parsed.data : defaultDashboardRange(today);
}

/** A range whose ends were typed: in order, and cut to the longest range from its start. */
export function rangeFromInputs(from: string, to: string, current: DashboardRange): DashboardRange {
  const start = isCalendarDate(from) ? from : current.from;
  let end = isCalendarDate(to) ? to : current.to;
  if (end < start) end = start;
  const last = addDays(start, DASHBOARD_MAX_DAYS - 1);
  return { from: start, to: end > last ? last : end };
}
