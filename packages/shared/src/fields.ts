import { z } from 'zod';

/** Building blocks of the post input schemas; each takes the catalogue key it fails with. */

/** Trimmed text of `min` to `max` characters. */
export const boundedText = (min: number, max: number, error: string) =>
  z.string({ error }).trim().min(min, { error }).max(max, { error });

/** A whole number from `min` to `max` (an amount in pounds, an area in m²…). */
export const wholeNumber = (min: number, max: number, error: string) =>
  z
    .number({ error })
    // A fraction or a huge number is one mistake, said once.
    .int({ error, abort: true })
    .min(min, { error })
    .max(max, { error });

/** The longest id of a reference-data row (seeded slugs are far shorter). */
const REFERENCE_ID_MAX = 100;

/** The id of a reference-data row (city, job position, facility type…). */
export const referenceId = (error: string) =>
  z.string({ error }).trim().min(1, { error }).max(REFERENCE_ID_MAX, { error });

/** An id that may be left out: missing, null or empty is null. */
export const optionalReferenceId = (error: string) =>
  z
    .string({ error })
    .trim()
    .max(REFERENCE_ID_MAX, { error })
    .nullish()
    .transform((value) => value || null);
