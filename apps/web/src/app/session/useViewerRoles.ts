import { isRole, type Role } from '@dawa/shared/roles';
import { useQuery } from 'urql';
import { ViewerRolesQuery } from './viewerRoles.graphql';
import { useSession } from './session';

/**
 * The signed-in user's roles (empty while unknown or signed out). Only shapes what the
 * screens offer: the server checks every operation itself.
 */
export function useViewerRoles(): Role[] {
  const session = useSession();
  const [{ data }] = useQuery({ query: ViewerRolesQuery, pause: !session });
  return (data?.authMe.roles ?? []).filter(isRole);
}
