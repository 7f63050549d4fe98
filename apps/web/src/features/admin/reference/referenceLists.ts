import type { ReferenceList } from '@dawa/shared/reference';

/**
 * The reference lists of `/{lang}/admin/reference-data/{path}`, in tab order: one definition
 * each (ADR 0023). `parent` is what an entry belongs to and is ordered within: a region's
 * governorate, a deactivation reason's category.
 */
export interface ReferenceListDefinition {
  list: ReferenceList;
  path: string;
  parent?: 'city' | 'category';
}

export const REFERENCE_LIST_DEFINITIONS: readonly ReferenceListDefinition[] = [
  { list: 'city', path: 'cities' },
  { list: 'region', path: 'regions', parent: 'city' },
  { list: 'workplace', path: 'workplaces' },
  { list: 'jobPosition', path: 'job-positions' },
  { list: 'facilityType', path: 'facility-types' },
  { list: 'facilityListedFor', path: 'listed-for' },
  { list: 'deactivationReason', path: 'deactivation-reasons', parent: 'category' },
];

/** The definition a path names; undefined for an unknown one. */
export function referenceListAt(path: string | undefined): ReferenceListDefinition | undefined {
  return REFERENCE_LIST_DEFINITIONS.find((definition) => definition.path === path);
}
