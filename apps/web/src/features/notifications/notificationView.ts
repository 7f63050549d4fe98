import type { Language } from '@dawa/shared/language';
import { notificationPath, type NotificationType } from '@dawa/shared/notifications';

export interface Localized {
  en: string;
  ar: string;
}

/** The text in the page language, falling back to the other one when it is empty. */
export function localized(text: Localized | null | undefined, language: Language): string {
  if (!text) return '';
  return text[language] || text[language === 'ar' ? 'en' : 'ar'];
}

/** Where a click on a notification leads, with the language prefix (SPEC §4). */
export function notificationHref(
  language: Language,
  type: NotificationType,
  postId: string | null | undefined,
): string | null {
  const path = notificationPath(type, postId ?? null);
  return path ? `/${language}${path}` : null;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

const relativeFormats = new Map<Language, Intl.RelativeTimeFormat>();
const dateFormats = new Map<Language, Intl.DateTimeFormat>();
const LOCALES: Record<Language, string> = { en: 'en-GB', ar: 'ar-EG' };

/**
 * When a notification arrived: relative within a week ("5 minutes ago", "yesterday"), then a
 * date and time (SPEC §9 "YYYY-MM-DD HH:mm" reads as the local date format here).
 */
export function formatNotificationDate(iso: string, language: Language, now = Date.now()): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  const seconds = Math.round((time - now) / 1000);
  const elapsed = -seconds;
  if (elapsed < WEEK) {
    let format = relativeFormats.get(language);
    if (!format) {
      format = new Intl.RelativeTimeFormat(LOCALES[language], { numeric: 'auto' });
      relativeFormats.set(language, format);
    }
    if (elapsed < MINUTE) return format.format(0, 'second');
    if (elapsed < HOUR) return format.format(-Math.floor(elapsed / MINUTE), 'minute');
    if (elapsed < DAY) return format.format(-Math.floor(elapsed / HOUR), 'hour');
    return format.format(-Math.floor(elapsed / DAY), 'day');
  }
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    dateFormats.set(language, format);
  }
  return format.format(new Date(time));
}
