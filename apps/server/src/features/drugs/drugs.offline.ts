import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import {
  encodeCatalogue,
  type CatalogueSource,
  type DrugCatalogueVersion,
} from '@dawa/shared/drugCatalogue';
import type { DrugIndex } from '@dawa/drug-search/index';
import type { ContentEncoding } from '../../platform/http/prerendered';
import type { Platform } from '../../platform/platform';
import { drugCatalogue } from './drugs.catalogue';
import type { Drug } from './drugs.tables';
import type { DrugVocabulary } from './drugs.vocabulary';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The offline catalogue file (issue #18 point 4) of one moment, in each encoding. */
export interface CatalogueFile extends DrugCatalogueVersion {
  json: Buffer;
  encoded: Record<ContentEncoding, Buffer>;
}

/**
 * Writes and compresses the file. The version is a hash of the content, so two processes with
 * the same drugs serve the same version, and a browser's copy of it stays valid.
 */
export async function buildCatalogueFile(
  drugs: readonly CatalogueSource[],
  vocabulary: DrugVocabulary,
  date: string,
): Promise<CatalogueFile> {
  const content = JSON.stringify(
    encodeCatalogue(drugs, (kind, value) => vocabulary.arabic(kind, value), date),
  );
  const version = createHash('sha256').update(content).digest('base64url').slice(0, 16);
  const json = Buffer.from(`{"version":${JSON.stringify(version)},${content.slice(1)}`);
  const [br, gz] = await Promise.all([
    brotli(json, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        // 11 takes seconds on the full list for a few percent; the file is built once a version.
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
      },
    }),
    gzipped(json, { level: 9 }),
  ]);
  return { version, date, json, encoded: { br, gzip: gz } };
}

function newestChange(drugs: readonly Drug[]): string {
  let newest = 0;
  for (const drug of drugs) newest = Math.max(newest, drug.updatedAt.getTime());
  return new Date(newest).toISOString();
}

const files = new WeakMap<DrugIndex<Drug>, Promise<CatalogueFile>>();

/**
 * The file of the process's current drug index, built on first ask after the index changed;
 * a rebuilt index (an import, an edit) makes a new version.
 */
export function currentCatalogueFile(platform: Platform): Promise<CatalogueFile> {
  const catalogue = drugCatalogue(platform);
  const index = catalogue.index();
  let file = files.get(index);
  if (!file) {
    const drugs = index.all();
    file = buildCatalogueFile(drugs, catalogue.vocabulary(), newestChange(drugs));
    files.set(index, file);
  }
  return file;
}
