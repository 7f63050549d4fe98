import {
  OFFER_DESCRIPTION_MAX,
  OFFER_DESCRIPTION_MIN,
  OFFER_TITLE_MAX,
  OFFER_TITLE_MIN,
  type OfferInput,
} from '@dawa/shared/offers';

export interface OfferFormValues {
  titleEn: string;
  titleAr: string;
  descriptionEn: string;
  descriptionAr: string;
}

export const EMPTY_OFFER_FORM: OfferFormValues = {
  titleEn: '',
  titleAr: '',
  descriptionEn: '',
  descriptionAr: '',
};

export function formValuesOf(offer: {
  title: { en: string; ar: string };
  description: { en: string; ar: string };
}): OfferFormValues {
  return {
    titleEn: offer.title.en,
    titleAr: offer.title.ar,
    descriptionEn: offer.description.en,
    descriptionAr: offer.description.ar,
  };
}

export function toOfferInput(values: OfferFormValues): OfferInput {
  return {
    title: { en: values.titleEn.trim(), ar: values.titleAr.trim() },
    description: { en: values.descriptionEn.trim(), ar: values.descriptionAr.trim() },
  };
}

export type OfferField = keyof OfferFormValues;

/** The bounds of each field (shared with the server's schema). */
export function fieldBounds(field: OfferField): { min: number; max: number } {
  return field.startsWith('title')
    ? { min: OFFER_TITLE_MIN, max: OFFER_TITLE_MAX }
    : { min: OFFER_DESCRIPTION_MIN, max: OFFER_DESCRIPTION_MAX };
}

/** The form field a server validation error path (`title.en`) belongs to. */
export function fieldOfPath(path: string): OfferField | undefined {
  const [group, language] = path.split('.');
  if ((group !== 'title' && group !== 'description') || (language !== 'en' && language !== 'ar'))
    return undefined;
  return `${group}${language === 'en' ? 'En' : 'Ar'}`;
}
