import { graphql, type ResultOf } from '../../../app/graphql';

export const AuditLogRowFields = graphql(`
  fragment AuditLogRowFields on AuditLogRow @_unmask {
    id
    createdAt
    entity
    entityId
    action
    values
    createdByEmail
    ip
  }
`);

export type AuditLogRow = ResultOf<typeof AuditLogRowFields>;

/** The audit log: a numbered page of recorded changes, filtered and sorted as the URL says. */
export const AuditLogQuery = graphql(
  `
    query AuditLog(
      $filter: AuditLogFilterInput
      $page: Int
      $pageSize: Int
      $sort: String
      $descending: Boolean
    ) {
      auditLog(
        filter: $filter
        page: $page
        pageSize: $pageSize
        sort: $sort
        descending: $descending
      ) {
        total
        items {
          ...AuditLogRowFields
        }
      }
    }
  `,
  [AuditLogRowFields],
);

/** The entity names and actions the filters offer. */
export const AuditLogOptionsQuery = graphql(`
  query AuditLogOptions {
    auditLogOptions {
      entities
      actions
    }
  }
`);

/** The user filter's remote search by e-mail address. */
export const AuditLogActorsQuery = graphql(`
  query AuditLogActors($search: String) {
    auditLogActors(search: $search)
  }
`);
