import type { UploadPurpose } from '@dawa/shared/uploads';
import type { Viewer } from '../../platform/auth/viewer.types';
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

/**
 * Purposes whose pictures may show health data (ADR 0013): served only to whoever may see the
 * record they belong to. The others (avatars, job and facility pictures) are public once a
 * record shows them.
 */
export const PRIVATE_UPLOAD_PURPOSES: ReadonlySet<UploadPurpose> = new Set([
  'prescription',
  // Served only by signed URLs (`uploadFileRoutes`' `signedAccess`), never by the plain route.
  'order',
]);

/**
 * Whether `viewer` may see the record an attachment names (`<entity>:<id>`), per entity, as
 * the owning feature decides; an entity with no check is seen by nobody.
 */
export type AttachmentAccess = (viewer: Viewer | null, recordId: string) => Promise<boolean>;

/** Who a stored picture is served to: anyone (and cached forever), the viewer only, or not. */
export type FileAudience = 'public' | 'private' | null;

/** `viewer` is asked only when it matters: a public picture needs no session lookup. */
export async function fileAudience(
  row: Pick<Upload, 'ownerId' | 'purpose' | 'attachedTo'>,
  viewer: () => Promise<Viewer | null>,
  access: Readonly<Partial<Record<string, AttachmentAccess>>>,
): Promise<FileAudience> {
  // Not shown by any record yet: a form's preview, for its owner only.
  if (row.attachedTo === null) return (await viewer())?.id === row.ownerId ? 'private' : null;
  if (!PRIVATE_UPLOAD_PURPOSES.has(row.purpose)) return 'public';
  const separator = row.attachedTo.indexOf(':');
  const check = access[row.attachedTo.slice(0, separator)];
  const recordId = row.attachedTo.slice(separator + 1);
  return separator > 0 && check && (await check(await viewer(), recordId)) ? 'private' : null;
}
