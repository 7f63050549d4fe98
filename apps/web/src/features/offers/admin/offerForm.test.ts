import { describe, expect, it } from 'vitest';
import { fieldBounds, fieldOfPath, formValuesOf, toOfferInput } from './offerForm';

describe('offerForm', () => {
  it('maps form values to the bilingual input and back, trimmed', () => {
    const values = {
      titleEn: ' 20% off ',
      titleAr: 'خصم ٢٠٪',
      descriptionEn: 'On all vitamins this week',
      descriptionAr: 'على كل الفيتامينات هذا الأسبوع',
    };
    const input = toOfferInput(values);
    expect(input.title).toEqual({ en: '20% off', ar: 'خصم ٢٠٪' });
    expect(formValuesOf(input)).toEqual({ ...values, titleEn: '20% off' });
  });

  it('knows the bounds and the field of a server error', () => {
    expect(fieldBounds('titleAr')).toEqual({ min: 3, max: 120 });
    expect(fieldBounds('descriptionEn')).toEqual({ min: 10, max: 2000 });
    expect(fieldOfPath('title.ar')).toBe('titleAr');
    expect(fieldOfPath('description.en')).toBe('descriptionEn');
    expect(fieldOfPath('other')).toBeUndefined();
  });
});
