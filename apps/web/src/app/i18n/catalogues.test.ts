import { describe, expect, it } from 'vitest';
import { AUTH_ERROR_MESSAGES } from '@dawa/shared/authErrors';
import { ERROR_MESSAGES } from '@dawa/shared/errors';
import { parseGlossary, productNameProblem, rejectedWordsIn } from '@dawa/shared/glossary';
import type { Language } from '@dawa/shared/language';
import { VALIDATION_MESSAGES } from '@dawa/shared/validationMessages';
import glossaryMarkdown from '../../../../../docs/glossary.md?raw';
import { translate, type Catalogue } from './translate';

const files = import.meta.glob<Catalogue>(
  ['../messages/*.json', '../../features/*/messages/*.json'],
  { eager: true, import: 'default' },
);

const ARABIC_PLURALS = ['zero', 'one', 'two', 'few', 'many', 'other'];
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** The counts every counted message is rendered for: each Arabic form, at both its ends. */
const COUNTS = [0, 1, 2, 3, 10, 11, 99, 100, 101];
/** Placeholders that hold a number (the rest hold names, titles, dates, prices…). */
const NUMBER_NAMES = 'count|limit|min|max|days|digits|shown|imported|done|total';
/**
 * A number placeholder followed by a word needs the plural forms ("{{max}} حرفًا"); "من", "إلى"
 * and "و" join two numbers ("من {{min}} إلى {{max}}").
 */
const NUMBER_BEFORE_NOUN = new RegExp(
  `\\{\\{(${NUMBER_NAMES})\\}\\}\\s+(?!(?:من|إلى)\\s|و)\\p{Script=Arabic}`,
  'u',
);

const glossary = parseGlossary(glossaryMarkdown);

function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [k, v] of flatten(value, path)) entries.set(k, v);
  }
  return entries;
}

/** Key → plural suffixes present (empty for a plain key). */
function pluralForms(keys: Iterable<string>): Map<string, string[]> {
  const forms = new Map<string, string[]>();
  for (const key of keys) {
    const match = PLURAL_SUFFIX.exec(key);
    const base = match ? key.slice(0, match.index) : key;
    const list = forms.get(base) ?? [];
    if (match?.[1]) list.push(match[1]);
    forms.set(base, list);
  }
  return forms;
}

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}|<(\d+)>/g)].map((m) => m[0]).sort();

type Render = (key: string, count: number) => string;

/** Renders a counted message as the app does (translate.ts picks the form), names left as ‹name›. */
function renderer(language: Language, catalogue: Catalogue): Render {
  return (key, count) => {
    const names = new Set<string>();
    for (const [entry, text] of flatten(catalogue)) {
      if (entry.replace(PLURAL_SUFFIX, '') !== key) continue;
      for (const match of text.matchAll(/{{(\w+)}}/g)) if (match[1]) names.add(match[1]);
    }
    const params = Object.fromEntries([...names].map((name) => [name, `‹${name}›`]));
    return translate(language, catalogue, key, { ...params, count });
  };
}

/** The texts a language's messages say, keyed like their catalogue. */
type Texts = Record<Language, Catalogue>;

const folders = [...new Set(Object.keys(files).map((path) => path.replace(/\/[^/]+$/, '')))];
/** The shared texts every catalogue merges in (i18n.ts), checked once here. */
const sharedTexts: Record<string, Texts> = {
  'packages/shared validationMessages': VALIDATION_MESSAGES,
  'packages/shared authErrors': AUTH_ERROR_MESSAGES,
  'packages/shared errors': ERROR_MESSAGES,
};
/** The legal pages are written out in each language, not in catalogues. */
const legal = import.meta.glob<Catalogue>('../../features/legal/content/*.{en,ar}.ts', {
  eager: true,
  import: 'default',
});
const legalTexts = (name: string): Texts => ({
  en: legal[`../../features/legal/content/${name}.en.ts`] ?? {},
  ar: legal[`../../features/legal/content/${name}.ar.ts`] ?? {},
});
const sources: [string, Texts][] = [
  ...folders.map((folder): [string, Texts] => [
    folder,
    { en: files[`${folder}/en.json`] ?? {}, ar: files[`${folder}/ar.json`] ?? {} },
  ]),
  ...Object.entries(sharedTexts),
  ['legal terms', legalTexts('terms')],
  ['legal privacy', legalTexts('privacy')],
];

