import { PRESCRIPTION_QUOTA_DEFAULT, PRESCRIPTION_QUOTA_SETTING } from '@dawa/shared/prescriptions';
import { deactivationReasonSchema } from '@dawa/shared/prescriptionInput';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db';
import { isUuid } from '../../platform/db/ids';
import { parseInput } from '../../platform/errors';
import { DELETED_BY_AUTHOR } from '@dawa/shared/posts';
import { OWN_LIST_ACCEPTED } from '../posts/posts';
import {
  definePostKind,
  revisionAttachment,
  withCreators,
  type Creator,
} from '../posts/posts.service';
import { discardAttachedUploads, moveAttachedUploads } from '../uploads/uploads.service';
import { prescription, type Prescription } from './prescriptions.tables';

/** A prescription as the API shows it: with its counters and creator. */
export interface PrescriptionView extends Prescription {
  viewers: number;
  subscribers: number;
  commentsLength: number;
  creator: Creator | null;
}

/** Prescription columns plus its counters, computed in the same statement (no N+1). */
const countOf = (table: string) =>
  sql<number>`(select count(*)::int from ${sql.raw(`"${table}"`)} as counted where counted.prescription_id = ${sql.raw('"prescription"."id"')})`;
export const prescriptionViewColumns = {
  ...getTableColumns(prescription),
  viewers: countOf('prescription_viewer'),
  subscribers: countOf('prescription_subscriber'),
  commentsLength: countOf('comment'),
};

/** One prescription with counters and creator, whoever may see it (callers check). */
export async function loadPrescriptionView(db: Db, id: string): Promise<PrescriptionView | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select(prescriptionViewColumns)
    .from(prescription)
    .where(eq(prescription.id, id));
  if (!row) return null;
  const [view] = await withCreators(db, [row]);
  return view ?? null;
}

/**
 * Prescriptions as a post kind (SPEC §4): 3 a Cairo month by default (setting
 * `quota.prescription`); the author's list shows accepted ones only; a moderator deletes one
 * with a written reason.
 */
export const prescriptionKind = definePostKind({
  kind: 'prescription',
  table: prescription,
  names: { entity: 'Prescription', noun: 'prescription' },
  state: (row) => ({ postStatus: row.postStatus, isActive: row.isActive }),
  stateColumns: (change) => change,
  deletedByAuthorReason: DELETED_BY_AUTHOR,
  // The photo is health data: the author's delete removes it and its files (ADR 0013), so
  // the post cannot be restored; a moderator's delete keeps it until then.
  onAuthorDelete: async (tx, row, record) => {
    await discardAttachedUploads(tx, record, `prescription:${row.id}`, { reason: 'removed' });
    return { imageUploadId: null, imageUrl: null, thumbnailUrl: null };
  },
  restorable: (row) => row.imageUploadId !== null,
  // An edit's new photo waits at its own attachment (served to the author and moderators only):
  // accepted, it becomes the post's photo and the one it replaces goes; rejected, it goes.
  revision: {
    onApply: async (tx, row, values, record) => {
      if (values.imageUploadId === undefined) return;
      await discardAttachedUploads(tx, record, `prescription:${row.id}`, { reason: 'replaced' });
      await moveAttachedUploads(
        tx,
        revisionAttachment('prescription', row.id),
        `prescription:${row.id}`,
      );
    },
    onDiscard: (tx, row, _values, record) =>
      discardAttachedUploads(tx, record, revisionAttachment('prescription', row.id), {
        reason: 'removed',
      }),
  },
  ownList: OWN_LIST_ACCEPTED,
  quota: { setting: PRESCRIPTION_QUOTA_SETTING, defaultLimit: PRESCRIPTION_QUOTA_DEFAULT },
  notifications: {
    pending: 'prescriptionPending',
    accepted: 'prescriptionAccepted',
    destroyed: 'prescriptionDestroyed',
  },
  title: (row) => row.title,
  loadView: loadPrescriptionView,
  moderation: {
    parseReason: async (_platform, input) => {
      const words = parseInput(deactivationReasonSchema, input);
      return { stored: words, told: words };
    },
    queueItem: (row) => ({
      title: row.title,
      description: row.description,
      imageUrl: row.imageUrl,
      thumbnailUrl: row.thumbnailUrl,
    }),
  },
});
