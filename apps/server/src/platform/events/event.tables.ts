import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../db/columns';

/** Every state change: the audit log, and after commit the feed for live updates. */
export const event = pgTable(
  'event',
  {
    id: uuid().primaryKey(),
    actorId: text(),
    entity: text().notNull(),
    entityId: text().notNull(),
    action: text().notNull(),
    values: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    ip: text(),
    requestId: text(),
    ...timestamps,
  },
  (table) => [
    index().on(table.entity, table.entityId),
    index().on(table.createdAt),
    // The audit log's filters by entity and by user, each read newest first.
    index().on(table.entity, table.createdAt),
    index().on(table.actorId, table.createdAt),
    // The notifications catch-up reads the recent events that ask to notify, and only those.
    index('event_notify_created_at_index')
      .on(table.createdAt)
      .where(sql`${table.values} -> 'notify' is not null`),
  ],
);
