import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/columns';

/**
 * Remote settings (SPEC §7 "setting/job", "setting/property"): one JSON value per key, e.g.
 * `quota.prescription` = 3. A missing row means the code's default.
 */
export const setting = pgTable('setting', {
  key: text().primaryKey(),
  value: jsonb().$type<unknown>().notNull(),
  ...timestamps,
});

export type Setting = typeof setting.$inferSelect;
