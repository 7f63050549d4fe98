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
  return arabicWordsKey(text) ?? normalizeText(text).replace(NOT_WORD, ' ').trim();
}

/** Output of `arabicWordsKey`, one code unit per letter (no key is longer than its text). */
let keyUnits = new Uint16Array(256);
/** Texts longer than this take the general path (one call with every code unit). */
const FAST_KEY_LENGTH = 4096;

/**
 * `wordsKey` in one pass over the code units, for the text of an Arabic name (basic Arabic
 * letters and marks, Arabic-Indic digits, printable ASCII), or null for any other character.
 * The rules of `normalizeText` on that set: a hamza or madda seat (آ أ إ ؤ ئ) leaves its
 * base letter (NFKD, then the mark dropped), ى and ة fold, marks and tatweel go, digits
 * become ASCII, Latin is lower-cased; anything else in ASCII separates words. A build keys
 * ~250k Arabic names: NFKD and four regular expressions cost six times as much.
 */
function arabicWordsKey(text: string): string | null {
  if (text.length > FAST_KEY_LENGTH) return null;
  if (keyUnits.length < text.length) keyUnits = new Uint16Array(text.length * 2);
  let length = 0;
  let separated = false;
  for (let at = 0; at < text.length; at += 1) {
    let code = text.charCodeAt(at);
    if (code >= 0x0621 && code <= 0x063a) {
      if (code === 0x0622 || code === 0x0623 || code === 0x0625) code = 0x0627;
      else if (code === 0x0624) code = 0x0648;
      else if (code === 0x0626) code = 0x064a;
      else if (code === 0x0629) code = 0x0647;
    } else if (code >= 0x0641 && code <= 0x064a) {
      if (code === 0x0649) code = 0x064a;
    } else if ((code >= 0x064b && code <= 0x065f) || code === 0x0670 || code === 0x0640) {
      continue;
    } else if (code >= 0x0660 && code <= 0x0669) code -= 0x0660 - 0x30;
    else if (code >= 0x41 && code <= 0x5a) code += 0x20;
    else if (!((code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39))) {
      if (code < 0x20 || code > 0x7e) return null;
      separated = length > 0;
      continue;
    }
    if (separated) {
      keyUnits[length++] = 0x20;
      separated = false;
    }
    keyUnits[length++] = code;
  }
  // One call with the code units as its arguments (spreading them costs twice as much).
  return String.fromCharCode.apply(null, keyUnits.subarray(0, length) as unknown as number[]);
}
