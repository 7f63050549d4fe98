import type { LocalizedText } from '@dawa/shared/notifications';
import type { DeactivationCategory } from '@dawa/shared/reference';
import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/columns';

/**
 * Reference data (SPEC §3), each list a table of its own so that posts point at it with real
 * foreign keys. Ids are stable slugs (`giza`, `giza.dokki`) for the seeded rows, so links,
 * filters in URLs and saved job alerts stay readable; rows added later by the back office
 * get generated ids. `index` is the display order; a `hidden` entry is left out of the pickers
 * of new posts but still named on the posts that point at it.
 */
const item = {
  id: text().primaryKey(),
  name: jsonb().$type<LocalizedText>().notNull(),
  index: integer().notNull(),
  hidden: boolean().notNull().default(false),
  ...timestamps,
};

/** A governorate. */
export const city = pgTable('city', item, (table) => [index().on(table.index)]);

/** A district of a governorate (SPEC §3: city's sub-collection regions). */
export const region = pgTable(
  'region',
  {
    ...item,
    cityId: text()
      .notNull()
      .references(() => city.id, { onDelete: 'restrict' }),
  },
  (table) => [index().on(table.cityId, table.index)],
);

/** Where a job is: community pharmacy, hospital, company, … */
export const workplace = pgTable('workplace', item, (table) => [index().on(table.index)]);

/** What a job is: pharmacist, assistant, medical representative, … */
export const jobPosition = pgTable('job_position', item, (table) => [index().on(table.index)]);

/** What a facility is: pharmacy, medical supplies store, clinic, laboratory, … */
export const facilityType = pgTable('facility_type', item, (table) => [index().on(table.index)]);

/** What a facility ad is for: sale, rent or a purchase request (SPEC §3 facilityListedFor). */
export const facilityListedFor = pgTable('facility_listed_for', item, (table) => [
  index().on(table.index),
]);

/** Why a moderator took a job or facility ad down, per category of post. */
export const deactivationReason = pgTable(
  'deactivation_reason',
  { ...item, category: text().$type<DeactivationCategory>().notNull() },
  (table) => [index().on(table.category, table.index)],
);
