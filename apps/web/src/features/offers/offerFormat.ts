import type { Language } from '@dawa/shared/language';

const LOCALES: Record<Language, string> = { en: 'en-GB', ar: 'ar-EG' };
const formats = new Map<Language, Intl.DateTimeFormat>();

/** The day an offer was published, in the page language (`3 March 2026`). */
export function formatOfferDate(iso: string, language: Language): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return '';
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Africa/Cairo',
    });
    formats.set(language, format);
  }
  return format.format(time);
}

/** Text sent along when sharing an offer: its title and description in the page language. */
export function offerShareText(title: string, description: string, max = 200): string {
  const text = description ? `${title} — ${description}` : title;
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
