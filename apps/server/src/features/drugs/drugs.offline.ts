import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import {
  catalogueVersion,
  encodeCatalogue,
  type ArabicLabelOf,
  type CatalogueSource,
  type DrugCatalogueVersion,
} from '@dawa/shared/drugCatalogue';
import { applyCatalogueDelta, diffCatalogue } from '@dawa/shared/drugCatalogueDelta';
import type { DrugIndex } from '@dawa/drug-search/index';
import type { ContentEncoding } from '../../platform/http/prerendered';
import type { Platform } from '../../platform/platform';
import { drugCatalogue } from './drugs.catalogue';
import type { Drug } from './drugs.tables';
import type { DrugVocabulary } from './drugs.vocabulary';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** A JSON body in each encoding, compressed once. */
export interface CompressedJson {
  json: Buffer;
  encoded: Record<ContentEncoding, Buffer>;
}

/** The offline catalogue file (issue #18 point 4) of one moment, in each encoding. */
export interface CatalogueFile extends DrugCatalogueVersion, CompressedJson {}

/** A version this process served, kept so that an app holding it can be sent a delta. */
export interface ServedVersion extends DrugCatalogueVersion {
  drugs: readonly CatalogueSource[];
  arabicOf: ArabicLabelOf;
}

/**
 * How many served versions a process remembers. An unchanged drug is the same object in every
 * version, so an old version costs an array of references plus the drugs that changed (a whole
 * catalogue of objects after an import reloads the table); an app older than these gets the
 * whole file.
 */
const HISTORY = 4;

async function compress(json: Buffer): Promise<CompressedJson> {
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
  return { json, encoded: { br, gzip: gz } };
}

const labelsOf =
  (vocabulary: DrugVocabulary): ArabicLabelOf =>
  (kind, value) =>
    vocabulary.arabic(kind, value);

/** What is kept of a version's file to compute deltas from it. */
export function servedVersion(
  file: CatalogueFile,
  drugs: readonly CatalogueSource[],
  vocabulary: DrugVocabulary,
): ServedVersion {
  return { version: file.version, date: file.date, drugs, arabicOf: labelsOf(vocabulary) };
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
  const content = JSON.stringify(encodeCatalogue(drugs, labelsOf(vocabulary), date));
  const version = await catalogueVersion(content);
  const json = Buffer.from(`{"version":${JSON.stringify(version)},${content.slice(1)}`);
  return { version, date, ...(await compress(json)) };
}

/**
 * The delta from `before` to `now`, or null when it is not worth sending: when applying it
 * does not make `now`'s file (the Arabic label of a value changed without its drugs, which the
 * delta does not carry), or when it weighs as much as the file.
 */
export async function buildCatalogueDelta(
  before: ServedVersion,
  now: ServedVersion,
  file: CatalogueFile,
): Promise<CompressedJson | null> {
  const delta = diffCatalogue(before.drugs, now.drugs, now.arabicOf, {
    from: before.version,
    version: now.version,
    date: now.date,
  });
  // Applied as the app will apply it, to the file the app holds.
  const held = {
    ...encodeCatalogue(before.drugs, before.arabicOf, before.date),
    version: before.version,
  };
  if (!(await applyCatalogueDelta(held, delta))) return null;
  const body = await compress(Buffer.from(JSON.stringify(delta)));
  return body.encoded.br.length < file.encoded.br.length ? body : null;
}

function newestChange(drugs: readonly Drug[]): string {
  let newest = 0;
  for (const drug of drugs) newest = Math.max(newest, drug.updatedAt.getTime());
  return new Date(newest).toISOString();
}

interface CurrentVersion {
  served: Promise<{ file: CatalogueFile; version: ServedVersion }>;
  /** Deltas to this version, by the version they apply to. */
  deltas: Map<string, Promise<CompressedJson | null>>;
}

const currents = new WeakMap<DrugIndex<Drug>, CurrentVersion>();
const histories = new WeakMap<Platform, ServedVersion[]>();

/** The current index's version, built on first ask after the index changed. */
function currentVersion(platform: Platform): CurrentVersion {
  const catalogue = drugCatalogue(platform);
  const index = catalogue.index();
  let current = currents.get(index);
  if (!current) {
    const drugs = index.all();
    const date = newestChange(drugs);
    const vocabulary = catalogue.vocabulary();
    const served = buildCatalogueFile(drugs, vocabulary, date).then((file) => {
      const version = servedVersion(file, drugs, vocabulary);
      const history = (histories.get(platform) ?? []).filter(
        (kept) => kept.version !== file.version,
      );
      histories.set(platform, [version, ...history].slice(0, HISTORY));
      return { file, version };
    });
    current = { served, deltas: new Map() };
    currents.set(index, current);
  }
  return current;
}

/**
 * The file of the process's current drug index; a rebuilt index (an import, an edit) makes a
 * new version.
 */
export async function currentCatalogueFile(platform: Platform): Promise<CatalogueFile> {
  return (await currentVersion(platform).served).file;
}

/** The delta from `from` to the current version; null when the whole file is the answer. */
export async function currentCatalogueDelta(
  platform: Platform,
  from: string,
): Promise<CompressedJson | null> {
  const current = currentVersion(platform);
  const { file, version } = await current.served;
  let delta = current.deltas.get(from);
  if (!delta) {
    const before = histories.get(platform)?.find((kept) => kept.version === from);
    // Only versions this process served are kept, so unknown ones never fill the map.
    if (!before || from === version.version) return null;
    delta = buildCatalogueDelta(before, version, file);
    current.deltas.set(from, delta);
  }
  return delta;
}
