import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  filterFromParams,
  paramsWithFilter,
  rangesFromForm,
  sortFromParams,
} from './facilityFilter';

describe('filterFromParams', () => {
  it('reads every filter of the URL', () => {
    const params = new URLSearchParams(
      'listed=sale&type=pharmacy&city=giza&region=dokki&minPrice=1000&maxPrice=5000&minArea=20&maxArea=90&status=closed',
    );
    expect(filterFromParams(params)).toEqual({
      listedForId: 'sale',
      typeId: 'pharmacy',
      cityId: 'giza',
      regionId: 'dokki',
      priceMin: 1000,
      priceMax: 5000,
      areaMin: 20,
      areaMax: 90,
      isClosed: true,
    });
    expect(filterFromParams(new URLSearchParams('status=opened'))).toEqual({ isClosed: false });
  });

  it('leaves out what is malformed, a region without its city, and turns a reversed range', () => {
    const params = new URLSearchParams(
      'region=dokki&minPrice=-5&maxPrice=1.5&minArea=90&maxArea=20&status=maybe&type=',
    );
    expect(filterFromParams(params)).toEqual({ areaMin: 20, areaMax: 90 });
    expect(filterFromParams(new URLSearchParams('minPrice=99999999999'))).toEqual({});
  });
});

describe('sortFromParams', () => {
  it('reads a known order, else newest', () => {
    expect(sortFromParams(new URLSearchParams('sort=priceAsc'))).toBe('priceAsc');
    expect(sortFromParams(new URLSearchParams('sort=cheap'))).toBe('newest');
    expect(sortFromParams(new URLSearchParams())).toBe('newest');
  });
});

describe('paramsWithFilter', () => {
  it('writes the filters and order, drops the page and keeps the rest', () => {
    const current = new URLSearchParams('page=3&city=cairo&utm=x');
    const next = paramsWithFilter(current, { typeId: 'clinic', isClosed: false }, 'priceDesc');
    expect(next.toString()).toBe('utm=x&type=clinic&status=opened&sort=priceDesc');
    expect(paramsWithFilter(next, {}, 'newest').toString()).toBe('utm=x');
  });

  it('round-trips through the URL', () => {
    const filter = { cityId: 'giza', regionId: 'dokki', priceMin: 5, areaMax: 40, isClosed: true };
    const params = paramsWithFilter(new URLSearchParams(), filter, 'priceAsc');
    expect(filterFromParams(params)).toEqual(filter);
    expect(sortFromParams(params)).toBe('priceAsc');
  });
});

describe('rangesFromForm', () => {
  it('keeps whole amounts, drops the rest and turns a reversed range', () => {
    const data = new FormData();
    data.set('priceMin', '9000');
    data.set('priceMax', '100');
    data.set('areaMin', 'abc');
    data.set('areaMax', '');
    expect(rangesFromForm(data)).toEqual({
      priceMin: 100,
      priceMax: 9000,
      areaMin: undefined,
      areaMax: undefined,
    });
  });
});

describe('activeFilterCount', () => {
  it('counts the filters on', () => {
    expect(activeFilterCount({ cityId: 'giza', isClosed: false })).toBe(2);
    expect(activeFilterCount({})).toBe(0);
  });
});
