import { z } from 'zod';

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
      method: z.enum(['linkedin', 'whatsapp', 'twitter', 'copy']),
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
