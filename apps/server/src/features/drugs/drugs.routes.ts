import { DRUG_CATALOGUE_PATH, type DrugCatalogueVersion } from '@dawa/shared/drugCatalogue';
import type { Language } from '@dawa/shared/language';
import type { FastifyInstance } from 'fastify';
import { acceptedEncoding } from '../../platform/http/prerendered';
import type { SharePreview } from '../../platform/http/sharePreview';
import type { SitemapSection } from '../../platform/http/sitemap';
import type { Platform } from '../../platform/platform';
import { currentCatalogueFile } from './drugs.offline';
import { allDrugIds, findDrug } from './drugs.service';
import type { Drug } from './drugs.tables';

const DRUG_PAGE = /^drug-index\/([0-9a-f-]{36})$/i;

/** Every drug's page `/{lang}/drug-index/{id}` in the sitemap (issue #18). */
export function drugSitemap(platform: Platform): SitemapSection {
  return {
    name: 'drugs',
    pattern: DRUG_PAGE,
    pages: async () => (await allDrugIds(platform)).map((id) => `drug-index/${id}`),
  };
}

/** schema.org `Drug` of a drug page (issue #18 point 6): names, ingredients, maker, price. */
function drugStructuredData(drug: Drug, description: string): Record<string, unknown> {
  return {
    '@type': 'Drug',
    name: drug.tradeName,
    ...(drug.arabicName ? { alternateName: drug.arabicName } : {}),
    description,
    ...(drug.genericNames.length ? { activeIngredient: drug.genericNames.join(', ') } : {}),
    ...(drug.routes.length ? { administrationRoute: drug.routes.join(', ') } : {}),
    ...(drug.companies[0]
      ? { manufacturer: { '@type': 'Organization', name: drug.companies[0] } }
      : {}),
    cost: { '@type': 'DrugCost', costPerUnit: drug.price, costCurrency: 'EGP' },
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
    const description = about ? `${facts} — ${about}` : facts;
    return { title: name, description, structuredData: drugStructuredData(drug, description) };
  };
}

/**
 * The offline drug index (issue #18 point 4). Without `v`: the current version, asked each
 * time. With the current `v`: its file, the same bytes for ever, so cached as immutable. An
 * older `v` is sent on to the current file.
 */
export async function drugRoutes(
  app: FastifyInstance,
  deps: { platform: Platform },
): Promise<void> {
  const { platform } = deps;
  app.get<{ Querystring: { v?: string } }>(DRUG_CATALOGUE_PATH, async (request, reply) => {
    const file = await currentCatalogueFile(platform);
    const wanted = request.query.v;
    if (wanted === undefined) {
      const current: DrugCatalogueVersion = { version: file.version, date: file.date };
      return reply.header('Cache-Control', 'no-cache').send(current);
    }
    if (wanted !== file.version) {
      return reply
        .header('Cache-Control', 'no-cache')
        .redirect(`${DRUG_CATALOGUE_PATH}?v=${encodeURIComponent(file.version)}`, 302);
    }
    const etag = `"${file.version}"`;
    reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('ETag', etag)
      .header('Vary', 'Accept-Encoding')
      .type('application/json');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(file.json);
    return reply.header('Content-Encoding', encoding).send(file.encoded[encoding]);
  });
}
