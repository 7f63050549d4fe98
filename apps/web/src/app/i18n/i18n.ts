import type { Language } from '@dawa/shared/language';
import {
  translate,
  type Catalogue,
  type LanguageTexts,
  type Namespace,
  type Translate,
} from './translate';

/** Namespaces loaded on demand by the route that needs them ('app' comes with the language). */
export type FeatureNamespace = Exclude<Namespace, 'app'>;

// One chunk per language, fetched by the language route (the page's own is
// preloaded by the HTML): a page never carries the other language's texts.
const LANGUAGES: Record<Language, () => Promise<{ texts: LanguageTexts }>> = {
  en: () => import('./languages/en'),
  ar: () => import('./languages/ar'),
};

// One Vite chunk per feature and language, fetched with the page that needs it (app/router.tsx).
const featureCatalogues = import.meta.glob<Catalogue>('../../features/*/messages/*.json', {
  import: 'default',
});

/** Each language's loaded catalogues; a language's texts never change once loaded. */
const catalogues: Record<Language, Partial<Record<Namespace, Catalogue>>> = { en: {}, ar: {} };
const languageTexts: Partial<Record<Language, Promise<LanguageTexts>>> = {};

/**
 * Every catalogue has the field error texts the API answers with too; a feature's own
 * `validation` section words some of its keys its own way.
 */
function withValidation(texts: LanguageTexts, catalogue: Catalogue): Catalogue {
  const own = catalogue.validation;
  return {
    ...catalogue,
    validation: { ...texts.validation, ...(typeof own === 'object' ? own : {}) },
  };
}

/** A feature's sections that the API answers with too. */
function sharedSections(namespace: FeatureNamespace, texts: LanguageTexts): Catalogue {
  return namespace === 'auth' ? { errors: texts.authErrors } : {};
}

/** Loads `language`'s shell catalogue (the `app` namespace) and shared texts, once. */
export function loadLanguage(language: Language): Promise<LanguageTexts> {
  return (languageTexts[language] ??= LANGUAGES[language]().then(
    ({ texts }) => {
      const app = texts.app;
      const errors = typeof app.errors === 'object' ? app.errors : {};
      catalogues[language].app = withValidation(texts, {
        ...app,
        errors: { ...errors, ...texts.errors },
      });
      return texts;
    },
    (error: unknown) => {
      // A failed fetch (offline, a new deployment) is tried again on the next navigation.
      delete languageTexts[language];
      throw error;
    },
  ));
}

export async function loadMessages(
  language: Language,
  namespaces: readonly FeatureNamespace[],
): Promise<void> {
  const loaded = catalogues[language];
  await Promise.all(
    namespaces.map(async (namespace) => {
      if (loaded[namespace]) return;
      const load = featureCatalogues[`../../features/${namespace}/messages/${language}.json`];
      if (!load) throw new Error(`No ${language} messages for ${namespace}`);
      const [texts, own] = await Promise.all([loadLanguage(language), load()]);
      loaded[namespace] = withValidation(texts, { ...own, ...sharedSections(namespace, texts) });
    }),
  );
}

export function hasMessages(language: Language, namespace: Namespace): boolean {
  return catalogues[language][namespace] !== undefined;
}

// One function per language and namespace, so `t` is stable across renders (effects' deps).
const translators = new Map<string, Translate>();

/** `t` of `namespace` in `language`; it reads the catalogues as they are at each call. */
export function translator(language: Language, namespace: Namespace): Translate {
  const id = `${language}:${namespace}`;
  let t = translators.get(id);
  if (!t) {
    t = (key, options) =>
      translate(language, catalogues[language][options?.ns ?? namespace], key, options);
    translators.set(id, t);
  }
  return t;
}
