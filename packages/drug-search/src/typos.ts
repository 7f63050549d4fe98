import { packRows, rowOf, type Rows } from './rows';

/**
 * Typo tolerance over the distinct words of a field, kept as a trie: a walk shares the
 * edit-distance rows of a common prefix, and a prefix that can no longer match skips every
 * word under it. Nothing is stored per typo (no deletion neighbourhood), so memory grows with
 * the vocabulary only.
 *
 * A typo is an insertion, deletion, substitution or swap of two adjacent letters (optimal
 * string alignment distance). Words of 5 letters or more forgive one, of 9 or more two, as
 * Meilisearch does by default, and a query word of 7 or 8 letters two against a whole word of
 * 9 or more (the long word with two letters left out); a word with a digit in it (a strength,
 * a pack size) is never corrected, in the query or in the catalogue.
 *
 * The first letter: the walk goes down only the query's first letter, where the rows stay
 * narrow. A typo on the first letter itself (substituted, added, left out, swapped with the
 * second) costs one of the budget and the rest of the word is walked apart with what is
 * left: against a second trie of the words without their first letter, or against the words
 * from the query's second letter. (Meilisearch counts a first-letter typo as two, so it
 * forgives none in a word of 5 to 8 letters; a full walk from the root would cost ten times
 * as much.)
 */

/** Typos a query word may have: 0 under 5 characters, 1 from 5, 2 from 9; 0 with a digit. */
export function typoBudget(word: string): number {
  if (DIGIT.test(word)) return 0;
  return word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0;
}

const DIGIT = /\d/;

/** Words this long forgive two typos, whether the query's or the vocabulary's word. */
const LONG_WORD = 9;

/**
 * A query word of 7 or 8 letters may be a word of 9+ with two letters left out: it may match
 * such a word, whole, with one typo more than its own length forgives.
 */
function longWordReach(query: string, budget: number): number {
  return budget === 1 && query.length >= LONG_WORD - 2 && !DIGIT.test(query) ? 2 : budget;
}

/**
 * How a query word may match a vocabulary word: `whole` (the whole word, a word the user has
 * finished) or `prefix` (the start of the word, the word being typed).
 */
export type WordMatch = 'whole' | 'prefix';

/**
 * Sorted distinct keys and their trie. Nodes are numbered in preorder, so a node's subtree
 * is the nodes up to its `end`, its first child (if any) is the next node, a child's next
 * sibling is that child's `end`, and the keys under a node are a contiguous run of the
 * sorted keys.
 */
export interface Trie {
  /** How many keys (the words or tails of a vocabulary, which keep the strings). */
  size: number;
  /** Length of the longest key (the depth of the trie). */
  longest: number;
  /** Per node: the letter leading to it (none for the root, node 0). */
  letter: Uint16Array;
  /** Per node: the first node after its subtree. */
  end: Uint32Array;
  /** Per node: the key ending there, or -1. */
  keyAt: Int32Array;
  /** Per node: the keys under it, [keysFrom, keysTo). */
  keysFrom: Uint32Array;
  keysTo: Uint32Array;
}

/**
 * The words of a field: their trie, and the trie of their tails (each word without its first
 * letter), where a typo on the first letter is looked for.
 */
export interface Vocabulary {
  words: readonly string[];
  /** 1 for a word with a digit: matched exactly only. */
  hasDigit: Uint8Array;
  /** Per word: its letters (`letterMask`), to rule words out before checking them. */
  letters: Uint32Array;
  trie: Trie;
  /** The distinct tails; `tailWords` lists each one's words. */
  tails: Trie;
  tailWords: Rows;
}

