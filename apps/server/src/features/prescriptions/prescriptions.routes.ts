import type { Platform } from '../../platform/platform';
import { postPictureAccess, revisionPictureAccess } from '../posts/posts.service';
import { prescriptionKind } from './prescriptions.kind';

/**
 * What prescriptions lend the HTTP server: who may see a prescription's photo, asked by the
 * uploads' file route (ADR 0013): whoever may open the prescription.
 */
export function prescriptionPhotoAccess(platform: Platform) {
  return postPictureAccess(platform, prescriptionKind);
}

/** Who may see the new photo of an edit waiting for review: its author and moderators. */
export function prescriptionEditPhotoAccess(platform: Platform) {
  return revisionPictureAccess(platform, prescriptionKind);
}
