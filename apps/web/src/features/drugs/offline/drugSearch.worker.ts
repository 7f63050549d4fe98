// The offline drug index (issue #18 point 4): the catalogue stored in IndexedDB, searched with
// the server's own search code, in a worker so that typing stays smooth while it builds and
// searches.
import { DrugIndex } from '@dawa/drug-search/index';
import { DRUG_DID_YOU_MEAN_MAX, DRUG_EQUIVALENTS_MAX } from '@dawa/shared/drugs';
import {
  decodeCatalogue,
  DRUG_CATALOGUE_PATH,
  isEncodedCatalogue,
  type DrugCatalogueVersion,
  type OfflineDrug,
} from '@dawa/shared/drugCatalogue';
import {
  applyCatalogueDelta,
  DRUG_CATALOGUE_FROM,
  isCatalogueDelta,
} from '@dawa/shared/drugCatalogueDelta';
import type { OfflineAnswers, OfflineQuery, OfflineReply, OfflineRequest } from './offlineProtocol';
import { storedFile, storedVersion, storeFile } from './offlineStore';

interface Loaded {
  index: DrugIndex<OfflineDrug>;
  date: string;
}

/** The worker's side of postMessage (the web app's types are the window's). */
const scope = self as unknown as {
  postMessage(reply: OfflineReply): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<OfflineRequest>) => void): void;
};

let loading: Promise<Loaded | null> | undefined;

/** Builds the index from the stored file (again after a refresh has stored a new one). */
async function load(): Promise<Loaded | null> {
  const file = await storedFile();
  if (!isEncodedCatalogue(file)) return null;
  const index = DrugIndex.build(decodeCatalogue(file), {
    arabicTermsOf: (drug) => drug.arabicTerms,
  });
  return { index, date: file.date };
}

/** A file (or, from `held`, a delta) of the version, downloaded and parsed off the page. */
async function download(version: string, held?: string): Promise<unknown> {
  const query = new URLSearchParams({ v: version });
  if (held !== undefined) query.set(DRUG_CATALOGUE_FROM, held);
  const response = await fetch(`${DRUG_CATALOGUE_PATH}?${query.toString()}`);
  return response.ok ? response.json() : null;
}

/**
 * Downloads the server's catalogue when its version is not the one stored: a delta from the
 * stored one when the server has one worth sending (an edited price), else the whole file.
 * A delta that does not make the version it names is dropped for the whole file, so the store
 * never holds a wrong catalogue. Null when the server cannot be reached.
 */
async function refresh(): Promise<DrugCatalogueVersion | null> {
  const response = await fetch(DRUG_CATALOGUE_PATH);
  if (!response.ok) return null;
  const current = (await response.json()) as DrugCatalogueVersion;
  if ((await storedVersion())?.version === current.version) return current;
  const held = await storedFile();
  let file = await download(current.version, isEncodedCatalogue(held) ? held.version : undefined);
  if (isCatalogueDelta(file)) {
    // Without WebCrypto (a page served over plain http) the delta cannot be checked: dropped.
    file = isEncodedCatalogue(held)
      ? await applyCatalogueDelta(held, file).catch(() => null)
      : null;
    file ??= await download(current.version);
  }
  if (!isEncodedCatalogue(file)) return null;
  await storeFile(file);
  // A search from now on reads the new file.
  loading = undefined;
  return { version: file.version, date: file.date };
}

function answer(
  index: DrugIndex<OfflineDrug>,
  query: Exclude<OfflineQuery, { op: 'refresh' }>,
): OfflineAnswers[OfflineQuery['op']] {
  switch (query.op) {
    case 'search': {
      const page = index.search(query.query, query.searchBy, {
        offset: (query.page - 1) * query.pageSize,
        limit: query.pageSize,
      });
      const didYouMean =
        page.total === 0
          ? index.didYouMean(query.query, query.searchBy, DRUG_DID_YOU_MEAN_MAX)
          : [];
      return { ...page, didYouMean };
    }
    case 'suggest':
      return index.suggest(query.query, query.searchBy, query.limit);
    case 'drug':
      return index.get(query.id) ?? null;
    case 'equivalents':
      return index.equivalentsOf(query.id, query.kind, query.order, DRUG_EQUIVALENTS_MAX);
  }
}

function reply(id: number, query: Exclude<OfflineQuery, { op: 'refresh' }>): void {
  loading ??= load().catch(() => null);
  void loading.then((loaded) => {
    // Nothing stored yet: ask again next time (the download may have finished since).
    if (!loaded) loading = undefined;
    scope.postMessage({
      id,
      result: loaded ? { answer: answer(loaded.index, query), date: loaded.date } : null,
    });
  });
}

scope.addEventListener('message', (event) => {
  const { id, query } = event.data;
  if (query.op !== 'refresh') return reply(id, query);
  void refresh()
    .catch(() => null)
    .then((version) =>
      scope.postMessage({
        id,
        result: version ? { answer: version.version, date: version.date } : null,
      }),
    );
});
