import type { Language } from '@dawa/shared/language';

/**
 * Numbers on the admin screens use Latin digits in both languages: they are compared with
 * spreadsheets and typed into number fields, which use Latin digits.
 */
const LOCALES: Record<Language, string> = { en: 'en-GB', ar: 'ar-EG-u-nu-latn' };

const priceFormats = new Map<Language, Intl.NumberFormat>();
const dateFormats = new Map<Language, Intl.DateTimeFormat>();

/** A price in L.E. with two decimals (`1,234.50`), without the currency. */
export function formatPrice(value: number, language: Language): string {
  let format = priceFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    priceFormats.set(language, format);
  }
  return format.format(value);
}

/** A whole number with grouping (`12,000`). */
export function formatCount(value: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language]).format(value);
}

/** Date and time in Cairo, where the prices apply (`3 Mar 2026, 14:05`). */
export function formatDateTime(iso: string, language: Language): string {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Africa/Cairo',
    });
    dateFormats.set(language, format);
  }
  return format.format(new Date(iso));
}
