import { z } from 'zod';
import { localizedTextSchema } from './notifications';

/** SPEC §9: the offers list shows 10 a page, newest first. */
export const OFFER_PAGE_SIZE = 10;

export const OFFER_TITLE_MIN = 3;
export const OFFER_TITLE_MAX = 120;
export const OFFER_DESCRIPTION_MIN = 10;
export const OFFER_DESCRIPTION_MAX = 2000;

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
