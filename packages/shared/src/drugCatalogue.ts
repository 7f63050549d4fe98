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

/**
 * The file's order of drugs: by trade name (like next to like for the compressor), then id; by
 * code unit, not locale, so the server and a browser applying a delta write the same bytes.
 */
function byNameThenId(a: CatalogueSource, b: CatalogueSource): number {
  if (a.tradeName !== b.tradeName) return a.tradeName < b.tradeName ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export function encodeCatalogue(
  unordered: readonly CatalogueSource[],
  arabicOf: ArabicLabelOf,
  date: string,
): CatalogueContent {
  const drugs = [...unordered].sort(byNameThenId);
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

/**
 * The version of a file's content (the JSON of its `CatalogueContent`): the first 16 base64url
 * characters of its SHA-256. The same function on the server and in the browser, so a browser
 * that applied a delta can check it wrote exactly the server's file.
 */
export async function catalogueVersion(content: string): Promise<string> {
  const digest = new Uint8Array(
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode(content)),
  );
  return btoa(String.fromCharCode(...digest))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .slice(0, 16);
}

/** A file's (or a delta's) drugs as the server held them, before the labels were derived. */
export function catalogueSources(file: CatalogueContent): CatalogueSource[] {
  const text = (index: number) => file.strings[index] ?? '';
  return file.id.map((id, row) => {
    const category = file.category[row] ?? -1;
    return {
      id,
      tradeName: file.tradeName[row] ?? '',
      arabicName: file.arabicName[row] ?? null,
      genericNames: (file.genericNames[row] ?? []).map(text),
      companies: (file.companies[row] ?? []).map(text),
      routes: (file.routes[row] ?? []).map(text),
      pharmacologicalUses: (file.pharmacologicalUses[row] ?? []).map(text),
      category: category >= 0 ? text(category) : null,
      mechanismOfAction: file.mechanismOfAction[row] ?? null,
      barcode: file.barcode[row] ?? null,
      price: file.price[row] ?? 0,
      oldPrice: file.oldPrice[row] ?? null,
    };
  });
}

/** The Arabic labels written in files, by value: the first file that has one wins. */
export function catalogueLabels(...files: CatalogueContent[]): ArabicLabelOf {
  const byValue = (pick: (file: CatalogueContent) => Record<number, string>) => {
    const labels = new Map<string, string>();
    for (const file of [...files].reverse()) {
      for (const [index, arabic] of Object.entries(pick(file))) {
        const value = file.strings[Number(index)];
        if (value !== undefined) labels.set(value, arabic);
      }
    }
    return labels;
  };
  const routes = byValue((file) => file.routeArabic);
  const classes = byValue((file) => file.classArabic);
  return (kind, value) => (kind === 'route' ? routes : classes).get(value) ?? null;
}

/** Reads the file back into drugs, labels in both languages (the English where none). */
export function decodeCatalogue(file: EncodedCatalogue): OfflineDrug[] {
  const arabicOf = catalogueLabels(file);
  const label = (kind: 'route' | 'class', value: string): LocalizedText => ({
    en: value,
    ar: arabicOf(kind, value) ?? value,
  });
  return catalogueSources(file).map(
    ({ routes, pharmacologicalUses, category, ...drug }): OfflineDrug => {
      const arabicTerms: string[] = [];
      const addTerm = (kind: 'route' | 'class', value: string) => {
        const arabic = arabicOf(kind, value);
        if (arabic !== null && !arabicTerms.includes(arabic)) arabicTerms.push(arabic);
      };
      for (const route of routes) addTerm('route', route);
      if (category !== null) addTerm('class', category);
      for (const use of pharmacologicalUses) addTerm('class', use);
      return {
        ...drug,
        genericNames: [...drug.genericNames],
        companies: [...drug.companies],
        routeLabels: routes.map((route) => label('route', route)),
        pharmacologicalUses: [...pharmacologicalUses],
        pharmacologicalUseLabels: pharmacologicalUses.map((use) => label('class', use)),
        categoryLabel: category === null ? null : label('class', category),
        arabicTerms,
      };
    },
  );
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
