import { z } from 'zod';
import { addDays, isCalendarDate } from './time';

/**
 * Analytics events of SPEC §7, with the parameters each carries. The web app's `track()`
 * is typed from these and the server validates against the same schemas.
 */
const shortText = z.string().trim().min(1).max(120);

export const analyticsParamsSchemas = {
  app_open: z.object({}).strict(),
  screen_view: z.union([
    z.object({ screenName: shortText, screenClass: shortText }).strict(),
    z.object({ promotionId: shortText, promotionName: shortText }).strict(),
  ]),
  drug_filter: z
    .object({ searchBy: z.enum(['tradeName', 'genericName', 'company', 'newPrice']) })
    .strict(),
  button_click: z.object({ button: z.enum(['similarities', 'alternatives']) }).strict(),
  sign_up: z.object({ method: shortText }).strict(),
  login: z.object({ method: shortText }).strict(),
  share: z
    .object({
      contentType: shortText,
      itemId: shortText,
      // `system`: the phone's own share sheet (Web Share API), whichever app was picked there.
      method: z.enum(['linkedin', 'whatsapp', 'twitter', 'copy', 'system']),
    })
    .strict(),
  /**
   * The app was installed (issue #18): through Dawa's Install button (`prompt`) or the
   * browser's own menu or banner (`browser`).
   */
  app_install: z.object({ method: z.enum(['prompt', 'browser']) }).strict(),
} as const;

export type AnalyticsEventName = keyof typeof analyticsParamsSchemas;
export type AnalyticsParams<N extends AnalyticsEventName> = z.infer<
  (typeof analyticsParamsSchemas)[N]
>;

export const ANALYTICS_EVENT_NAMES = Object.keys(analyticsParamsSchemas) as [
  AnalyticsEventName,
  ...AnalyticsEventName[],
];

export function isAnalyticsEventName(value: unknown): value is AnalyticsEventName {
  return typeof value === 'string' && Object.hasOwn(analyticsParamsSchemas, value);
}

export const anonymousIdSchema = z.uuid();

/** The dashboard's longest range: a year (and a day, for leap years), one query's worth. */
export const DASHBOARD_MAX_DAYS = 366;
/** The range the dashboard opens with: the last 30 days, today included. */
export const DASHBOARD_DEFAULT_DAYS = 30;

/**
 * The admin dashboard's date range: Cairo calendar days (ARCHITECTURE §4), both included. The
 * server checks it and the web reads it from the URL with the same rules.
 */
export const dashboardRangeSchema = z
  .object({
    from: z.string().refine(isCalendarDate, 'invalid'),
    to: z.string().refine(isCalendarDate, 'invalid'),
  })
  .refine((range) => range.from <= range.to, { path: ['to'], message: 'invalid' })
  .refine(
    (range) =>
      !isCalendarDate(range.from) || range.to <= addDays(range.from, DASHBOARD_MAX_DAYS - 1),
    {
      path: ['to'],
      message: 'invalid',
    },
  );
export type DashboardRange = z.infer<typeof dashboardRangeSchema>;

/** The last `DASHBOARD_DEFAULT_DAYS` days up to `today` (a Cairo date). */
export function defaultDashboardRange(today: string): DashboardRange {
  return { from: addDays(today, 1 - DASHBOARD_DEFAULT_DAYS), to: today };
}

/** Every day of a range, in order. */
export function daysOf(range: DashboardRange): string[] {
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day);
  return days;
}
