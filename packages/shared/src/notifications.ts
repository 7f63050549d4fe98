import { z } from 'zod';
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

const localizedSchema = z.object({ en: z.string(), ar: z.string() });
const recipientIds = z.array(z.string());

/**
 * What a feature's event asks the notifications feature to tell (`values.notify`): the one
 * payload between them, a union on `kind` that the compiler checks where an event is recorded
 * and where it is consumed; the consumer parses it again, as it arrives over the bus.
 */
export const notifyRequestSchema = z.discriminatedUnion('kind', [
  // The author of a post, as it moves through review: the title names the post, and a removal
  // says why (`reason`: the moderator's words, or the chosen reason's name in both languages).
  // `edit`: about an edit of an accepted post, which
  // stays public meanwhile (pending: the edit waits; destroyed: the edit was rejected).
  z.object({
    kind: z.literal('postStatus'),
    type: z.enum(POST_STATUS_NOTIFICATIONS),
    userIds: recipientIds,
    postId: z.string(),
    postTitle: z.string().optional(),
    reason: z.union([z.string(), localizedSchema]).nullish(),
    description: localizedSchema.nullable(),
    edit: z.boolean().optional(),
  }),
  // The author and the followers of a prescription someone commented on.
  z.object({
    kind: z.literal('comment'),
    type: z.literal('prescriptionComment'),
    userIds: recipientIds,
    postId: z.string(),
    authorId: z.string(),
    description: localizedSchema,
  }),
  // Every user subscribed to offers.
  z.object({
    kind: z.literal('offer'),
    type: z.literal('offer'),
    userIds: z.literal(OFFER_SUBSCRIBERS),
    postId: z.string(),
    offerTitle: localizedSchema,
    description: localizedSchema,
  }),
  // Users whose saved alert a newly published post matches; `createdBy` is its poster.
  z.object({
    kind: z.literal('alert'),
    type: z.enum(ALERT_NOTIFICATIONS),
    userIds: recipientIds,
    postId: z.string(),
    createdBy: z.string(),
    description: localizedSchema,
  }),
  // The followers of the drugs whose price changed: one notification per change (a row of
  // `drug_price_change`) and follower, the followers read when it is told, in batches.
  z.object({
    kind: z.literal('drugPrice'),
    type: z.literal('drugPrice'),
    changeIds: z.array(z.string()),
  }),
  // An admin's notificationSend: any type, the title given or the type's template.
  z.object({
    kind: z.literal('manual'),
    type: z.enum(NOTIFICATION_TYPES),
    userIds: z.union([z.literal(OFFER_SUBSCRIBERS), recipientIds]),
    postId: z.string().nullable(),
    title: localizedSchema.nullable(),
    description: localizedSchema.nullable(),
  }),
]);
export type NotifyRequest = z.infer<typeof notifyRequestSchema>;

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