describe.each(sources)('messages in %s', (_name, texts) => {
  const en = flatten(texts.en);
  const ar = flatten(texts.ar);
  const enForms = pluralForms(en.keys());
  const arForms = pluralForms(ar.keys());
  const counted = [...arForms].filter(([, forms]) => forms.length > 0).map(([base]) => base);

  it('has both catalogues', () => {
    expect(en.size).toBeGreaterThan(0);
    expect(ar.size).toBeGreaterThan(0);
  });

  it('has the same keys in English and Arabic', () => {
    const missingInArabic = [...enForms.keys()].filter((key) => !arForms.has(key));
    const onlyInArabic = [...arForms.keys()].filter((key) => !enForms.has(key));
    expect({ missingInArabic, onlyInArabic }).toEqual({ missingInArabic: [], onlyInArabic: [] });
    for (const [base, forms] of enForms) {
      if (forms.length === 0) {
        expect(arForms.get(base), base).toEqual([]);
      } else {
        expect(forms.sort(), base).toEqual(expect.arrayContaining(['one', 'other']));
        expect(arForms.get(base)?.sort(), base).toEqual([...ARABIC_PLURALS].sort());
      }
    }
  });

  it('uses the same placeholders in both languages', () => {
    for (const [key, text] of en) {
      const arText = ar.get(key);
      if (arText === undefined) continue;
      // Arabic says zero, one and two in the word itself ("تعليقان"), without the number.
      const compared = (found: string) => !(/_(zero|one|two)$/.test(key) && found === '{{count}}');
      expect(placeholders(arText).filter(compared), key).toEqual(
        placeholders(text).filter(compared),
      );
    }
  });

  it('uses only the words of docs/glossary.md', () => {
    const problems = (language: Language, entries: Map<string, string>) =>
      [...entries].flatMap(([key, text]) =>
        rejectedWordsIn(glossary, text, language).map(
          ({ term, word }) => `${language} ${key}: "${word}" (${term})`,
        ),
      );
    expect([...problems('en', en), ...problems('ar', ar)]).toEqual([]);
  });

  it('marks the product name «دواء» where English says Dawa', () => {
    const problems = [...ar].flatMap(([key, arText]) => {
      const enText = en.get(key);
      const problem = enText === undefined ? null : productNameProblem(enText, arText);
      return problem ? [`${key}: ${problem}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it('gives a number before a noun its plural forms', () => {
    const bare = [...ar]
      .filter(([key, text]) => !PLURAL_SUFFIX.test(key) && NUMBER_BEFORE_NOUN.test(text))
      .map(([key]) => key);
    expect(bare).toEqual([]);
  });

  // Only catalogues with a counted message get this test (none is reported as skipped).
  if (counted.length > 0)
    it('says every count with the right Arabic form, and English one and two apart', () => {
      const renderAr = renderer('ar', texts.ar);
      const renderEn = renderer('en', texts.en);
      const withoutNumber = (text: string, count: number) => text.replaceAll(String(count), '#');
      for (const key of counted) {
        const said = new Map(COUNTS.map((count) => [count, renderAr(key, count)]));
        for (const [count, text] of said) {
          expect(text, `${key} for ${count}`).not.toMatch(/{{|^[\w.]+$/);
          // 1 and 2 are said in the word ("تعليق واحد", "تعليقان"); from 3 on, the number.
          if (count === 1 || count === 2)
            expect(text, `${key} for ${count}`).not.toContain(String(count));
          if (count >= 3)
            expect(text, `${key} for ${count}`).toMatch(new RegExp(`${count}|‹\\w+›`));
        }
        // 3–10 take the plural noun, 11–99 and 100+ the singular: the forms differ.
        const few = withoutNumber(said.get(3) ?? '', 3);
        expect(withoutNumber(said.get(11) ?? '', 11), `${key}: 3 and 11`).not.toBe(few);
        expect(withoutNumber(said.get(100) ?? '', 100), `${key}: 3 and 100`).not.toBe(few);
        expect(withoutNumber(renderEn(key, 1), 1), `${key}: English 1 and 2`).not.toBe(
          withoutNumber(renderEn(key, 2), 2),
        );
      }
    });
});
