import type { UploadFormat, UploadPurpose } from '@dawa/shared/uploads';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../platform/auth/auth.tables';
import { timestamps } from '../../platform/db/columns';

/**
 * An uploaded file (SPEC §3 "Uploaded file"): an image re-encoded to WebP with a thumbnail, or a
 * checked PDF stored as sent (purposes that take documents, ADR 0037 amendment). It is
 * unclaimed until a record takes it with `claimUpload` (`attachedTo` set); unclaimed ones
 * can be dropped after a while.
 */
export const upload = pgTable(
  'upload',
  {
    id: uuid().primaryKey(),
    ownerId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    purpose: text().$type<UploadPurpose>().notNull(),
    /** Storage keys; served at `/files/<key>`. `imageKey` is the file's, a PDF's too. */
    imageKey: text().notNull(),
    /** Null for a document: it has no picture. */
    thumbnailKey: text(),
    /** Of the stored image; null for a document. */
    width: integer(),
    height: integer(),
    /** Bytes of the stored file. */
    size: integer().notNull(),
    contentType: text().notNull(),
    /** What was sent: the detected format, its size in bytes and the file name given. */
    originalFormat: text().$type<UploadFormat>().notNull(),
    originalSize: integer().notNull(),
    originalName: text(),
    /** The record that uses it, as `<entity>:<id>` (e.g. `prescription:<uuid>`); null = unclaimed. */
    attachedTo: text(),
    attachedAt: timestamp({ withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (table) => [
    index().on(table.ownerId, table.createdAt),
    // `/files/uploads/…` finds the upload of a file to decide who may see it.
    uniqueIndex().on(table.imageKey),
    uniqueIndex().on(table.thumbnailKey),
    index().on(table.attachedTo),
    // The cleanup looks for old unclaimed uploads only.
    index('upload_unclaimed_created_at_index')
      .on(table.createdAt)
      .where(sql`${table.attachedTo} is null`),
  ],
);

export type Upload = typeof upload.$inferSelect;

/**
 * Stored files whose upload rows are gone (unclaimed, replaced, removed, their account
 * deleted), waiting to be deleted from disk or bucket. Written in the transaction that drops
 * the rows, so a crash between the commit and the deletion forgets nothing;
 * `removeDiscardedFiles` empties it.
 */
export const discardedFile = pgTable('discarded_file', {
  key: text().primaryKey(),
  discardedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
