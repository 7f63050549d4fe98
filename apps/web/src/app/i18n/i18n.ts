import i18next, { type CustomTypeOptions, type i18n as I18n } from 'i18next';
import { AUTH_ERROR_MESSAGES } from '@dawa/shared/authErrors';
import { ERROR_MESSAGES } from '@dawa/shared/errors';
import { VALIDATION_MESSAGES } from '@dawa/shared/validationMessages';
import type { Language } from '@dawa/shared/language';
import appEn from '../messages/en.json';
import appAr from '../messages/ar.json';

export type Namespace = keyof CustomTypeOptions['resources'];
/** Namespaces loaded on demand by the route that needs them ('app' ships with the shell). */
export type FeatureNamespace = Exclude<Namespace, 'app'>;

interface Catalogue {
  [key: string]: string | Catalogue;
}

// One Vite chunk per feature and language, fetched by the route loader that needs it.
const featureCatalogues = import.meta.glob<Catalogue>('../../features/*/messages/*.json', {
  import: 'default',
});

function createI18n(language: Language, app: Catalogue): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: false,
    ns: ['app'],
    defaultNS: 'app',
    resources: { [language]: { app } },
    initAsync: false,
    // React already escapes text.
    interpolation: { escapeValue: false },
  });
  return instance;
}

/**
 * Every catalogue has the field error texts the API answers with too (packages/shared); a
 * feature's own `validation` section words some of its keys its own way.
 */
function withValidation(language: Language, catalogue: Catalogue): Catalogue {
  const own = catalogue.validation;
  return {
    ...catalogue,
    validation: { ...VALIDATION_MESSAGES[language], ...(typeof own === 'object' ? own : {}) },
  };
}

/** The shell's catalogue, with the error texts the API answers with too (packages/shared). */
function appCatalogue(language: Language, app: typeof appEn): Catalogue {
  return withValidation(language, {
    ...app,
    errors: { ...app.errors, ...ERROR_MESSAGES[language] },
  });
}

/** A feature's sections that the API answers with too (packages/shared). */
function sharedSections(namespace: FeatureNamespace, language: Language): Catalogue {
  return namespace === 'auth' ? { errors: AUTH_ERROR_MESSAGES[language] } : {};
}

const APP_CATALOGUES: Record<Language, Catalogue> = {
  en: appCatalogue('en', appEn),
  ar: appCatalogue('ar', appAr),
};

/**
 * One instance per language, chosen by the URL prefix. The language is never mutated, so a
 * page cannot render in one language while the URL names the other. Each is made on first
 * use: most visits never need the other language's.
 */
const instances: Partial<Record<Language, I18n>> = {};

export function i18nFor(language: Language): I18n {
  return (instances[language] ??= createI18n(language, APP_CATALOGUES[language]));
}

export async function loadMessages(
  language: Language,
  namespaces: readonly FeatureNamespace[],
): Promise<void> {
  const instance = i18nFor(language);
  await Promise.all(
    namespaces.map(async (namespace) => {
      if (instance.hasResourceBundle(language, namespace)) return;
      const load = featureCatalogues[`../../features/${namespace}/messages/${language}.json`];
      if (!load) throw new Error(`No ${language} messages for ${namespace}`);
      const catalogue = { ...(await load()), ...sharedSections(namespace, language) };
      instance.addResourceBundle(language, namespace, withValidation(language, catalogue));
    }),
  );
}
