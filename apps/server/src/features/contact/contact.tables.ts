import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    /** When someone who handles the messages first opened it (or marked it read); null: unread. */
    readAt: timestamp({ withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (table) => [
    index().on(table.createdAt, table.id),
    // The admin home counts the unread ones, and the list's filter reads them, without the rest.
    index('contact_unread_index')
      .on(table.createdAt)
      .where(sql`${table.readAt} is null`),
  ],
);

export type Contact = typeof contact.$inferSelect;
