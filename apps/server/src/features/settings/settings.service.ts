import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/db';
import { setting } from './settings.tables';

/**
 * The value of a setting, or `fallback` when it is not set or not of the expected shape
 * (`schema`, or by default the same JSON type as `fallback`), so a bad value in the table
 * never breaks a feature.
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
 * Stores a setting (inside the caller's transaction; the caller records the change). Admin
 * editing comes later; tests and seeds use this.
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