/** The trie of `keys`, which must be sorted and distinct. */
export function buildTrie(keys: readonly string[]): Trie {
  // A key adds a node per letter past what it shares with the key before it: counted first,
  // so the arrays are made at their size.
  let longest = 0;
  let nodes = 1;
  keys.forEach((key, keyId) => {
    longest = Math.max(longest, key.length);
    nodes += key.length - (keyId > 0 ? sharedLength(keys[keyId - 1]!, key) : 0);
  });
  const letter = new Uint16Array(nodes);
  const end = new Uint32Array(nodes);
  const keyAt = new Int32Array(nodes).fill(-1);
  const keysFrom = new Uint32Array(nodes);
  const keysTo = new Uint32Array(nodes);
  // The path from the root to the last key's node; path[d] is the node at depth d.
  const path = [0];
  let node = 1;
  const close = (depth: number, keyId: number) => {
    while (path.length > depth + 1) {
      const closed = path.pop()!;
      end[closed] = node;
      keysTo[closed] = keyId;
    }
  };
  let previous = '';
  keys.forEach((key, keyId) => {
    const shared = sharedLength(previous, key);
    close(shared, keyId);
    for (let d = shared; d < key.length; d += 1) {
      letter[node] = key.charCodeAt(d);
      keysFrom[node] = keyId;
      path.push(node);
      node += 1;
    }
    keyAt[path[path.length - 1]!] = keyId;
    previous = key;
  });
  close(0, keys.length);
  end[0] = nodes;
  keysTo[0] = keys.length;
  return { size: keys.length, longest, letter, end, keyAt, keysFrom, keysTo };
}

/** How many code units two strings share from the start. */
function sharedLength(a: string, b: string): number {
  const most = Math.min(a.length, b.length);
  let shared = 0;
  while (shared < most && a.charCodeAt(shared) === b.charCodeAt(shared)) shared += 1;
  return shared;
}

/** The vocabulary of `words`, which must be sorted and distinct. */
export function buildVocabulary(words: readonly string[]): Vocabulary {
  const tailOf = words.map((word) => word.slice(1));
  const tails = [...new Set(tailOf)].sort();
  const tailIds = new Map(tails.map((tail, id) => [tail, id]));
  const pairs: number[] = [];
  tailOf.forEach((tail, wordId) => pairs.push(tailIds.get(tail)!, wordId));
  return {
    words,
    hasDigit: Uint8Array.from(words, (word) => (DIGIT.test(word) ? 1 : 0)),
    letters: Uint32Array.from(words, letterMask),
    trie: buildTrie(words),
    tails: buildTrie(tails),
    tailWords: packRows(tails.length, pairs),
  };
}

/**
 * Calls `visit(wordId, typos)` for each vocabulary word the query word matches within
 * `budget` typos; a word may come more than once, the caller keeps its fewest typos. In
 * `prefix` mode the typos are counted against the closest start of the word, so `panadl`
 * matches `panadol` with one.
 */
export function forEachCloseWord(
  vocabulary: Vocabulary,
  query: string,
  budget: number,
  mode: WordMatch,
  visit: (wordId: number, typos: number) => void,
): void {
  const { words, trie, tails, tailWords, hasDigit } = vocabulary;
  // A word with a digit is matched exactly or not at all; typos past the budget only in a
  // long word.
  const offer = (wordId: number, typos: number) => {
    if (typos > 0 && hasDigit[wordId] === 1) return;
    if (typos > budget && words[wordId]!.length < LONG_WORD) return;
    visit(wordId, typos);
  };
  const offerTail = (tailId: number, typos: number) => {
    for (let at = tailWords.starts[tailId]!; at < tailWords.starts[tailId + 1]!; at += 1) {
      offer(tailWords.items[at]!, typos);
    }
  };
  for (const [passMode, passBudget] of passesOf(query, budget, mode)) {
    walk(trie, query, passBudget, passMode, offer, 0);
    if (passBudget === 0 || query.length < 2) continue;
    // A typo on the first letter, one of the budget, the rest walked with what is left:
    // substituted (the rest against the tails), left out (the query against the tails), added
    // (the rest against the words), swapped with the second (against the words).
    const rest = query.slice(1);
    const left = passBudget - 1;
    walk(tails, rest, left, passMode, offerTail, 1);
    walk(tails, query, left, passMode, offerTail, 1);
    walk(trie, rest, left, passMode, offer, 1);
    walk(trie, swapFirstTwo(query), left, passMode, offer, 1);
  }
}

