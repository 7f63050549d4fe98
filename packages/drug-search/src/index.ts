import type { DrugOrder, DrugSearchBy } from '@dawa/shared/drugs';
import { wordsKey } from './normalize';
import { packItemsByRow, packRows, rowOf, Uint32List, type Rows } from './rows';
import { prefixRange, TypoIndex, typoBudget } from './typos';

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
 * One searchable field (trade names, generic names or companies), over its distinct values:
 * a prefix of a whole value is a binary search in `keys`, a prefix of a later word one in the
 * words' vocabulary (`words`), and each value lists its drugs (by name rank).
 */
interface FieldIndex {
  /** The distinct normalised values, sorted: a value's id is its place here. */
  keys: string[];
  /** Per value: how the catalogue spells it (the first drug's by name). */
  values: string[];
  /** The values' words (later-word and typo matches) and each value's drugs. */
  words: TypoIndex;
}

/**
 * The Arabic terms: a few hundred distinct labels shared by thousands of drugs, so the field
 * is built over the distinct terms (a term's id stands where a field has a rank) and each
 * term lists the ranks of its drugs.
 */
interface TermIndex {
  /** The terms by id. */
  names: string[];
  /** Over the terms: each value's "drugs" are the ids of the terms spelt so. */
  field: FieldIndex;
  /** Per term: the ranks of its drugs. */
  ranksOf: Rows;
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

const ARABIC_LETTER = /\p{Script=Arabic}/u;

/** The normalised form used for keys and queries: tokens joined by one space. */
export function searchKey(text: string): string {
  return wordsKey(text);
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
  /** A drug's place in the catalogue as given (its id's first), and each place's rank. */
  private readonly placeById: Map<string, number>;
  private readonly rankOfPlace: Uint32Array;
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

  private constructor(drugs: T[], placeById: Map<string, number>, options: BuildOptions<T>) {
    // Names (nearly one per drug) are normalised once each; the values many drugs share
    // (generic names, companies, uses, terms) once per spelling.
    const keyOf = memoise(searchKey);
    const tradeKeys = drugs.map((drug) => searchKey(drug.tradeName));
    const order = Array.from(drugs.keys()).sort(
      (a, b) => compare(tradeKeys[a]!, tradeKeys[b]!) || compare(drugs[a]!.id, drugs[b]!.id),
    );
    this.byRank = order.map((at) => drugs[at]!);
    this.placeById = placeById;
    this.rankOfPlace = new Uint32Array(drugs.length);
    order.forEach((place, rank) => (this.rankOfPlace[place] = rank));
    // One pass over the drugs (each read once, not once per table), in rank order.
    const count = this.byRank.length;
    const tradeNames = new FieldBuilder(count * 2);
    const genericNames = new FieldBuilder(count);
    const companies = new FieldBuilder(count);
    const terms = new TermsBuilder(keyOf);
    const prices = new Float64Array(count);
    const similarities = new GroupsBuilder(count);
    const alternatives = new GroupsBuilder(count);
    const { arabicTermsOf } = options;
    for (let rank = 0; rank < count; rank += 1) {
      const drug = this.byRank[rank]!;
      tradeNames.startDrug(rank);
      tradeNames.add(drug.tradeName, tradeKeys[order[rank]!]!);
      if (drug.arabicName) tradeNames.add(drug.arabicName, searchKey(drug.arabicName));
      genericNames.startDrug(rank);
      for (const name of drug.genericNames) genericNames.add(name, keyOf(name));
      companies.startDrug(rank);
      for (const company of drug.companies) companies.add(company, keyOf(company));
      if (arabicTermsOf) terms.add(rank, arabicTermsOf(drug));
      prices[rank] = drug.price;
      similarities.add(rank, setKey(drug.genericNames, keyOf));
      alternatives.add(rank, setKey(drug.pharmacologicalUses, keyOf));
    }
    this.fields = {
      tradeName: tradeNames.build(),
      genericName: genericNames.build(),
      company: companies.build(),
    };
    this.terms = terms.build();
    this.byPriceCents = ranksByCents(prices);
    // Every drug by price once (ties by name); each set's drugs then come in that order.
    const byPrice = Uint32Array.from(this.byRank.keys()).sort(
      (a, b) => prices[a]! - prices[b]! || a - b,
    );
    this.equivalents = {
      similarities: similarities.build(byPrice),
      alternatives: alternatives.build(byPrice),
    };
    const words = Math.ceil(count / 32);
    this.groups = Array.from({ length: EXACT_GROUPS + TYPO_GROUPS }, () => new Uint32Array(words));
    this.rankMarks = new Uint8Array(count);
  }

  static build<T extends SearchableDrug>(
    drugs: Iterable<T>,
    options: BuildOptions<T> = {},
  ): DrugIndex<T> {
    // A repeated id keeps its first place and its last copy.
    const placeById = new Map<string, number>();
    const unique: T[] = [];
    for (const drug of drugs) {
      const place = placeById.get(drug.id);
      if (place === undefined) placeById.set(drug.id, unique.push(drug) - 1);
      else unique[place] = drug;
    }
    return new DrugIndex(unique, placeById, options);
  }

  get size(): number {
    return this.byRank.length;
  }

  get(id: string): T | undefined {
    const rank = this.rankOf(id);
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
    const { starts, items: ranks } = field.words.valueRanks;
    let total = 0;
    const whole = prefixRange(field.keys, key);
    for (let valueId = whole.from; valueId < whole.to; valueId += 1) {
      // The exact value sorts first, so a drug holding it and a longer one counts as exact.
      const group = field.keys[valueId] === key ? exact : prefix;
      for (let at = starts[valueId]!; at < starts[valueId + 1]!; at += 1) {
        const rank = ranks[at]!;
        if (hasBit(exact, rank) || hasBit(prefix, rank)) continue;
        setBit(group, rank);
        total += 1;
      }
    }
    field.words.forEachLaterWord(key, (valueId) => {
      for (let at = starts[valueId]!; at < starts[valueId + 1]!; at += 1) {
        const rank = ranks[at]!;
        if (hasBit(exact, rank) || hasBit(prefix, rank) || hasBit(later, rank)) continue;
        setBit(later, rank);
        total += 1;
      }
    });
    if (searchBy === 'tradeName') {
      for (const termId of this.matchingTerms(key)) {
        for (const rank of rowOf(this.terms.ranksOf, termId)) {
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
      const normalised = field.keys[valueId]!;
      if (suggestions.length >= limit || seen.has(normalised)) return;
      seen.add(normalised);
      suggestions.push(field.values[valueId]!);
    };
    const whole = prefixRange(field.keys, key);
    for (let valueId = whole.from; valueId < whole.to && suggestions.length < limit; valueId += 1) {
      offer(valueId);
    }
    forEachLaterValue(field, key, (valueId) => {
      offer(valueId);
      return suggestions.length < limit;
    });
    if (searchBy === 'tradeName') {
      for (const termId of this.matchingTerms(key)) {
        if (suggestions.length >= limit) break;
        const normalised = searchKey(this.terms.names[termId]!);
        if (seen.has(normalised)) continue;
        seen.add(normalised);
        suggestions.push(this.terms.names[termId]!);
      }
    }
    if (suggestions.length < limit) {
      // Then the values found only with typos, fewest first.
      const groups = new Map<number, number>();
      field.words.forEachMatch(key, (valueId, typos, first) => {
        const group = typoGroup(typos, first);
        if (group < (groups.get(valueId) ?? Infinity)) groups.set(valueId, group);
      });
      const ordered = [...groups].sort(
        ([a, groupA], [b, groupB]) => groupA - groupB || compare(field.keys[a]!, field.keys[b]!),
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
    const { words: index } = this.fields[searchBy];
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
    const chosenRank = this.rankOf(id);
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

  private rankOf(id: string): number | undefined {
    const place = this.placeById.get(id);
    return place === undefined ? undefined : this.rankOfPlace[place];
  }

  /**
   * Sets the drugs the query finds only with typos in the typo groups, each drug in the
   * best group it reaches; returns how many.
   */
  private markTypoMatches(field: FieldIndex, key: string): number {
    // Each value's best group first (a value may match at several words), then its drugs'.
    const { valueMarks, valueRanks } = field.words;
    const values: number[] = [];
    field.words.forEachMatch(key, (valueId, typos, first) => {
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
    const { starts, items } = field.words.valueRanks;
    const add = (valueId: number) => {
      for (let at = starts[valueId]!; at < starts[valueId + 1]!; at += 1) ids.add(items[at]!);
    };
    const whole = prefixRange(field.keys, key);
    for (let valueId = whole.from; valueId < whole.to; valueId += 1) add(valueId);
    forEachLaterValue(field, key, add);
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
 * Calls `visit` with each value that continues with `key` from a later word, once, in the
 * order of the word, then of the value's first drug by name; `visit` returns false to stop.
 */
function forEachLaterValue(
  field: FieldIndex,
  key: string,
  visit: (valueId: number) => boolean | void,
): void {
  const { starts, items } = field.words.valueRanks;
  const firstRank = (valueId: number) => items[starts[valueId]!]!;
  const pending: number[] = [];
  let word = -1;
  let going = true;
  const flush = () => {
    pending.sort((a, b) => firstRank(a) - firstRank(b) || a - b);
    for (let at = 0; at < pending.length && going; at += 1) {
      if (at === 0 || pending[at] !== pending[at - 1]) going = visit(pending[at]!) !== false;
    }
    pending.length = 0;
  };
  field.words.forEachLaterWord(key, (valueId, wordId) => {
    if (wordId !== word) flush();
    word = wordId;
    pending.push(valueId);
    return going;
  });
  if (going) flush();
}

/**
 * One field's values, given drug by drug in rank order: values get ids as they come, then
 * are renumbered in key order.
 */
class FieldBuilder {
  private readonly idOfKey = new Map<string, number>();
  private readonly firstKeys: string[] = [];
  private readonly firstValues: string[] = [];
  /** (valueId, rank) pairs, flat. */
  private readonly holders: Uint32List;
  private rank = 0;
  /** Where the current drug's pairs start. */
  private drugStart = 0;

  /** `expected`: about how many values the drugs hold (the pairs' first capacity). */
  constructor(expected: number) {
    this.holders = new Uint32List(expected * 2);
  }

  startDrug(rank: number): void {
    this.rank = rank;
    this.drugStart = this.holders.length;
  }

  add(value: string, key: string): void {
    if (!key) return;
    let id = this.idOfKey.get(key);
    if (id === undefined) {
      id = this.firstKeys.push(key) - 1;
      this.firstValues.push(value);
      this.idOfKey.set(key, id);
    } else if (holds(this.holders, this.drugStart, id)) return;
    this.holders.push(id);
    this.holders.push(this.rank);
  }

  build(): FieldIndex {
    const keys = this.firstKeys.sort();
    const renumbered = new Uint32Array(keys.length);
    const values = keys.map((key, valueId) => {
      const first = this.idOfKey.get(key)!;
      renumbered[first] = valueId;
      return this.firstValues[first]!;
    });
    const pairs = this.holders.view();
    for (let at = 0; at < pairs.length; at += 2) pairs[at] = renumbered[pairs[at]!]!;
    return { keys, values, words: new TypoIndex(keys, pairs) };
  }
}

/** Whether the pairs from `from` (one drug's) already hold the value. */
function holds(pairs: Uint32List, from: number, valueId: number): boolean {
  for (let at = from; at < pairs.length; at += 2) if (pairs.get(at) === valueId) return true;
  return false;
}

/** The Arabic terms, given drug by drug in rank order. */
class TermsBuilder {
  private readonly termIds = new Map<string, number>();
  private readonly names: string[] = [];
  /** (termId, rank) pairs, flat. */
  private readonly pairs = new Uint32List();

  constructor(private readonly keyOf: (text: string) => string) {}

  add(rank: number, terms: Iterable<string>): void {
    const drugStart = this.pairs.length;
    for (const term of terms) {
      // Terms without a searchable key are left out.
      if (!this.keyOf(term)) continue;
      let termId = this.termIds.get(term);
      if (termId === undefined) {
        termId = this.names.push(term) - 1;
        this.termIds.set(term, termId);
        // A drug may name one term twice (a category that is also its use).
      } else if (holds(this.pairs, drugStart, termId)) continue;
      this.pairs.push(termId);
      this.pairs.push(rank);
    }
  }

  build(): TermIndex {
    const { names, keyOf } = this;
    const field = new FieldBuilder(names.length);
    names.forEach((term, termId) => {
      field.startDrug(termId);
      field.add(term, keyOf(term));
    });
    return { names, field: field.build(), ranksOf: packRows(names.length, this.pairs.view()) };
  }
}

/** A set of names as one key (normalised, deduplicated, sorted); null when there are none. */
function setKey(values: readonly string[], keyOf: (text: string) => string): string | null {
  // Most drugs have one name: its key is the set's.
  if (values.length === 1) return keyOf(values[0]!) || null;
  // A drug has a handful of names: a list beats a Set, and one name needs no join.
  const normalised: string[] = [];
  for (const value of values) {
    const key = keyOf(value);
    if (key && !normalised.includes(key)) normalised.push(key);
  }
  if (normalised.length <= 1) return normalised[0] ?? null;
  return normalised.sort().join('\u0000');
}

/** The drugs sharing a set of names, given drug by drug (each with its set's key). */
class GroupsBuilder {
  private readonly groupIds = new Map<string, number>();
  /** Per rank, its group (-1 without names). */
  private readonly groupOf: Int32Array;

  constructor(count: number) {
    this.groupOf = new Int32Array(count).fill(-1);
  }

  add(rank: number, key: string | null): void {
    if (key === null) return;
    let group = this.groupIds.get(key);
    if (group === undefined) {
      group = this.groupIds.size;
      this.groupIds.set(key, group);
    }
    this.groupOf[rank] = group;
  }

  /** The groups' drugs by name and, from `ranksByPrice`, cheapest first. */
  build(ranksByPrice: Uint32Array): Equivalents {
    const { groupOf } = this;
    const groups = this.groupIds.size;
    return {
      groupOf,
      byName: packItemsByRow(groups, groupOf),
      byPrice: packItemsByRow(groups, groupOf, ranksByPrice).items,
    };
  }
}

/** The ranks at each price (in cents), each list in rank (name) order. */
function ranksByCents(prices: Float64Array): Map<number, Uint32Array> {
  const groups = new Map<number, number[]>();
  prices.forEach((price, rank) => {
    const cents = toCents(price);
    const group = groups.get(cents);
    if (group) group.push(rank);
    else groups.set(cents, [rank]);
  });
  return new Map([...groups].map(([cents, ranks]) => [cents, Uint32Array.from(ranks)]));
}
