import { z } from 'zod';
import { referenceId } from './fields';
import { type LocalizedText } from './notifications';
import { localizedTextSchema } from './notificationInput';

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
  /** Left out of the pickers of new posts; still shown on the posts that name it. */
  hidden: boolean;
}

export interface Region extends ReferenceItem {
  cityId: string;
}

export interface DeactivationReason extends ReferenceItem {
  category: DeactivationCategory;
}

/** The longest name of a reference entry, in either language. */
export const REFERENCE_NAME_MAX = 100;

const name = localizedTextSchema('invalidName', 1, REFERENCE_NAME_MAX);
/** Hidden entries vanish from the pickers of new posts; posts that name one still show it. */
const hidden = z.boolean({ error: 'invalid' });
const cityId = referenceId('invalidCity');
const category = z.enum(DEACTIVATION_CATEGORIES, { error: 'invalidType' });

/**
 * What the back office sends to create an entry of each list (issue #16): a bilingual name,
 * whether it is hidden, and the list's own parent (a region's governorate, a reason's category).
 */
export const REFERENCE_INPUT_SCHEMAS = {
  city: z.object({ name, hidden }),
  region: z.object({ name, hidden, cityId }),
  workplace: z.object({ name, hidden }),
  jobPosition: z.object({ name, hidden }),
  deactivationReason: z.object({ name, hidden, category }),
  facilityType: z.object({ name, hidden }),
  facilityListedFor: z.object({ name, hidden }),
} as const satisfies Record<ReferenceList, z.ZodObject>;

/** An edit: the name and the hidden flag; an entry keeps its parent (posts rely on the pair). */
export const referenceUpdateSchema = z.object({ name: name.optional(), hidden: hidden.optional() });
export type ReferenceUpdate = z.infer<typeof referenceUpdateSchema>;
