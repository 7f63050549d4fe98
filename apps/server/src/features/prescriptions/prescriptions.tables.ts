import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, uuid, type PgColumn } from 'drizzle-orm/pg-core';
import { user } from '../../platform/auth/auth.tables';
import { timestamps } from '../../platform/db/columns';
import { upload } from '../uploads/uploads.tables';
import { postColumns } from '../posts/posts.tables';

/** A prescription post (SPEC §3): a case with a photo, moderated like every post. */
export const prescription = pgTable(
  'prescription',
  {
    id: uuid().primaryKey(),
    title: text().notNull(),
    description: text().notNull(),
    // DEFERRABLE INITIALLY DEFERRED (migration 0012): checked at commit, so the upload of a
    // replaced photo is discarded in the transaction that repoints the post. The photo is
    // required (check below) until its author deletes the post, which removes it (ADR 0013).
    imageUploadId: uuid().references(() => upload.id),
    /** Denormalised from the upload, so lists need no join. */
    imageUrl: text(),
    thumbnailUrl: text(),
    deactivationReason: text(),
    ...postColumns(),
  },
  (table) => {
    // DESC NULLS FIRST, as ORDER BY … DESC means: an index in another null order cannot give
    // a list its order (PostgreSQL then reads and sorts every row).
    const newest = () =>
      [table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()] as const;
    return [
      check(
        'prescription_photo_check',
        sql`${table.postStatus} = 'deleted' or (${table.imageUploadId} is not null and ${table.imageUrl} is not null and ${table.thumbnailUrl} is not null)`,
      ),
      // The moderation queue (pending) and the other statuses.
      index('prescription_status_created_at_index').on(table.postStatus, ...newest()),
      // The public list: its partial index has the list's own predicate.
      index('prescription_listed_index')
        .on(...newest())
        .where(listedCondition(table)),
      // An author's own list.
      index('prescription_created_by_created_at_index').on(table.createdBy, ...newest()),
    ];
  },
);

/**
 * The public list's rule of SPEC §4 (mirrors `isPubliclyVisible`), written once: the partial
 * index has it as its predicate, and the list query uses the very same text, which is what
 * lets PostgreSQL prove the index applies.
 */
function listedCondition(table: { postStatus: PgColumn; isActive: PgColumn }) {
  return sql`(${table.postStatus} = 'accepted' or (${table.postStatus} = 'deleted' and ${table.isActive}))`;
}

/** Distinct signed-in viewers of a prescription (SPEC §3 viewers). */
export const prescriptionViewer = pgTable(
  'prescription_viewer',
  {
    prescriptionId: uuid()
      .notNull()
      .references(() => prescription.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.prescriptionId, table.userId] })],
);

/** Who hears of new comments: the author and every commenter (SPEC §3 subscribers). */
export const prescriptionSubscriber = pgTable(
  'prescription_subscriber',
  {
    prescriptionId: uuid()
      .notNull()
      .references(() => prescription.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.prescriptionId, table.userId] })],
);

/** A comment under a prescription (SPEC §3). */
export const comment = pgTable(
  'comment',
  {
    id: uuid().primaryKey(),
    prescriptionId: uuid()
      .notNull()
      .references(() => prescription.id, { onDelete: 'cascade' }),
    comment: text().notNull(),
    createdBy: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (table) => [
    index('comment_prescription_created_at_index').on(
      table.prescriptionId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);

export type Prescription = typeof prescription.$inferSelect;
export type Comment = typeof comment.$inferSelect;

/** The public list's predicate (SPEC §4), as the list query must write it to use its index. */
export const prescriptionListed = listedCondition(prescription);
