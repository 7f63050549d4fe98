import type { Language } from './language';

/**
 * The plural forms of a counted message, as Intl.PluralRules names them: Arabic has all six
 * (0, 1, 2, 3–10, 11–99, 100–102), English `one` and `other`.
 */
export type PluralForm = Intl.LDMLPluralRule;

/** The suffix of a plural form's key (`comments_few`). */
export const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** A catalogue key without its plural suffix (`comments_few` → `comments`). */
export type PluralBase<Key extends string> = Key extends `${infer Base}_${PluralForm}` ? Base : Key;

// Lists render counted texts per row: one set of rules per language.
const RULES: Partial<Record<Language, Intl.PluralRules>> = {};

/**
 * The key of `key`'s form for `count` in `language`, in the catalogues' JSON v4 suffixes
 * (`key_few`): the one choice of the web app's translator and of the API's texts.
 */
export function pluralKey(language: Language, key: string, count: number): string {
  const rules = (RULES[language] ??= new Intl.PluralRules(language));
  return `${key}_${rules.select(count)}`;
}
