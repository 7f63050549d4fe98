import { graphql } from '../graphql';

/** The signed-in user's roles: what the admin area, its menu link and moderation tools show. */
export const ViewerRolesQuery = graphql(`
  query ViewerRoles {
    authMe {
      id
      roles
    }
  }
`);
