import {
  NOTIFICATION_SENDERS,
  NOTIFICATION_STATUSES,
  NOTIFICATION_TYPES,
} from '@dawa/shared/notifications';
import { listen, mapLive } from '../../platform/bus/bus';
import { EVENTS_TOPIC, isPublishedEvent, type PublishedEvent } from '../../platform/events/events';
import { builder } from '../../platform/graphql/builder';
import { LocalizedTextRef } from '../../platform/graphql/localized';
import type { RequestContext } from '../../platform/graphql/context';
import { pageArgs, pageRef } from '../../platform/graphql/pagination';
import { CreatorRef } from '../posts/posts.graphql';
import { requireSignedIn } from '../../platform/errors';
import { notificationsRuntime } from './notifications.consumer';
import { subscribePush, unsubscribePush } from './notifications.push';
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
  values: NOTIFICATION_TYPES,
});

export const NotificationStatusRef = builder.enumType('NotificationStatus', {
  values: NOTIFICATION_STATUSES,
});

const NotificationRef = builder.objectRef<NotificationView>('Notification').implement({
  description: 'A notification of the signed-in user (SPEC §3).',
  fields: (t) => ({
    id: t.exposeID('id'),
    userId: t.exposeID('userId', { description: 'The recipient.' }),
    type: t.field({ type: NotificationTypeRef, resolve: (row) => row.type }),
    status: t.field({ type: NotificationStatusRef, resolve: (row) => row.status }),
    new: t.exposeBoolean('isNew', {
      description: 'Not yet shown as a toast; the client clears it after the 3 s toast.',
    }),
    postId: t.exposeID('postId', {
      nullable: true,
      description: 'The prescription, offer, job or facility it points to.',
    }),
    createdBy: t.exposeID('createdBy', { nullable: true, description: 'Null for the system.' }),
    creator: t.field({ type: CreatorRef, nullable: true, resolve: (row) => row.creator }),
    title: t.field({ type: LocalizedTextRef, resolve: (row) => row.title }),
    description: t.field({
      type: LocalizedTextRef,
      nullable: true,
      resolve: (row) => row.description,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const NotificationPageRef = pageRef('Notification', NotificationRef);

const NotificationUpdateInputRef = builder.inputType('NotificationUpdateInput', {
  fields: (t) => ({
    status: t.field({ type: NotificationStatusRef }),
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
      userId: t.arg.id({ required: true }),
      id: t.arg.id({ required: true }),
      data: t.arg({ type: NotificationUpdateInputRef, required: true }),
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

const DATA_DESCRIPTION =
  '{ type, userIds: [id…] | "offerSubscribers", postId?, title?: {en, ar} (default: the ' +
  "type's template), description?: {en, ar} }";

builder.mutationField('notificationCreate', (t) =>
  t.int({
    description: `Admins create notifications now, in one transaction; answers how many. data: ${DATA_DESCRIPTION}`,
    authScopes: { anyRole: NOTIFICATION_SENDERS },
    args: { data: t.arg({ type: 'JSON', required: true }) },
    resolve: (_root, args, context) =>
      createNotificationsByAdmin(context.platform, context, args.data),
  }),
);

builder.mutationField('notificationSend', (t) =>
  t.boolean({
    description: `Admins send notifications in the background (batched; for many users). data: ${DATA_DESCRIPTION}`,
    authScopes: { anyRole: NOTIFICATION_SENDERS },
    args: { data: t.arg({ type: 'JSON', required: true }) },
    resolve: (_root, args, context) => sendNotifications(context.platform, context, args.data),
  }),
);

builder.mutationField('notificationPushSubscribe', (t) =>
  t.boolean({
    description:
      'Stores the browser’s PushSubscription (`subscription.toJSON()`) in deviceTokens["web-push"]; ' +
      'every new notification is then also pushed.',
    authScopes: { signedIn: true },
    args: { subscription: t.arg({ type: 'JSON', required: true }) },
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
    description: 'Forgets the stored push subscription (web push off).',
    authScopes: { signedIn: true },
    resolve: (_root, _args, context) => unsubscribePush(context.platform, context),
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
