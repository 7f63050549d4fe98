import { boolean, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../platform/auth/auth.tables';
import { timestamps } from '../../platform/db/columns';
import { upload } from '../uploads/uploads.tables';
import type { PostStatus } from '../posts/posts';

/** A prescription post (SPEC §3): a case with a photo, moderated like every post. */
export const prescription = pgTable(
  'prescription',
  {
    id: uuid().primaryKey(),
    title: text().notNull(),
    description: text().notNull(),
    imageUploadId: uuid()
      .notNull()
      .references(() => upload.id),
    /** Denormalised from the upload, so lists need no join. */
    imageUrl: text().notNull(),
    thumbnailUrl: text().notNull(),
    createdBy: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    postStatus: text().$type<PostStatus>().notNull().default('pending'),
    isActive: boolean().notNull().default(true),
    deactivationReason: text(),
    ...timestamps,
  },
  (table) => [
    index('prescription_status_created_at_index').on(
      table.postStatus,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index().on(table.createdBy, table.createdAt),
  ],
);

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
      table.createdAt.desc(),
      table.id.desc(),
    ),
  ],
);

export type Prescription = typeof prescription.$inferSelect;
export type Comment = typeof comment.$inferSelect;
