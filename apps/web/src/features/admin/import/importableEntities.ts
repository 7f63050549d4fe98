import { can } from '@dawa/shared/access';
import { IMPORT_ENTITIES, IMPORT_SECTIONS, type ImportEntity } from '@dawa/shared/importer';
import { knownRoles } from '../adminNav';

/** The entities `roles` may import: write on the importer and on the entity's own section. */
export function importableEntities(roles: readonly string[]): ImportEntity[] {
  const held = knownRoles(roles);
  return IMPORT_ENTITIES.filter(
    (entity) => can(held, 'importer', 'write') && can(held, IMPORT_SECTIONS[entity], 'write'),
  );
}
