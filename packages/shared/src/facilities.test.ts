import { describe, expect, it } from 'vitest';
import {
  FACILITY_AREA_MAX,
  FACILITY_INCOME_MAX,
  FACILITY_PHOTOS_MAX,
  FACILITY_PRICE_MAX,
} from './facilities';
import { facilityInputSchema } from './facilityInput';
import { VALIDATION_MESSAGES, isValidationKey, validationText } from './validationMessages';

const photo = (n: number) => `6f1c2a3b-4d5e-4f60-8a7b-${String(n).padStart(12, '0')}`;

const valid = {
  name: '  Pharmacy in Dokki  ',
  address: '12 Tahrir St, Dokki',
  income: 15_000,
  cityId: 'giza',
  regionId: 'giza.dokki',
  listedForId: 'sale',
  typeId: 'pharmacy',
  price: 2_500_000,
  imageUploadIds: [photo(1), photo(2), photo(3)],
  description: 'A licensed pharmacy on a busy street, with its stock and fittings.',
  phoneNumber: '+20 101 234 5678',
  spaceArea: 60,
  isClosed: false,
};

/** Each issue as `path: message`. */
const errors = (input: unknown) =>
  facilityInputSchema
    .safeParse(input)
    .error?.issues.map(({ path, message }) => `${path.join('.')}: ${message}`) ?? [];

