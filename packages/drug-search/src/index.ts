import type { DrugOrder, DrugSearchBy } from '@dawa/shared/drugs';
import { tokenize } from './normalize';
import { lowerBound, packRows, prefixRange, TypoIndex, typoBudget, type Rows } from './typos';

/** What the index reads from a drug; the server stores its whole record and gets it back. */
export interface SearchableDrug {
  id: string;
  tradeName: string;
  arabicName: string | null;
  genericNames: readonly string[];
  companies: readonly string[];
  pharmacologicalUses: readonly string[];
  /** Current price in L.E. */
  price: number;
}

export interface SearchPage<T> {
  total: number;
  items: T[];
}

export interface PageRequest {
  offset: number;
  limit: number;
}

export type EquivalenceKind = 'similarities' | 'alternatives';

export interface BuildOptions<T> {
  /**
   * A drug's Arabic terms (the Arabic labels of its dosage forms and classes), found by the
   * trade-name search after every name match, and only for a query with Arabic letters: an
   * English query answers from the names alone, which already carry the dosage form.
   */
  arabicTermsOf?: (drug: T) => Iterable<string>;
}

/**
 * One searchable field (trade names, generic names or companies). `starts` holds each
 * value's whole key; `words` holds each later word of a value with where it starts in that
 * key, so a prefix of a later word is a binary search and a multi-word query is checked
 * against the rest of the key. Entries know their drug (by name rank) and value.
 */
interface FieldIndex {
  starts: SortedKeys;
  words: SortedKeys;
  values: string[];
  valueKeys: string[];
  typos: TypoIndex;
}

/**
 * The Arabic terms: a few hundred distinct labels shared by thousands of drugs, so the field
 * is built over the distinct terms (a term's id stands where a field has a rank) and each
 * term lists the ranks of its drugs.
 */
interface TermIndex {
  field: FieldIndex;
  ranksOf: Uint32Array[];
}

interface SortedKeys {
  keys: string[];
  ranks: Uint32Array;
  valueIds: Uint32Array;
  /** Where the key starts in its value's key (0 for `starts`). */
  offsets: Uint32Array;
}

/**
 * The drugs sharing a set of names: each drug's group (-1 without names), and each group's
 * drugs by name (rank order) and, in the same layout, cheapest first.
 */
interface Equivalents {
  groupOf: Int32Array;
  byName: Rows;
  byPrice: Uint32Array;
}

/** Entries collected in rank order, as parallel arrays. */
interface KeyEntries {
  keys: string[];
  ranks: number[];
  valueIds: number[];
  offsets: number[];
}

const ARABIC_LETTER = /\p{Script=Arabic}/u;

/** The normalised form used for keys and queries: tokens joined by one space. */
export function searchKey(text: string): string {
  return tokenize(text).join(' ');
}

/**
 * The whole catalogue in memory. Built once from a snapshot and never mutated: the server
 * builds a new one when drugs change and swaps it in, so a search never sees half a change.
 *
 * Ranking: exact match, then prefix of the whole value, then prefix of a later word, then
 * (trade names only) an Arabic term; ties by trade name. Groups are kept as bit sets over
 * name ranks, so ordering a group by name is a scan of N/32 words rather than a sort.
 */
export class DrugIndex<T extends SearchableDrug> {
  /** Drugs in trade-name order; a drug's position here is its rank. */
  private readonly byRank: T[];
  private readonly rankById: Map<string, number>;
  private readonly fields: Record<Exclude<DrugSearchBy, 'newPrice'>, FieldIndex>;
  private readonly terms: TermIndex;
  private readonly byPriceCents: Map<number, Uint32Array>;
  /** Per set of names, the drugs that share it, in each order (so no query sorts). */
  private readonly equivalents: Record<EquivalenceKind, Equivalents>;
  /**
   * Exact, whole-value prefix, later word, Arabic term, then the typo groups: by typos
   * (1, 2, 3 or more), each from the value's first word before from a later word.
   */
  private readonly groups: Uint32Array[];
  /** Scratch per drug for the typo groups (0 between searches). */
  private readonly rankMarks: Uint8Array;

