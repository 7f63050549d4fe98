import { describe, expect, it } from 'vitest';
import {
  INITIAL_DRUG_INDEX_STATE,
  parseDrugIndexParams,
  sameDrugIndexState,
  searchChange,
  tabChange,
  withDrugIndexState,
  type DrugIndexState,
} from './drugIndexState';

const parse = (query: string, pathId?: string) =>
  parseDrugIndexParams(new URLSearchParams(query), pathId);

describe('parseDrugIndexParams', () => {
  it('accepts a complete, valid search as it is', () => {
    const { state, changed } = parse('filter=panadol&searchBy=genericName&page=3');
    expect(state).toEqual({
      filter: 'panadol',
      searchBy: 'genericName',
      page: 3,
      tab: null,
      id: null,
      order: 'name',
    });
    expect(changed).toBe(false);
  });

  it('has no search and nothing to fix without parameters', () => {
    expect(parse('')).toEqual({
      state: INITIAL_DRUG_INDEX_STATE,
      params: new URLSearchParams(),
      changed: false,
    });
  });

  it.each([
    ['page zero', 'filter=pan&searchBy=tradeName&page=0'],
    ['a negative page', 'filter=pan&searchBy=tradeName&page=-2'],
    ['a page that is not a number', 'filter=pan&searchBy=tradeName&page=abc'],
    ['a fractional page', 'filter=pan&searchBy=tradeName&page=1.5'],
    ['an absurd page', 'filter=pan&searchBy=tradeName&page=99999999999'],
    ['an unknown searchBy', 'filter=pan&searchBy=price&page=1'],
    ['an empty filter', 'filter=&searchBy=company&page=2'],
    ['a blank filter', 'filter=%20%20&searchBy=company&page=2'],
    ['paging without a filter', 'page=4'],
    ['a filter tab without a filter', 'searchBy=company'],
  ])('resets the search to trade name, page 1, no text on %s', (_case, query) => {
    const { state, params, changed } = parse(query);
    expect(state).toEqual(INITIAL_DRUG_INDEX_STATE);
    expect(changed).toBe(true);
    expect(params.toString()).toBe('');
  });

  it('fills a missing page or searchBy next to a valid filter, and says the URL needs fixing', () => {
    const { state, params, changed } = parse('filter=%20augmentin%20');
    expect(state).toMatchObject({ filter: 'augmentin', searchBy: 'tradeName', page: 1 });
    expect(changed).toBe(true);
    expect(params.toString()).toBe('filter=augmentin&searchBy=tradeName&page=1');
  });

  it('keeps a valid tab and id through a search reset', () => {
    const { state, params } = parse('filter=&page=x&tab=similarities&id=abc');
    expect(state).toEqual({ ...INITIAL_DRUG_INDEX_STATE, tab: 'similarities', id: 'abc' });
    expect(params.toString()).toBe('tab=similarities&id=abc');
  });

  it('drops an unknown tab and an empty id', () => {
    const { state, changed, params } = parse('filter=pan&searchBy=company&page=1&tab=cheapest&id=');
    expect(state).toMatchObject({ tab: null, id: null, filter: 'pan', searchBy: 'company' });
    expect(changed).toBe(true);
    expect(params.toString()).toBe('filter=pan&searchBy=company&page=1');
  });

  it('takes the id from the /drug-index/:id path, which is not a query problem', () => {
    const { state, changed } = parse('', 'drug-1');
    expect(state.id).toBe('drug-1');
    expect(changed).toBe(false);
  });

  it('keeps parameters that belong to others (the auth dialog)', () => {
    const { params, changed } = parse('auth=signin&page=0');
    expect(changed).toBe(true);
    expect(params.toString()).toBe('auth=signin');
  });

  it('accepts every searchBy of SPEC §2', () => {
    for (const searchBy of ['tradeName', 'genericName', 'newPrice', 'company']) {
      expect(parse(`filter=1&searchBy=${searchBy}&page=1`).state.searchBy).toBe(searchBy);
    }
  });
});

describe('withDrugIndexState', () => {
  it('writes the search, tab and id, in a stable order', () => {
    const state: DrugIndexState = {
      filter: 'cetal',
      searchBy: 'tradeName',
      page: 2,
      tab: 'alternatives',
      id: 'x',
      order: 'price',
    };
    expect(withDrugIndexState(new URLSearchParams('auth=signin'), state).toString()).toBe(
      'auth=signin&filter=cetal&searchBy=tradeName&page=2&tab=alternatives&id=x&order=price',
    );
    // By name is the default: no parameter.
    expect(withDrugIndexState(new URLSearchParams(), { ...state, order: 'name' }).toString()).toBe(
      'filter=cetal&searchBy=tradeName&page=2&tab=alternatives&id=x',
    );
  });

  it('keeps cheapest first from the URL and drops an unknown order', () => {
    expect(parse('tab=similarities&id=abc&order=price').state.order).toBe('price');
    const unknown = parse('tab=similarities&id=abc&order=cheap');
    expect(unknown.state.order).toBe('name');
    expect(unknown.changed).toBe(true);
    expect(unknown.params.get('order')).toBeNull();
  });

  it('writes no search parameters without text', () => {
    const state = { ...INITIAL_DRUG_INDEX_STATE, searchBy: 'company' as const, page: 3 };
    expect(withDrugIndexState(new URLSearchParams('page=3'), state).toString()).toBe('');
  });

  it('round-trips through parseDrugIndexParams', () => {
    const state: DrugIndexState = {
      filter: 'بانادول',
      searchBy: 'tradeName',
      page: 4,
      tab: null,
      id: 'd',
      order: 'price',
    };
    expect(parseDrugIndexParams(withDrugIndexState(new URLSearchParams(), state)).state).toEqual(
      state,
    );
  });
});

describe('state changes', () => {
  const current: DrugIndexState = {
    filter: 'pan',
    searchBy: 'tradeName',
    page: 3,
    tab: 'alternatives',
    id: 'a',
    order: 'name',
  };

  it('a new search goes back to page 1 and drops the selection', () => {
    expect(searchChange(current, { searchBy: 'company' })).toEqual({
      ...current,
      searchBy: 'company',
      page: 1,
      id: null,
    });
  });

  it('switching between equivalents tabs keeps the selected drug', () => {
    expect(tabChange(current, 'similarities')).toEqual({ ...current, tab: 'similarities' });
  });

  it('going back to the results drops the selected drug', () => {
    expect(tabChange(current, null)).toEqual({ ...current, tab: null, id: null });
  });

  it('compares states field by field', () => {
    expect(sameDrugIndexState(current, { ...current })).toBe(true);
    expect(sameDrugIndexState(current, { ...current, page: 4 })).toBe(false);
  });
});
