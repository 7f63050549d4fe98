import type { AccessLevel } from '@dawa/shared/access';
import { IMPORT_ENTITIES, importAccess, type ImportEntity } from '@dawa/shared/importer';
import { knownRoles } from '../adminNav';

/**
 * The entities whose imports `roles` may `level`: read (the template, past imports) or write
 * (import a file), the rule the server checks.
 */
export function importableEntities(roles: readonly string[], level: AccessLevel): ImportEntity[] {
  const held = knownRoles(roles);
  return IMPORT_ENTITIES.filter((entity) => importAccess(held, entity, level));
}
