import { z } from 'zod';
import { emailSchema } from './contactInput';
import { wholeNumber } from './fields';
import { FACILITY_QUOTA_DEFAULT, FACILITY_QUOTA_SETTING } from './facilities';
import { JOB_QUOTA_DEFAULT, JOB_QUOTA_SETTING } from './jobs';
import { PRESCRIPTION_QUOTA_DEFAULT, PRESCRIPTION_QUOTA_SETTING } from './prescriptions';
import { THEME_PRESETS } from './themes';

/** The admin settings page (issue #16 point 3): theme, monthly quotas and support settings. */

/** The setting holding the site's theme preset (SPEC §3 "Settings theme"). */
export const THEME_SETTING = 'theme';
/** The setting holding the saved support settings; missing fields fall back to the server's env. */
export const SUPPORT_SETTING = 'support';
/** SPEC §4: saving settings reloads the page after a delay (not given; this one reads the toast). */
export const SETTINGS_RELOAD_DELAY_MS = 1500;

export const themeInputSchema = z.object({
  theme: z.enum(THEME_PRESETS, { error: 'invalid' }),
});
export type ThemeInput = z.infer<typeof themeInputSchema>;

/** The quotas the page edits, each with the setting the add guards and services read. */
export const QUOTAS = {
  prescription: { setting: PRESCRIPTION_QUOTA_SETTING, defaultLimit: PRESCRIPTION_QUOTA_DEFAULT },
  job: { setting: JOB_QUOTA_SETTING, defaultLimit: JOB_QUOTA_DEFAULT },
  facility: { setting: FACILITY_QUOTA_SETTING, defaultLimit: FACILITY_QUOTA_DEFAULT },
} as const;
export type QuotaKind = keyof typeof QUOTAS;
export const QUOTA_KINDS = Object.keys(QUOTAS) as QuotaKind[];

/** A monthly quota: 0 (no one may add) up to this many a month. */
export const QUOTA_MIN = 0;
export const QUOTA_MAX = 10_000;
/** SPEC §5 "number bounds": a whole number in the range, said with the bounds. */
export const quotaSchema = wholeNumber(QUOTA_MIN, QUOTA_MAX, 'numberRange');

export const quotasInputSchema = z.object({
  prescription: quotaSchema,
  job: quotaSchema,
  facility: quotaSchema,
});
export type QuotasInput = z.infer<typeof quotasInputSchema>;

export const SUPPORT_TEXT_MAX = 120;
const URL_MAX = 500;

const companyName = z
  .string({ error: 'invalidCompanyName' })
  .trim()
  .min(1, { error: 'invalidCompanyName' })
  .max(SUPPORT_TEXT_MAX, { error: 'invalidCompanyName' });
/** An absolute http(s) link (a social profile or an app store page). */
const link = z
  .string({ error: 'invalidUrl' })
  .trim()
  .max(URL_MAX, { error: 'invalidUrl' })
  .regex(/^https?:\/\/[^\s/$.?#][^\s]*$/i, { error: 'invalidUrl' });

/** SPEC §3 "Support settings": the support e-mail, the company's name, social and store links. */
export const supportInputSchema = z.object({
  email: emailSchema,
  companyEn: companyName,
  companyAr: companyName,
  facebookUrl: link,
  twitterUrl: link,
  linkedinUrl: link,
  instagramUrl: link,
  appStoreUrl: link,
  googlePlayUrl: link,
});
export type SupportInput = z.infer<typeof supportInputSchema>;
export const SUPPORT_FIELDS = Object.keys(supportInputSchema.shape) as (keyof SupportInput)[];
