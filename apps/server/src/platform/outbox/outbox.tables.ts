import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../db/columns';

export const OUTBOX_CHANNELS = ['mail', 'sms'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/**
 * pending: waits for the dispatcher; sent: accepted by the SMTP server or webhook;
 * failed: gave up; captured: no transport is configured, so it only shows in the dev mailbox.
 */
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed', 'captured'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export interface MailPayload {
  subject: string;
  text: string;
  html?: string;
}

export interface SmsPayload {
  text: string;
}

/** A literal list for a check constraint (DDL cannot take parameters). */
const oneOf = (values: readonly string[]) => sql.raw(`(${values.map((v) => `'${v}'`).join(', ')})`);

/** Mail and SMS waiting to be sent, or already sent: written in the transaction of the change. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid().primaryKey(),
    channel: text({ enum: OUTBOX_CHANNELS }).notNull(),
    recipient: text().notNull(),
    payload: jsonb().$type<MailPayload | SmsPayload>().notNull(),
    status: text({ enum: OUTBOX_STATUSES }).notNull(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (table) => [
    check('outbox_channel_check', sql`${table.channel} in ${oneOf(OUTBOX_CHANNELS)}`),
    check('outbox_status_check', sql`${table.status} in ${oneOf(OUTBOX_STATUSES)}`),
    // The dispatcher's query; sent and captured rows pile up and must not slow it down.
    index('outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

export type OutboxRow = typeof outbox.$inferSelect;
