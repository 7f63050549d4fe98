import type { Language } from './language';

/**
 * One concept of the glossary (docs/glossary.md): its words in each language and the words not
 * to use for it. The tests that hold every text to the glossary read it with parseGlossary.
 */
export interface GlossaryTerm {
  term: string;
  english: readonly string[];
  arabic: readonly string[];
  rejected: readonly string[];
}

/** A rejected word a text uses. */
export interface GlossaryProblem {
  term: string;
  word: string;
}

const ROW = /^\|\s*`(\w+)`\s*\|/;
const ARABIC_LETTER = /\p{Script=Arabic}/u;
/** Diacritics (non-spacing marks) and tatweel: not part of a word's spelling when matching. */
const DIACRITICS = /\p{Mn}|\u0640/gu;
/** The one- and two-letter prefixes an Arabic word may carry (و، ف، ب، ل، ك). */
const ARABIC_PREFIX = '[وفبلك]{0,2}';

/** The table of docs/glossary.md: one row per concept, several words a cell split by " · ". */
export function parseGlossary(markdown: string): GlossaryTerm[] {
  const words = (cell: string | undefined) =>
    (cell ?? '')
      .split(' · ')
      .map((word) => word.trim())
      .filter((word) => word !== '' && word !== '—');
  return markdown
    .split('\n')
    .filter((line) => ROW.test(line))
    .map((line) => {
      const [, term, english, arabic, rejected] = line.split('|').map((cell) => cell.trim());
      return {
        term: (term ?? '').replace(/`/g, ''),
        english: words(english),
        arabic: words(arabic),
        rejected: words(rejected),
      };
    });
}

export const isArabic = (word: string): boolean => ARABIC_LETTER.test(word);

const normalized = (text: string) => text.replace(DIACRITICS, '');
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const patterns = new Map<string, RegExp>();

/** A whole word: Arabic with its prefixes and without diacritics, English in any case. */
function wordPattern(word: string): RegExp {
  let pattern = patterns.get(word);
  if (!pattern) patterns.set(word, (pattern = compile(word)));
  return pattern;
}

function compile(word: string): RegExp {
  return isArabic(word)
    ? new RegExp(
        `(?<![\\p{L}\\p{M}\\p{N}])${ARABIC_PREFIX}${escaped(normalized(word))}(?![\\p{L}\\p{M}])`,
        'u',
      )
    : new RegExp(`(?<![\\p{L}\\p{N}])${escaped(word)}(?![\\p{L}\\p{N}])`, 'iu');
}

/**
 * The rejected words that a text in `language` uses: Arabic ones in Arabic text, English ones in
 * English text. A concept's own Arabic words are set aside first («الصيدليات والمنشآت» may say
 * المنشآت, which is rejected alone).
 */
export function rejectedWordsIn(
  glossary: readonly GlossaryTerm[],
  text: string,
  language: Language,
): GlossaryProblem[] {
  const plain = language === 'ar' ? normalized(text) : text;
  return glossary.flatMap(({ term, arabic, rejected }) => {
    const own = language === 'ar' ? arabic.map(normalized) : [];
    const rest = own.reduce((left, word) => left.split(word).join(' '), plain);
    return rejected
      .filter((word) => isArabic(word) === (language === 'ar') && wordPattern(word).test(rest))
      .map((word) => ({ term, word }));
  });
}

const ENGLISH_NAME = /\bDawa\b/g;
/** «دواء», or the app: تطبيق دواء (or تطبيق «دواء»). */
const MARKED_ARABIC_NAME = /«دواء»|تطبيق «?دواء»?/g;

/**
 * What is wrong with how an Arabic text names the product, given its English twin; null when
 * right. Standing alone the name is دواء; in a sentence it is marked as often as English says
 * "Dawa", since bare دواء reads "a medicine" (docs/glossary.md, "The product name").
 */
export function productNameProblem(english: string, arabic: string): string | null {
  if (english.trim() === 'Dawa') {
    return arabic.trim() === 'دواء' ? null : 'the name alone is written دواء';
  }
  const named = english.match(ENGLISH_NAME)?.length ?? 0;
  const marked = arabic.match(MARKED_ARABIC_NAME)?.length ?? 0;
  return named === marked
    ? null
    : `English names Dawa ${named} time(s), Arabic marks «دواء» ${marked} time(s)`;
}