  private constructor(drugs: T[], options: BuildOptions<T>) {
    const keyOf = memoise(searchKey);
    const keyed = drugs.map((drug) => ({ drug, key: keyOf(drug.tradeName) }));
    keyed.sort((a, b) => compare(a.key, b.key) || compare(a.drug.id, b.drug.id));
    this.byRank = keyed.map((entry) => entry.drug);
    this.rankById = new Map(this.byRank.map((drug, rank) => [drug.id, rank]));
    this.fields = {
      tradeName: buildField(
        this.byRank,
        (drug) => (drug.arabicName ? [drug.tradeName, drug.arabicName] : [drug.tradeName]),
        keyOf,
      ),
      genericName: buildField(this.byRank, (drug) => drug.genericNames, keyOf),
      company: buildField(this.byRank, (drug) => drug.companies, keyOf),
    };
    this.terms = buildTerms(this.byRank, options.arabicTermsOf, keyOf);
    this.byPriceCents = groupRanks(this.byRank, (drug) => [toCents(drug.price)]);
    // Every drug by price once (ties by name); each set's drugs then come in that order.
    const prices = Float64Array.from(this.byRank, (drug) => drug.price);
    const byPrice = Uint32Array.from(this.byRank.keys()).sort(
      (a, b) => prices[a]! - prices[b]! || a - b,
    );
    this.equivalents = {
      similarities: buildEquivalents(this.byRank, byPrice, (drug) =>
        setKey(drug.genericNames, keyOf),
      ),
      alternatives: buildEquivalents(this.byRank, byPrice, (drug) =>
        setKey(drug.pharmacologicalUses, keyOf),
      ),
    };
    const words = Math.ceil(this.byRank.length / 32);
    this.groups = Array.from({ length: EXACT_GROUPS + TYPO_GROUPS }, () => new Uint32Array(words));
    this.rankMarks = new Uint8Array(this.byRank.length);
  }

  static build<T extends SearchableDrug>(
    drugs: Iterable<T>,
    options: BuildOptions<T> = {},
  ): DrugIndex<T> {
    const unique = new Map<string, T>();
    for (const drug of drugs) unique.set(drug.id, drug);
    return new DrugIndex([...unique.values()], options);
  }

  get size(): number {
    return this.byRank.length;
  }

  get(id: string): T | undefined {
    const rank = this.rankById.get(id);
    return rank === undefined ? undefined : this.byRank[rank];
  }

  /** All drugs in trade-name order. */
  all(): readonly T[] {
    return this.byRank;
  }

  search(query: string, searchBy: DrugSearchBy, page: PageRequest): SearchPage<T> {
    if (searchBy === 'newPrice') return this.searchPrice(query, page);
    const key = searchKey(query);
    if (!key) return { total: 0, items: [] };
    const field = this.fields[searchBy];
    const [exact, prefix, later, term] = this.groups as [
      Uint32Array,
      Uint32Array,
      Uint32Array,
      Uint32Array,
    ];
    let total = 0;
    const starts = prefixRange(field.starts.keys, key);
    for (let i = starts.from; i < starts.to; i += 1) {
      const rank = field.starts.ranks[i]!;
      if (hasBit(exact, rank) || hasBit(prefix, rank)) continue;
      setBit(field.starts.keys[i] === key ? exact : prefix, rank);
      total += 1;
    }
    forEachWordMatch(field, key, (at) => {
      const rank = field.words.ranks[at]!;
      if (hasBit(exact, rank) || hasBit(prefix, rank) || hasBit(later, rank)) return;
      setBit(later, rank);
      total += 1;
    });
    if (searchBy === 'tradeName') {
      for (const termId of this.matchingTerms(key)) {
        for (const rank of this.terms.ranksOf[termId]!) {
          const found = hasBit(exact, rank) || hasBit(prefix, rank) || hasBit(later, rank);
          if (found || hasBit(term, rank)) continue;
          setBit(term, rank);
          total += 1;
        }
      }
    }
    total += this.markTypoMatches(field, key);
    const items = this.takeRanked(this.groups, page);
    for (const group of this.groups) group.fill(0);
    return { total, items };
  }

