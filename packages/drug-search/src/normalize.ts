/**
 * Search normalisation shared by the index and its queries, so that what a user types
 * matches however the catalogue spells it.
 */

// Dropped: combining accents (after NFKD), harakat, tanween, shadda, sukun, dagger alef,
// Quranic marks, tatweel.
const DROPPED = /[\u0300-\u036f\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
// Folded: alef forms آ أ إ ٱ, alef maqsura ى, taa marbuta ة, hamza on waw ؤ and on yaa ئ,
// Arabic-Indic digits.
const FOLDED = /[\u0622\u0623\u0625\u0671\u0649\u0629\u0624\u0626\u0660-\u0669]/g;
const FOLD: Readonly<Record<string, string>> = {
  '\u0622': '\u0627',
  '\u0623': '\u0627',
  '\u0625': '\u0627',
  '\u0671': '\u0627',
  '\u0649': '\u064A',
  '\u0629': '\u0647',
  '\u0624': '\u0648',
  '\u0626': '\u064A',
};
const foldLetter = (letter: string) => FOLD[letter] ?? String(letter.charCodeAt(0) - 0x0660); // else an Arabic-Indic digit

/**
 * Arabic: no diacritics or tatweel; one alef, yaa and haa form. Latin: lower case, no accents.
 * (Two passes over the text rather than one per rule: a build normalises ~500k names.)
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(DROPPED, '')
    .replace(FOLDED, foldLetter)
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const NOT_WORD_ASCII = /[^a-z0-9]+/g;
const NOT_WORD = /[^\p{L}\p{N}]+/gu;

/**
 * The searchable words of a text, normalised, split on anything that is not a letter or digit,
 * joined by one space (no array of words built on the way).
 */
export function wordsKey(text: string): string {
  // Most of the catalogue is plain ASCII, where normalising is only lower-casing.
  if (PRINTABLE_ASCII.test(text)) return text.toLowerCase().replace(NOT_WORD_ASCII, ' ').trim();
  return normalizeText(text).replace(NOT_WORD, ' ').trim();
}

/**
 * `wordsKey(text)` worked out part by part between spaces, each part's key from `partKey`
 * (a cache, for names that share their words): normalising never reaches across a space
 * (a space is a word boundary, and no rule looks past it), so the keys are the same.
 */
export function wordsKeyByParts(text: string, partKey: (part: string) => string): string {
  if (!text.includes(' ')) return partKey(text);
  const keys: string[] = [];
  for (const part of text.split(' ')) {
    const key = partKey(part);
    if (key) keys.push(key);
  }
  return keys.join(' ');
}
