// The peers: well-known in-process search libraries given the same drugs and the same
// queries as the index, each set up as forgiving as it can be (MiniSearch's fuzzy search
// with Meilisearch's per-word budget, FlexSearch's forward tokenizer with its most tolerant
// Latin encoder and suggestions, Orama's Levenshtein tolerance). Every engine gets the
// index's normalised text (`searchKey`), so Arabic letter forms and case are equal for all.
import type { DrugIndex } from '@dawa/drug-search/index';
import { searchKey } from '@dawa/drug-search/index';
import { typoBudget } from '@dawa/drug-search/typos';
import { create, insertMultiple, search as oramaSearch } from '@orama/orama';
import { Charset, Index as FlexIndex } from 'flexsearch';
import MiniSearch from 'minisearch';
import type { BenchDrug } from './data';

export type TextField = 'tradeName' | 'genericName' | 'company';

/** One engine: built once over the drugs, then asked for the first `limit` drugs of a query. */
export interface Engine {
  name: string;
  search: (query: string, searchBy: TextField, limit: number) => BenchDrug[] | Promise<BenchDrug[]>;
}

function fieldTexts(drug: BenchDrug): Record<TextField, string> {
  return {
    tradeName: [drug.tradeName, drug.arabicName ?? ''].map(searchKey).join(' '),
    genericName: drug.genericNames.map(searchKey).join(' '),
    company: drug.companies.map(searchKey).join(' '),
  };
}

const FIELDS: TextField[] = ['tradeName', 'genericName', 'company'];

/** The largest budget of the query's words: what a single-tolerance engine is given. */
function queryBudget(key: string): number {
  return Math.max(0, ...key.split(' ').map(typoBudget));
}

export function dawaEngine(index: DrugIndex<BenchDrug>): Engine {
  return {
    name: 'Dawa index',
    search: (query, searchBy, limit) => index.search(query, searchBy, { offset: 0, limit }).items,
  };
}

export function miniSearchEngine(drugs: readonly BenchDrug[]): Engine {
  const engine = new MiniSearch<Record<TextField, string> & { id: number }>({
    fields: FIELDS,
    idField: 'id',
  });
  engine.addAll(drugs.map((drug, id) => ({ id, ...fieldTexts(drug) })));
  return {
    name: 'MiniSearch 7 (fuzzy)',
    search: (query, searchBy, limit) =>
      engine
        .search(searchKey(query), {
          fields: [searchBy],
          combineWith: 'AND',
          prefix: (_term, at, terms) => at === terms.length - 1,
          fuzzy: (term) => typoBudget(term),
        })
        .slice(0, limit)
        .map((hit) => drugs[hit.id as number]!),
  };
}

export function flexSearchEngine(drugs: readonly BenchDrug[]): Engine {
  const indexes = Object.fromEntries(
    FIELDS.map((field) => [
      field,
      new FlexIndex({ tokenize: 'forward', encoder: Charset.LatinAdvanced }),
    ]),
  ) as Record<TextField, FlexIndex>;
  drugs.forEach((drug, id) => {
    const texts = fieldTexts(drug);
    for (const field of FIELDS) if (texts[field]) indexes[field].add(id, texts[field]);
  });
  return {
    name: 'FlexSearch 0.8 (suggest)',
    search: (query, searchBy, limit) =>
      indexes[searchBy]
        .search(searchKey(query), { limit, suggest: true })
        .map((id) => drugs[id as number]!),
  };
}

export async function oramaEngine(drugs: readonly BenchDrug[]): Promise<Engine> {
  const db = create({
    schema: { tradeName: 'string', genericName: 'string', company: 'string' } as const,
  });
  await insertMultiple(
    db,
    drugs.map((drug, id) => ({ id: String(id), ...fieldTexts(drug) })),
  );
  return {
    name: 'Orama 3 (tolerance)',
    search: async (query, searchBy, limit) => {
      const key = searchKey(query);
      const result = await oramaSearch(db, {
        term: key,
        properties: [searchBy],
        tolerance: queryBudget(key),
        limit,
      });
      return result.hits.map((hit) => drugs[Number(hit.id)]!);
    },
  };
}
