import { searchKey } from '@dawa/drug-search/index';
import type { LocalizedText } from '@dawa/shared/notifications';

/**
 * The controlled vocabularies of a drug record: `route` is the route / dosage form, `class`
 * the pharmacological class, which both `category` and `pharmacologicalUses` hold (the price
 * list puts the same value in both), so one Arabic label serves the two.
 */
export const DRUG_TERM_KINDS = ['route', 'class'] as const;
export type DrugTermKind = (typeof DRUG_TERM_KINDS)[number];

/** An English term as the price lists write it, and what an Egyptian pharmacist says in Arabic. */
export type VocabularyTerm = readonly [english: string, arabic: string];

/**
 * The key a value is labelled by: its search key, so spellings that differ only in case,
 * spaces or punctuation (`ANTI-HISTAMINE.ANTI-ALLERGY`, `Anti histamine anti allergy`) share
 * one label.
 */
export const termKey = searchKey;

/** The fields of a drug that hold vocabulary values. */
interface LabelledFields {
  routes: readonly string[];
  category: string | null;
  pharmacologicalUses: readonly string[];
}

export interface LabelledTerm {
  kind: DrugTermKind;
  key: string;
  arabic: string;
}

/**
 * The Arabic labels of one moment, looked up by value. Values repeat across thousands of
 * drugs, so each one's label is remembered by the value itself.
 */
export class DrugVocabulary {
  private readonly byKey: Map<string, string>;
  /** Per kind, by the value as written (no key string built per look-up: an index build asks ~1M). */
  private readonly byValue: Record<DrugTermKind, Map<string, string | null>> = {
    route: new Map(),
    class: new Map(),
  };

  constructor(terms: Iterable<LabelledTerm>) {
    this.byKey = new Map(
      [...terms].map(({ kind, key, arabic }) => [`${kind}\u0000${key}`, arabic]),
    );
  }

  /** The Arabic label of a value, or null when the vocabulary has none. */
  arabic(kind: DrugTermKind, value: string): string | null {
    const known = this.byValue[kind];
    let arabic = known.get(value);
    if (arabic === undefined) {
      arabic = this.byKey.get(`${kind}\u0000${termKey(value)}`) ?? null;
      known.set(value, arabic);
    }
    return arabic;
  }

  /** A value in both languages: as written, and its Arabic label or, unknown, the same. */
  label(kind: DrugTermKind, value: string): LocalizedText {
    return { en: value, ar: this.arabic(kind, value) ?? value };
  }

  /** A drug's Arabic terms for the search: its dosage forms', category's and uses' labels. */
  arabicTermsOf(drug: LabelledFields): string[] {
    const terms: string[] = [];
    const add = (kind: DrugTermKind, value: string) => {
      const arabic = this.arabic(kind, value);
      if (arabic !== null && !terms.includes(arabic)) terms.push(arabic);
    };
    for (const route of drug.routes) add('route', route);
    if (drug.category !== null) add('class', drug.category);
    for (const use of drug.pharmacologicalUses) add('class', use);
    return terms;
  }

  /**
   * How much of a catalogue the labels cover: the share of the drugs with a dosage form
   * whose dosage forms all have a label, and the same for the category.
   */
  coverage(drugs: readonly LabelledFields[]): { routes: number; categories: number } {
    const share = (kind: DrugTermKind, valuesOf: (drug: LabelledFields) => readonly string[]) => {
      const valued = drugs.filter((drug) => valuesOf(drug).length > 0);
      const labelled = valued.filter((drug) =>
        valuesOf(drug).every((value) => this.arabic(kind, value) !== null),
      );
      return labelled.length / valued.length;
    };
    return {
      routes: share('route', (drug) => drug.routes),
      categories: share('class', (drug) => (drug.category === null ? [] : [drug.category])),
    };
  }
}
