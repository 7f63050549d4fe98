import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { Language } from '@dawa/shared/language';
import { timestamps } from '../../platform/db/columns';

/** Messages sent through the contact-us form. */
export const contact = pgTable(
  'contact',
  {
    id: uuid().primaryKey(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    message: text().notNull(),
    language: text().$type<Language>().notNull(),
    ip: text(),
    ...timestamps,
  },
  (table) => [index().on(table.createdAt, table.id)],
);

export type Contact = typeof contact.$inferSelect;
