import { readFileSync } from 'node:fs';
import { DrugIndex, searchKey, type SearchableDrug } from '@dawa/drug-search/index';
import type { DrugSearchBy } from '@dawa/shared/drugs';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedDataFile } from '../../../test/support/sharedData';
import { importableRows } from './drugs.import';
import { parseDrugFile } from './import/drugFile';

const PRICE_LIST = sharedDataFile('drugs-eg.csv');

describe.skipIf(!PRICE_LIST)(
  'search quality on the real price list (needs shared/data/drugs-eg.csv)',
  () => {
    let index: DrugIndex<SearchableDrug>;

    beforeAll(async () => {
      const parsed = await parseDrugFile({
        name: 'drugs-eg.csv',
        bytes: readFileSync(PRICE_LIST ?? ''),
      });
      if (!parsed.ok) throw new Error(parsed.error);
      index = DrugIndex.build(
        importableRows(parsed.rows).map(({ id, input }) => ({ id, ...input })),
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
        expect(hits.length, brand).toBeGreaterThan(0);
        for (const hit of hits) expect(hit.tradeName.startsWith(brand), hit.tradeName).toBe(true);
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
  },
);