/**
 * The walks a query word takes: one, or for a short word being typed that may be a long word
 * with two letters left out, the start of a word within its budget and then the whole long
 * word within the reach. (The second typo of a short query word is for a whole long word, not
 * for the start of one: a few letters typed right and two wrong would find any word that
 * starts the same.)
 */
function passesOf(query: string, budget: number, mode: WordMatch): [WordMatch, number][] {
  const reach = longWordReach(query, budget);
  return reach > budget && mode === 'prefix'
    ? [
        ['prefix', budget],
        ['whole', reach],
      ]
    : [[mode, reach]];
}

function swapFirstTwo(query: string): string {
  return `${query[1]}${query[0]}${query.slice(2)}`;
}

/** A query word ready to be checked against vocabulary words one at a time. */
export interface QueryWord {
  text: string;
  budget: number;
  mode: WordMatch;
  /** The most typos any of its walks allows. */
  reach: number;
  /** Its letters (see `letterMask`). */
  letters: number;
}

export function queryWord(text: string, budget: number, mode: WordMatch): QueryWord {
  return { text, budget, mode, reach: longWordReach(text, budget), letters: letterMask(text) };
}

/**
 * The typos `forEachCloseWord` finds between a query word and one vocabulary word (the
 * fewest), or -1 when it does not offer the word: the same walks, down that word's letters
 * only. Checking the few words that stand where a rarer query word already matched costs
 * far less than walking the whole vocabulary for each query word.
 */
export function closeWordTypos(vocabulary: Vocabulary, query: QueryWord, wordId: number): number {
  const word = vocabulary.words[wordId]!;
  const { text, budget, mode, reach } = query;
  // Lower bounds first: each query letter the word lacks is one typo, and so is each letter
  // of length between them (only the missing ones for the start of a word).
  const lengthGap =
    mode === 'whole' ? Math.abs(word.length - text.length) : text.length - word.length;
  if (lengthGap > reach) return -1;
  if (bitCount(query.letters & ~vocabulary.letters[wordId]!) > reach) return -1;
  let fewest = NO_MATCH;
  for (const [passMode, passBudget] of passesOf(text, budget, mode)) {
    fewest = Math.min(fewest, pathTypos(word, 0, text, passBudget, passMode));
    if (passBudget === 0 || text.length < 2) continue;
    const rest = text.slice(1);
    const left = passBudget - 1;
    fewest = Math.min(
      fewest,
      1 + pathTypos(word, 1, rest, left, passMode),
      1 + pathTypos(word, 1, text, left, passMode),
      1 + pathTypos(word, 0, rest, left, passMode),
      1 + pathTypos(word, 0, swapFirstTwo(text), left, passMode),
    );
  }
  if (fewest >= NO_MATCH) return -1;
  if (fewest > 0 && vocabulary.hasDigit[wordId] === 1) return -1;
  if (fewest > budget && word.length < LONG_WORD) return -1;
  return fewest;
}

/**
 * The letters of a word as bits, one per code unit modulo 32 (Latin letters each their own;
 * a shared bit only lets more words through to the full check).
 */
function letterMask(word: string): number {
  let mask = 0;
  for (let at = 0; at < word.length; at += 1) mask |= 1 << (word.charCodeAt(at) & 31);
  return mask;
}

function bitCount(bits: number): number {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count += 1;
  return count;
}

/** More typos than any budget: no match. */
const NO_MATCH = 1 << 20;

/**
 * What `walk` gives the key `word` from `from` (the whole word or its tail), or NO_MATCH when
 * the walk does not reach it: the same rows down the key's path, the same pruning and the
 * same shortcut for the word being typed.
 */
