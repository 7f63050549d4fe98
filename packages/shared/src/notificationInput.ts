import { z } from 'zod';
import {
  NOTIFICATION_TYPES,
  NOTIFICATION_STATUSES,
  OFFER_SUBSCRIBERS,
  NOTIFICATION_RECIPIENTS_MAX,
  POST_STATUS_NOTIFICATIONS,
  ALERT_NOTIFICATIONS,
} from './notifications';

/*
 * The notification input schemas (zod). The constants and types they use live in
 * `notifications.ts`, which loads no zod: a page that needs a page size or a label does not pay
 * for the form's rules (ADR 0035).
 */

/** Bilingual text ({en, ar}); both languages required. */
export const localizedTextSchema = (key: string, min: number, max: number) =>
  z.object({
    en: z.string().trim().min(min, { error: key }).max(max, { error: key }),
    ar: z.string().trim().min(min, { error: key }).max(max, { error: key }),
  });

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
