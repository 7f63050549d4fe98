// Loading the catalogue the benchmark runs on: a drug file read as the import reads it, or
// the synthetic generator. Nothing is written to the repository.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SearchableDrug } from '@dawa/drug-search/index';
import type { DrugInput } from '@dawa/shared/drugInput';
import { syntheticDrugs } from '../../../apps/server/src/features/drugs/demo/synthetic';
import {
  drugIdFromCode,
  importableRows,
  type ImportableDrug,
} from '../../../apps/server/src/features/drugs/drugs.import';
import { DrugVocabulary } from '../../../apps/server/src/features/drugs/drugs.vocabulary';
import { parseDrugFile } from '../../../apps/server/src/features/drugs/import/drugFile';
import { vocabularyTerms } from '../../../apps/server/src/features/drugs/vocabulary/terms';

/** A drug as the index holds it: its id and everything an import writes. */
export type BenchDrug = SearchableDrug & DrugInput & { id: string };

/** The Arabic labels the server seeds at start, which its index searches too. */
export const vocabulary = new DrugVocabulary(vocabularyTerms());

export interface Catalogue {
  /** What was loaded, for the report (a file name or `synthetic(N)`). */
  source: string;
  rows: ImportableDrug[];
  /** Rows of the file left out for errors. */
  skipped: number;
  drugs: BenchDrug[];
  parseMs: number;
}

export type CatalogueSource = { file: string } | { synthetic: number };

export async function loadCatalogue(source: CatalogueSource): Promise<Catalogue> {
  const started = performance.now();
  let rows: ImportableDrug[];
  let skipped = 0;
  let name: string;
  if ('file' in source) {
    const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), source.file);
    name = path.basename(file);
    const parsed = await parseDrugFile({ name, bytes: await readFile(file) });
    if (!parsed.ok) {
      const missing = parsed.missingColumns?.length ? ` (${parsed.missingColumns.join(', ')})` : '';
      throw new Error(`${file}: ${parsed.error}${missing}`);
    }
    rows = importableRows(parsed.rows);
    skipped = parsed.rows.length - rows.length;
  } else {
    name = `synthetic(${source.synthetic})`;
    rows = [];
    for (const { code, ...input } of syntheticDrugs(source.synthetic)) {
      rows.push({ id: drugIdFromCode(code), input });
    }
  }
  const parseMs = performance.now() - started;
  const drugs = rows.map(({ id, input }): BenchDrug => ({ ...input, id }));
  return { source: name, rows, skipped, drugs, parseMs };
}