function pathTypos(word: string, from: number, query: string, budget: number, mode: WordMatch) {
  const length = word.length - from;
  if (length <= 0) return NO_MATCH;
  const prefix = mode === 'prefix';
  if (budget === 0) {
    const matches = (prefix || length === query.length) && word.startsWith(query, from);
    return matches ? 0 : NO_MATCH;
  }
  if (word.charCodeAt(from) !== query.charCodeAt(0)) return NO_MATCH;
  const width = query.length + 1;
  const last = query.length;
  const rows = rowsFor(length + 1, width);
  for (let j = 0; j < width; j += 1) rows[j] = j;
  let best = query.length;
  for (let depth = 0; depth < length; depth += 1) {
    const before = depth > 0 ? word.charCodeAt(from + depth - 1) : -1;
    const code = word.charCodeAt(from + depth);
    const rowMin = fillRow(rows, width, query, code, before, depth);
    const typos = rows[(depth + 1) * width + last]!;
    best = Math.min(best, typos);
    if (rowMin > budget) return NO_MATCH;
    if (prefix && typos <= budget && typos === rowMin) return best;
    if (depth + 1 === length) {
      const keyTypos = prefix ? best : typos;
      return keyTypos <= budget ? keyTypos : NO_MATCH;
    }
  }
  return NO_MATCH;
}

/**
 * Walks the trie down the query's first letter (where the rows stay narrow) and calls
 * `visit(keyId, typos + spent)` for each key within `budget` typos of the query.
 */
function walk(
  trie: Trie,
  query: string,
  budget: number,
  mode: WordMatch,
  visit: (keyId: number, typos: number) => void,
  spent: number,
): void {
  const prefix = mode === 'prefix';
  const { letter, end, keyAt, keysFrom, keysTo } = trie;
  if (budget === 0) {
    const node = descend(trie, query);
    if (node < 0) return;
    if (!prefix) {
      if (keyAt[node]! >= 0) visit(keyAt[node]!, spent);
      return;
    }
    for (let key = keysFrom[node]!; key < keysTo[node]!; key += 1) visit(key, spent);
    return;
  }
  const width = query.length + 1;
  const last = query.length;
  const rows = rowsFor(trie.longest + 1, width);
  // best[d]: the fewest typos of the query against any start of the path down to depth d.
  const best = bestFor(trie.longest + 1);
  for (let j = 0; j < width; j += 1) rows[j] = j;
  best[0] = query.length;
  const firstLetter = query.charCodeAt(0);
  const down = (node: number, depth: number) => {
    const before = depth > 0 ? letter[node]! : -1;
    for (let child = node + 1; child < end[node]!; child = end[child]!) {
      // The walk keeps the first letter; typos on it are the caller's.
      if (depth === 0 && letter[child] !== firstLetter) continue;
      const rowMin = fillRow(rows, width, query, letter[child]!, before, depth);
      const below = depth + 1;
      const typos = rows[below * width + last]!;
      best[below] = Math.min(best[depth]!, typos);
      // No key under this node can come within the budget.
      if (rowMin > budget) continue;
      if (prefix && typos <= budget && typos === rowMin) {
        // No continuation can do better: every key under this node matches as well.
        for (let key = keysFrom[child]!; key < keysTo[child]!; key += 1) {
          visit(key, best[below]! + spent);
        }
        continue;
      }
      const key = keyAt[child]!;
      if (key >= 0) {
        const keyTypos = prefix ? best[below]! : typos;
        if (keyTypos <= budget) visit(key, keyTypos + spent);
      }
      down(child, below);
    }
  };
  down(0, 0);
}

/** The node the query's letters lead to from the root, or -1. */
function descend(trie: Trie, query: string): number {
  const { letter, end } = trie;
  let node = 0;
  for (let d = 0; d < query.length; d += 1) {
    const code = query.charCodeAt(d);
    let child = node + 1;
    while (child < end[node]! && letter[child] !== code) child = end[child]!;
    if (child >= end[node]!) return -1;
    node = child;
  }
  return node;
}

/**
 * Fills the row for depth `d + 1` (the path's letters down to `code` against every start of
 * the query; `before` is the letter above it) from the rows above; returns its minimum.
 */
