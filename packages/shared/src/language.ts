export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export type TextDirection = 'ltr' | 'rtl';

/** Used when nothing better is known (no prefix, no stored choice, no usable browser language). */
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The one place that decides writing direction. */
export function getTextDirection(language: Language): TextDirection {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** The language named by the first path segment (`/ar/drug-index` → `ar`), if any. */
export function languageFromPath(pathname: string): Language | undefined {
  const first = pathname.split('/')[1];
  return isLanguage(first) ? first : undefined;
}

/** Picks a supported language from an Accept-Language header or navigator.languages. */
export function pickLanguage(candidates: readonly string[]): Language | undefined {
  for (const candidate of candidates) {
    const base = candidate.trim().split(/[-_;]/)[0]?.toLowerCase();
    if (isLanguage(base)) return base;
  }
  return undefined;
}

export function parseAcceptLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag, q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && !Number.isNaN(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return pickLanguage(ranked.map((entry) => entry.tag));
}
