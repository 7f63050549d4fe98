/**
 * Which part of a type-ahead suggestion the typed text matched, to show it in bold: the
 * start of a word spelt as typed, else (the index forgives typos) the start of a word within
 * the typos the index forgives. Letters are compared as the index compares them: case
 * folded, Arabic alef, yaa and haa forms as one, diacritics and tatweel skipped.
 */
export interface MatchedPart {
  from: number;
  to: number;
}

const ARABIC_FORMS: Readonly<Record<string, string>> = {
  آ: 'ا',
  أ: 'ا',
  إ: 'ا',
  ٱ: 'ا',
  ى: 'ي',
  ة: 'ه',
  ؤ: 'و',
  ئ: 'ي',
};
const SKIPPED = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/;
const WORD_CHARACTER = /[\p{L}\p{N}]/u;
const DIGIT = /\d/;

interface Folded {
  letters: string;
  /** Per folded letter, where it stands in the text. */
  at: number[];
}

/** The text's letters folded one for one (anything between words becomes one space). */
function fold(text: string): Folded {
  let letters = '';
  const at: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index]!;
    if (SKIPPED.test(character)) continue;
    let letter = ARABIC_FORMS[character] ?? character.toLowerCase();
    if (letter.length !== 1) letter = character;
    if (!WORD_CHARACTER.test(letter)) {
      if (letters === '' || letters.endsWith(' ')) continue;
      letter = ' ';
    }
    letters += letter;
    at.push(index);
  }
  return { letters: letters.trimEnd(), at };
}

/** The typos the index forgives in a typed word: none under 5 letters, one from 5, two from 9. */
function typoBudget(typed: string): number {
  if (DIGIT.test(typed)) return 0;
  return typed.length >= 9 ? 2 : typed.length >= 5 ? 1 : 0;
}

/** Insertions, deletions, substitutions and swaps of adjacent letters from `a` to `b`. */
export function typoDistance(a: string, b: string): number {
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) {
      let cost = Math.min(
        previous[j]! + 1,
        row[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        cost = Math.min(cost, before[j - 2]! + 1);
      }
      row.push(cost);
    }
    before = previous;
    previous = row;
  }
  return previous[b.length]!;
}

export function matchedPart(text: string, typed: string): MatchedPart | null {
  const query = fold(typed).letters;
  if (query === '') return null;
  const { letters, at } = fold(text);
  const starts: number[] = [];
  for (let index = 0; index < letters.length; index += 1) {
    if (letters[index] !== ' ' && (index === 0 || letters[index - 1] === ' ')) starts.push(index);
  }
  const part = (from: number, length: number): MatchedPart => ({
    from: at[from]!,
    to: at[from + length - 1]! + 1,
  });
  const exact = starts.find((start) => letters.startsWith(query, start));
  if (exact !== undefined) return part(exact, query.length);
  const budget = typoBudget(query);
  let best: { start: number; length: number; typos: number } | null = null;
  for (const start of starts) {
    for (let length = query.length - budget; length <= query.length + budget; length += 1) {
      if (length <= 0 || start + length > letters.length) continue;
      const candidate = letters.slice(start, start + length);
      if (candidate.endsWith(' ')) continue;
      const typos = typoDistance(query, candidate);
      // Fewest typos, then the longest part (the letters typed may be missing one).
      const closer = !best || typos < best.typos || (typos === best.typos && length > best.length);
      if (typos <= budget && closer) best = { start, length, typos };
    }
  }
  return best ? part(best.start, best.length) : null;
}