function fillRow(
  rows: Int32Array,
  width: number,
  query: string,
  code: number,
  before: number,
  d: number,
): number {
  const above = d * width;
  const here = above + width;
  rows[here] = d + 1;
  let rowMin = d + 1;
  for (let j = 1; j < width; j += 1) {
    const queryCode = query.charCodeAt(j - 1);
    let cost = Math.min(
      rows[above + j]! + 1,
      rows[here + j - 1]! + 1,
      rows[above + j - 1]! + (queryCode === code ? 0 : 1),
    );
    if (d > 0 && j > 1 && code === query.charCodeAt(j - 2) && before === queryCode) {
      cost = Math.min(cost, rows[above - width + j - 2]! + 1);
    }
    rows[here + j] = cost;
    if (cost < rowMin) rowMin = cost;
  }
  return rowMin;
}

let rowBuffer = new Int32Array(0);
let bestBuffer = new Int32Array(0);

/** A scratch buffer for the rows of one walk (a walk never yields, so one is enough). */
function rowsFor(depth: number, width: number): Int32Array {
  if (rowBuffer.length < depth * width) rowBuffer = new Int32Array(depth * width * 2);
  return rowBuffer;
}

function bestFor(depth: number): Int32Array {
  if (bestBuffer.length < depth) bestBuffer = new Int32Array(depth * 2);
  return bestBuffer;
}

/** [from, to) of the sorted keys that start with `prefix`. */
export function prefixRange(
  keys: readonly string[],
  prefix: string,
  from = 0,
): { from: number; to: number } {
  const start = lowerBound(keys, prefix, from);
  // Every key with the prefix sorts before the prefix followed by the highest code unit.
  const to = lowerBound(keys, `${prefix}\uffff`, start);
  return { from: start, to };
}

export function lowerBound(keys: readonly string[], target: string, from = 0): number {
  let low = from;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keys[middle]! < target) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** A value matched with typos: which, with how many, and from which of its words. */
export type TypoVisit = (valueId: number, typos: number, first: number) => void;

/**
 * The words of one searchable field: its vocabulary, where each word stands in each value,
 * and which drugs (by rank) hold each value. It answers the typo matches and the exact
 * matches from a value's later words.
 */
export class TypoIndex {
  private readonly vocabulary: Vocabulary;
  private readonly valueKeys: readonly string[];
  /** Per word: the values it occurs in, and (in `positions`, same layout) at which word. */
  private readonly occurrences: Rows;
  private readonly positions: Uint8Array | Uint32Array;
  /** Per value: its word ids in order. */
  private readonly valueWords: Rows;
  /** Per value: the ranks of the drugs that hold it, in rank order. */
  readonly valueRanks: Rows;
  /** Scratch per value for one search at a time (0 between searches). */
  readonly valueMarks: Uint8Array;

  /**
   * `valueKeys` are the normalised values (words joined by one space); `holders` lists
   * (valueId, rank) pairs flat, in rank order.
   */
  constructor(valueKeys: readonly string[], holders: ArrayLike<number>) {
    // Every array at its exact size, counted first: a list that doubles leaves its outgrown
    // copies behind, and a large build's process still holds them when it returns.
    let total = 0;
    let longest = 0;
    for (const key of valueKeys) {
      const count = wordCount(key);
      total += count;
      longest = Math.max(longest, count);
    }
    // Each value's words get ids as they come (nothing held per value), then the ids are
    // renumbered in word order.
    const seen = new Map<string, number>();
    const valueItems = new Uint32Array(total);
    const valueStarts = new Uint32Array(valueKeys.length + 1);
    let place = 0;
    valueKeys.forEach((key, valueId) => {
      for (let from = 0; from <= key.length;) {
        const space = key.indexOf(' ', from);
        const to = space === -1 ? key.length : space;
        const word = key.slice(from, to);
        let id = seen.get(word);
        if (id === undefined) {
          id = seen.size;
          seen.set(word, id);
        }
        valueItems[place++] = id;
        from = to + 1;
      }
      valueStarts[valueId + 1] = place;
    });
    // A native sort of the strings, then one look-up per word: no comparator calls.
    const words = [...seen.keys()].sort();
    const renumbered = new Uint32Array(words.length);
    words.forEach((word, wordId) => (renumbered[seen.get(word)!] = wordId));
    this.vocabulary = buildVocabulary(words);
    this.valueKeys = valueKeys;
    const wordStarts = new Uint32Array(words.length + 1);
    for (let at = 0; at < total; at += 1) {
      const wordId = renumbered[valueItems[at]!]!;
      valueItems[at] = wordId;
      wordStarts[wordId + 1]! += 1;
    }
    for (let word = 1; word <= words.length; word += 1) wordStarts[word]! += wordStarts[word - 1]!;
    const fill = wordStarts.slice(0, words.length);
    const occurrenceValues = new Uint32Array(total);
    // A value rarely has more than a few words: one byte per place, wider only when needed.
    this.positions = longest <= 0x100 ? new Uint8Array(total) : new Uint32Array(total);
    for (let valueId = 0; valueId < valueKeys.length; valueId += 1) {
      const from = valueStarts[valueId]!;
      for (let at = from; at < valueStarts[valueId + 1]!; at += 1) {
        const slot = fill[valueItems[at]!]!++;
        occurrenceValues[slot] = valueId;
        this.positions[slot] = at - from;
      }
    }
    this.valueWords = { starts: valueStarts, items: valueItems };
    this.occurrences = { starts: wordStarts, items: occurrenceValues };
    this.valueRanks = packRows(valueKeys.length, holders);
    this.valueMarks = new Uint8Array(valueKeys.length);
  }

