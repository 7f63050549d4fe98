import { postIdOfPath } from '@dawa/shared/postPages';
import type { Platform } from '../../platform/platform';
import type { SharePreviewSource } from '../../platform/http/sharePreview';
import { isPubliclyVisible } from '../posts/posts';
import { loadPrescriptionView } from './prescriptions.kind';

/**
 * Link previews of `/{lang}/prescriptions/{id}`: its title and description, for posts the public
 * list shows. The page itself asks for sign-in; the photo is not put in the preview, as it may
 * show a patient's details to whoever fetches the link.
 */
export function prescriptionSharePreview(platform: Platform): SharePreviewSource {
  return async (page) => {
    const id = postIdOfPath('prescription', page);
    const post = id ? await loadPrescriptionView(platform.database.db, id) : null;
    if (!post || !isPubliclyVisible(post)) return null;
    return { title: post.title, description: post.description };
  };
}
