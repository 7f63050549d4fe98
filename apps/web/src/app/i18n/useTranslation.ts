import { createContext, useContext } from 'react';
import { DEFAULT_LANGUAGE, type Language } from '@dawa/shared/language';
import { translator } from './i18n';
import type { Namespace, TFunction, Translate } from './translate';

/** The page language, given by LanguageShell from the URL prefix. */
export const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

/** `t` of `namespace` (the shell's `app` when none is named) in the page language. */
export function useTranslation(): { t: TFunction };
export function useTranslation<NS extends Namespace>(namespace: NS): { t: TFunction<NS> };
export function useTranslation(namespace: Namespace = 'app'): { t: Translate } {
  return { t: translator(useContext(LanguageContext), namespace) };
}