  /**
   * Type-ahead: distinct values of the searched field that match, whole-value matches
   * first (in key order, so an exact match leads), then later-word matches.
   */
  suggest(query: string, searchBy: DrugSearchBy, limit: number): string[] {
    if (searchBy === 'newPrice') {
      const { items } = this.searchPrice(query, { offset: 0, limit: 1 });
      return items.length ? [formatPrice(items[0]!.price)] : [];
    }
    const key = searchKey(query);
    if (!key || limit <= 0) return [];
    const field = this.fields[searchBy];
    const seen = new Set<string>();
    const suggestions: string[] = [];
    const offer = (valueId: number) => {
      const normalised = field.valueKeys[valueId]!;
      if (suggestions.length >= limit || seen.has(normalised)) return;
      seen.add(normalised);
      suggestions.push(field.values[valueId]!);
    };
    const starts = prefixRange(field.starts.keys, key);
    for (let at = starts.from; at < starts.to && suggestions.length < limit; at += 1) {
      offer(field.starts.valueIds[at]!);
    }
    forEachWordMatch(field, key, (at) => offer(field.words.valueIds[at]!));
    if (searchBy === 'tradeName') {
      for (const termId of this.matchingTerms(key)) {
        if (suggestions.length >= limit) break;
        const normalised = this.terms.field.valueKeys[termId]!;
        if (seen.has(normalised)) continue;
        seen.add(normalised);
        suggestions.push(this.terms.field.values[termId]!);
      }
    }
    if (suggestions.length < limit) {
      // Then the values found only with typos, fewest first.
      const groups = new Map<number, number>();
      field.typos.forEachMatch(key, (valueId, typos, first) => {
        const group = typoGroup(typos, first);
        if (group < (groups.get(valueId) ?? Infinity)) groups.set(valueId, group);
      });
      const ordered = [...groups].sort(
        ([a, groupA], [b, groupB]) =>
          groupA - groupB || compare(field.valueKeys[a]!, field.valueKeys[b]!),
      );
      for (const [valueId] of ordered) offer(valueId);
    }
    return suggestions;
  }

  /**
   * For a query that finds nothing: the closest spellings the field knows, each a query that
   * finds drugs. A word may be one typo further off than the search forgives (one from 3
   * letters, two from 5, three from 9); fewest typos first, then the spelling most drugs
   * share.
   */
  didYouMean(query: string, searchBy: DrugSearchBy, limit: number): string[] {
    if (searchBy === 'newPrice' || limit <= 0) return [];
    const key = searchKey(query);
    if (!key) return [];
    const { typos: index } = this.fields[searchBy];
    const count = key.split(' ').length;
    const found = new Map<string, { typos: number; drugs: number }>();
    index.forEachMatch(
      key,
      (valueId, typos, first) => {
        const spelling = index.wordsOf(valueId, first, count);
        const known = found.get(spelling);
        const drugs = index.drugCount(valueId);
        if (!known) found.set(spelling, { typos, drugs });
        else {
          known.typos = Math.min(known.typos, typos);
          known.drugs += drugs;
        }
      },
      looseBudget,
    );
    return [...found]
      .sort(([a, x], [b, y]) => x.typos - y.typos || y.drugs - x.drugs || compare(a, b))
      .slice(0, limit)
      .map(([spelling]) => spelling);
  }

  /**
   * Drugs with the same set of generic names (similarities) or of pharmacological uses
   * (alternatives) as the chosen one: the chosen drug first, then by name or cheapest first.
   */
  equivalentsOf(id: string, kind: EquivalenceKind, order: DrugOrder, limit: number): T[] {
    const chosenRank = this.rankById.get(id);
    if (chosenRank === undefined || limit <= 0) return [];
    const { groupOf, byName, byPrice } = this.equivalents[kind];
    const group = groupOf[chosenRank]!;
    const list = [this.byRank[chosenRank]!];
    if (group < 0) return list;
    const ranks = order === 'price' ? byPrice : byName.items;
    for (let at = byName.starts[group]!; at < byName.starts[group + 1]!; at += 1) {
      if (list.length >= limit) break;
      if (ranks[at] !== chosenRank) list.push(this.byRank[ranks[at]!]!);
    }
    return list;
  }

