import type { UploadPurpose } from '@dawa/shared/uploads';
import type { Db } from '../../platform/db/db';
import type { RecordChange } from '../../platform/events/events';
import { claimUploads, discardAttachedUploads, downloadName } from '../uploads/uploads.service';
import type { RecordFile } from './commerce.tables';

const fileOf = (row: Awaited<ReturnType<typeof claimUploads>>[number]): RecordFile => ({
  uploadId: row.id,
  name: row.originalName ?? downloadName(row),
  sizeInBytes: row.size,
  key: row.imageKey,
  thumbnailKey: row.thumbnailKey,
  contentType: row.contentType,
});

/**
 * Attaches a record's files (a product's photos, an order's attachments) in the caller's
 * transaction, keeping those it has, and discards the ones it no longer lists. The uploads are
 * the editor's own (an editor keeps files another editor attached: they are attached already).
 */
export async function attachFiles(
  tx: Db,
  record: RecordChange,
  input: {
    ownerId: string;
    purpose: UploadPurpose;
    attachTo: string;
    uploadIds: readonly string[];
    field: string;
  },
): Promise<RecordFile[]> {
  const uploads = await claimUploads(tx, {
    uploadIds: input.uploadIds,
    ownerId: input.ownerId,
    purpose: input.purpose,
    attachTo: input.attachTo,
    attachedAlready: [input.attachTo],
    field: input.field,
  });
  await discardAttachedUploads(tx, record, input.attachTo, {
    keep: input.uploadIds,
    reason: 'removed',
  });
  return uploads.map(fileOf);
}

/** Discards every file of a record being deleted, in the caller's transaction. */
export const discardFiles = (tx: Db, record: RecordChange, attachTo: string) =>
  discardAttachedUploads(tx, record, attachTo, { reason: 'removed' });
