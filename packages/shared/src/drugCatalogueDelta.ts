import {
  catalogueLabels,
  catalogueSources,
  catalogueVersion,
  encodeCatalogue,
  type ArabicLabelOf,
  type CatalogueContent,
  type CatalogueSource,
  type EncodedCatalogue,
} from './drugCatalogue';

/**
 * A catalogue update as a delta (issue #18 point 4): what changed between the version an app
 * holds and the server's, so that an edited price does not cost the whole file.
 */

/** Bumped when the delta's shape changes. */
export const DRUG_CATALOGUE_DELTA_FORMAT = 1;

/** The query parameter naming the version the app holds, beside `v` (the one it wants). */
export const DRUG_CATALOGUE_FROM = 'from';

export interface CatalogueDelta {
  delta: typeof DRUG_CATALOGUE_DELTA_FORMAT;
  /** The version it applies to. */
  from: string;
  /** The version it makes: the hash of the file it makes, checked by whoever applies it. */
  version: string;
  date: string;
  removed: string[];
  /** Drugs whose price or old price alone changed (a new price list: most of a delta). */
  prices: { id: string[]; price: number[]; oldPrice: (number | null)[] };
  /** Added drugs and drugs with any other change, whole, written like the file. */
  changed: CatalogueContent;
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, at) => value === b[at]);

function sameButPrice(a: CatalogueSource, b: CatalogueSource): boolean {
  return (
    a.tradeName === b.tradeName &&
    a.arabicName === b.arabicName &&
    sameList(a.genericNames, b.genericNames) &&
    sameList(a.companies, b.companies) &&
    sameList(a.routes, b.routes) &&
    sameList(a.pharmacologicalUses, b.pharmacologicalUses) &&
    a.category === b.category &&
    a.mechanismOfAction === b.mechanismOfAction &&
    a.barcode === b.barcode
  );
}

/** The delta from `before` to `after` (whose labels are `arabicOf`). */
export function diffCatalogue(
  before: readonly CatalogueSource[],
  after: readonly CatalogueSource[],
  arabicOf: ArabicLabelOf,
  target: { from: string; version: string; date: string },
): CatalogueDelta {
  const old = new Map(before.map((drug) => [drug.id, drug]));
  const prices: CatalogueDelta['prices'] = { id: [], price: [], oldPrice: [] };
  const changed: CatalogueSource[] = [];
  for (const drug of after) {
    const was = old.get(drug.id);
    old.delete(drug.id);
    // The server keeps an unchanged drug's record: the same object in both versions.
    if (was === drug) continue;
    if (!was || !sameButPrice(was, drug)) {
      changed.push(drug);
    } else if (was.price !== drug.price || was.oldPrice !== drug.oldPrice) {
      prices.id.push(drug.id);
      prices.price.push(drug.price);
      prices.oldPrice.push(drug.oldPrice);
    }
  }
  return {
    delta: DRUG_CATALOGUE_DELTA_FORMAT,
    ...target,
    removed: [...old.keys()],
    prices,
    changed: encodeCatalogue(changed, arabicOf, target.date),
  };
}

/**
 * The file the delta makes of `file`, or null when it does not apply or does not make the
 * version it names (a label changed without its drugs, a broken download): the caller then
 * fetches the whole file, and a stored catalogue is never replaced by a wrong one.
 */
export async function applyCatalogueDelta(
  file: EncodedCatalogue,
  delta: CatalogueDelta,
): Promise<EncodedCatalogue | null> {
  if (delta.from !== file.version) return null;
  const drugs = new Map(catalogueSources(file).map((drug) => [drug.id, drug]));
  for (const id of delta.removed) drugs.delete(id);
  for (const [at, id] of delta.prices.id.entries()) {
    const drug = drugs.get(id);
    if (!drug) return null;
    drugs.set(id, {
      ...drug,
      price: delta.prices.price[at] ?? drug.price,
      oldPrice: delta.prices.oldPrice[at] ?? null,
    });
  }
  for (const drug of catalogueSources(delta.changed)) drugs.set(drug.id, drug);
  const content = encodeCatalogue(
    [...drugs.values()],
    catalogueLabels(delta.changed, file),
    delta.date,
  );
  if ((await catalogueVersion(JSON.stringify(content))) !== delta.version) return null;
  return { ...content, version: delta.version };
}

/** Whether a downloaded value is a delta this app can apply. */
export function isCatalogueDelta(value: unknown): value is CatalogueDelta {
  if (typeof value !== 'object' || value === null) return false;
  const delta = value as Partial<CatalogueDelta>;
  return (
    delta.delta === DRUG_CATALOGUE_DELTA_FORMAT &&
    typeof delta.from === 'string' &&
    typeof delta.version === 'string' &&
    Array.isArray(delta.removed) &&
    Array.isArray(delta.prices?.id) &&
    Array.isArray(delta.changed?.id)
  );
}