  /**
   * Calls `visit(valueId, wordId)` for each place a value continues with `key` from one of
   * its later words (not its first): a one-word key is the start of the word, a longer one
   * needs its first word whole and the rest of the value to follow. Word by word in word
   * order, each word's values in value order; `visit` returns false to stop.
   */
  forEachLaterWord(key: string, visit: (valueId: number, wordId: number) => boolean | void): void {
    const { words } = this.vocabulary;
    const space = key.indexOf(' ');
    const first = space === -1 ? key : key.slice(0, space);
    const { from, to } =
      space === -1
        ? prefixRange(words, key)
        : { from: lowerBound(words, first), to: lowerBound(words, `${first}\u0000`) };
    const { starts, items } = this.occurrences;
    for (let wordId = from; wordId < to; wordId += 1) {
      for (let at = starts[wordId]!; at < starts[wordId + 1]!; at += 1) {
        const position = this.positions[at]!;
        if (position === 0) continue;
        const valueId = items[at]!;
        if (space !== -1) {
          const valueKey = this.valueKeys[valueId]!;
          if (!valueKey.startsWith(key, wordOffset(valueKey, position))) continue;
        }
        if (visit(valueId, wordId) === false) return;
      }
    }
  }

  /** How many drugs hold a value. */
  drugCount(valueId: number): number {
    return this.valueRanks.starts[valueId + 1]! - this.valueRanks.starts[valueId]!;
  }

  /** `count` words of a value from its `first`, as the query would spell them correctly. */
  wordsOf(valueId: number, first: number, count: number): string {
    const ids = rowOf(this.valueWords, valueId).subarray(first, first + count);
    return Array.from(ids, (wordId) => this.vocabulary.words[wordId]!).join(' ');
  }

