import { graphql, type ResultOf } from '../../../app/graphql';

export const IamUserFields = graphql(`
  fragment IamUserFields on IamUser @_unmask {
    id
    email
    fullName
    phoneNumber
    accountType
    roles
    disabled
    createdAt
  }
`);

export type IamUserRow = ResultOf<typeof IamUserFields>;

/** IAM: a numbered page of users, filtered and sorted as the URL says. */
export const UsersQuery = graphql(
  `
    query Users(
      $filter: UserFilterInput
      $page: Int
      $pageSize: Int
      $sort: String
      $descending: Boolean
    ) {
      users(
        filter: $filter
        page: $page
        pageSize: $pageSize
        sort: $sort
        descending: $descending
      ) {
        total
        items {
          ...IamUserFields
        }
      }
    }
  `,
  [IamUserFields],
);

export const UserInviteMutation = graphql(
  `
    mutation UserInvite($email: String!, $fullName: String!, $roles: [String!]!) {
      userInvite(email: $email, fullName: $fullName, roles: $roles) {
        ...IamUserFields
      }
    }
  `,
  [IamUserFields],
);

export const UserRolesSetMutation = graphql(
  `
    mutation UserRolesSet($userId: String!, $roles: [String!]!) {
      userRolesSet(userId: $userId, roles: $roles) {
        ...IamUserFields
      }
    }
  `,
  [IamUserFields],
);

export const UserDisableMutation = graphql(
  `
    mutation UserDisable($userId: String!, $disabled: Boolean!) {
      userDisable(userId: $userId, disabled: $disabled) {
        ...IamUserFields
      }
    }
  `,
  [IamUserFields],
);
