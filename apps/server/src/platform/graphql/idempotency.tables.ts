import { index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamps } from '../db/columns';

/**
 * A mutation request sent with an `Idempotency-Key`: claimed in the transaction of its first
 * write, then its answer, replayed to a retry with the same key for 24 hours.
 */
export const idempotentRequest = pgTable(
  'idempotent_request',
  {
    /** `user:<id>` when signed in, else `ip:<address>`: a key is the caller's own. */
    caller: text().notNull(),
    key: text().notNull(),
    /** The request the key was first used for: a different one with the same key is refused. */
    requestHash: text().notNull(),
    /** The answer as sent (data and masked errors); null while the first request runs. */
    answer: jsonb().$type<StoredAnswer>(),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.caller, table.key] }), index().on(table.createdAt)],
);

export interface StoredAnswer {
  data?: unknown;
  errors?: { message: string; path?: readonly (string | number)[]; extensions?: object }[];
}
