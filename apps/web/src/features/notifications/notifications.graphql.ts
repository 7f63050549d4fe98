import { graphql, type ResultOf, type VariablesOf } from '../../app/graphql';

export const NotificationFields = graphql(`
  fragment NotificationFields on Notification @_unmask {
    id
    userId
    type
    status
    new
    postId
    createdAt
    title {
      en
      ar
    }
    description {
      en
      ar
    }
    creator {
      id
      fullName
      avatar
    }
  }
`);

/** The viewer's notifications, newest first (the bell: 10 at a time; the page: 20). */
export const NotificationsQuery = graphql(
  `
    query Notifications($first: Int, $after: String, $last: Int, $before: String) {
      notifications(first: $first, after: $after, last: $last, before: $before) {
        items {
          ...NotificationFields
        }
        pageInfo {
          hasNextPage
          hasPreviousPage
          startCursor
          endCursor
        }
      }
    }
  `,
  [NotificationFields],
);

/** Opening the bell: every unread notification becomes read. */
export const NotificationMarkAllReadMutation = graphql(`
  mutation NotificationMarkAllRead {
    notificationMarkAllRead
  }
`);

/** Marks one read, or clears `new` once its toast was shown. */
export const NotificationUpdateMutation = graphql(`
  mutation NotificationUpdate($userId: ID!, $id: ID!, $data: NotificationUpdateInput!) {
    notificationUpdate(userId: $userId, id: $id, data: $data) {
      id
      status
      new
    }
  }
`);

/**
 * The tab's one live stream: each notification of the viewer as it is created (`received`), and
 * every read in this tab or another (`received` null), so every open tab's badge follows.
 */
export const NotificationChangedSubscription = graphql(
  `
    subscription NotificationChanged {
      notificationChanged {
        received {
          ...NotificationFields
        }
      }
    }
  `,
  [NotificationFields],
);

export const NotificationSettingsQuery = graphql(`
  query NotificationSettings {
    offerSubscribed
    notificationPushPublicKey
  }
`);

export const OfferSubscriptionSetMutation = graphql(`
  mutation OfferSubscriptionSet($subscribed: Boolean!) {
    offerSubscriptionSet(subscribed: $subscribed)
  }
`);

/** Stores this browser's push subscription on this device (the `device-tokens` header). */
export const NotificationPushSubscribeMutation = graphql(`
  mutation NotificationPushSubscribe($subscription: PushSubscriptionInput!) {
    notificationPushSubscribe(subscription: $subscription)
  }
`);

export const NotificationPushUnsubscribeMutation = graphql(`
  mutation NotificationPushUnsubscribe {
    notificationPushUnsubscribe
  }
`);

/** The viewer's devices, the most recently used first; `current` is this browser. */
export const DevicesQuery = graphql(`
  query Devices {
    devices {
      id
      platform
      browser
      system
      language
      offerSubscribed
      push
      current
      createdAt
      lastSeenAt
    }
  }
`);

/** Forgets a device and its push subscription. */
export const DeviceRemoveMutation = graphql(`
  mutation DeviceRemove($id: ID!) {
    deviceRemove(id: $id) {
      id
    }
  }
`);

export type NotificationItem = ResultOf<typeof NotificationFields>;
export type DeviceItem = ResultOf<typeof DevicesQuery>['devices'][number];
export type PushSubscriptionVariables = VariablesOf<
  typeof NotificationPushSubscribeMutation
>['subscription'];
