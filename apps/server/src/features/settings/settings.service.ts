import {
  QUOTA_KINDS,
  QUOTA_MAX,
  QUOTA_MIN,
  QUOTAS,
  SUPPORT_SETTING,
  THEME_SETTING,
  quotaSchema,
  quotasInputSchema,
  supportInputSchema,
  themeInputSchema,
  type QuotasInput,
  type SupportInput,
} from '@dawa/shared/settings';
import { DEFAULT_THEME, THEME_PRESETS, type ThemePreset } from '@dawa/shared/themes';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../../platform/config/config';
import type { Db } from '../../platform/db/db';
import { AppError, parseInput, requireAccess } from '../../platform/errors';
import type { Actor } from '../../platform/events/events';
import type { Viewer } from '../../platform/graphql/context';
import type { Platform } from '../../platform/platform';
import { setting } from './settings.tables';

/**
 * The value of a setting, or `fallback` when it is not set or not of the expected shape
 * (`schema`, or by default the same JSON type as `fallback`), so a bad value in the table
 * never breaks a feature. Read from the database each time, never cached: a change made
 * through one instance applies at once on every other.
 */
export async function getSetting<T>(
  db: Db,
  key: string,
  fallback: T,
  schema?: z.ZodType<T>,
): Promise<T> {
  const [row] = await db.select({ value: setting.value }).from(setting).where(eq(setting.key, key));
  if (!row) return fallback;
  if (schema) {
    const parsed = schema.safeParse(row.value);
    return parsed.success ? parsed.data : fallback;
  }
  return sameJsonType(row.value, fallback) ? (row.value as T) : fallback;
}

function sameJsonType(value: unknown, fallback: unknown): boolean {
  if (fallback === null) return value === null;
  if (Array.isArray(fallback)) return Array.isArray(value);
  return typeof value === typeof fallback && value !== null && !Array.isArray(value);
}

/**
 * Stores a setting (inside the caller's transaction; the caller records the change). The
 * admin settings page writes through the `update*` functions below; tests and seeds use this.
 */
export async function putSetting(db: Db, key: string, value: unknown): Promise<void> {
  await db
    .insert(setting)
    .values({ key, value })
    .onConflictDoUpdate({
      target: setting.key,
      set: { value: sql`excluded.value`, updatedAt: new Date() },
    });
}

/** The site's theme preset (SPEC §3 "Settings theme"); `default` when none is saved. */
export function readTheme(db: Db): Promise<ThemePreset> {
  return getSetting(db, THEME_SETTING, DEFAULT_THEME, z.enum(THEME_PRESETS));
}

/** The monthly quotas the add guards and the creating services enforce. */
export async function readQuotas(db: Db): Promise<QuotasInput> {
  const quotas: Partial<QuotasInput> = {};
  // One after another: inside a transaction the queries share one connection.
  for (const kind of QUOTA_KINDS) {
    const { setting: key, defaultLimit } = QUOTAS[kind];
    quotas[kind] = await getSetting(db, key, defaultLimit, quotaSchema);
  }
  return quotas as QuotasInput;
}

/** The support settings from the environment: what shows until an owner saves others. */
export function supportDefaults(config: Config): SupportInput {
  return {
    email: config.SUPPORT_EMAIL,
    companyEn: config.SUPPORT_COMPANY,
    companyAr: config.SUPPORT_COMPANY_AR,
    facebookUrl: config.SOCIAL_FACEBOOK_URL,
    twitterUrl: config.SOCIAL_TWITTER_URL,
    linkedinUrl: config.SOCIAL_LINKEDIN_URL,
    instagramUrl: config.SOCIAL_INSTAGRAM_URL,
    appStoreUrl: config.APP_STORE_URL,
    googlePlayUrl: config.GOOGLE_PLAY_URL,
  };
}

/** SPEC §3 "Support settings": the saved ones over the environment's defaults. */
export async function readSupport(platform: Platform, db: Db = platform.database.db) {
  const saved = await getSetting(db, SUPPORT_SETTING, {}, supportInputSchema.partial());
  return { ...supportDefaults(platform.config), ...saved };
}

export interface AdminSettings {
  theme: ThemePreset;
  quotas: QuotasInput;
  support: SupportInput;
}

async function readAll(platform: Platform, db: Db): Promise<AdminSettings> {
  // One after another: inside a transaction the queries share one connection.
  const theme = await readTheme(db);
  const quotas = await readQuotas(db);
  const support = await readSupport(platform, db);
  return { theme, quotas, support };
}

/** The settings page's values; the `settings` section (owner). */
export function adminSettings(platform: Platform, viewer: Viewer | null): Promise<AdminSettings> {
  requireAccess(viewer, 'settings', 'read');
  return readAll(platform, platform.database.db);
}

export interface SettingsRequest {
  viewer: Viewer | null;
  actor: Actor;
}

/** parseInput, with the bounds the `numberRange` message names (SPEC §5 number bounds). */
function parseQuotas(input: unknown): QuotasInput {
  try {
    return parseInput(quotasInputSchema, input);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    throw new AppError(
      error.code,
      error.message,
      error.fieldErrors.map((fieldError) =>
        fieldError.message === 'numberRange'
          ? { ...fieldError, params: { min: QUOTA_MIN, max: QUOTA_MAX } }
          : fieldError,
      ),
    );
  }
}

/**
 * Saves one section of the settings in one transaction with its audit event (before and
 * after), and answers all the settings as they now are.
 */
async function saveSection<K extends keyof AdminSettings>(
  platform: Platform,
  request: SettingsRequest,
  section: K,
  value: AdminSettings[K],
  write: (tx: Db, value: AdminSettings[K]) => Promise<void>,
): Promise<AdminSettings> {
  requireAccess(request.viewer, 'settings', 'write');
  return platform.transact(request.actor, async (tx, record) => {
    const before = await readAll(platform, tx);
    await write(tx, value);
    await record({
      entity: 'setting',
      entityId: section,
      action: 'update',
      values: { before: before[section], after: value },
    });
    return { ...before, [section]: value };
  });
}

export function updateTheme(
  platform: Platform,
  request: SettingsRequest,
  input: unknown,
): Promise<AdminSettings> {
  requireAccess(request.viewer, 'settings', 'write');
  const { theme } = parseInput(themeInputSchema, input);
  return saveSection(platform, request, 'theme', theme, (tx, value) =>
    putSetting(tx, THEME_SETTING, value),
  );
}

/** The quotas apply to the next add guard and create on every instance: nothing caches them. */
export function updateQuotas(
  platform: Platform,
  request: SettingsRequest,
  input: unknown,
): Promise<AdminSettings> {
  requireAccess(request.viewer, 'settings', 'write');
  const quotas = parseQuotas(input);
  return saveSection(platform, request, 'quotas', quotas, async (tx, value) => {
    for (const kind of QUOTA_KINDS) await putSetting(tx, QUOTAS[kind].setting, value[kind]);
  });
}

export function updateSupport(
  platform: Platform,
  request: SettingsRequest,
  input: unknown,
): Promise<AdminSettings> {
  requireAccess(request.viewer, 'settings', 'write');
  const support = parseInput(supportInputSchema, input);
  return saveSection(platform, request, 'support', support, (tx, value) =>
    putSetting(tx, SUPPORT_SETTING, value),
  );
}
