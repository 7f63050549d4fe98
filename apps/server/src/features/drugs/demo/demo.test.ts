import { drugInputSchema } from '@dawa/shared/drugInput';
import { describe, expect, it } from 'vitest';
import { DEMO_DRUGS, type DemoDrug } from './catalogue';
import { SYNTHETIC_ROUTES, syntheticDrugs } from './synthetic';

const ARABIC = /[\u0600-\u06FF]/;
const ROUTES: readonly string[] = SYNTHETIC_ROUTES;

function withoutCode({ code: _code, ...input }: DemoDrug) {
  return input;
}

const setKey = (names: readonly string[]): string => [...names].sort().join('|');

/** Ingredient sets (or use sets) with how many drugs share each. */
function countBy(drugs: readonly DemoDrug[], key: (d: DemoDrug) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const d of drugs) counts.set(key(d), (counts.get(key(d)) ?? 0) + 1);
  return counts;
}

function expectValid(drug: DemoDrug): void {
  const input = withoutCode(drug);
  // Parsing must not change anything: no trimming, no '' → null, no defaults filled in.
  expect(drugInputSchema.parse(input)).toEqual(input);
}

describe('DEMO_DRUGS', () => {
  it('has at least 220 entries, all valid under the drug schema', () => {
    expect(DEMO_DRUGS.length).toBeGreaterThanOrEqual(220);
    for (const drug of DEMO_DRUGS) expectValid(drug);
  });

  it('has unique, ordered codes and unique trade names', () => {
    DEMO_DRUGS.forEach((drug, i) => {
      expect(drug.code).toBe(`dawa-${String(i + 1).padStart(4, '0')}`);
    });
    expect(new Set(DEMO_DRUGS.map((d) => d.tradeName)).size).toBe(DEMO_DRUGS.length);
  });

  it('gives every entry an Arabic name, a known route and 1–2 companies', () => {
    for (const drug of DEMO_DRUGS) {
      expect(drug.arabicName, drug.tradeName).toMatch(ARABIC);
      expect(drug.routes).toHaveLength(1);
      expect(ROUTES).toContain(drug.routes[0]);
      expect(drug.companies.length).toBeGreaterThanOrEqual(1);
      expect(drug.companies.length).toBeLessThanOrEqual(2);
      expect(drug.tradeName).toBe(drug.tradeName.toUpperCase());
      if (drug.barcode !== null) expect(drug.barcode).toMatch(/^\d{13}$/);
    }
  });

  it('has content for similarities and alternatives', () => {
    const sameGenerics = [...countBy(DEMO_DRUGS, (d) => setKey(d.genericNames)).values()];
    expect(sameGenerics.filter((n) => n >= 3).length).toBeGreaterThanOrEqual(15);

    // A use set is useful for alternatives when it spans several distinct ingredient sets.
    const genericSetsPerUse = new Map<string, Set<string>>();
    for (const d of DEMO_DRUGS) {
      const key = setKey(d.pharmacologicalUses);
      const sets = genericSetsPerUse.get(key) ?? new Set<string>();
      sets.add(setKey(d.genericNames));
      genericSetsPerUse.set(key, sets);
    }
    const useGroups = [...genericSetsPerUse.values()].filter((s) => s.size >= 3);
    expect(useGroups.length).toBeGreaterThanOrEqual(8);
  });

  it('has two-paragraph mechanisms, old prices and barcodes on part of the list', () => {
    const twoParagraphs = DEMO_DRUGS.filter((d) => d.mechanismOfAction?.includes('\n\n'));
    expect(twoParagraphs.length).toBeGreaterThanOrEqual(40);
    const withOldPrice = DEMO_DRUGS.filter((d) => d.oldPrice !== null).length;
    expect(withOldPrice / DEMO_DRUGS.length).toBeGreaterThan(0.25);
    expect(withOldPrice / DEMO_DRUGS.length).toBeLessThan(0.45);
    expect(DEMO_DRUGS.some((d) => d.barcode === null)).toBe(true);
    expect(DEMO_DRUGS.some((d) => d.barcode !== null)).toBe(true);
  });
});

describe('syntheticDrugs', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    const a = [...syntheticDrugs(1000, 7)];
    const b = [...syntheticDrugs(1000, 7)];
    const c = [...syntheticDrugs(1000, 8)];
    expect(a).toEqual(b);
    expect(c).not.toEqual(a);
  });

  it('produces valid drugs with unique names and realistic fields', () => {
    const drugs = [...syntheticDrugs(1000)];
    expect(drugs).toHaveLength(1000);
    expect(drugs[0]?.code).toBe('syn-1');
    expect(drugs[999]?.code).toBe('syn-1000');
    expect(new Set(drugs.map((d) => d.tradeName)).size).toBe(1000);
    for (const drug of drugs) {
      expectValid(drug);
      expect(drug.tradeName.length).toBeGreaterThanOrEqual(10);
      expect(drug.tradeName.length).toBeLessThanOrEqual(45);
      expect(drug.tradeName).toBe(drug.tradeName.toUpperCase());
      expect(drug.arabicName).toMatch(ARABIC);
      expect(drug.genericNames.length).toBeGreaterThanOrEqual(1);
      expect(drug.genericNames.length).toBeLessThanOrEqual(4);
      expect(drug.companies.length).toBeGreaterThanOrEqual(1);
      expect(drug.companies.length).toBeLessThanOrEqual(2);
      expect(drug.pharmacologicalUses.length).toBeGreaterThanOrEqual(1);
      expect(drug.pharmacologicalUses.length).toBeLessThanOrEqual(2);
      expect(ROUTES).toContain(drug.routes[0]);
      expect(drug.price).toBeGreaterThanOrEqual(0.5);
      expect(drug.price).toBeLessThanOrEqual(50_000);
    }
    // Normalisation has something to do: hamza forms and taa marbuta occur.
    const arabic = drugs.map((d) => d.arabicName ?? '').join(' ');
    expect(arabic).toMatch(/[أإآ]/);
    expect(arabic).toContain('ة');
  });

  it('generates 100 000 drugs with heavily shared ingredient sets', () => {
    let count = 0;
    const names = new Set<string>();
    const sets = new Map<string, number>();
    for (const drug of syntheticDrugs(100_000)) {
      count++;
      names.add(drug.tradeName);
      const key = setKey(drug.genericNames);
      sets.set(key, (sets.get(key) ?? 0) + 1);
    }
    expect(count).toBe(100_000);
    expect(names.size).toBe(100_000);
    expect([...sets.values()].some((n) => n >= 100)).toBe(true);
  });
});
