import type { Language } from '@dawa/shared/language';
import { pluralKey, type PluralBase } from '@dawa/shared/plural';
import type { Resources } from './resources';

export type Namespace = keyof Resources;

export interface Catalogue {
  [key: string]: string | Catalogue;
}

/** A language's shell catalogue and the texts it shares with the API (packages/shared). */
export interface LanguageTexts {
  app: Catalogue;
  validation: Catalogue;
  errors: Catalogue;
  authErrors: Catalogue;
}

/** Dotted paths to a catalogue's texts (`chrome.footer.copyright`). */
type Paths<Node> = {
  [Key in keyof Node & string]: Node[Key] extends string ? Key : `${Key}.${Paths<Node[Key]>}`;
}[keyof Node & string];

/** A text's key in one namespace; a counted text by its key without the plural suffix too. */
type KeyOf<NS extends Namespace> = Paths<Resources[NS]> | PluralBase<Paths<Resources[NS]>>;

/** A text's key in namespace `NS`; of a union of namespaces, a key each of them has. */
export type MessageKey<NS extends Namespace = 'app'> = {
  [N in NS]: (key: KeyOf<N>) => void;
}[NS] extends (key: infer Key) => void
  ? Key
  : never;

/** Values of the `{{name}}` placeholders, and the options of a lookup. */
export interface TranslateOptions {
  /** Picks the plural form (`key_one`, `key_few`…) and fills `{{count}}`. */
  count?: number;
  /** The text when the catalogue has no such key. */
  defaultValue?: string;
  readonly [name: string]: unknown;
}

/**
 * `t(key)` in its own namespace, or `t(key, { ns })` in another; a key made at run time only
 * with the text to show when the catalogue lacks it.
 */
export interface TFunction<NS extends Namespace = 'app'> {
  (key: MessageKey<NS>, options?: TranslateOptions & { ns?: NS }): string;
  <Other extends Namespace>(
    key: MessageKey<Other>,
    options: TranslateOptions & { ns: Other },
  ): string;
  (key: string, options: TranslateOptions & { defaultValue: string; ns?: NS }): string;
}

/** A `t` as the translator makes it; typed as a TFunction where it is handed out. */
export type Translate = (key: string, options?: TranslateOptions & { ns?: Namespace }) => string;

function lookup(catalogue: Catalogue | undefined, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string' || !Object.hasOwn(node, part)) return;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

// i18next's placeholder syntax, spaces inside the braces allowed.
const PLACEHOLDER = /{{(.+?)}}/g;

/**
 * Fills `{{name}}` from `values` as i18next does: a value given as undefined or null is empty,
 * a name not given at all stays as written. Filled-in text is not read again.
 */
export function interpolate(text: string, values: TranslateOptions): string {
  return text.replace(PLACEHOLDER, (placeholder, raw: string) => {
    const name = raw.trim();
    if (!Object.hasOwn(values, name)) return placeholder;
    const value = values[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

/**
 * `key`'s text in `catalogue`, with i18next's JSON v4 lookup: with a numeric `count`, `key_zero`
 * first for 0 when the catalogue has it, then the language's plural form, then `key` itself.
 * A missing text is `defaultValue`, else the key (as i18next answers).
 */
export function translate(
  language: Language,
  catalogue: Catalogue | undefined,
  key: string,
  options: TranslateOptions = {},
): string {
  const { count } = options;
  const candidates =
    typeof count === 'number'
      ? [...(count === 0 ? [`${key}_zero`] : []), pluralKey(language, key, count), key]
      : [key];
  let text: string | undefined;
  for (const candidate of candidates) {
    text = lookup(catalogue, candidate);
    if (text !== undefined) break;
  }
  return interpolate(text ?? options.defaultValue ?? key, options);
}
