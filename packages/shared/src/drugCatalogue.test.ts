import { describe, expect, it } from 'vitest';
import {
  catalogueLabels,
  catalogueSources,
  catalogueVersion,
  decodeCatalogue,
  encodeCatalogue,
  isEncodedCatalogue,
  type CatalogueSource,
} from './drugCatalogue';

const drug = (
  id: string,
  tradeName: string,
  extra: Partial<CatalogueSource> = {},
): CatalogueSource => ({
  id,
  tradeName,
  arabicName: null,
  genericNames: ['PARACETAMOL'],
  companies: ['GSK'],
  routes: ['ORAL.SOLID'],
  pharmacologicalUses: ['ANALGESIC'],
  category: 'ANALGESIC',
  mechanismOfAction: null,
  barcode: null,
  price: 30,
  oldPrice: null,
  ...extra,
});

const ARABIC: Record<string, string> = { 'ORAL.SOLID': 'أقراص وكبسولات', ANALGESIC: 'مسكن' };

describe('the offline catalogue file', () => {
  const drugs = [
    drug('a', 'PANADOL 500 MG', { arabicName: 'بانادول', oldPrice: 25, barcode: '622' }),
    drug('b', 'ADOL 500 MG', {
      routes: ['ORAL.LIQUID'],
      category: null,
      mechanismOfAction: 'Eases pain.',
    }),
  ];
  const content = encodeCatalogue(
    drugs,
    (_kind, value) => ARABIC[value] ?? null,
    '2026-11-27T00:00:00.000Z',
  );
  const file = { ...content, version: 'v1' };

  it('writes each repeated name once', () => {
    expect(content.strings.filter((text) => text === 'PARACETAMOL')).toHaveLength(1);
    expect(content.strings.filter((text) => text === 'ANALGESIC')).toHaveLength(1);
  });

  it('reads back every drug with its labels in both languages and its Arabic search terms', () => {
    expect(isEncodedCatalogue(file)).toBe(true);
    // In the file's order: by trade name.
    const [adol, panadol] = decodeCatalogue(file);
    expect(panadol).toEqual({
      id: 'a',
      tradeName: 'PANADOL 500 MG',
      arabicName: 'بانادول',
      genericNames: ['PARACETAMOL'],
      companies: ['GSK'],
      routeLabels: [{ en: 'ORAL.SOLID', ar: 'أقراص وكبسولات' }],
      pharmacologicalUses: ['ANALGESIC'],
      pharmacologicalUseLabels: [{ en: 'ANALGESIC', ar: 'مسكن' }],
      categoryLabel: { en: 'ANALGESIC', ar: 'مسكن' },
      mechanismOfAction: null,
      barcode: '622',
      price: 30,
      oldPrice: 25,
      arabicTerms: ['أقراص وكبسولات', 'مسكن'],
    });
    // No label: the English stands in, and it is no search term.
    expect(adol?.routeLabels).toEqual([{ en: 'ORAL.LIQUID', ar: 'ORAL.LIQUID' }]);
    expect(adol?.categoryLabel).toBeNull();
    expect(adol?.arabicTerms).toEqual(['مسكن']);
    expect(adol?.mechanismOfAction).toBe('Eases pain.');
  });

  it('reads back the sources it was written from, and their labels', () => {
    expect(catalogueSources(content)).toEqual([drugs[1], drugs[0]]);
    const labels = catalogueLabels(content);
    expect(labels('route', 'ORAL.SOLID')).toBe('أقراص وكبسولات');
    expect(labels('class', 'ANALGESIC')).toBe('مسكن');
    expect(labels('route', 'ORAL.LIQUID')).toBeNull();
  });

  it('is versioned by a hash of its content', async () => {
    const json = JSON.stringify(content);
    const version = await catalogueVersion(json);
    expect(version).toMatch(/^[\w-]{16}$/);
    expect(await catalogueVersion(json)).toBe(version);
    expect(await catalogueVersion(json.replace('30', '31'))).not.toBe(version);
  });

  it('refuses a file of another format', () => {
    expect(isEncodedCatalogue({ ...file, format: 2 })).toBe(false);
    expect(isEncodedCatalogue(null)).toBe(false);
  });
});
