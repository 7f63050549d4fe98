import { postIdOfPath } from '@dawa/shared/postPages';
import type { SharePreviewSource } from '../../platform/http/sharePreview';
import type { Platform } from '../../platform/platform';
import { isPubliclyVisible } from '../posts/posts';
import { facilityState, loadFacilityView } from './facilities.kind';

/**
 * Link previews of `/{lang}/facilities/{id}` (SPEC §3: a facility shares its name and
 * description) with its cover picture as the image, for ads the public list shows; a pending or
 * deleted one says nothing. Facility pictures are public once an ad shows them (ADR 0013).
 */
export function facilitySharePreview(platform: Platform): SharePreviewSource {
  return async (page) => {
    const id = postIdOfPath('facility', page);
    const ad = id ? await loadFacilityView(platform.database.db, id) : null;
    if (!ad || !isPubliclyVisible(facilityState(ad))) return null;
    return { title: ad.name, description: ad.description, image: ad.images[0]?.url ?? null };
  };
}
