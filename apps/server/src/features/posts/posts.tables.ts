import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';
import { user } from '../../platform/auth/auth.tables';
import { timestamps } from '../../platform/db/columns';
import { deactivationReason } from '../reference/reference.tables';
import type { PostKind, PostStatus } from './posts';

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

/**
 * The columns every post kind's table has (ADR 0011, `PostTable`): its author, its review
 * status, its on/off switch and the timestamps.
 */
export function postColumns() {
  return {
    createdBy: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    postStatus: text().$type<PostStatus>().notNull().default('pending'),
    isActive: boolean().notNull().default(true),
    ...timestamps,
  };
}

/**
 * The columns of an ad kind (jobs, facilities) with `postColumns`: `publishedAt`, set when a
 * moderator accepts it, which orders the public list (SPEC §7); `alertedAt`, when the saved
 * alerts matching it were told of it (set on its first publication, cleared when its owner
 * activates it again: an edit does not tell anyone twice); and the reason of the reference data
 * it was taken down for.
 */
export function adColumns() {
  return {
    publishedAt: timestamp({ withTimezone: true, mode: 'date' }),
    alertedAt: timestamp({ withTimezone: true, mode: 'date' }),
    deactivationReasonId: text().references(() => deactivationReason.id),
    ...postColumns(),
  };
}

/** The columns of an ad table that its indexes use. */
interface AdIndexed {
  id: ExtraConfigColumn;
  publishedAt: ExtraConfigColumn;
  postStatus: ExtraConfigColumn;
  createdBy: ExtraConfigColumn;
  createdAt: ExtraConfigColumn;
}

/**
 * The public list's order, newest published first: DESC NULLS FIRST, as ORDER BY … DESC
 * means; an index in any other null order cannot give the list its order (ADR 0009).
 */
export function newestPublished(table: AdIndexed) {
  return [table.publishedAt.desc().nullsFirst(), table.id.desc().nullsFirst()] as const;
}

/**
 * The indexes of an ad table besides its public list's: the moderation queue's (`<name>_pending_index`)
 * and its owner's list's (`<name>_owner_index`), newest created first.
 */
export function adOwnIndexes(name: string, table: AdIndexed) {
  return [
    index(`${name}_pending_index`).on(table.postStatus, table.createdAt.desc(), table.id.desc()),
    index(`${name}_owner_index`).on(table.createdBy, table.createdAt.desc(), table.id.desc()),
  ];
}
