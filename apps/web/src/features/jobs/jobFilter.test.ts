import { describe, expect, it } from 'vitest';
import { activeFilterCount, filterFromParams, paramsWithFilter } from './jobFilter';

describe('filterFromParams', () => {
  it('reads every filter of the URL', () => {
    const params = new URLSearchParams(
      'type=companyOwner&workplace=hospital-pharmacy&position=pharmacist&city=giza&region=giza.dokki&salary=8000&per=month&q=%20night%20shift%20&page=2',
    );
    expect(filterFromParams(params)).toEqual({
      type: 'companyOwner',
      workplaceId: 'hospital-pharmacy',
      positionId: 'pharmacist',
      cityId: 'giza',
      regionId: 'giza.dokki',
      salaryMin: 8000,
      salaryPeriod: 'month',
      text: 'night shift',
    });
  });

  it('leaves out what is malformed, a region without its city and a period without a salary', () => {
    expect(
      filterFromParams(new URLSearchParams('type=robot&salary=-5&per=month&region=x')),
    ).toEqual({});
    expect(filterFromParams(new URLSearchParams('salary=1.5&q=%20%20'))).toEqual({});
    expect(filterFromParams(new URLSearchParams('salary=300&per=week'))).toEqual({
      salaryMin: 300,
    });
  });
});

describe('paramsWithFilter', () => {
  it('writes the filter, drops the page and keeps unrelated parameters', () => {
    const next = paramsWithFilter(new URLSearchParams('page=3&utm=mail&city=cairo'), {
      cityId: 'alexandria',
      text: 'rep',
    });
    expect(next.toString()).toBe('utm=mail&city=alexandria&q=rep');
    expect(filterFromParams(next)).toEqual({ cityId: 'alexandria', text: 'rep' });
  });

  it('clears a filter that is no longer set', () => {
    expect(
      paramsWithFilter(new URLSearchParams('city=giza&region=giza.dokki'), {}).toString(),
    ).toBe('');
  });
});

describe('activeFilterCount', () => {
  it('counts the filters that are on', () => {
    expect(activeFilterCount({})).toBe(0);
    expect(activeFilterCount({ cityId: 'giza', salaryMin: 100, salaryPeriod: 'hour' })).toBe(3);
  });
});
