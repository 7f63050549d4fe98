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
