import type { Locale } from 'antd/es/locale';
import type { Language } from '@dawa/shared/language';

// The ES builds (not `antd/locale/*`, which is CommonJS) and only the page language's copy.
const loaders: Record<Language, () => Promise<{ default: Locale }>> = {
  en: () => import('antd/es/locale/en_US'),
  ar: () => import('antd/es/locale/ar_EG'),
};

const loading: Partial<Record<Language, Promise<Locale>>> = {};

/**
 * antd's texts for `language` (date pickers, pagination, modals), loaded with the first part
 * that uses antd, not with every page. One promise per language, so `use()` can read it.
 */
export function loadAntdLocale(language: Language): Promise<Locale> {
  return (loading[language] ??= loaders[language]().then((module) => module.default));
}
