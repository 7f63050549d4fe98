import { z } from 'zod';
import type { Role } from './roles';

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

/** Who may create or send notifications by hand (besides the system itself). */
export const NOTIFICATION_SENDERS: readonly Role[] = ['owner', 'editor', 'entityEditor'];

/** The audience "every user subscribed to offers" (profile switch, on by default). */
export const OFFER_SUBSCRIBERS = 'offerSubscribers';
/** At most this many explicit recipients in one call. */
export const NOTIFICATION_RECIPIENTS_MAX = 1000;

/** Where a click on a notification leads (SPEC §4), without the language prefix. */
export function notificationPath(type: NotificationType, postId: string | null): string | null {
  if (!postId) return null;
  if (type.startsWith('prescription')) return `/prescriptions/${postId}`;
  if (type === 'offer') return `/offers/${postId}`;
  if (type.startsWith('job')) return `/job-opportunities/${postId}`;
  return `/facilities/${postId}`;
}

/** Bilingual text ({en, ar}); both languages required. */
export const localizedTextSchema = (key: string, min: number, max: number) =>
  z.object({
    en: z.string().trim().min(min, { error: key }).max(max, { error: key }),
    ar: z.string().trim().min(min, { error: key }).max(max, { error: key }),
  });
export interface LocalizedText {
  en: string;
  ar: string;
}

/**
 * `notificationCreate(data)` / `notificationSend(data)`: a type, the recipients (user ids, or
 * everyone subscribed to offers), the post it points to, and a bilingual title (the type's
 * template when left out) and description.
 */
export const notificationInputSchema = z.object({
  type: z.enum(NOTIFICATION_TYPES, { error: 'invalidType' }),
  userIds: z.union(
    [
      z.literal(OFFER_SUBSCRIBERS),
      z
        .array(z.string().trim().min(1).max(64))
        .min(1, { error: 'invalidRecipients' })
        .max(NOTIFICATION_RECIPIENTS_MAX, { error: 'invalidRecipients' }),
    ],
    { error: 'invalidRecipients' },
  ),
  postId: z.string().trim().min(1).max(64).nullish(),
  title: localizedTextSchema('invalidTitle', 1, 200).optional(),
  description: localizedTextSchema('invalidDescription', 1, 2000).nullish(),
});
export type NotificationInput = z.infer<typeof notificationInputSchema>;

export const notificationUpdateSchema = z
  .object({
    status: z.enum(NOTIFICATION_STATUSES, { error: 'invalidStatus' }).optional(),
    new: z.boolean().optional(),
  })
  .refine((data) => data.status !== undefined || data.new !== undefined, {
    error: 'nothingToUpdate',
  });
export type NotificationUpdate = z.infer<typeof notificationUpdateSchema>;

/** A browser PushSubscription as `subscription.toJSON()` gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ error: 'invalidPushSubscription' }).max(2048),
  expirationTime: z.number().nullish(),
  keys: z.object({
    p256dh: z.string().min(1).max(256),
    auth: z.string().min(1).max(256),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** The `deviceTokens` key holding the browser's push subscription (JSON text). */
export const WEB_PUSH_DEVICE_TOKEN = 'web-push';
