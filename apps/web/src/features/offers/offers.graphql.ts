import { graphql, type ResultOf } from '../../app/graphql';

export const OfferFields = graphql(`
  fragment OfferFields on Offer @_unmask {
    id
    createdAt
    updatedAt
    title {
      en
      ar
    }
    description {
      en
      ar
    }
  }
`);

export type OfferItem = ResultOf<typeof OfferFields>;

/** Offers, newest first, 10 a page. */
export const OffersQuery = graphql(
  `
    query Offers($first: Int, $after: String, $last: Int, $before: String) {
      offers(first: $first, after: $after, last: $last, before: $before) {
        items {
          ...OfferFields
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
  [OfferFields],
);

export const OfferQuery = graphql(
  `
    query Offer($id: ID!) {
      offer(id: $id) {
        ...OfferFields
      }
    }
  `,
  [OfferFields],
);

export const OfferCreateMutation = graphql(
  `
    mutation OfferCreate($data: OfferInput!) {
      offerCreate(data: $data) {
        ...OfferFields
      }
    }
  `,
  [OfferFields],
);

export const OfferUpdateMutation = graphql(
  `
    mutation OfferUpdate($id: ID!, $data: OfferUpdateInput!) {
      offerUpdate(id: $id, data: $data) {
        ...OfferFields
      }
    }
  `,
  [OfferFields],
);

export const OfferDeleteMutation = graphql(`
  mutation OfferDelete($id: ID!) {
    offerDelete(id: $id)
  }
`);

/** The admin table of offers: search, sort by publication, numbered pages (issue #16). */
export const OffersTableQuery = graphql(
  `
    query OffersTable(
      $filter: OfferFilterInput
      $page: Int
      $pageSize: Int
      $sort: String
      $descending: Boolean
    ) {
      offersTable(
        filter: $filter
        page: $page
        pageSize: $pageSize
        sort: $sort
        descending: $descending
      ) {
        total
        items {
          ...OfferFields
        }
      }
    }
  `,
  [OfferFields],
);
