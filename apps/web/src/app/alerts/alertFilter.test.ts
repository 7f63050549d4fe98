import { describe, expect, it } from 'vitest';
import { alertHasFilter, filterOfAlert } from './alertFilter';

const jobAlert = {
  id: 'a1',
  type: null,
  workplaceId: null,
  positionId: 'pharmacist',
  cityId: 'giza',
  regionId: null,
  salaryMin: null,
  salaryPeriod: null,
  text: 'Night',
} as const;

const facilityAlert = {
  id: 'a2',
  listedForId: 'sale',
  typeId: null,
  cityId: null,
  regionId: null,
  priceMin: 0,
  priceMax: 2_000_000,
  areaMin: null,
  areaMax: null,
  isClosed: false,
} as const;

describe('a saved alert’s filters', () => {
  it('are its fields less its id and those left null (any)', () => {
    expect(filterOfAlert<'job'>(jobAlert)).toEqual({
      positionId: 'pharmacist',
      cityId: 'giza',
      text: 'Night',
    });
    // Zero and false are filters, not "any".
    expect(filterOfAlert<'facility'>(facilityAlert)).toEqual({
      listedForId: 'sale',
      priceMin: 0,
      priceMax: 2_000_000,
      isClosed: false,
    });
  });

  it('are the list’s when each filter is the same, words in any case', () => {
    expect(
      alertHasFilter<'job'>(jobAlert, { cityId: 'giza', positionId: 'pharmacist', text: 'night' }),
    ).toBe(true);
    expect(alertHasFilter<'job'>(jobAlert, { cityId: 'giza', positionId: 'pharmacist' })).toBe(
      false,
    );
    expect(
      alertHasFilter<'facility'>(facilityAlert, {
        listedForId: 'sale',
        priceMin: 0,
        priceMax: 2_000_000,
        isClosed: false,
      }),
    ).toBe(true);
    expect(
      alertHasFilter<'facility'>(facilityAlert, {
        listedForId: 'sale',
        priceMin: 0,
        priceMax: 2_000_000,
        isClosed: true,
      }),
    ).toBe(false);
  });
});
