import type { Role } from '@dawa/shared/roles';

/**
 * The signed-in user, as far as authorisation needs to know. A leaf module (it imports no other
 * platform module) so that errors, auth and the GraphQL context can all name it without a cycle.
 */
export interface Viewer {
  id: string;
  roles: Role[];
}
