import { z } from 'zod';
import { localizedTextSchema } from './notificationInput';
import {
  OFFER_TITLE_MIN,
  OFFER_TITLE_MAX,
  OFFER_DESCRIPTION_MIN,
  OFFER_DESCRIPTION_MAX,
} from './offers';

/*
 * The offer input schemas (zod). The constants and types they use live in `offers.ts`, which loads
 * no zod: a page that needs a page size or a label does not pay for the form's rules (ADR 0035).
 */

const title = localizedTextSchema('invalidTitle', OFFER_TITLE_MIN, OFFER_TITLE_MAX);
const description = localizedTextSchema(
  'invalidDescription',
  OFFER_DESCRIPTION_MIN,
  OFFER_DESCRIPTION_MAX,
);

/** An offer: bilingual title and description (SPEC §3). */
export const offerInputSchema = z.object({ title, description });
export type OfferInput = z.infer<typeof offerInputSchema>;

export const offerUpdateSchema = z.object({
  title: title.optional(),
  description: description.optional(),
});
export type OfferUpdate = z.infer<typeof offerUpdateSchema>;
