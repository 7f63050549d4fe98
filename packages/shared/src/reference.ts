import type { LocalizedText } from './notifications';

/**
 * Reference data (SPEC §3): the bilingual lists that jobs and facilities point at, read by
 * both sides. Each entry has a stable id, a name in both languages and a display order
 * (`index`); regions belong to a city; deactivation reasons to a category of post.
 */

/** The lists of reference data, as the API names them. */
export const REFERENCE_LISTS = [
  'city',
  'region',
  'workplace',
  'jobPosition',
  'deactivationReason',
  'facilityType',
  'facilityListedFor',
] as const;
export type ReferenceList = (typeof REFERENCE_LISTS)[number];

/** Which kind of post a deactivation reason applies to (SPEC §3). */
export const DEACTIVATION_CATEGORIES = ['job', 'property'] as const;
export type DeactivationCategory = (typeof DEACTIVATION_CATEGORIES)[number];

export interface ReferenceItem {
  id: string;
  name: LocalizedText;
  index: number;
}

export interface Region extends ReferenceItem {
  cityId: string;
}

export interface DeactivationReason extends ReferenceItem {
  category: DeactivationCategory;
}
