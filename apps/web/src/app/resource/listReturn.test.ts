import { describe, expect, it } from 'vitest';
import { listReturnOf, listReturnState } from './listReturn';

describe('the list a row page returns to', () => {
  it('reads back only a query string', () => {
    expect(listReturnOf(listReturnState('?q=panadol&page=2'))).toBe('?q=panadol&page=2');
    expect(listReturnOf({ from: '//evil.example' })).toBe('');
    expect(listReturnOf({ from: '?next=/x' })).toBe('');
    expect(listReturnOf({ from: 5 })).toBe('');
    expect(listReturnOf(null)).toBe('');
    expect(listReturnOf(undefined)).toBe('');
  });
});
