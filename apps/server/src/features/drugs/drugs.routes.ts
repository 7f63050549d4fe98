import type { Language } from '@dawa/shared/language';
import type { SharePreview } from '../../platform/http/sharePreview';
import type { SitemapSection } from '../../platform/http/sitemap';
import type { Platform } from '../../platform/platform';
import { allDrugIds, findDrug } from './drugs.service';

const DRUG_PAGE = /^drug-index\/([0-9a-f-]{36})$/i;

/** Every drug's page `/{lang}/drug-index/{id}` in the sitemap (issue #18). */
export function drugSitemap(platform: Platform): SitemapSection {
  return {
    name: 'drugs',
    pattern: DRUG_PAGE,
    pages: async () => (await allDrugIds(platform)).map((id) => `drug-index/${id}`),
  };
}

/** Link previews of `/{lang}/drug-index/{id}`: the drug's name and what it is (SPEC §3). */
export function drugSharePreview(platform: Platform) {
  return async (page: string, language: Language): Promise<SharePreview | null> => {
    const id = DRUG_PAGE.exec(page)?.[1];
    const drug = id ? await findDrug(platform, id.toLowerCase()) : null;
    if (!drug) return null;
    const name = language === 'ar' && drug.arabicName ? drug.arabicName : drug.tradeName;
    const facts = [
      drug.genericNames.join(' + '),
      drug.companies.join(' / '),
      `${drug.price} ${language === 'ar' ? 'ج.م' : 'L.E.'}`,
    ]
      .filter(Boolean)
      .join(' · ');
    const about = drug.mechanismOfAction?.split(/\n\s*\n/)[0]?.trim();
    return { title: name, description: about ? `${facts} — ${about}` : facts };
  };
}
