import { describe, expect, it } from 'vitest';
import {
  cursorFromState,
  isRestore,
  pageItems,
  pageVariables,
  pagerState,
  parsePage,
  restoreVariables,
  skipChunks,
} from './cursorPaging';

describe('cursor paging', () => {
  it('reads ?page= as a positive whole number, else 1', () => {
    expect(parsePage(null)).toBe(1);
    expect(parsePage('3')).toBe(3);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-2')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage('abc')).toBe(1);
  });

  it('reads the cursor from the history state', () => {
    expect(cursorFromState({ after: 'a' })).toEqual({ after: 'a' });
    expect(cursorFromState({ before: 'b' })).toEqual({ before: 'b' });
    expect(cursorFromState(null)).toBeNull();
    expect(cursorFromState({ after: 3 })).toBeNull();
  });

  it('asks by cursor when there is one, else needs a restore', () => {
    expect(pageVariables(1, { after: 'x' }, 10)).toEqual({ first: 10 });
    expect(pageVariables(2, { after: 'c' }, 10)).toEqual({ first: 10, after: 'c' });
    expect(pageVariables(2, { before: 'c' }, 20)).toEqual({ last: 20, before: 'c' });
    expect(pageVariables(3, null, 10)).toBeNull();
  });

  it('restores page × size from the top in one request', () => {
    expect(restoreVariables(3, 20)).toEqual({ first: 60 });
    expect(isRestore({ first: 60 }, 20)).toBe(true);
    expect(isRestore({ first: 20 }, 20)).toBe(false);
    expect(isRestore({ first: 20, after: 'c' }, 20)).toBe(false);
  });

  it('shows the last page of a restore, and everything of a cursor page', () => {
    const items = Array.from({ length: 45 }, (_, index) => index);
    expect(pageItems(items, 3, { first: 60 }, 20)).toEqual(items.slice(40));
    expect(pageItems(items.slice(0, 20), 2, { first: 20, after: 'c' }, 20)).toHaveLength(20);
  });

  it('skips to a page in chunks the server accepts', () => {
    expect(skipChunks(1, 10, 50)).toEqual([]);
    expect(skipChunks(3, 10, 50)).toEqual([20]);
    expect(skipChunks(8, 10, 50)).toEqual([50, 20]);
    expect(skipChunks(4, 20, 50)).toEqual([50, 10]);
  });

  it('without the request, enables previous from page 2 and next by the probe', () => {
    const info = { hasNextPage: true, hasPreviousPage: true, startCursor: 's', endCursor: 'e' };
    expect(pagerState(1, info)).toEqual({
      hasPrevious: false,
      hasNext: true,
      previous: null,
      next: { after: 'e' },
    });
    expect(pagerState(2, info).previous).toBeNull();
    expect(pagerState(3, { ...info, hasNextPage: false })).toMatchObject({
      hasPrevious: true,
      hasNext: false,
      previous: { before: 's' },
    });
    // The previous page's probe is not asked for.
    expect(pagerState(3, { ...info, hasPreviousPage: false }).hasPrevious).toBe(true);
  });

  it('with the request, enables previous and next from the probes', () => {
    const info = { hasNextPage: true, hasPreviousPage: true, startCursor: 's', endCursor: 'e' };
    expect(pagerState(1, { ...info, hasPreviousPage: false }, { first: 20 })).toMatchObject({
      hasPrevious: false,
      hasNext: true,
      next: { after: 'e' },
    });
    expect(pagerState(3, info, { first: 20, after: 'c' })).toMatchObject({
      hasPrevious: true,
      previous: { before: 's' },
    });
    expect(
      pagerState(3, { ...info, hasPreviousPage: false }, { first: 20, after: 'c' }),
    ).toMatchObject({
      hasPrevious: false,
    });
    // Back to page 1 is asked from the top.
    expect(pagerState(2, info, { first: 20, after: 'c' }).previous).toBeNull();
    // A restore starts at the top: a previous page exists whenever page > 1.
    expect(pagerState(3, { ...info, hasPreviousPage: false }, { first: 60 })).toMatchObject({
      hasPrevious: true,
      previous: null,
    });
    expect(pagerState(2, { ...info, hasNextPage: false }, { first: 20, after: 'c' }).hasNext).toBe(
      false,
    );
  });
});
