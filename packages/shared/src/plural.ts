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

/**
 * The key of `key`'s form for `count` in `language`: i18next's JSON v4 suffixes (`key_few`), so
 * texts outside i18next pick the same form as the web app does.
 */
export function pluralKey(language: Language, key: string, count: number): string {
  return `${key}_${new Intl.PluralRules(language).select(count)}`;
}
