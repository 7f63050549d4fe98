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

export const PrescriptionAcceptMutation = graphql(`
  mutation ModerationPrescriptionAccept($id: ID!) {
    prescriptionAccept(id: $id) {
      id
      postStatus
    }
  }
`);

export const PrescriptionDeleteMutation = graphql(`
  mutation ModerationPrescriptionDelete($id: ID!, $reason: String!) {
    prescriptionDelete(id: $id, reason: $reason) {
      id
      postStatus
    }
  }
`);

export const JobAcceptMutation = graphql(`
  mutation ModerationJobAccept($id: ID!) {
    jobAccept(id: $id) {
      id
      postStatus
    }
  }
`);

export const JobDeleteMutation = graphql(`
  mutation ModerationJobDelete($id: ID!, $reasonId: ID!) {
    jobDelete(id: $id, reasonId: $reasonId) {
      id
      postStatus
    }
  }
`);

/** The reasons a moderator may give for taking down a job or facility ad (reference data). */
export const DeactivationReasonsQuery = graphql(`
  query ModerationDeactivationReasons($category: DeactivationCategory!) {
    deactivationReasons(category: $category) {
      id
      name {
        en
        ar
      }
    }
  }
`);
