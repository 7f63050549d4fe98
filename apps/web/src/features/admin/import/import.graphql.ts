import { graphql, type ResultOf } from '../../../app/graphql';

export const ImportJobFields = graphql(`
  fragment ImportJobFields on ImportJob @_unmask {
    id
    entity
    fileName
    status
    total
    invalid
    imported
    createdAt
  }
`);

export type ImportJobView = ResultOf<typeof ImportJobFields>;

/** One import: where it stands (asked again while it runs, for the progress bar). */
export const ImportJobQuery = graphql(
  `
    query ImportJob($id: ID!) {
      importJob(id: $id) {
        ...ImportJobFields
      }
    }
  `,
  [ImportJobFields],
);

/** A page of an import's rows (10 a page, SPEC §9), of one status or all. */
export const ImportRowsQuery = graphql(`
  query ImportRows($id: ID!, $status: ImportRowStatus, $page: Int, $pageSize: Int) {
    importJob(id: $id) {
      id
      rows(status: $status, page: $page, pageSize: $pageSize) {
        total
        items {
          line
          label
          status
          errors {
            column
            message
          }
        }
      }
    }
  }
`);

export type ImportRowView = NonNullable<
  ResultOf<typeof ImportRowsQuery>['importJob']
>['rows']['items'][number];

export const ImportCompleteMutation = graphql(
  `
    mutation ImportComplete($id: ID!) {
      importComplete(id: $id) {
        ...ImportJobFields
      }
    }
  `,
  [ImportJobFields],
);

export const ImportPauseMutation = graphql(
  `
    mutation ImportPause($id: ID!) {
      importPause(id: $id) {
        ...ImportJobFields
      }
    }
  `,
  [ImportJobFields],
);

export const ImportDiscardMutation = graphql(
  `
    mutation ImportDiscard($id: ID!) {
      importDiscard(id: $id) {
        ...ImportJobFields
      }
    }
  `,
  [ImportJobFields],
);

/** The imports the caller reads, newest first (the importer page's history). */
export const ImportJobsTableQuery = graphql(
  `
    query ImportJobsTable($page: Int, $pageSize: Int, $sort: String, $descending: Boolean) {
      importJobsTable(page: $page, pageSize: $pageSize, sort: $sort, descending: $descending) {
        total
        items {
          ...ImportJobFields
        }
      }
    }
  `,
  [ImportJobFields],
);
