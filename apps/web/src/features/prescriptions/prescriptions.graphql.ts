import { graphql, type ResultOf } from '../../app/graphql';
import { PageInfoFields } from '../../app/paging/pageInfo.graphql';

/** What a card and the detail page show. */
export const PrescriptionFields = graphql(`
  fragment PrescriptionFields on Prescription @_unmask {
    id
    title
    description
    image
    thumbnail
    createdAt
    updatedAt
    createdBy
    postStatus
    isActive
    deactivationReason
    viewers
    subscribers
    commentsLength
    hasPendingEdit
    creator {
      id
      fullName
      avatar
    }
  }
`);
export type PrescriptionItem = ResultOf<typeof PrescriptionFields>;

export const PrescriptionsQuery = graphql(
  `
    query Prescriptions($first: Int, $after: String, $last: Int, $before: String) {
      prescriptions(first: $first, after: $after, last: $last, before: $before) {
        items {
          ...PrescriptionFields
        }
        pageInfo {
          ...PageInfoFields
        }
      }
    }
  `,
  [PrescriptionFields, PageInfoFields],
);

export const MyPrescriptionsQuery = graphql(
  `
    query MyPrescriptions($first: Int, $after: String, $last: Int, $before: String) {
      myPrescriptions(first: $first, after: $after, last: $last, before: $before) {
        items {
          ...PrescriptionFields
        }
        pageInfo {
          ...PageInfoFields
        }
      }
    }
  `,
  [PrescriptionFields, PageInfoFields],
);

export const PrescriptionQuery = graphql(
  `
    query Prescription($id: ID!) {
      prescription(id: $id) {
        ...PrescriptionFields
      }
    }
  `,
  [PrescriptionFields],
);

/** The author's edit form: the post, and the edit of it waiting for review, if any (ADR 0021). */
export const PrescriptionEditQuery = graphql(
  `
    query PrescriptionEdit($id: ID!) {
      prescription(id: $id) {
        ...PrescriptionFields
        pendingEdit {
          ...PrescriptionFields
        }
      }
    }
  `,
  [PrescriptionFields],
);

export const PrescriptionCreateMutation = graphql(
  `
    mutation PrescriptionCreate($data: PrescriptionInput!) {
      prescriptionCreate(data: $data) {
        ...PrescriptionFields
      }
    }
  `,
  [PrescriptionFields],
);

export const PrescriptionUpdateMutation = graphql(
  `
    mutation PrescriptionUpdate($id: ID!, $data: PrescriptionUpdateInput!) {
      prescriptionUpdate(id: $id, data: $data) {
        ...PrescriptionFields
      }
    }
  `,
  [PrescriptionFields],
);

export const PrescriptionChangedSubscription = graphql(
  `
    subscription PrescriptionChanged($mine: Boolean) {
      prescriptionChanged(mine: $mine) {
        id
        kind
        prescription {
          ...PrescriptionFields
        }
      }
    }
  `,
  [PrescriptionFields],
);

export const CommentFields = graphql(`
  fragment CommentFields on Comment @_unmask {
    id
    comment
    createdAt
    updatedAt
    createdBy
    prescriptionId
    creator {
      id
      fullName
      avatar
    }
  }
`);
export type CommentItem = ResultOf<typeof CommentFields>;

export const PrescriptionCommentsQuery = graphql(
  `
    query PrescriptionComments($prescriptionId: ID!, $first: Int, $after: String) {
      prescriptionComments(prescriptionId: $prescriptionId, first: $first, after: $after) {
        items {
          ...CommentFields
        }
        pageInfo {
          ...PageInfoFields
        }
      }
    }
  `,
  [CommentFields, PageInfoFields],
);

export const CommentCreateMutation = graphql(
  `
    mutation CommentCreate($id: ID!, $data: CommentInput!) {
      commentCreate(id: $id, data: $data) {
        ...CommentFields
      }
    }
  `,
  [CommentFields],
);

export const CommentUpdateMutation = graphql(
  `
    mutation CommentUpdate($prescriptionId: ID!, $commentId: ID!, $data: CommentInput!) {
      commentUpdate(prescriptionId: $prescriptionId, commentId: $commentId, data: $data) {
        ...CommentFields
      }
    }
  `,
  [CommentFields],
);

export const CommentDestroyMutation = graphql(`
  mutation CommentDestroy($prescId: ID!, $ids: [ID!]!) {
    commentDestroy(prescId: $prescId, ids: $ids)
  }
`);

export const CommentsChangedSubscription = graphql(
  `
    subscription PrescriptionCommentsChanged($prescriptionId: ID!) {
      prescriptionCommentsChanged(prescriptionId: $prescriptionId) {
        id
        kind
        prescriptionId
        comment {
          ...CommentFields
        }
      }
    }
  `,
  [CommentFields],
);

export const TypingSetMutation = graphql(`
  mutation PrescriptionTypingSet($prescriptionId: ID!) {
    prescriptionTypingSet(prescriptionId: $prescriptionId)
  }
`);

export const TypingSubscription = graphql(`
  subscription PrescriptionTyping($prescriptionId: ID!) {
    prescriptionTyping(prescriptionId: $prescriptionId) {
      prescriptionId
      at
      user {
        id
        fullName
      }
    }
  }
`);
