import { graphql, type ResultOf } from '../../app/graphql';

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

export const NotificationPushSubscribeMutation = graphql(`
  mutation NotificationPushSubscribe($subscription: JSON!) {
    notificationPushSubscribe(subscription: $subscription)
  }
`);

export const NotificationPushUnsubscribeMutation = graphql(`
  mutation NotificationPushUnsubscribe {
    notificationPushUnsubscribe
  }
`);

export type NotificationItem = ResultOf<typeof NotificationFields>;
