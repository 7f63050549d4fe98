import { describe, expect, it } from 'vitest';
import { changedAtOf, fromOf, refetchDelay } from './navigationState';

describe('navigation state', () => {
  it('reads only well-formed values', () => {
    expect(changedAtOf({ changedAt: 5 })).toBe(5);
    expect(changedAtOf({ changedAt: '5' })).toBeUndefined();
    expect(changedAtOf(null)).toBeUndefined();
    expect(fromOf({ from: '?q=panadol&page=2' })).toBe('?q=panadol&page=2');
    expect(fromOf({ from: '//evil.example' })).toBe('');
    expect(fromOf({ from: '?next=/x' })).toBe('');
    expect(fromOf(undefined)).toBe('');
  });

  it('asks again once the index has settled, only soon after a change', () => {
    expect(refetchDelay(undefined, 1000)).toBeNull();
    expect(refetchDelay(1000, 1200)).toBe(800);
    expect(refetchDelay(1000, 2000)).toBeNull();
    expect(refetchDelay(1000, 5000)).toBeNull();
  });
});
