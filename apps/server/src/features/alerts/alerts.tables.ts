import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../platform/auth/auth.tables';
import { timestamps } from '../../platform/db/columns';
import type { PostKind } from '../posts/posts';

/**
 * A saved alert of any post kind (ADR 0026): a list's filters, kept as the kind's filter
 * schema parsed them (`filter`, each left-out field null), and the same filters in one
 * canonical text (`filterKey`), so saving them twice keeps one alert per user and kind.
 * `scope` is the filter's value of the kind's indexed field (the governorate), null for any:
 * an accepted post reads only the alerts of its own scope and those without one.
 */
export const postAlert = pgTable(
  'post_alert',
  {
    id: uuid().primaryKey(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text().$type<PostKind>().notNull(),
    filter: jsonb().$type<Record<string, unknown>>().notNull(),
    filterKey: text().notNull(),
    scope: text(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('post_alert_user_filter_index').on(table.userId, table.kind, table.filterKey),
    index('post_alert_user_created_at_index').on(
      table.userId,
      table.kind,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('post_alert_scope_index').on(table.kind, table.scope),
  ],
);

export type PostAlert = typeof postAlert.$inferSelect;
