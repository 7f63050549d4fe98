import { forbidden } from '../../platform/errors';
import type { Upload } from './uploads.tables';

/** Per user: a few posts with photos and retries fit easily; a script does not. */
export const UPLOAD_RATE_LIMIT = { points: 30, durationSeconds: 10 * 60 };

/**
 * Per user and process, uploads received and not yet answered: a form sends one photo at a
 * time (a gallery a few), so more is a script, and each holds up to 10 MB of body.
 */
export const UPLOADS_IN_FLIGHT_PER_USER = 4;

/** Only its owner may attach an upload to a record. */
export function requireUploadOwner(upload: Upload, ownerId: string): void {
  if (upload.ownerId !== ownerId) throw forbidden('This upload belongs to someone else.');
}