  /**
   * Sets the drugs the query finds only with typos in the typo groups, each drug in the
   * best group it reaches; returns how many.
   */
  private markTypoMatches(field: FieldIndex, key: string): number {
    // Each value's best group first (a value may match at several words), then its drugs'.
    const { valueMarks, valueRanks } = field.typos;
    const values: number[] = [];
    field.typos.forEachMatch(key, (valueId, typos, first) => {
      const mark = typoGroup(typos, first) - EXACT_GROUPS + 1;
      const known = valueMarks[valueId]!;
      if (known === 0) values.push(valueId);
      if (known === 0 || mark < known) valueMarks[valueId] = mark;
    });
    if (!values.length) return 0;
    const [exact, prefix, later, term] = this.groups as [
      Uint32Array,
      Uint32Array,
      Uint32Array,
      Uint32Array,
    ];
    const rankMarks = this.rankMarks;
    const ranks: number[] = [];
    for (const valueId of values) {
      const mark = valueMarks[valueId]!;
      valueMarks[valueId] = 0;
      for (let at = valueRanks.starts[valueId]!; at < valueRanks.starts[valueId + 1]!; at += 1) {
        const rank = valueRanks.items[at]!;
        const known = rankMarks[rank]!;
        if (known === 0) {
          const found =
            hasBit(exact, rank) ||
            hasBit(prefix, rank) ||
            hasBit(later, rank) ||
            hasBit(term, rank);
          if (found) continue;
          ranks.push(rank);
          rankMarks[rank] = mark;
        } else if (mark < known) rankMarks[rank] = mark;
      }
    }
    for (const rank of ranks) {
      setBit(this.groups[EXACT_GROUPS + rankMarks[rank]! - 1]!, rank);
      rankMarks[rank] = 0;
    }
    return ranks.length;
  }

  /** The ids of the Arabic terms a query in Arabic matches, whole-term matches first. */
  private matchingTerms(key: string): Set<number> {
    const ids = new Set<number>();
    if (!ARABIC_LETTER.test(key)) return ids;
    const { field } = this.terms;
    const starts = prefixRange(field.starts.keys, key);
    for (let at = starts.from; at < starts.to; at += 1) ids.add(field.starts.ranks[at]!);
    forEachWordMatch(field, key, (at) => ids.add(field.words.ranks[at]!));
    return ids;
  }

  private searchPrice(query: string, page: PageRequest): SearchPage<T> {
    const price = parsePrice(query);
    if (price === null) return { total: 0, items: [] };
    const ranks = this.byPriceCents.get(toCents(price));
    if (!ranks) return { total: 0, items: [] };
    const slice = ranks.subarray(page.offset, page.offset + page.limit);
    return { total: ranks.length, items: Array.from(slice, (rank) => this.byRank[rank]!) };
  }

  /** The page of drugs whose ranks are set in the groups, group by group, each by name. */
  private takeRanked(groups: readonly Uint32Array[], page: PageRequest): T[] {
    const items: T[] = [];
    let skip = page.offset;
    for (const group of groups) {
      for (let word = 0; word < group.length && items.length < page.limit; word += 1) {
        let bits = group[word]!;
        while (bits !== 0 && items.length < page.limit) {
          const low = bits & -bits;
          bits ^= low;
          if (skip > 0) {
            skip -= 1;
            continue;
          }
          items.push(this.byRank[word * 32 + 31 - Math.clz32(low)]!);
        }
      }
    }
    return items;
  }
}

/** Exact, whole-value prefix, later-word prefix and Arabic-term groups. */
const EXACT_GROUPS = 4;
/** Typo counts ranked apart (more count as the last). */
const TYPO_LEVELS = 3;
const TYPO_GROUPS = TYPO_LEVELS * 2;

/** The group of a typo match: fewer typos first, then matches from the value's first word. */
function typoGroup(typos: number, first: number): number {
  return EXACT_GROUPS + (Math.min(typos, TYPO_LEVELS) - 1) * 2 + (first === 0 ? 0 : 1);
}

/** What "did you mean" forgives: one typo more than the search, from 3 letters. */
function looseBudget(word: string): number {
  const budget = typoBudget(word);
  return budget > 0 ? budget + 1 : word.length >= 3 && !/\d/.test(word) ? 1 : 0;
}

