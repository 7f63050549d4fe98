import {
  NOTIFICATION_RECIPIENTS_MAX,
  OFFER_SUBSCRIBERS,
  NOTIFICATION_STATUSES,
  NOTIFICATION_TYPES,
} from '@dawa/shared/notifications';
import { listen, mapLive } from '../../platform/bus/bus';
import { EVENTS_TOPIC, isPublishedEvent, type PublishedEvent } from '../../platform/events/events';
import { builder } from '../../platform/graphql/builder';
import { describedValues } from '../../platform/graphql/enums';
import { LocalizedTextInputRef, LocalizedTextRef } from '../../platform/graphql/localized';
import type { RequestContext } from '../../platform/graphql/context';
import { pageArgs, pageRef } from '../../platform/graphql/pagination';
import { CreatorRef } from '../posts/posts.graphql';
import { requireSignedIn } from '../../platform/errors';
import { notificationsRuntime } from './notifications.consumer';
import { clearDevicePush } from '../devices/devices.service';
import { subscribePush } from './notifications.push';
import {
  NOTIFICATION_ENTITY,
  countUnread,
  isUnreadChangeOf,
  notificationChangeOf,
  unreadCountOf,
  createNotificationsByAdmin,
  listNotifications,
  loadNotificationView,
  markAllRead,
  sendNotifications,
  updateNotification,
  type NotificationChange,
  type NotificationView,
} from './notifications.service';

export const NotificationTypeRef = builder.enumType('NotificationType', {
  description: 'SPEC §3 notification types; the web navigates by type (SPEC §4).',
  values: describedValues(NOTIFICATION_TYPES, {
    prescriptionComment: 'Someone commented on a prescription the recipient follows.',
    offer: 'A new daily offer (to users subscribed to offers); opens /offers/{postId}.',
    jobAccepted: 'The recipient’s job ad was accepted by a moderator.',
    jobPending: 'The recipient’s job ad waits for a moderator.',
    jobDestroyed: 'The recipient’s job ad was taken down by a moderator.',
    jobAlert: 'A new job ad matches one of the recipient’s saved job alerts.',
    prescriptionAccepted: 'The recipient’s prescription was accepted by a moderator.',
    prescriptionPending: 'The recipient’s prescription waits for a moderator.',
    prescriptionDestroyed: 'The recipient’s prescription was taken down by a moderator.',
    propertyAccepted: 'The recipient’s facility ad was accepted by a moderator.',
    propertyPending: 'The recipient’s facility ad waits for a moderator.',
    propertyDestroyed: 'The recipient’s facility ad was taken down by a moderator.',
    propertyAlert: 'A new facility ad matches one of the recipient’s saved facility alerts.',
    drugPrice:
      'The price of a drug the recipient follows changed (import or admin edit); postId is the drug, opened at /drug-index/{postId}.',
  }),
});

export const NotificationStatusRef = builder.enumType('NotificationStatus', {
  description: 'Whether the recipient has seen it (opening the bell reads them all).',
  values: describedValues(NOTIFICATION_STATUSES, {
    unread: 'Not seen yet: counted in the badge.',
    read: 'Seen.',
  }),
});

const NotificationRef = builder.objectRef<NotificationView>('Notification').implement({
  description: 'A notification of the signed-in user (SPEC §3).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The notification’s id.' }),
    userId: t.exposeID('userId', { description: 'The recipient.' }),
    type: t.field({
      type: NotificationTypeRef,
      description: 'What it is about; decides where a click leads (SPEC §4).',
      resolve: (row) => row.type,
    }),
    status: t.field({
      type: NotificationStatusRef,
      description: 'Read or unread.',
      resolve: (row) => row.status,
    }),
    new: t.exposeBoolean('isNew', {
      description: 'Not yet shown as a toast; the client clears it after the 3 s toast.',
    }),
    postId: t.exposeID('postId', {
      nullable: true,
      description: 'The prescription, offer, job or facility it points to.',
    }),
    createdBy: t.exposeID('createdBy', { nullable: true, description: 'Null for the system.' }),
    creator: t.field({
      type: CreatorRef,
      nullable: true,
      description: 'Who caused it, with their avatar; null for the system.',
      resolve: (row) => row.creator,
    }),
    title: t.field({
      type: LocalizedTextRef,
      description: 'In both languages; the client shows its own.',
      resolve: (row) => row.title,
    }),
    description: t.field({
      type: LocalizedTextRef,
      nullable: true,
      description: 'More text in both languages, when there is any.',
      resolve: (row) => row.description,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was created.' }),
    updatedAt: t.expose('updatedAt', {
      type: 'DateTime',
      description: 'When it was last read or its toast shown.',
    }),
  }),
});

const NotificationPageRef = pageRef('Notification', NotificationRef);

