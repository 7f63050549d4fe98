import { describe, expect, it } from 'vitest';
import {
  dayEnd,
  dayStart,
  readTableParams,
  tablePaging,
  tableSearch,
  withFilter,
} from './tableParams';
import { toCsv } from './csv';

const read = (search: string) =>
  readTableParams(new URLSearchParams(search), ['search', 'role'], ['email', 'createdAt']);

describe('table parameters in the URL', () => {
  it('reads defaults from an empty query and writes nothing back', () => {
    const params = read('');
    expect(params).toEqual({ page: 1, pageSize: 10, sort: null, descending: false, filters: {} });
    expect(tableSearch(params)).toBe('');
  });

  it('keeps filters, sort and page through a round trip; drops what it does not know', () => {
    const params = read('?search=mona&role=owner&sort=email&desc=1&size=20&page=3&x=1');
    expect(params).toEqual({
      page: 3,
      pageSize: 20,
      sort: 'email',
      descending: true,
      filters: { search: 'mona', role: 'owner' },
    });
    expect(read(tableSearch(params))).toEqual(params);
    expect(read('?sort=password&desc=1&size=7&page=-2')).toEqual(read(''));
  });

  it('goes back to page 1 when a filter changes', () => {
    const params = withFilter(read('?page=4&role=owner'), 'role', null);
    expect(params).toMatchObject({ page: 1, filters: {} });
  });
});

describe('toCsv', () => {
  it('quotes what needs it and defuses formulas', () => {
    expect(
      toCsv([
        ['a', 'b,c'],
        ['say "hi"', '=1+1'],
      ]),
    ).toBe('\uFEFFa,"b,c"\r\n"say ""hi""",\'=1+1\r\n');
  });

  it('gives a table query its page and sort, and a date filter its day’s bounds', () => {
    expect(tablePaging(read('?sort=email&desc=1&page=3&size=20&search=x'))).toEqual({
      page: 3,
      pageSize: 20,
      sort: 'email',
      descending: true,
    });
    expect(dayStart('2026-11-27')).toBe('2026-11-27T00:00:00.000Z');
    expect(dayEnd('2026-11-27')).toBe('2026-11-27T23:59:59.999Z');
    expect(dayStart(undefined)).toBeUndefined();
  });
});
