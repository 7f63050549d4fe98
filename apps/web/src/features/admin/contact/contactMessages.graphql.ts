import { graphql, type ResultOf } from '../../../app/graphql';

export const ContactRowFields = graphql(`
  fragment ContactRowFields on Contact @_unmask {
    id
    name
    email
    phone
    message
    language
    createdAt
    readAt
  }
`);

export type ContactRow = ResultOf<typeof ContactRowFields>;

/** The contact-us messages: a numbered page, filtered and sorted as the URL says. */
export const ContactMessagesQuery = graphql(
  `
    query ContactMessages(
      $filter: ContactFilterInput
      $page: Int
      $pageSize: Int
      $sort: String
      $descending: Boolean
    ) {
      contactsTable(
        filter: $filter
        page: $page
        pageSize: $pageSize
        sort: $sort
        descending: $descending
      ) {
        total
        items {
          ...ContactRowFields
        }
      }
    }
  `,
  [ContactRowFields],
);

/** Marks messages read (opened, or the bulk action) or unread again. */
export const ContactsMarkReadMutation = graphql(
  `
    mutation ContactsMarkRead($ids: [ID!]!, $read: Boolean!) {
      contactsMarkRead(ids: $ids, read: $read) {
        ...ContactRowFields
      }
    }
  `,
  [ContactRowFields],
);
