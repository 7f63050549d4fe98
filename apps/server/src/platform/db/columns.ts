import { timestamp } from 'drizzle-orm/pg-core';

/**
 * Every table carries these (ARCHITECTURE §4). Set by the app with millisecond precision,
 * like JavaScript dates, so a page cursor built from a row matches that row exactly.
 */
export const timestamps = {
  createdAt: timestamp({ withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$defaultFn(() => new Date()),
  updatedAt: timestamp({ withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$defaultFn(() => new Date())
    .$onUpdate(() => new Date()),
};
