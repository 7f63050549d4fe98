import {
  DEFAULT_LANGUAGE,
  isLanguage,
  languageFromPath,
  pickLanguage,
  type Language,
} from '@dawa/shared/language';

const STORAGE_KEY = 'dawa.language';

/** Stored choice, else the browser language when supported, else the default. */
export function resolvePreferredLanguage(
  stored: string | null,
  browserLanguages: readonly string[],
): Language {
  if (isLanguage(stored)) return stored;
  return pickLanguage(browserLanguages) ?? DEFAULT_LANGUAGE;
}

export function preferredLanguage(): Language {
  return resolvePreferredLanguage(readStorage(), navigator.languages);
}

export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Storage can be disabled (privacy modes); the URL still carries the language.
  }
}

function readStorage(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Replaces the language prefix of `pathname`, or adds one when there is none. */
export function withLanguage(pathname: string, language: Language): string {
  const current = languageFromPath(pathname);
  const rest = current ? pathname.slice(current.length + 1) : pathname;
  return rest === '' || rest === '/' ? `/${language}` : `/${language}${rest}`;
}
