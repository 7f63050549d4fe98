import type { LocalizedText } from '@dawa/shared/notifications';
import { boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../platform/auth/auth.tables';
import { timestamps } from '../../platform/db/columns';

/** A daily offer (SPEC §3): bilingual title and description. */
export const offer = pgTable(
  'offer',
  {
    id: uuid().primaryKey(),
    title: jsonb().$type<LocalizedText>().notNull(),
    description: jsonb().$type<LocalizedText>().notNull(),
    createdBy: text().references(() => user.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('offer_created_at_index').on(
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);

/**
 * Per-user preferences kept beside better-auth's generated `user` table. A missing row means
 * the defaults (subscribed to offers: SPEC §7 header `offer-subscribed: true`).
 */
export const userPreference = pgTable('user_preference', {
  userId: text()
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  offerSubscribed: boolean().notNull().default(true),
  ...timestamps,
});

export type Offer = typeof offer.$inferSelect;
