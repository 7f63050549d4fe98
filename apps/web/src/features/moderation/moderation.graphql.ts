import { graphql, type ResultOf, type VariablesOf } from '../../app/graphql';

/** One page of pending posts of a kind, newest first (moderators only). */
export const ModerationQueueQuery = graphql(`
  query ModerationQueue($kind: PostKind!, $first: Int, $after: String) {
    moderationQueue(kind: $kind, first: $first, after: $after) {
      items {
        kind
        id
        title
        description
        imageUrl
        thumbnailUrl
        createdAt
        edit {
          submittedAt
          fields
          before {
            title
            description
          }
        }
        creator {
          id
          fullName
          avatar
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export type QueuePage = ResultOf<typeof ModerationQueueQuery>['moderationQueue'];
export type QueueItem = QueuePage['items'][number];
/** The kinds of moderated post the server knows (the `PostKind` enum). */
export type PostKind = VariablesOf<typeof ModerationQueueQuery>['kind'];
