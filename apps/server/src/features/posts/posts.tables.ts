import { index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../platform/auth/auth.tables';
import { timestamps } from '../../platform/db/columns';
import type { PostKind } from './posts';

/**
 * An author's edit of an accepted post, waiting for a moderator while the accepted version
 * stays public (ADR 0021): at most one per post, whatever its kind. `values` are the columns
 * of the kind's table that the edit changes, as JSON (text, numbers, booleans, calendar-date
 * strings: no kind edits a timestamp); accepting writes them to the post. `createdAt` is when
 * the edit was first sent, `updatedAt` when it was last changed.
 */
export const postRevision = pgTable(
  'post_revision',
  {
    kind: text().$type<PostKind>().notNull(),
    postId: uuid().notNull(),
    createdBy: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    values: jsonb().$type<Record<string, unknown>>().notNull(),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.postId] }),
    index('post_revision_created_by_index').on(table.createdBy),
  ],
);

export type PostRevision = typeof postRevision.$inferSelect;
