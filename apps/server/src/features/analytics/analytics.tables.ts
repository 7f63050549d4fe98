import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AnalyticsEventName } from '@dawa/shared/analytics';
import type { Language } from '@dawa/shared/language';
import { timestamps } from '../../platform/db/columns';

/** What visitors do (SPEC §7 analytics events): the data the admin charts read. */
export const analyticsEvent = pgTable(
  'analytics_event',
  {
    id: uuid().primaryKey(),
    name: text().$type<AnalyticsEventName>().notNull(),
    params: jsonb().$type<Record<string, unknown>>().notNull(),
    anonymousId: text().notNull(),
    userId: text(),
    language: text().$type<Language>().notNull(),
    occurredAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    ...timestamps,
  },
  (table) => [
    index().on(table.name, table.occurredAt),
    index().on(table.userId),
    // The dashboard reads every event of a range of days.
    index().on(table.occurredAt),
  ],
);