const NotificationUpdateInputRef = builder.inputType('NotificationUpdateInput', {
  description: 'What changes on one notification; at least one field.',
  fields: (t) => ({
    status: t.field({ type: NotificationStatusRef, description: 'Read or unread.' }),
    new: t.boolean({ description: 'false once the toast was shown.' }),
  }),
});

// ---------------------------------------------------------------------------------------------
// Queries and mutations

builder.queryField('notifications', (t) =>
  t.field({
    type: NotificationPageRef,
    description: 'The viewer’s notifications, newest first: 10 a fetch (the bell), `first: 20`.',
    authScopes: { signedIn: true },
    args: pageArgs,
    resolve: (_root, args, context) => listNotifications(context.platform, context.viewer, args),
  }),
);

builder.queryField('notificationsUnreadCount', (t) =>
  t.int({
    description: 'Unread notifications of the viewer (the badge shows 9+ at 10 or more).',
    authScopes: { signedIn: true },
    resolve: (_root, _args, context) => countUnread(context.platform, context.viewer),
  }),
);

builder.queryField('notificationPushPublicKey', (t) =>
  t.string({
    nullable: true,
    description:
      'The VAPID public key for `pushManager.subscribe` (applicationServerKey); null when web ' +
      'push is off on this server.',
    authScopes: { public: true },
    resolve: (_root, _args, context) =>
      notificationsRuntime(context.platform)?.vapid?.publicKey ?? null,
  }),
);

builder.mutationField('notificationMarkAllRead', (t) =>
  t.int({
    description: 'Opening the bell: every unread notification becomes read. Answers how many.',
    authScopes: { signedIn: true },
    resolve: (_root, _args, context) => markAllRead(context.platform, context),
  }),
);

builder.mutationField('notificationUpdate', (t) =>
  t.field({
    type: NotificationRef,
    description: 'Marks one read or clears `new`: the owner, or an admin sender.',
    authScopes: { signedIn: true },
    args: {
      userId: t.arg.id({ required: true, description: 'The recipient.' }),
      id: t.arg.id({ required: true, description: 'The notification.' }),
      data: t.arg({ type: NotificationUpdateInputRef, required: true, description: 'The change.' }),
    },
    resolve: (_root, args, context) =>
      updateNotification(
        context.platform,
        context,
        String(args.userId),
        String(args.id),
        args.data,
      ),
  }),
);

const NotificationInputRef = builder.inputType('NotificationInput', {
  description:
    'Notifications an admin sends (SPEC §3): one type, to listed users or to every offer ' +
    'subscriber (exactly one of `userIds` and `offerSubscribers`).',
  fields: (t) => ({
    type: t.field({ type: NotificationTypeRef, required: true, description: 'What it is about.' }),
    userIds: t.idList({
      description: `The recipients, 1 to ${NOTIFICATION_RECIPIENTS_MAX}; unknown ids are skipped.`,
    }),
    offerSubscribers: t.boolean({
      description: 'true: every user subscribed to offers instead of `userIds`.',
    }),
    postId: t.id({ description: 'The prescription, offer, job or facility it opens.' }),
    title: t.field({
      type: LocalizedTextInputRef,
      description: 'Up to 200 characters in each language; the type’s own title when left out.',
    }),
    description: t.field({
      type: LocalizedTextInputRef,
      description: 'Up to 2000 characters in each language.',
    }),
  }),
});

/** The shared schema's recipients: a list of ids, or every offer subscriber (not both). */
function notificationInputOf(data: typeof NotificationInputRef.$inferInput) {
  const { offerSubscribers, ...rest } = data;
  const userIds = offerSubscribers
    ? data.userIds == null
      ? OFFER_SUBSCRIBERS
      : null
    : data.userIds?.map(String);
  return { ...rest, userIds };
}

builder.mutationField('notificationCreate', (t) =>
  t.int({
    description:
      'Admins (notification senders) create notifications now, in one transaction; answers how ' +
      'many were created.',
    authScopes: { access: { section: 'notifications', level: 'write' } },
    args: {
      data: t.arg({ type: NotificationInputRef, required: true, description: 'What to send.' }),
    },
    resolve: (_root, args, context) =>
      createNotificationsByAdmin(context.platform, context, notificationInputOf(args.data)),
  }),
);

builder.mutationField('notificationSend', (t) =>
  t.boolean({
    description:
      'Admins (notification senders) send notifications in the background, in batches: for ' +
      'many users. Answers true once the request is stored.',
    authScopes: { access: { section: 'notifications', level: 'write' } },
    args: {
      data: t.arg({ type: NotificationInputRef, required: true, description: 'What to send.' }),
    },
    resolve: (_root, args, context) =>
      sendNotifications(context.platform, context, notificationInputOf(args.data)),
  }),
);

