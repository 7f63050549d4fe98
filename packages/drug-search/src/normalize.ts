/**
 * Search normalisation shared by the index and its queries, so that what a user types
 * matches however the catalogue spells it.
 */

// Harakat, tanween, shadda, sukun, dagger alef, Quranic marks.
const ARABIC_DIACRITICS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED]/g;
const TATWEEL = /\u0640/g;
const ALEF_FORMS = /[\u0622\u0623\u0625\u0671]/g; // آ أ إ ٱ
const ALEF_MAQSURA = /\u0649/g; // ى
const TAA_MARBUTA = /\u0629/g; // ة
const HAMZA_ON_WAW = /\u0624/g; // ؤ
const HAMZA_ON_YAA = /\u0626/g; // ئ
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669]/g;

/** Arabic: no diacritics or tatweel; one alef, yaa and haa form. Latin: lower case, no accents. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(ARABIC_DIACRITICS, '')
    .replace(TATWEEL, '')
    .replace(ALEF_FORMS, '\u0627')
    .replace(ALEF_MAQSURA, '\u064A')
    .replace(TAA_MARBUTA, '\u0647')
    .replace(HAMZA_ON_WAW, '\u0648')
    .replace(HAMZA_ON_YAA, '\u064A')
    .replace(ARABIC_INDIC_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** The searchable words of a text: normalised, split on anything that is not a letter or digit. */
export function tokenize(text: string): string[] {
  // Most of the catalogue is plain ASCII, where normalising is only lower-casing.
  const normalised = PRINTABLE_ASCII.test(text) ? text.toLowerCase() : normalizeText(text);
  return normalised.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}
