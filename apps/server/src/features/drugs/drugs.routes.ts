import { DRUG_ARTICLE_ID } from '@dawa/shared/drugPage';
import { DRUG_CATALOGUE_PATH, type DrugCatalogueVersion } from '@dawa/shared/drugCatalogue';
import { DRUG_CATALOGUE_FROM } from '@dawa/shared/drugCatalogueDelta';
import type { Language } from '@dawa/shared/language';
import type { FastifyInstance } from 'fastify';
import { acceptedEncoding } from '../../platform/http/prerendered';
import type { ServerPageSource } from '../../platform/http/serverPage';
import type { SharePreview } from '../../platform/http/sharePreview';
import type { SitemapSection } from '../../platform/http/sitemap';
import type { Platform } from '../../platform/platform';
import { currentCatalogueDelta, currentCatalogueFile, type CompressedJson } from './drugs.offline';
import { drugArticle } from './drugs.page';
import { buildShareUrl } from '@dawa/shared/share';
import {
  allDrugIds,
  drugEquivalents,
  drugLabels,
  drugPriceHistory,
  findDrug,
} from './drugs.service';
import type { Drug } from './drugs.tables';

const DRUG_PAGE = /^drug-index\/([0-9a-f-]{36})$/i;
/** Any `drug-index/{id}`, so that an id no drug has is a 404. */
const ANY_DRUG_PAGE = /^drug-index\/([^/]+)$/;

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
 * `/{lang}/drug-index/{id}` rendered on the server (issue #18 point 7): the drug index page
 * the build prerendered, with the drug's article in its slot; an unknown id is a 404.
 */
export function drugServerPage(platform: Platform): ServerPageSource {
  return async (page, language) => {
    const id = ANY_DRUG_PAGE.exec(page)?.[1];
    if (id === undefined) return null;
    const drug = await findDrug(platform, id.toLowerCase());
    if (!drug) return 'unknown';
    const extras = {
      history: await drugPriceHistory(platform, drug.id),
      similar: drugEquivalents(platform, drug.id, 'similarities', 'price'),
      shareUrl: buildShareUrl({
        baseUrl: platform.config.publicUrl,
        language,
        service: 'drug-index',
        id: drug.id,
      }),
      now: Date.now(),
    };
    return {
      frame: 'drug-index',
      slotId: DRUG_ARTICLE_ID,
      html: drugArticle(drug, drugLabels(platform), language, extras),
    };
  };
}

/**
 * The offline drug index (issue #18 point 4). Without `v`: the current version, asked each
 * time. With the current `v`: its file, the same bytes for ever, so cached as immutable; with
 * `from` too (the version the app holds), the delta between them when this process has one
 * worth sending, else on to the file. An older `v` is sent on to the current version.
 */
export async function drugRoutes(
  app: FastifyInstance,
  deps: { platform: Platform },
): Promise<void> {
  const { platform } = deps;
  app.get<{ Querystring: { v?: string; [DRUG_CATALOGUE_FROM]?: string } }>(
    DRUG_CATALOGUE_PATH,
    async (request, reply) => {
      const file = await currentCatalogueFile(platform);
      const { v: wanted, [DRUG_CATALOGUE_FROM]: from } = request.query;
      if (wanted === undefined) {
        const current: DrugCatalogueVersion = { version: file.version, date: file.date };
        return reply.header('Cache-Control', 'no-cache').send(current);
      }
      const fileUrl = `${DRUG_CATALOGUE_PATH}?v=${encodeURIComponent(file.version)}`;
      if (wanted !== file.version) {
        const fromQuery =
          from === undefined ? '' : `&${DRUG_CATALOGUE_FROM}=${encodeURIComponent(from)}`;
        return reply.header('Cache-Control', 'no-cache').redirect(`${fileUrl}${fromQuery}`, 302);
      }
      let body: CompressedJson = file;
      let etag = `"${file.version}"`;
      if (from !== undefined) {
        const delta = await currentCatalogueDelta(platform, from);
        // Another process may hold the delta: the redirect itself is not kept.
        if (!delta) return reply.header('Cache-Control', 'no-cache').redirect(fileUrl, 302);
        body = delta;
        etag = `"${from}.${file.version}"`;
      }
      reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('ETag', etag)
        .header('Vary', 'Accept-Encoding')
        .type('application/json');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      if (!encoding) return reply.send(body.json);
      return reply.header('Content-Encoding', encoding).send(body.encoded[encoding]);
    },
  );
}
