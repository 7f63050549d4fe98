import { describe, expect, it } from 'vitest';
import { lastPage, listSearch, readListParams } from './listParams';

describe('readListParams', () => {
  it('reads the query and the page', () => {
    expect(readListParams(new URLSearchParams('q=%20panadol%20&page=3'))).toEqual({
      q: 'panadol',
      page: 3,
    });
  });

  it('falls back to page 1 for a missing or bad page', () => {
    expect(readListParams(new URLSearchParams(''))).toEqual({ q: '', page: 1 });
    for (const page of ['0', '-2', '1.5', 'two', '']) {
      expect(readListParams(new URLSearchParams({ q: 'a', page })).page).toBe(1);
    }
  });

  it('cuts an overlong query', () => {
    expect(readListParams(new URLSearchParams({ q: 'a'.repeat(500) })).q).toHaveLength(100);
  });
});

describe('listSearch', () => {
  it('leaves out the defaults', () => {
    expect(listSearch({ q: '', page: 1 })).toBe('');
    expect(listSearch({ q: 'panadol', page: 1 })).toBe('?q=panadol');
    expect(listSearch({ q: 'بانادول', page: 2 })).toBe(
      `?q=${encodeURIComponent('بانادول')}&page=2`,
    );
  });
});

describe('lastPage', () => {
  it('is total over 10, rounded up, at least 1 (SPEC §9)', () => {
    expect(lastPage(0)).toBe(1);
    expect(lastPage(10)).toBe(1);
    expect(lastPage(11)).toBe(2);
    expect(lastPage(95)).toBe(10);
  });
});
