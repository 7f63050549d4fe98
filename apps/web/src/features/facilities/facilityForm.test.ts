import { describe, expect, it } from 'vitest';
import {
  emptyFacilityValues,
  facilityFormErrors,
  facilityInput,
  fieldOfPath,
  type FacilityFormValues,
} from './facilityForm';

const PHOTO = {
  id: '6f1c1d6e-8f0a-4c55-9a53-3f1f4b1b2a10',
  url: '/u/a.webp',
  thumbnailUrl: '/u/a-t.webp',
};

const valid: FacilityFormValues = {
  ...emptyFacilityValues(),
  name: 'Pharmacy in Dokki',
  listedForId: 'sale',
  typeId: 'pharmacy',
  cityId: 'giza',
  address: '12 Tahrir Street, Dokki',
  price: 1_250_000,
  income: 8000,
  spaceArea: 85,
  photos: [PHOTO],
  description: 'A licensed pharmacy with its stock, on a busy street.',
  phoneNumber: '01012345678',
};

describe('facilityFormErrors', () => {
  it('passes a whole facility', () => {
    expect(facilityFormErrors(valid)).toEqual(new Map());
  });

  it("says each field's first problem with the §5 message keys", () => {
    const errors = facilityFormErrors({
      ...emptyFacilityValues(),
      price: -1,
      spaceArea: 1.5,
      phoneNumber: '123',
    });
    expect(errors.get('name')).toBe('invalidName');
    expect(errors.get('listedForId')).toBe('invalidListedFor');
    expect(errors.get('typeId')).toBe('invalidType');
    expect(errors.get('cityId')).toBe('invalidCity');
    expect(errors.get('address')).toBe('invalidAddress');
    expect(errors.get('price')).toBe('invalidExpectedPrice');
    expect(errors.get('income')).toBe('invalidIncome');
    expect(errors.get('spaceArea')).toBe('invalidSpaceArea');
    expect(errors.get('description')).toBe('invalidDescription');
    expect(errors.get('phoneNumber')).toBe('invalidPhone');
    expect(errors.has('regionId')).toBe(false);
  });

  it('refuses more than ten photos', () => {
    const photos = Array.from({ length: 11 }, (_, index) => ({
      ...PHOTO,
      id: `6f1c1d6e-8f0a-4c55-9a53-3f1f4b1b2a${String(index).padStart(2, '0')}`,
    }));
    expect(facilityFormErrors({ ...valid, photos }).get('photos')).toBe('tooManyPhotos');
  });
});

describe('facilityInput', () => {
  it('sends the photos in their order, by upload id, and no region as null', () => {
    const input = facilityInput({ ...valid, photos: [PHOTO, { ...PHOTO, id: 'b' }] });
    expect(input.imageUploadIds).toEqual([PHOTO.id, 'b']);
    expect(input.regionId).toBeNull();
  });
});

describe('fieldOfPath', () => {
  it('maps the API paths to the fields', () => {
    expect(fieldOfPath('data.imageUploadIds.3')).toBe('photos');
    expect(fieldOfPath('price')).toBe('price');
    expect(fieldOfPath('quota')).toBeUndefined();
  });
});
