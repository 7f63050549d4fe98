import type { Locale } from 'antd/es/locale';
import type { Language } from '@dawa/shared/language';

// The ES builds (not `antd/locale/*`, which is CommonJS) and only the page language's copy.
const loaders: Record<Language, () => Promise<{ default: Locale }>> = {
  en: () => import('antd/es/locale/en_US'),
  ar: () => import('antd/es/locale/ar_EG'),
};

const loaded: Partial<Record<Language, Locale>> = {};

/** Loads antd's texts for `language` (date pickers, pagination, modals); cached. */
export async function loadAntdLocale(language: Language): Promise<void> {
  loaded[language] ??= (await loaders[language]()).default;
}

/** The locale if loaded; antd falls back to English texts until then. */
export function antdLocale(language: Language): Locale | undefined {
  return loaded[language];
}
