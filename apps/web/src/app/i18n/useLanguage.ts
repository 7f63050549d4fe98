import { useContext } from 'react';
import type { Language } from '@dawa/shared/language';
import { LanguageContext } from './useTranslation';

/** The page language: each page renders in the one its URL names (see LanguageShell). */
export function useLanguage(): Language {
  return useContext(LanguageContext);
}
