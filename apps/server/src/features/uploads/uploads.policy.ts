import { forbidden } from '../../platform/errors';
import type { Upload } from './uploads.tables';

/** Per user: a few posts with photos and retries fit easily; a script does not. */
export const UPLOAD_RATE_LIMIT = { points: 30, durationSeconds: 10 * 60 };

/** At most this many images are decoded at once per process (each may take ~160 MB). */
export const UPLOAD_PROCESSING_CONCURRENCY = 2;

/** Only its owner may attach an upload to a record. */
export function requireUploadOwner(upload: Upload, ownerId: string): void {
  if (upload.ownerId !== ownerId) throw forbidden('This upload belongs to someone else.');
}
