import type {
  LocalizedText,
  NotificationStatus,
  NotificationType,
} from '@dawa/shared/notifications';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from '../../platform/auth/auth.tables';
import { timestamps } from '../../platform/db/columns';

/**
 * A notification of one user (SPEC §3). `sourceEventId` is the event that caused it: with the
 * unique index on (sourceEventId, userId), every server process may consume the same bus event
 * and only one row is created. `pushedAt` is claimed by the one process that sends the web push.
 */
export const notification = pgTable(
  'notification',
  {
    id: uuid().primaryKey(),
    /** The recipient. */
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    type: text().$type<NotificationType>().notNull(),
    status: text().$type<NotificationStatus>().notNull().default('unread'),
    /** SPEC `new`: not yet shown as a toast. */
    isNew: boolean().notNull().default(true),
    /** The prescription, offer, job or facility it points to. */
    postId: text(),
    /** Who caused it; null for the system (or a deleted user). */
    createdBy: text().references(() => user.id, { onDelete: 'set null' }),
    title: jsonb().$type<LocalizedText>().notNull(),
    description: jsonb().$type<LocalizedText>(),
    sourceEventId: uuid(),
    pushedAt: timestamp({ withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (table) => [
    index('notification_user_created_at_index').on(
      table.userId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('notification_user_status_index').on(table.userId, table.status),
    // The dashboard's notifications sent per day reads a range of days.
    index('notification_created_at_index').on(table.createdAt),
    uniqueIndex('notification_source_event_user_index')
      .on(table.sourceEventId, table.userId)
      .where(sql`${table.sourceEventId} is not null`),
  ],
);

export type Notification = typeof notification.$inferSelect;

/**
 * Events whose notifications are all made. A process that dies between commit and publish, or
 * a publish while Redis is away, leaves a `notify` event without its row here: every process's
 * catch-up sweep finds it in the `event` table and fans it out (idempotent, like the bus path).
 */
export const notifiedEvent = pgTable('notified_event', {
  eventId: uuid().primaryKey(),
  ...timestamps,
});
