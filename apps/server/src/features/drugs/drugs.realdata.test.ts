import { readFileSync } from 'node:fs';
import { DrugIndex, searchKey, type SearchableDrug } from '@dawa/drug-search/index';
import type { DrugSearchBy } from '@dawa/shared/drugs';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedDataFile } from '../../../test/support/sharedData';
import { importableRows, type ImportableDrug } from './drugs.import';
import { DrugVocabulary } from './drugs.vocabulary';
import { parseDrugFile } from './import/drugFile';
import { vocabularyTerms } from './vocabulary/terms';

const PRICE_LIST = sharedDataFile('drugs-eg.csv');

describe.skipIf(!PRICE_LIST)(
  'search quality on the real price list (needs shared/data/drugs-eg.csv)',
  () => {
    const vocabulary = new DrugVocabulary(vocabularyTerms());
    let rows: ImportableDrug[];
    let index: DrugIndex<SearchableDrug & ImportableDrug['input']>;

    beforeAll(async () => {
      const parsed = await parseDrugFile({
        name: 'drugs-eg.csv',
        bytes: readFileSync(PRICE_LIST ?? ''),
      });
      if (!parsed.ok) throw new Error(parsed.error);
      rows = importableRows(parsed.rows);
      index = DrugIndex.build(
        rows.map(({ id, input }) => ({ id, ...input })),
        { arabicTermsOf: (drug) => vocabulary.arabicTermsOf(drug) },
      );
    }, 60_000);

    const top = (query: string, searchBy: DrugSearchBy, limit = 5) =>
      index.search(query, searchBy, { offset: 0, limit }).items;

    it('loads nearly every row', () => {
      expect(index.size).toBeGreaterThan(25_000);
    });

    it('puts well-known brands first, in English and Arabic', () => {
      for (const brand of ['PANADOL', 'AUGMENTIN', 'CONGESTAL', 'BRUFEN', 'NEXIUM']) {
        const hits = top(brand.toLowerCase(), 'tradeName');
        // The brand's drugs lead; names a typo away (CONGESTION for CONGESTAL) only follow.
        const brandHits = hits.filter((hit) => hit.tradeName.startsWith(brand)).length;
        expect(brandHits, brand).toBeGreaterThan(0);
        for (const hit of hits.slice(0, brandHits)) {
          expect(hit.tradeName.startsWith(brand), hit.tradeName).toBe(true);
        }
      }
      const arabic = top('بانادول', 'tradeName');
      expect(arabic.length).toBeGreaterThan(3);
      for (const hit of arabic) expect(hit.tradeName.startsWith('PANADOL')).toBe(true);
      // The same brand typed with a different alef form.
      expect(top('اوجمينتين', 'tradeName')[0]?.tradeName).toMatch(/^AUGMENTIN/);
    });

    it('finds generic names, exact matches first', () => {
      const hits = top('paracetamol', 'genericName', 20);
      expect(hits[0]?.genericNames.map(searchKey)).toContain('paracetamol');
      const exact = hits.filter((hit) => hit.genericNames.length === 1);
      expect(exact.length).toBeGreaterThan(0);
      for (const hit of top('amoxicillin', 'genericName', 50)) {
        expect(hit.genericNames.some((name) => searchKey(name).includes('amoxicillin'))).toBe(true);
      }
    });

    it('finds companies, including both ends of a maker > distributor chain', () => {
      for (const hit of top('pharco', 'company', 20)) {
        expect(hit.companies.some((company) => /PHARCO/i.test(company))).toBe(true);
      }
    });

    it('finds prices by exact value', () => {
      const { total, items } = index.search('75', 'newPrice', { offset: 0, limit: 50 });
      expect(total).toBeGreaterThan(50);
      for (const hit of items) expect(hit.price).toBe(75);
    });

    it('lists similarities with the same ingredients, the chosen drug first', () => {
      const chosen = top('augmentin 1 gm', 'tradeName', 1)[0]!;
      const similar = index.equivalentsOf(chosen.id, 'similarities', 'price', 250);
      expect(similar[0]?.id).toBe(chosen.id);
      expect(similar.length).toBeGreaterThan(50);
      const ingredients = (drug: SearchableDrug) =>
        drug.genericNames.map(searchKey).sort().join('+');
      for (const drug of similar) expect(ingredients(drug)).toBe(ingredients(chosen));
      const prices = similar.slice(1).map((drug) => drug.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    });

    it('has Arabic labels for the dosage forms and categories of at least 90 % of the rows', () => {
      // npm run bench:search prints the figures (100 % and 91.1 % when written).
      const { routes, categories } = vocabulary.coverage(rows.map(({ input }) => input));
      expect(routes).toBe(1);
      expect(categories).toBeGreaterThanOrEqual(0.9);
    });

    it('finds drugs by an Arabic dosage form or category, after the names', () => {
      const tablets = index.search('أقراص', 'tradeName', { offset: 0, limit: 20 });
      expect(tablets.total).toBeGreaterThan(10_000);
      for (const hit of tablets.items) expect(hit.routes).toContain('ORAL.SOLID');
      const antibiotics = top('مضاد حيوي', 'tradeName', 50);
      expect(antibiotics).toHaveLength(50);
      for (const hit of antibiotics) expect(hit.category).toMatch(/ANTIBIOTIC/i);
      // A brand name still comes first.
      expect(top('بانادول', 'tradeName')[0]?.tradeName).toMatch(/^PANADOL/);
    });
  },
);
