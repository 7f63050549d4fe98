import { postPath } from './postPages';

/** The notification types of SPEC §3. */
export const NOTIFICATION_TYPES = [
  'prescriptionComment',
  'offer',
  'jobAccepted',
  'jobPending',
  'jobDestroyed',
  /** A new job ad matches one of the recipient's saved job alerts. */
  'jobAlert',
  'prescriptionAccepted',
  'prescriptionPending',
  'prescriptionDestroyed',
  'propertyAccepted',
  'propertyPending',
  'propertyDestroyed',
  /** A new facility ad matches one of the recipient's saved facility alerts. */
  'propertyAlert',
  /** The price of a drug the recipient follows changed (an import or an admin's edit). */
  'drugPrice',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export function isNotificationType(value: unknown): value is NotificationType {
  return typeof value === 'string' && (NOTIFICATION_TYPES as readonly string[]).includes(value);
}

export const NOTIFICATION_STATUSES = ['unread', 'read'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** SPEC §9: the bell fetches 10 at a time; the full list shows 20 a page. */
export const NOTIFICATION_BELL_PAGE_SIZE = 10;
export const NOTIFICATION_LIST_PAGE_SIZE = 20;

/** The audience "every user subscribed to offers" (profile switch, on by default). */
export const OFFER_SUBSCRIBERS = 'offerSubscribers';
/** At most this many explicit recipients in one call. */
export const NOTIFICATION_RECIPIENTS_MAX = 1000;

/** Where a click on a notification leads (SPEC §4), without the language prefix. */
export function notificationPath(type: NotificationType, postId: string | null): string | null {
  if (!postId) return null;
  if (type.startsWith('prescription')) return postPath('prescription', postId);
  if (type === 'offer') return `/offers/${postId}`;
  if (type === 'drugPrice') return `/drug-index/${postId}`;
  if (type.startsWith('job')) return postPath('job', postId);
  return postPath('facility', postId);
}

export interface LocalizedText {
  en: string;
  ar: string;
}

/** The notifications an author gets as their post moves through review (SPEC §4). */
export const POST_STATUS_NOTIFICATIONS = [
  'prescriptionPending',
  'prescriptionAccepted',
  'prescriptionDestroyed',
  'jobPending',
  'jobAccepted',
  'jobDestroyed',
  'propertyPending',
  'propertyAccepted',
  'propertyDestroyed',
] as const satisfies readonly NotificationType[];

/** The notification a saved alert sends, one per alert kind (features/alerts). */
export const ALERT_NOTIFICATIONS = [
  'jobAlert',
  'propertyAlert',
] as const satisfies readonly NotificationType[];
export type AlertNotification = (typeof ALERT_NOTIFICATIONS)[number];

/**
 * A recorded request as `notifyRequestSchema` reads it today: events recorded before saved
 * alerts became one mechanism (migration 0024) said `kind: 'jobAlert'`, and one still waiting in
 * the event table when the new version starts must notify, not be dropped.
 */
export function upgradeNotifyRequest(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  return (value as { kind?: unknown }).kind === 'jobAlert' ? { ...value, kind: 'alert' } : value;
}

/** A text that reads the same in both languages (a post's title, a person's name). */
export function sameInBoth(text: string): LocalizedText {
  return { en: text, ar: text };
}
