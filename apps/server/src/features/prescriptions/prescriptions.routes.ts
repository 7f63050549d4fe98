import type { Platform } from '../../platform/platform';
import { postPictureAccess } from '../posts/posts.service';
import { prescriptionKind } from './prescriptions.kind';

/**
 * What prescriptions lend the HTTP server: who may see a prescription's photo, asked by the
 * uploads' file route (ADR 0013): whoever may open the prescription.
 */
export function prescriptionPhotoAccess(platform: Platform) {
  return postPictureAccess(platform, prescriptionKind);
}