const PushSubscriptionKeysInputRef = builder.inputType('PushSubscriptionKeysInput', {
  description: 'The keys of a browser’s PushSubscription, as `toJSON()` gives them.',
  fields: (t) => ({
    p256dh: t.string({
      required: true,
      description: 'The browser’s P-256 public key (base64url): pushes are encrypted to it.',
    }),
    auth: t.string({
      required: true,
      description: 'The browser’s authentication secret (base64url).',
    }),
  }),
});

const PushSubscriptionInputRef = builder.inputType('PushSubscriptionInput', {
  description: 'A browser’s PushSubscription, exactly as `subscription.toJSON()` gives it.',
  fields: (t) => ({
    endpoint: t.string({
      required: true,
      description:
        'The push service URL; in production only the browsers’ own push services are taken.',
    }),
    expirationTime: t.float({
      description: 'When the subscription expires (milliseconds since 1970), or null.',
    }),
    keys: t.field({
      type: PushSubscriptionKeysInputRef,
      required: true,
      description: 'The keys that pushes are encrypted with.',
    }),
  }),
});

builder.mutationField('notificationPushSubscribe', (t) =>
  t.boolean({
    description:
      'Stores the browser’s PushSubscription on the calling device (its `device-tokens` ' +
      'header; BAD_REQUEST without one): every new notification is then also pushed to it, in ' +
      'its language. Taken from any other device that held the same endpoint.',
    authScopes: { signedIn: true },
    args: {
      subscription: t.arg({
        type: PushSubscriptionInputRef,
        required: true,
        description: 'The browser’s `pushManager.subscribe()` result, `toJSON()`.',
      }),
    },
    resolve: (_root, args, context) =>
      subscribePush(
        context.platform,
        context,
        args.subscription,
        Boolean(notificationsRuntime(context.platform)?.push),
      ),
  }),
);

builder.mutationField('notificationPushUnsubscribe', (t) =>
  t.boolean({
    description:
      'Forgets the calling device’s push subscription (web push off on this device; ' +
      '`device-tokens` names it, BAD_REQUEST without one).',
    authScopes: { signedIn: true },
    resolve: async (_root, _args, context) => {
      await clearDevicePush(context.platform, context);
      return true;
    },
  }),
);

// ---------------------------------------------------------------------------------------------
// Subscriptions

const NotificationChangeRef = builder
  .objectRef<NotificationChange>('NotificationChange')
  .implement({
    description: 'A change to the viewer’s notifications, as an open tab needs it.',
    fields: (t) => ({
      received: t.field({
        type: NotificationRef,
        nullable: true,
        description:
          'The notification just created (toast it when `new`); null when some were read.',
        resolve: (change) => change.received,
      }),
      // Counted only when asked for.
      unreadCount: t.int({
        description: 'The viewer’s unread notifications after the change (the badge).',
        resolve: (change, _args, context) =>
          unreadCountOf(context.platform.database.db, change.userId),
      }),
    }),
  });

/**
 * The signed-in viewer's events accepted by `accept`, mapped by `map` (null: skipped), heard on
 * any server process, until the client leaves.
 */
function viewerEvents<T>(
  context: RequestContext,
  accept: (viewerId: string, event: PublishedEvent) => boolean,
  map: (viewerId: string, event: PublishedEvent) => Promise<T | null>,
): AsyncIterable<T> {
  const me = requireSignedIn(context.viewer);
  const events = listen(
    context.platform.bus,
    EVENTS_TOPIC,
    (message): message is PublishedEvent => isPublishedEvent(message) && accept(me.id, message),
  );
  return mapLive(events, (event) => map(me.id, event));
}

builder.subscriptionField('notificationReceived', (t) =>
  t.field({
    type: NotificationRef,
    description:
      'Each new notification of the viewer as it is created, on any server process. One flagged ' +
      '`new` shows a toast for 3 s.',
    authScopes: { signedIn: true },
    subscribe: (_root, _args, context) =>
      viewerEvents(
        context,
        (viewerId, event) =>
          event.entity === NOTIFICATION_ENTITY &&
          event.action === 'create' &&
          event.values.userId === viewerId,
        async (viewerId, event) => {
          const view = await loadNotificationView(context.platform.database.db, event.entityId);
          return view?.userId === viewerId ? view : null;
        },
      ),
    resolve: (view) => view,
  }),
);

builder.subscriptionField('notificationChanged', (t) =>
  t.field({
    type: NotificationChangeRef,
    description:
      'Every change to the viewer’s notifications, from any tab or server process: one created, ' +
      'one marked read, or all read (the bell opened), each with the new unread count. The one ' +
      'subscription a web tab holds, so the badge of every open tab follows.',
    authScopes: { signedIn: true },
    subscribe: (_root, _args, context) =>
      viewerEvents(context, isUnreadChangeOf, (viewerId, event) =>
        notificationChangeOf(context.platform.database.db, viewerId, event),
      ),
    resolve: (change) => change,
  }),
);
