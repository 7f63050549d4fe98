import { PassThrough } from 'node:stream';
import {
  DRUG_IMPORT_FILE_NAME_HEADER,
  DRUG_IMPORT_MAX_BYTES,
  DRUG_IMPORT_PATH,
  DRUG_IMPORT_TEMPLATE_PATH,
  type DrugImportMessage,
  type DrugImportRefused,
} from '@dawa/shared/drugImport';
import { DRUG_CATALOGUE_PATH, type DrugCatalogueVersion } from '@dawa/shared/drugCatalogue';
import type { Language } from '@dawa/shared/language';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resolveViewer } from '../../platform/auth/viewer';
import { AppError, requireAccess } from '../../platform/errors';
import type { Viewer } from '../../platform/graphql/context';
import { acceptedEncoding } from '../../platform/http/prerendered';
import type { SharePreview } from '../../platform/http/sharePreview';
import type { SitemapSection } from '../../platform/http/sitemap';
import { toWebHeaders } from '../../platform/http/web-request';
import type { Platform } from '../../platform/platform';
import { importableRows, importDrugs, previewImport } from './drugs.import';
import { currentCatalogueFile } from './drugs.offline';
import { allDrugIds, findDrug } from './drugs.service';
import { buildDrugTemplate, parseDrugFile } from './import/drugFile';

const TEMPLATE_NAME = 'dawa-drugs-template.xlsx';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The admin import (SPEC §4/§5): a dry run answers with the row errors; a commit streams its
 * progress as newline-delimited JSON. The file is the raw request body; its name travels in a
 * custom header, which a cross-site form cannot send, so the route needs no other CSRF guard.
 */
export async function drugRoutes(
  app: FastifyInstance,
  deps: { platform: Platform },
): Promise<void> {
  const { platform } = deps;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: DRUG_IMPORT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  const editor = async (request: FastifyRequest, reply: FastifyReply): Promise<Viewer | null> => {
    try {
      return requireAccess(
        await resolveViewer(platform, toWebHeaders(request.headers)),
        'drugs',
        'write',
      );
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await reply.code(error.code === 'UNAUTHENTICATED' ? 401 : 403).send({ code: error.code });
      return null;
    }
  };

  // The offline drug index (issue #18 point 4). Without `v`: the current version, asked each
  // time. With the current `v`: its file, the same bytes for ever, so cached as immutable.
  // An older `v` is sent on to the current file.
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

  app.get(DRUG_IMPORT_TEMPLATE_PATH, async (request, reply) => {
    if (!(await editor(request, reply))) return reply;
    return reply
      .type(XLSX_TYPE)
      .header('Content-Disposition', `attachment; filename="${TEMPLATE_NAME}"`)
      .header('Cache-Control', 'no-store')
      .send(await buildDrugTemplate());
  });

  app.post<{ Querystring: { mode?: string } }>(DRUG_IMPORT_PATH, async (request, reply) => {
    const viewer = await editor(request, reply);
    if (!viewer) return reply;
    const fileName = request.headers[DRUG_IMPORT_FILE_NAME_HEADER];
    const mode = request.query.mode;
    if (typeof fileName !== 'string' || (mode !== 'dry-run' && mode !== 'commit')) {
      return reply.code(400).send({ code: 'BAD_REQUEST' });
    }
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const parsed = await parseDrugFile({
      name: safeDecode(fileName),
      type: request.headers['content-type'],
      bytes: new Uint8Array(body.buffer, body.byteOffset, body.byteLength),
    });
    if (!parsed.ok) {
      const refused: DrugImportRefused = {
        code: 'VALIDATION',
        error: parsed.error,
        ...(parsed.missingColumns ? { missingColumns: parsed.missingColumns } : {}),
      };
      return reply.code(400).send(refused);
    }
    if (mode === 'dry-run') return reply.send(previewImport(parsed.layout, parsed.rows));

    const drugs = importableRows(parsed.rows);
    const skipped = parsed.rows.length - drugs.length;
    const stream = new PassThrough();
    const send = (message: DrugImportMessage) => stream.write(`${JSON.stringify(message)}\n`);
    void reply.type('application/x-ndjson').header('Cache-Control', 'no-store').send(stream);
    const actor = { userId: viewer.id, ip: request.ip, requestId: request.id };
    let imported = 0;
    try {
      imported = await importDrugs(platform, actor, drugs, (done, total) => {
        imported = done;
        send({ type: 'progress', done, total });
      });
      send({ type: 'done', imported, skipped });
    } catch (error) {
      request.log.error({ err: error, imported }, 'drug import failed');
      send({ type: 'failed', imported });
    }
    stream.end();
    return reply;
  });
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

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