describe('facilityInputSchema', () => {
  it('takes a facility as its owner writes it, trimmed and normalised', () => {
    const facility = facilityInputSchema.parse(valid);
    expect(facility).toMatchObject({
      name: 'Pharmacy in Dokki',
      phoneNumber: '01012345678',
      imageUploadIds: valid.imageUploadIds,
      regionId: 'giza.dokki',
    });
  });

  it('leaves the region and the photos optional; a closed facility may earn nothing', () => {
    const facility = facilityInputSchema.parse({
      ...valid,
      regionId: '',
      imageUploadIds: null,
      income: 0,
      isClosed: true,
    });
    expect(facility).toMatchObject({ regionId: null, imageUploadIds: [], income: 0 });
    expect(errors({ ...valid, regionId: undefined, imageUploadIds: undefined })).toEqual([]);
  });

  it('takes an optional e-mail address for buyers: empty is none, a wrong one is refused', () => {
    expect(facilityInputSchema.parse(valid).email).toBeNull();
    expect(facilityInputSchema.parse({ ...valid, email: '  ' }).email).toBeNull();
    expect(facilityInputSchema.parse({ ...valid, email: ' owner@example.com ' }).email).toBe(
      'owner@example.com',
    );
    expect(errors({ ...valid, email: 'owner@example' })).toEqual(['email: invalidEmail']);
    expect(errors({ ...valid, email: 42 })).toEqual(['email: invalidEmail']);
  });

  it('refuses negative, fractional, huge and non-numeric amounts with the SPEC §5 messages', () => {
    expect(errors({ ...valid, price: -1 })).toEqual(['price: invalidExpectedPrice']);
    expect(errors({ ...valid, price: 0 })).toEqual(['price: invalidExpectedPrice']);
    expect(errors({ ...valid, price: 1500.5 })).toEqual(['price: invalidExpectedPrice']);
    expect(errors({ ...valid, price: FACILITY_PRICE_MAX + 1 })).toEqual([
      'price: invalidExpectedPrice',
    ]);
    expect(errors({ ...valid, price: Number.MAX_SAFE_INTEGER * 2 })).toEqual([
      'price: invalidExpectedPrice',
    ]);
    expect(errors({ ...valid, price: Infinity })).toEqual(['price: invalidExpectedPrice']);
    expect(errors({ ...valid, price: '2500000' })).toEqual(['price: invalidExpectedPrice']);
    expect(errors({ ...valid, spaceArea: -60 })).toEqual(['spaceArea: invalidSpaceArea']);
    expect(errors({ ...valid, spaceArea: 0 })).toEqual(['spaceArea: invalidSpaceArea']);
    expect(errors({ ...valid, spaceArea: FACILITY_AREA_MAX + 1 })).toEqual([
      'spaceArea: invalidSpaceArea',
    ]);
    expect(errors({ ...valid, spaceArea: NaN })).toEqual(['spaceArea: invalidSpaceArea']);
    expect(errors({ ...valid, income: -1 })).toEqual(['income: invalidIncome']);
    expect(errors({ ...valid, income: FACILITY_INCOME_MAX + 1 })).toEqual([
      'income: invalidIncome',
    ]);
    expect(errors({ ...valid, price: FACILITY_PRICE_MAX, spaceArea: FACILITY_AREA_MAX })).toEqual(
      [],
    );
  });

  it('refuses empty or blank texts, too long ones, and a bad mobile number', () => {
    expect(errors({ ...valid, name: '' })).toEqual(['name: invalidName']);
    expect(errors({ ...valid, name: '    ' })).toEqual(['name: invalidName']);
    expect(errors({ ...valid, name: 'x'.repeat(121) })).toEqual(['name: invalidName']);
    expect(errors({ ...valid, address: 'St' })).toEqual(['address: invalidAddress']);
    expect(errors({ ...valid, description: 'Nice pharmacy' })).toEqual([
      'description: invalidDescription',
    ]);
    expect(errors({ ...valid, description: 'x'.repeat(3001) })).toEqual([
      'description: invalidDescription',
    ]);
    expect(errors({ ...valid, phoneNumber: '0101234567' })).toEqual(['phoneNumber: invalidPhone']);
  });

  it('wants the reference ids and the status, each with its own message', () => {
    expect(errors({ ...valid, listedForId: '' })).toEqual(['listedForId: invalidListedFor']);
    expect(errors({ ...valid, typeId: ' ' })).toEqual(['typeId: invalidType']);
    expect(errors({ ...valid, cityId: 'x'.repeat(101) })).toEqual(['cityId: invalidCity']);
    expect(errors({ ...valid, regionId: 42 })).toEqual(['regionId: invalidRegion']);
    expect(errors({ ...valid, isClosed: 'closed' })).toEqual(['isClosed: invalidStatus']);
  });

  it(`takes at most ${FACILITY_PHOTOS_MAX} photos, each an upload id, each once`, () => {
    const ids = Array.from({ length: FACILITY_PHOTOS_MAX + 1 }, (_, n) => photo(n));
    expect(errors({ ...valid, imageUploadIds: ids.slice(0, -1) })).toEqual([]);
    expect(errors({ ...valid, imageUploadIds: ids })).toEqual(['imageUploadIds: tooManyPhotos']);
    expect(errors({ ...valid, imageUploadIds: [photo(1), photo(1)] })).toEqual([
      'imageUploadIds: invalidPhotos',
    ]);
    expect(errors({ ...valid, imageUploadIds: ['../../etc/passwd'] })).toEqual([
      'imageUploadIds.0: invalidPhotos',
    ]);
    expect(errors({ ...valid, imageUploadIds: photo(1) })).toEqual([
      'imageUploadIds: invalidPhotos',
    ]);
  });

  it('reports every wrong field at once, each message a key of the catalogue', () => {
    const found = errors({});
    expect(found).toHaveLength(11);
    for (const error of found) expect(isValidationKey(error.split(': ')[1] ?? '')).toBe(true);
  });

  it('says the photo limit in both languages', () => {
    expect(VALIDATION_MESSAGES.en.tooManyPhotos).toContain(String(FACILITY_PHOTOS_MAX));
    expect(VALIDATION_MESSAGES.ar.tooManyPhotos).toContain(String(FACILITY_PHOTOS_MAX));
    expect(validationText('ar', 'invalidSpaceArea')).toBe('مساحة غير صالحة');
    expect(validationText('en', 'invalidListedFor')).toBe('Invalid Listed For');
  });
});
