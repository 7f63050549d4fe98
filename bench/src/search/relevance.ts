// The relevance report: queries with typos made from the catalogue itself (a fixed seed, so
// every run on the same data asks the same questions), whether the intended drug comes back
// at the top or in the first ten, and whether nonsense finds nothing.
import { searchKey } from '@dawa/drug-search/index';
import type { DrugSearchBy } from '@dawa/shared/drugs';
import type { BenchDrug } from './data';
import { rng } from './mix';

export interface TypoQuery {
  kind: string;
  searchBy: Exclude<DrugSearchBy, 'newPrice'>;
  query: string;
  /** Whether a found drug is one the query was made from (same normalised value). */
  hits: (drug: BenchDrug) => boolean;
}

/** How many queries of each kind. */
const PER_KIND = 200;
const NONSENSE = 300;
const LATIN = 'abcdefghijklmnopqrstuvwxyz';
const ARABIC = 'ابتثجحخدذرزسشصضطظعغفقكلمنهويء';

/** The typo kinds the recall targets are set on (issue #17), with the target. */
export const RECALL_TARGETS: Record<string, { at: 1 | 10; min: number }> = {
  'trade name, exact': { at: 1, min: 0.99 },
  'trade name, 1 typo': { at: 10, min: 0.95 },
  'trade name, 2 typos (word of 9+)': { at: 10, min: 0.85 },
  'Arabic name, 1 typo': { at: 10, min: 0.9 },
};

/** Optimal string alignment distance (what the index counts as typos). */
export function typoDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/**
 * The typo set and the nonsense set. A typo is a substitution, deletion, insertion or swap
 * of two adjacent letters at a random place of a word (the first letter included), redrawn
 * until the word is exactly that many typos from the original.
 */
export function buildTypoQueries(drugs: readonly BenchDrug[]): {
  queries: TypoQuery[];
  nonsense: { query: string; searchBy: 'tradeName' }[];
} {
  const random = rng(0x7e05);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const typo = (word: string): string => {
    const alphabet = /\p{Script=Arabic}/u.test(word) ? ARABIC : LATIN;
    const at = Math.floor(random() * word.length);
    const letter = pick([...alphabet]);
    switch (Math.floor(random() * 4)) {
      case 0:
        return word.slice(0, at) + letter + word.slice(at + 1);
      case 1:
        return word.slice(0, at) + word.slice(at + 1);
      case 2:
        return word.slice(0, at) + letter + word.slice(at);
      default: {
        const swap = Math.min(at, word.length - 2);
        return word.slice(0, swap) + word[swap + 1] + word[swap] + word.slice(swap + 2);
      }
    }
  };
  /** The value with `typos` typos in its first word long enough for them, or null. */
  const misspell = (value: string, typos: number, minLength: number, firstOnly: boolean) => {
    const words = searchKey(value).split(' ');
    const candidates = words.flatMap((word, at) =>
      word.length >= minLength && !/\d/.test(word) && (!firstOnly || at === 0) ? [at] : [],
    );
    if (!candidates.length) return null;
    const at = candidates[0]!;
    const word = words[at]!;
    for (let attempt = 0; attempt < 20; attempt += 1) {
      let changed = word;
      for (let n = 0; n < typos; n += 1) changed = typo(changed);
      if (typoDistance(word, changed) === typos) {
        return [...words.slice(0, at), changed, ...words.slice(at + 1)].join(' ');
      }
    }
    return null;
  };
  const queries: TypoQuery[] = [];
  const add = (
    kind: string,
    searchBy: TypoQuery['searchBy'],
    make: (drug: BenchDrug) => { query: string; value: string; firstWord?: boolean } | null,
  ) => {
    for (let made = 0, attempts = 0; made < PER_KIND && attempts < PER_KIND * 200; attempts += 1) {
      const drug = pick(drugs);
      const found = make(drug);
      if (!found) continue;
      const keyOf = found.firstWord
        ? (value: string) => searchKey(value).split(' ')[0]
        : (value: string) => searchKey(value);
      const wanted = keyOf(found.value);
      const valuesOf = (other: BenchDrug) =>
        searchBy === 'tradeName'
          ? [other.tradeName, other.arabicName ?? '']
          : searchBy === 'genericName'
            ? other.genericNames
            : other.companies;
      queries.push({
        kind,
        searchBy,
        query: found.query,
        hits: (other) => valuesOf(other).some((value) => keyOf(value) === wanted),
      });
      made += 1;
    }
  };
  const misspelt = (value: string | null | undefined, typos: number, minLength: number) => {
    const query = value ? misspell(value, typos, minLength, true) : null;
    return query && value ? { query, value } : null;
  };
  add('trade name, exact', 'tradeName', (d) => ({ query: d.tradeName, value: d.tradeName }));
  add('trade name, 1 typo', 'tradeName', (d) => misspelt(d.tradeName, 1, 5));
  add('trade name, 2 typos (word of 9+)', 'tradeName', (d) => misspelt(d.tradeName, 2, 9));
  add('trade name, 1 typo, first word being typed', 'tradeName', (d) => {
    const first = searchKey(d.tradeName).split(' ')[0]!;
    if (first.length < 6 || /\d/.test(first)) return null;
    // Typed up to 5..8 letters of a longer word, one typo in what is typed.
    const typed = first.slice(0, 5 + Math.floor(random() * Math.min(4, first.length - 5)));
    const query = misspell(typed, 1, 5, true);
    return query ? { query, value: first, firstWord: true } : null;
  });
  add('Arabic name, exact', 'tradeName', (d) =>
    d.arabicName ? { query: d.arabicName, value: d.arabicName } : null,
  );
  add('Arabic name, 1 typo', 'tradeName', (d) => misspelt(d.arabicName, 1, 5));
  add('generic name, 1 typo', 'genericName', (d) =>
    d.genericNames.length ? misspelt(pick(d.genericNames), 1, 5) : null,
  );
  add('generic name, 2 typos (word of 9+)', 'genericName', (d) =>
    d.genericNames.length ? misspelt(pick(d.genericNames), 2, 9) : null,
  );
  add('company, 1 typo', 'company', (d) =>
    d.companies.length ? misspelt(pick(d.companies), 1, 5) : null,
  );
  const nonsense = Array.from({ length: NONSENSE }, (_, n) => {
    const alphabet = n % 3 === 2 ? ARABIC : LATIN;
    const length = 6 + Math.floor(random() * 5);
    const query = Array.from({ length }, () => pick([...alphabet])).join('');
    return { query, searchBy: 'tradeName' as const };
  });
  return { queries, nonsense };
}

/** Share of queries whose intended drug is among the first `at` results. */
export function recallAt(
  queries: readonly TypoQuery[],
  results: readonly (readonly BenchDrug[])[],
  at: number,
): number {
  if (!queries.length) return Number.NaN;
  let found = 0;
  queries.forEach((query, n) => {
    if (results[n]!.slice(0, at).some(query.hits)) found += 1;
  });
  return found / queries.length;
}
