import type { TFunction } from '../../../app/i18n/translate';
import type { ContactRow } from './contactMessages.graphql';

/** The site language a message was written from, named in the page's language. */
export function contactLanguageName(t: TFunction<'admin'>, code: string): string {
  return code === 'en' || code === 'ar' ? t(`contact.languages.${code}`) : code;
}

/** Unread or read, as text (the CSV export). */
export function contactStatusName(t: TFunction<'admin'>, row: Pick<ContactRow, 'readAt'>): string {
  return t(row.readAt ? 'contact.statuses.read' : 'contact.statuses.unread');
}
