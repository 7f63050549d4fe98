// Bundled for the browser by bench/src/catalogue.ts: the offline drug index as the app's worker
// runs it (decode the stored file, build packages/drug-search's index, answer a keystroke).
import { DrugIndex } from '@dawa/drug-search/index';
import { decodeCatalogue, type EncodedCatalogue } from '@dawa/shared/drugCatalogue';
import type { DrugSearchBy } from '@dawa/shared/drugs';

export interface Keystroke {
  text: string;
  searchBy: DrugSearchBy;
}

export interface BrowserFigures {
  parseMs: number;
  buildMs: number;
  /** One per keystroke: suggestions and the first page of results for what is typed so far. */
  keystrokeMs: number[];
}

function run(json: string, keystrokes: Keystroke[]): BrowserFigures {
  let started = performance.now();
  const file = JSON.parse(json) as EncodedCatalogue;
  const parseMs = performance.now() - started;
  started = performance.now();
  const index = DrugIndex.build(decodeCatalogue(file), {
    arabicTermsOf: (drug) => drug.arabicTerms,
  });
  const buildMs = performance.now() - started;
  const keystrokeMs = keystrokes.map(({ text, searchBy }) => {
    const at = performance.now();
    index.suggest(text, searchBy, 10);
    index.search(text, searchBy, { offset: 0, limit: 10 });
    return performance.now() - at;
  });
  return { parseMs, buildMs, keystrokeMs };
}

(globalThis as { offlineSearchBench?: typeof run }).offlineSearchBench = run;
