import { postIdOfPath } from '@dawa/shared/postPages';
import type { SharePreviewSource } from '../../platform/http/sharePreview';
import type { Platform } from '../../platform/platform';
import { isExpired, jobState, loadJobView } from './jobs.kind';
import { isPubliclyVisible } from '../posts/posts';

/**
 * Link previews of `/{lang}/job-opportunities/{id}` (SPEC §3: a job shares its name and
 * description), for ads the public list shows; a filled, expired or pending one says nothing.
 */
export function jobSharePreview(platform: Platform): SharePreviewSource {
  return async (page) => {
    const id = postIdOfPath('job', page);
    const ad = id ? await loadJobView(platform.database.db, id) : null;
    if (!ad || !isPubliclyVisible(jobState(ad)) || isExpired(ad)) return null;
    const company = ad.companyName ? ` · ${ad.companyName}` : '';
    return { title: `${ad.name}${company}`, description: ad.description };
  };
}
