// The fixed query mix: what people type into the drug index, sampled deterministically from
// the catalogue itself so that every run on the same data asks the same questions.
import { formatPrice, searchKey, type DrugIndex } from '@dawa/drug-search/index';
import type { DrugOrder, DrugSearchBy } from '@dawa/shared/drugs';
import type { BenchDrug } from './data';

export const PAGE_SIZE = 9;
export const EQUIVALENTS_LIMIT = 250;

export type MixQuery =
  | {
      kind: 'search';
      label: string;
      query: string;
      searchBy: DrugSearchBy;
      /** 1-based, as the API takes it. */
      page: number;
    }
  | {
      kind: 'equivalents';
      label: string;
      id: string;
      equivalence: 'alternatives' | 'similarities';
      order: DrugOrder;
    };

/** How many queries of each kind; about 2,500 in all. */
const COUNTS = {
  trade1: 150,
  trade2: 250,
  trade3: 250,
  trade5: 250,
  tradeWords: 100,
  arabic: 300,
  arabicTerm: 100,
  generic: 300,
  company: 250,
  price: 200,
  alternatives: 150,
  similarities: 150,
};
/** Share of searches that ask for a later page rather than the first. */
const LATER_PAGE_SHARE = 0.2;

/** mulberry32: small, fast, deterministic. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The first whitespace-separated word of a value, as typed (lower case). */
function firstWord(text: string): string {
  return text.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
}

/**
 * The mix, in a fixed interleaved order (so that no part of a run sees only one kind of
 * query). `index` is used only to choose later pages that exist.
 */
export function buildMix(
  drugs: readonly BenchDrug[],
  index: DrugIndex<BenchDrug>,
  arabicTermsOf: (drug: BenchDrug) => string[],
): MixQuery[] {
  const random = rng(0xd4a);
  /** The first value `take` gives for a randomly drawn drug (null: draw again). */
  const sample = <T>(take: (drug: BenchDrug) => T | null): T | null => {
    for (let attempt = 0; attempt < 1000; attempt += 1) {
      const value = take(drugs[Math.floor(random() * drugs.length)]!);
      if (value !== null) return value;
    }
    return null;
  };
  const pickOne = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const groups: MixQuery[][] = [];

  const searches = (
    label: string,
    searchBy: DrugSearchBy,
    count: number,
    queryOf: (drug: BenchDrug) => string | null,
  ) => {
    const group: MixQuery[] = [];
    for (let i = 0; i < count; i += 1) {
      const query = sample((drug) => queryOf(drug) || null);
      if (query === null) continue;
      let page = 1;
      if (random() < LATER_PAGE_SHARE) {
        const { total } = index.search(query, searchBy, { offset: 0, limit: 0 });
        const pages = Math.ceil(total / PAGE_SIZE);
        if (pages > 1) page = 2 + Math.floor(random() * Math.min(pages - 1, 10));
      }
      group.push({ kind: 'search', label, query, searchBy, page });
    }
    groups.push(group);
  };
  /** The first `length` letters of the value's first word, when it has that many. */
  const prefix = (value: string | null | undefined, length: number) => {
    const word = value ? firstWord(value) : '';
    return word.length >= length ? word.slice(0, length) : null;
  };

  searches('trade name, 1 letter', 'tradeName', COUNTS.trade1, (d) => prefix(d.tradeName, 1));
  searches('trade name, 2 letters', 'tradeName', COUNTS.trade2, (d) => prefix(d.tradeName, 2));
  searches('trade name, 3 letters', 'tradeName', COUNTS.trade3, (d) => prefix(d.tradeName, 3));
  searches('trade name, 5 letters', 'tradeName', COUNTS.trade5, (d) => prefix(d.tradeName, 5));
  searches('trade name, 2 words', 'tradeName', COUNTS.tradeWords, (d) => {
    const words = searchKey(d.tradeName).split(' ');
    return words.length > 1 && words[0]!.length > 2 && words[1]!.length > 1
      ? `${words[0]} ${words[1]!.slice(0, 2)}`
      : null;
  });
  searches('Arabic name', 'tradeName', COUNTS.arabic, (d) =>
    prefix(d.arabicName, pickOne([2, 3, 3, 5])),
  );
  searches('generic name', 'genericName', COUNTS.generic, (d) => {
    if (!d.genericNames.length) return null;
    const name = pickOne(d.genericNames);
    const length = pickOne([2, 3, 5, 0]);
    return length ? prefix(name, length) : name.toLowerCase();
  });
  searches('company', 'company', COUNTS.company, (d) => {
    if (!d.companies.length) return null;
    const name = pickOne(d.companies);
    const length = pickOne([2, 3, 5, 0]);
    return length ? prefix(name, length) : name.toLowerCase();
  });
  searches('price', 'newPrice', COUNTS.price, (d) => formatPrice(d.price));

  for (const equivalence of ['alternatives', 'similarities'] as const) {
    const group: MixQuery[] = [];
    for (let i = 0; i < COUNTS[equivalence]; i += 1) {
      const drug = sample((d) =>
        (equivalence === 'alternatives' ? d.pharmacologicalUses : d.genericNames).length ? d : null,
      );
      if (!drug) continue;
      const order: DrugOrder = random() < 0.3 ? 'price' : 'name';
      group.push({ kind: 'equivalents', label: equivalence, id: drug.id, equivalence, order });
    }
    groups.push(group);
  }
  // Drawn last, so that the queries above stay those of earlier runs.
  searches('Arabic dosage form or class', 'tradeName', COUNTS.arabicTerm, (d) => {
    const terms = arabicTermsOf(d);
    if (!terms.length) return null;
    const term = pickOne(terms);
    const length = pickOne([2, 3, 5, 0]);
    return length ? prefix(term, length) : term;
  });

  // Interleave the groups round-robin, in proportion to their sizes.
  const total = groups.reduce((sum, group) => sum + group.length, 0);
  const mix: MixQuery[] = [];
  const taken = groups.map(() => 0);
  for (let step = 0; mix.length < total; step += 1) {
    groups.forEach((group, at) => {
      const due = Math.ceil(((step + 1) * group.length) / Math.max(...groups.map((g) => g.length)));
      while (taken[at]! < Math.min(due, group.length)) mix.push(group[taken[at]!++]!);
    });
  }
  return mix;
}

/** Every `every`-th query of the mix (all of it for 1). */
export function subset(mix: readonly MixQuery[], every: number): MixQuery[] {
  return every <= 1 ? [...mix] : mix.filter((_, at) => at % every === 0);
}

/** Labels in the order the mix first uses them, for reports. */
export function labelsOf(mix: readonly MixQuery[]): string[] {
  return [...new Set(mix.map((query) => query.label))];
}
