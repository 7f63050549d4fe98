import { graphql, type ResultOf } from '../../../app/graphql';

export const ReferenceEntryFields = graphql(`
  fragment ReferenceEntryFields on ReferenceEntry @_unmask {
    id
    name {
      en
      ar
    }
    index
    hidden
    city {
      id
      name {
        en
        ar
      }
    }
    category
  }
`);

export type ReferenceEntryRow = ResultOf<typeof ReferenceEntryFields>;

/** One numbered page of a reference list, filtered as the URL says. */
export const ReferenceEntriesQuery = graphql(
  `
    query ReferenceEntries(
      $list: ReferenceList!
      $filter: ReferenceEntryFilter
      $page: Int
      $pageSize: Int
      $sort: String
      $descending: Boolean
    ) {
      referenceEntries(
        list: $list
        filter: $filter
        page: $page
        pageSize: $pageSize
        sort: $sort
        descending: $descending
      ) {
        total
        items {
          ...ReferenceEntryFields
        }
      }
    }
  `,
  [ReferenceEntryFields],
);

export const ReferenceEntryCreateMutation = graphql(
  `
    mutation ReferenceEntryCreate($list: ReferenceList!, $data: ReferenceEntryInput!) {
      referenceEntryCreate(list: $list, data: $data) {
        ...ReferenceEntryFields
      }
    }
  `,
  [ReferenceEntryFields],
);

export const ReferenceEntryUpdateMutation = graphql(
  `
    mutation ReferenceEntryUpdate($list: ReferenceList!, $id: ID!, $data: ReferenceEntryUpdate!) {
      referenceEntryUpdate(list: $list, id: $id, data: $data) {
        ...ReferenceEntryFields
      }
    }
  `,
  [ReferenceEntryFields],
);

export const ReferenceEntryMoveMutation = graphql(
  `
    mutation ReferenceEntryMove($list: ReferenceList!, $id: ID!, $position: Int!) {
      referenceEntryMove(list: $list, id: $id, position: $position) {
        ...ReferenceEntryFields
      }
    }
  `,
  [ReferenceEntryFields],
);

export const ReferenceEntryDeleteMutation = graphql(`
  mutation ReferenceEntryDelete($list: ReferenceList!, $id: ID!) {
    referenceEntryDelete(list: $list, id: $id)
  }
`);
