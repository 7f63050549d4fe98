import { describe, expect, it } from 'vitest';
import {
  catalogueVersion,
  encodeCatalogue,
  type ArabicLabelOf,
  type CatalogueSource,
  type EncodedCatalogue,
} from './drugCatalogue';
import { applyCatalogueDelta, diffCatalogue, isCatalogueDelta } from './drugCatalogueDelta';

const drug = (id: string, extra: Partial<CatalogueSource> = {}): CatalogueSource => ({
  id,
  tradeName: `DRUG ${id}`,
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

const labels =
  (table: Record<string, string>): ArabicLabelOf =>
  (_kind, value) =>
    table[value] ?? null;
const ARABIC = labels({ 'ORAL.SOLID': 'أقراص', ANALGESIC: 'مسكن', ANTIBIOTIC: 'مضاد حيوي' });

async function fileOf(
  drugs: CatalogueSource[],
  arabicOf: ArabicLabelOf,
  date: string,
): Promise<EncodedCatalogue> {
  const content = encodeCatalogue(drugs, arabicOf, date);
  return { ...content, version: await catalogueVersion(JSON.stringify(content)) };
}

describe('catalogue deltas', () => {
  const before = [drug('a'), drug('b', { price: 12 }), drug('c'), drug('d')];
  const after = [
    drug('a'),
    drug('b', { price: 14, oldPrice: 12 }),
    drug('c', { pharmacologicalUses: ['ANTIBIOTIC'] }),
    drug('e', { tradeName: 'NEWCOMER', arabicName: 'جديد' }),
  ];

  it('carries the changed prices alone, the changed and added drugs whole, the removed ids', async () => {
    const old = await fileOf(before, ARABIC, '2026-11-01T00:00:00.000Z');
    const now = await fileOf(after, ARABIC, '2026-11-27T00:00:00.000Z');
    const delta = diffCatalogue(before, after, ARABIC, {
      from: old.version,
      version: now.version,
      date: now.date,
    });
    expect(isCatalogueDelta(delta)).toBe(true);
    expect(delta.removed).toEqual(['d']);
    expect(delta.prices).toEqual({ id: ['b'], price: [14], oldPrice: [12] });
    expect(delta.changed.id).toEqual(['c', 'e']);

    // Applied, it writes the server's file to the byte: the version checks it.
    expect(JSON.stringify(await applyCatalogueDelta(old, delta))).toBe(JSON.stringify(now));
  });

  it('is refused rather than applied wrongly', async () => {
    const old = await fileOf(before, ARABIC, '2026-11-01T00:00:00.000Z');
    const now = await fileOf(after, ARABIC, '2026-11-27T00:00:00.000Z');
    const target = { from: old.version, version: now.version, date: now.date };
    const delta = diffCatalogue(before, after, ARABIC, target);
    // To another version than the one held.
    expect(await applyCatalogueDelta({ ...old, version: 'other' }, delta)).toBeNull();
    // Damaged on its way.
    const damaged = { ...delta, prices: { ...delta.prices, price: [15] } };
    expect(await applyCatalogueDelta(old, damaged)).toBeNull();
    // A price of a drug the held file does not have.
    const unknown = { ...delta, prices: { id: ['zz'], price: [1], oldPrice: [null] } };
    expect(await applyCatalogueDelta(old, unknown)).toBeNull();
    // A label changed on an unchanged drug: the delta does not carry it.
    const relabelled = labels({ 'ORAL.SOLID': 'صلب', ANALGESIC: 'مسكن', ANTIBIOTIC: 'مضاد' });
    const repriced = [drug('a'), drug('b', { price: 13 }), drug('c'), drug('d')];
    const newer = await fileOf(repriced, relabelled, now.date);
    const stale = diffCatalogue(before, repriced, relabelled, {
      ...target,
      version: newer.version,
    });
    expect(stale.changed.id).toEqual([]);
    expect(await applyCatalogueDelta(old, stale)).toBeNull();
    expect(isCatalogueDelta({ ...delta, delta: 2 })).toBe(false);
  });
});
