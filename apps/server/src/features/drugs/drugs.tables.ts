import { sql } from 'drizzle-orm';
import {
  date,
  index,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from '../../platform/auth/auth.tables';
import { timestamps } from '../../platform/db/columns';
import type { DrugTermKind } from './drugs.vocabulary';

const money = () => numeric({ precision: 12, scale: 2, mode: 'number' });
const textList = () =>
  text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/** The drug catalogue (SPEC §3 Drug). Searched from memory; this table is the source of truth. */
export const drug = pgTable('drug', {
  id: uuid().primaryKey(),
  tradeName: text().notNull(),
  arabicName: text(),
  genericNames: textList(),
  companies: textList(),
  /** Route / dosage form. */
  routes: textList(),
  /** What alternatives are matched on. */
  pharmacologicalUses: textList(),
  category: text(),
  /** Mechanism of action / additional information; paragraphs separated by blank lines. */
  mechanismOfAction: text(),
  barcode: text(),
  price: money().notNull(),
  oldPrice: money(),
  ...timestamps,
});

export type Drug = typeof drug.$inferSelect;

/**
 * The Arabic labels of the drugs' controlled vocabularies (route / dosage form, class), one
 * row per English value (by its normalised key). Seeded for the demo catalogue and the common
 * values of the price list (drugs.seed.ts); the back office is to edit them.
 */
export const drugVocabulary = pgTable(
  'drug_vocabulary',
  {
    id: uuid().primaryKey(),
    kind: text().$type<DrugTermKind>().notNull(),
    /** The value as the data writes it, e.g. `ANTIBIOTIC.QUINOLONE`. */
    english: text().notNull(),
    /** `termKey(english)`: what a drug's value is matched on. */
    key: text().notNull(),
    arabic: text().notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex().on(table.kind, table.key)],
);

/** Every price change, so an old price is never lost. */
export const drugPriceChange = pgTable(
  'drug_price_change',
  {
    id: uuid().primaryKey(),
    drugId: uuid()
      .notNull()
      .references(() => drug.id, { onDelete: 'cascade' }),
    previousPrice: money().notNull(),
    price: money().notNull(),
    actorId: text(),
    ...timestamps,
  },
  (table) => [index().on(table.drugId, table.createdAt)],
);

/**
 * A signed-in user follows a drug's price: each change of it (import or admin edit) tells them
 * (a `drugPrice` notification). The primary key lists a user's drugs; the drug index finds the
 * followers of changed drugs.
 */
export const drugFollow = pgTable(
  'drug_follow',
  {
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    drugId: uuid()
      .notNull()
      .references(() => drug.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.drugId] }),
    index().on(table.drugId, table.userId),
  ],
);

/**
 * A search that led to opening a drug, counted once per visitor and day (signed-in user or
 * anonymous id), for the most-searched list.
 */
export const drugSearchHit = pgTable(
  'drug_search_hit',
  {
    id: uuid().primaryKey(),
    drugId: uuid()
      .notNull()
      .references(() => drug.id, { onDelete: 'cascade' }),
    visitor: text().notNull(),
    day: date({ mode: 'string' }).notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex().on(table.drugId, table.visitor, table.day),
    index().on(table.day, table.drugId),
  ],
);
