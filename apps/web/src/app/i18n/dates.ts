import type { Language } from '@dawa/shared/language';

/** Dates are shown in Egypt's time, whatever the device's zone. */
export const TIME_ZONE = 'Africa/Cairo';

const LOCALES: Record<Language, string> = { en: 'en-GB', ar: 'ar-EG' };

/**
 * A card's date (SPEC §9 "a list's formatted date is the first 15 characters", i.e. the
 * original's `Tue Jan 14 2025`): weekday, day, month and year in the page language.
 */
export function formatListDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: TIME_ZONE,
  }).format(new Date(iso));
}

/** A month and year in the page language (`November 2026`), e.g. since when someone is a member. */
export function formatMonthYear(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    month: 'long',
    year: 'numeric',
    timeZone: TIME_ZONE,
  }).format(new Date(iso));
}

/** SPEC §9 `YYYY-MM-DD HH:mm`, in Cairo time (digits stay Latin, as the SPEC writes it). */
export function formatDateTime(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: TIME_ZONE,
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}