/** Parses what a user types as a price: `75`, `16.5`, `1,250`, `75 L.E.`, Arabic digits. */
export function parsePrice(query: string): number | null {
  if (query.includes('-')) return null;
  const cleaned = searchKey(query.replace(/[,،٬]/g, '').replace(/[٫]/g, '.'))
    .replace(/\s*(l\s*e|egp|جنيه|ج\s*م)$/u, '')
    .replace(/ /g, '.');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Number(cleaned);
}

export function formatPrice(price: number): string {
  return String(Math.round(price * 100) / 100);
}

function toCents(price: number): number {
  return Math.round(price * 100);
}

function memoise(compute: (text: string) => string): (text: string) => string {
  const cache = new Map<string, string>();
  return (text) => {
    let result = cache.get(text);
    if (result === undefined) {
      result = compute(text);
      cache.set(text, result);
    }
    return result;
  };
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function hasBit(bits: Uint32Array, index: number): boolean {
  return (bits[index >>> 5]! & (1 << (index & 31))) !== 0;
}

function setBit(bits: Uint32Array, index: number): void {
  bits[index >>> 5]! |= 1 << (index & 31);
}

/**
 * Calls `visit` with each `words` entry whose value continues with `key` from that word:
 * a one-word key is a prefix of the word; a longer one needs its first word whole and the
 * rest of the value's key to follow.
 */
function forEachWordMatch(field: FieldIndex, key: string, visit: (at: number) => void): void {
  const { words } = field;
  const space = key.indexOf(' ');
  if (space === -1) {
    const range = prefixRange(words.keys, key);
    for (let at = range.from; at < range.to; at += 1) visit(at);
    return;
  }
  const first = key.slice(0, space);
  const from = lowerBound(words.keys, first);
  const to = lowerBound(words.keys, `${first}\u0000`, from);
  for (let at = from; at < to; at += 1) {
    if (field.valueKeys[words.valueIds[at]!]!.startsWith(key, words.offsets[at]!)) visit(at);
  }
}

function buildField<T>(
  byRank: readonly T[],
  valuesOf: (drug: T) => readonly string[],
  keyOf: (text: string) => string,
): FieldIndex {
  const values: string[] = [];
  const valueKeys: string[] = [];
  const valueIds = new Map<string, number>();
  const starts: KeyEntries = { keys: [], ranks: [], valueIds: [], offsets: [] };
  const words: KeyEntries = { keys: [], ranks: [], valueIds: [], offsets: [] };
  const holders: number[] = [];
  // A word repeats across thousands of values: one string each.
  const wordStrings = new Map<string, string>();
  const intern = (word: string) => {
    const known = wordStrings.get(word);
    if (known !== undefined) return known;
    wordStrings.set(word, word);
    return word;
  };
  byRank.forEach((drug, rank) => {
    for (const value of valuesOf(drug)) {
      const key = keyOf(value);
      if (!key) continue;
      let valueId = valueIds.get(value);
      if (valueId === undefined) {
        valueId = values.push(value) - 1;
        valueKeys.push(key);
        valueIds.set(value, valueId);
      }
      addEntry(starts, key, rank, valueId, 0);
      holders.push(valueId, rank);
      for (let at = key.indexOf(' '); at !== -1; at = key.indexOf(' ', at + 1)) {
        const end = key.indexOf(' ', at + 1);
        addEntry(
          words,
          intern(key.slice(at + 1, end === -1 ? undefined : end)),
          rank,
          valueId,
          at + 1,
        );
      }
    }
  });
  return {
    starts: sortKeys(starts),
    words: sortKeys(words),
    values,
    valueKeys,
    typos: new TypoIndex(valueKeys, holders),
  };
}

function buildTerms<T>(
  byRank: readonly T[],
  termsOf: ((drug: T) => Iterable<string>) | undefined,
  keyOf: (text: string) => string,
): TermIndex {
  const ranksByTerm = new Map<string, number[]>();
  if (termsOf) {
    byRank.forEach((drug, rank) => {
      for (const term of termsOf(drug)) {
        const ranks = ranksByTerm.get(term);
        // A drug may name one term twice (a category that is also its use).
        if (!ranks) ranksByTerm.set(term, [rank]);
        else if (ranks[ranks.length - 1] !== rank) ranks.push(rank);
      }
    });
  }
  // Terms without a searchable key are left out, so a term's id is its value id too.
  const terms = [...ranksByTerm.keys()].filter((term) => keyOf(term));
  return {
    field: buildField(terms, (term) => [term], keyOf),
    ranksOf: terms.map((term) => Uint32Array.from(ranksByTerm.get(term)!)),
  };
}

function addEntry(entries: KeyEntries, key: string, rank: number, valueId: number, offset: number) {
  entries.keys.push(key);
  entries.ranks.push(rank);
  entries.valueIds.push(valueId);
  entries.offsets.push(offset);
}

/**
 * Entries ordered by key, ties in rank order. Entries arrive in rank order, so a stable
 * counting sort over the natively sorted distinct keys is enough (and much faster than a
 * comparator sort of every entry).
 */
function sortKeys(entries: KeyEntries): SortedKeys {
  const distinct = [...new Set(entries.keys)].sort();
  const position = new Map(distinct.map((key, at) => [key, at]));
  const bucketStarts = new Uint32Array(distinct.length + 1);
  const positions = Uint32Array.from(entries.keys, (key) => position.get(key)!);
  for (const at of positions) bucketStarts[at + 1]! += 1;
  for (let at = 1; at < bucketStarts.length; at += 1) bucketStarts[at]! += bucketStarts[at - 1]!;
  const count = entries.keys.length;
  const sorted: SortedKeys = {
    keys: new Array<string>(count),
    ranks: new Uint32Array(count),
    valueIds: new Uint32Array(count),
    offsets: new Uint32Array(count),
  };
  for (let at = 0; at < count; at += 1) {
    const slot = bucketStarts[positions[at]!]!++;
    sorted.keys[slot] = entries.keys[at]!;
    sorted.ranks[slot] = entries.ranks[at]!;
    sorted.valueIds[slot] = entries.valueIds[at]!;
    sorted.offsets[slot] = entries.offsets[at]!;
  }
  return sorted;
}

/** A set of names as one key (normalised, deduplicated, sorted); null when there are none. */
function setKey(values: readonly string[], keyOf: (text: string) => string): string | null {
  // Most drugs have one name: its key is the set's.
  if (values.length === 1) return keyOf(values[0]!) || null;
  const normalised = [...new Set(values.map(keyOf).filter(Boolean))].sort();
  return normalised.length ? normalised.join('\u0000') : null;
}

function buildEquivalents<T>(
  byRank: readonly T[],
  ranksByPrice: Uint32Array,
  keyOf: (drug: T) => string | null,
): Equivalents {
  const groupIds = new Map<string, number>();
  const groupOf = new Int32Array(byRank.length).fill(-1);
  const pairs: number[] = [];
  byRank.forEach((drug, rank) => {
    const key = keyOf(drug);
    if (key === null) return;
    let group = groupIds.get(key);
    if (group === undefined) {
      group = groupIds.size;
      groupIds.set(key, group);
    }
    groupOf[rank] = group;
    pairs.push(group, rank);
  });
  const byName = packRows(groupIds.size, pairs);
  const byPrice = new Uint32Array(byName.items.length);
  const fill = byName.starts.slice(0, groupIds.size);
  for (const rank of ranksByPrice) {
    const group = groupOf[rank]!;
    if (group >= 0) byPrice[fill[group]!++] = rank;
  }
  return { groupOf, byName, byPrice };
}

/** Ranks grouped by key, each group in rank (name) order. */
function groupRanks<T, K>(byRank: readonly T[], keysOf: (drug: T) => K[]): Map<K, Uint32Array> {
  const groups = new Map<K, number[]>();
  byRank.forEach((drug, rank) => {
    for (const key of keysOf(drug)) {
      const group = groups.get(key);
      if (group) group.push(rank);
      else groups.set(key, [rank]);
    }
  });
  return new Map([...groups].map(([key, ranks]) => [key, Uint32Array.from(ranks)]));
}