  /**
   * Calls `visit` for each value whose words, from some word on, match the query's words
   * with at least one typo and within each word's budget: every query word but the last
   * matches a whole word, the last the start of one. A value may be visited more than once
   * (once per place it matches); matches without typos are left to the exact search.
   */
  forEachMatch(key: string, visit: TypoVisit, budgetOf: (word: string) => number = typoBudget) {
    const queryWords = key.split(' ');
    const count = queryWords.length;
    const budgets = queryWords.map(budgetOf);
    if (!budgets.some((budget) => budget > 0)) return;
    const { words } = this.vocabulary;
    const { starts, items } = this.occurrences;
    const modeOf = (j: number): WordMatch => (j === count - 1 ? 'prefix' : 'whole');
    // The query word whose close words occur least (the pivot): its occurrences are walked,
    // the other words checked in place. A word without typos is a range of the sorted
    // vocabulary, whose occurrences are counted at once.
    const exactRanges: ({ from: number; to: number } | undefined)[] = new Array(count);
    const close: (Map<number, number> | undefined)[] = new Array(count);
    let pivot = -1;
    let fewest = Infinity;
    for (let j = 0; j < count; j += 1) {
      if (budgets[j] !== 0) continue;
      const word = queryWords[j]!;
      const range =
        modeOf(j) === 'prefix'
          ? prefixRange(words, word)
          : { from: lowerBound(words, word), to: lowerBound(words, `${word}\u0000`) };
      if (range.from === range.to) return;
      exactRanges[j] = range;
      const total = starts[range.to]! - starts[range.from]!;
      if (total < fewest) [pivot, fewest] = [j, total];
    }
    // The words that may have typos are walked, longest budget first, until the pivot's
    // occurrences are few enough to check the rest in place.
    const order = queryWords
      .map((_, j) => j)
      .filter((j) => budgets[j]! > 0)
      .sort((a, b) => budgets[b]! - budgets[a]!);
    for (const j of order) {
      if (fewest <= CHECK_IN_PLACE) break;
      const found = new Map<number, number>();
      forEachCloseWord(this.vocabulary, queryWords[j]!, budgets[j]!, modeOf(j), (wordId, typos) => {
        if (typos < (found.get(wordId) ?? Infinity)) found.set(wordId, typos);
      });
      if (!found.size) return;
      close[j] = found;
      let total = 0;
      for (const wordId of found.keys()) total += starts[wordId + 1]! - starts[wordId]!;
      if (total < fewest) [pivot, fewest] = [j, total];
    }
    // A word not walked: its typos against one vocabulary word, each word worked out once.
    const checked: (Map<number, number> | undefined)[] = new Array(count);
    const prepared: (QueryWord | undefined)[] = new Array(count);
    const typosAt = (j: number, wordId: number): number => {
      const found = close[j];
      if (found) return found.get(wordId) ?? -1;
      const range = exactRanges[j];
      if (range) return wordId >= range.from && wordId < range.to ? 0 : -1;
      const known = (checked[j] ??= new Map()).get(wordId);
      if (known !== undefined) return known;
      prepared[j] ??= queryWord(queryWords[j]!, budgets[j]!, modeOf(j));
      const typos = closeWordTypos(this.vocabulary, prepared[j], wordId);
      checked[j]!.set(wordId, typos);
      return typos;
    };
    const pivotWords: Iterable<[number, number]> =
      close[pivot] ?? rangeEntries(exactRanges[pivot]!);
    for (const [wordId, pivotTypos] of pivotWords) {
      if (count === 1 && pivotTypos === 0) continue;
      for (let at = starts[wordId]!; at < starts[wordId + 1]!; at += 1) {
        const valueId = items[at]!;
        const first = this.positions[at]! - pivot;
        const valueStart = this.valueWords.starts[valueId]!;
        const valueLength = this.valueWords.starts[valueId + 1]! - valueStart;
        if (first < 0 || first + count > valueLength) continue;
        let typos = pivotTypos;
        for (let j = 0; j < count && typos >= 0; j += 1) {
          if (j === pivot) continue;
          const found = typosAt(j, this.valueWords.items[valueStart + first + j]!);
          typos = found < 0 ? -1 : typos + found;
        }
        if (typos > 0) visit(valueId, typos, first);
      }
    }
  }
}

/**
 * Occurrences few enough that checking the other query words in place, word by word, costs
 * less than walking the vocabulary for them.
 */
const CHECK_IN_PLACE = 1024;

/** The words of a vocabulary range, each with no typos. */
function* rangeEntries({ from, to }: { from: number; to: number }): Generator<[number, number]> {
  for (let wordId = from; wordId < to; wordId += 1) yield [wordId, 0];
}

/** How many words a key of words joined by one space has. */
function wordCount(key: string): number {
  let count = 1;
  for (let at = key.indexOf(' '); at !== -1; at = key.indexOf(' ', at + 1)) count += 1;
  return count;
}

/** Where the word at `position` (0 for the first) starts in a key of words joined by spaces. */
function wordOffset(key: string, position: number): number {
  let offset = 0;
  for (let word = 0; word < position; word += 1) offset = key.indexOf(' ', offset) + 1;
  return offset;
}
