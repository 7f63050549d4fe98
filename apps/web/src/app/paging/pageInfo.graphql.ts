import { graphql } from '../graphql';

/** What the pager needs of a cursor page (SPEC §4: previous and next probed at the edges). */
export const PageInfoFields = graphql(`
  fragment PageInfoFields on PageInfo @_unmask {
    hasNextPage
    hasPreviousPage
    startCursor
    endCursor
  }
`);
