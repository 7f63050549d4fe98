import type { LocalizedText } from './notifications';

/**
 * The offline drug index (issue #18 point 4): the whole catalogue as one versioned file that
 * the app keeps in IndexedDB and searches in a Web Worker when the network is gone.
 */

/** Where the catalogue is served: alone, its current version; with `?v=`, that version's file. */
export const DRUG_CATALOGUE_PATH = '/api/drugs/catalogue';

/** Bumped when the file's shape changes, so an app never reads a file it does not know. */
export const DRUG_CATALOGUE_FORMAT = 1;

/** What `DRUG_CATALOGUE_PATH` answers without a version. */
export interface DrugCatalogueVersion {
  version: string;
  /** When the newest drug record changed (ISO): prices are as of this date. */
  date: string;
}

/** A drug as the offline index shows it: the fields of the cards and the detail dialog. */
export interface OfflineDrug {
  id: string;
  tradeName: string;
  arabicName: string | null;
  genericNames: string[];
  companies: string[];
  routeLabels: LocalizedText[];
  /** What alternatives are matched on. */
  pharmacologicalUses: string[];
  pharmacologicalUseLabels: LocalizedText[];
  categoryLabel: LocalizedText | null;
  mechanismOfAction: string | null;
  barcode: string | null;
  price: number;
  oldPrice: number | null;
  /** The Arabic labels the trade-name search finds it by (its forms', class's and uses'). */
  arabicTerms: string[];
}

/** A drug record as the server holds it, with the Arabic labels of its vocabulary. */
export interface CatalogueSource {
  id: string;
  tradeName: string;
  arabicName: string | null;
  genericNames: readonly string[];
  companies: readonly string[];
  routes: readonly string[];
  pharmacologicalUses: readonly string[];
  category: string | null;
  mechanismOfAction: string | null;
  barcode: string | null;
  price: number;
  oldPrice: number | null;
}

/** Looks up a value's Arabic label (null when the vocabulary has none). */
export type ArabicLabelOf = (kind: 'route' | 'class', value: string) => string | null;

/**
 * The file: one array per field (columnar, so the compressor sees like next to like), and the
 * names that repeat over thousands of drugs (companies, generic names, forms, classes) written
 * once in `strings`, the drugs pointing at them by index. Absent values are null (-1 for a
 * string index).
 */
export interface EncodedCatalogue {
  format: typeof DRUG_CATALOGUE_FORMAT;
  version: string;
  date: string;
  strings: string[];
  /** Arabic labels of route values, by string index. */
  routeArabic: Record<number, string>;
  /** Arabic labels of class values (category and uses), by string index. */
  classArabic: Record<number, string>;
  id: string[];
  tradeName: string[];
  arabicName: (string | null)[];
  genericNames: number[][];
  companies: number[][];
  routes: number[][];
  pharmacologicalUses: number[][];
  category: number[];
  mechanismOfAction: (string | null)[];
  barcode: (string | null)[];
  price: number[];
  oldPrice: (number | null)[];
}

/** The catalogue's content without its version (the version is a hash of this). */
export type CatalogueContent = Omit<EncodedCatalogue, 'version'>;

export function encodeCatalogue(
  drugs: readonly CatalogueSource[],
  arabicOf: ArabicLabelOf,
  date: string,
): CatalogueContent {
  const strings: string[] = [];
  const indexOf = new Map<string, number>();
  const routeArabic: Record<number, string> = {};
  const classArabic: Record<number, string> = {};
  const at = (value: string) => {
    let index = indexOf.get(value);
    if (index === undefined) {
      index = strings.push(value) - 1;
      indexOf.set(value, index);
    }
    return index;
  };
  const labelled = (kind: 'route' | 'class', value: string) => {
    const index = at(value);
    const labels = kind === 'route' ? routeArabic : classArabic;
    if (!(index in labels)) {
      const arabic = arabicOf(kind, value);
      if (arabic !== null) labels[index] = arabic;
    }
    return index;
  };
  return {
    format: DRUG_CATALOGUE_FORMAT,
    date,
    strings,
    routeArabic,
    classArabic,
    id: drugs.map((drug) => drug.id),
    tradeName: drugs.map((drug) => drug.tradeName),
    arabicName: drugs.map((drug) => drug.arabicName),
    genericNames: drugs.map((drug) => drug.genericNames.map(at)),
    companies: drugs.map((drug) => drug.companies.map(at)),
    routes: drugs.map((drug) => drug.routes.map((route) => labelled('route', route))),
    pharmacologicalUses: drugs.map((drug) =>
      drug.pharmacologicalUses.map((use) => labelled('class', use)),
    ),
    category: drugs.map((drug) => (drug.category === null ? -1 : labelled('class', drug.category))),
    mechanismOfAction: drugs.map((drug) => drug.mechanismOfAction),
    barcode: drugs.map((drug) => drug.barcode),
    price: drugs.map((drug) => drug.price),
    oldPrice: drugs.map((drug) => drug.oldPrice),
  };
}

/** Reads the file back into drugs, labels in both languages (the English where none). */
export function decodeCatalogue(file: EncodedCatalogue): OfflineDrug[] {
  const { strings, routeArabic, classArabic } = file;
  const text = (index: number) => strings[index] ?? '';
  const label = (labels: Record<number, string>, index: number): LocalizedText => ({
    en: text(index),
    ar: labels[index] ?? text(index),
  });
  return file.id.map((id, row) => {
    const routes = file.routes[row] ?? [];
    const uses = file.pharmacologicalUses[row] ?? [];
    const category = file.category[row] ?? -1;
    const arabicTerms: string[] = [];
    const addTerm = (labels: Record<number, string>, index: number) => {
      const arabic = labels[index];
      if (arabic !== undefined && !arabicTerms.includes(arabic)) arabicTerms.push(arabic);
    };
    for (const route of routes) addTerm(routeArabic, route);
    if (category >= 0) addTerm(classArabic, category);
    for (const use of uses) addTerm(classArabic, use);
    return {
      id,
      tradeName: file.tradeName[row] ?? '',
      arabicName: file.arabicName[row] ?? null,
      genericNames: (file.genericNames[row] ?? []).map(text),
      companies: (file.companies[row] ?? []).map(text),
      routeLabels: routes.map((route) => label(routeArabic, route)),
      pharmacologicalUses: uses.map(text),
      pharmacologicalUseLabels: uses.map((use) => label(classArabic, use)),
      categoryLabel: category >= 0 ? label(classArabic, category) : null,
      mechanismOfAction: file.mechanismOfAction[row] ?? null,
      barcode: file.barcode[row] ?? null,
      price: file.price[row] ?? 0,
      oldPrice: file.oldPrice[row] ?? null,
      arabicTerms,
    };
  });
}

/** Whether a stored or downloaded value is a catalogue file this app can read. */
export function isEncodedCatalogue(value: unknown): value is EncodedCatalogue {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as Partial<EncodedCatalogue>;
  return (
    file.format === DRUG_CATALOGUE_FORMAT &&
    typeof file.version === 'string' &&
    Array.isArray(file.id) &&
    Array.isArray(file.strings)
  );
}
