import { describe, expect, it } from 'vitest';
import { otherMethods, shownMethod } from './authMode';

describe('sign-in methods', () => {
  it('shows the e-mail form at once when there is no provider to choose', () => {
    expect(shownMethod('signin', null, 0)).toBe('email');
    expect(shownMethod('signup', null, 0)).toBe('email');
    expect(shownMethod('signin', null, 2)).toBeNull();
    expect(shownMethod('signin', null, undefined)).toBeNull();
  });

  it('shows the chosen method, the phone only for sign-in', () => {
    expect(shownMethod('signin', 'phone', 0)).toBe('phone');
    expect(shownMethod('signin', 'email', 2)).toBe('email');
    expect(shownMethod('signup', 'phone', 2)).toBeNull();
    expect(shownMethod('signup', 'phone', 0)).toBe('email');
  });

  it('offers the methods that are not showing', () => {
    expect(otherMethods('signin', null)).toEqual(['email', 'phone']);
    expect(otherMethods('signin', 'email')).toEqual(['phone']);
    expect(otherMethods('signin', 'phone')).toEqual(['email']);
    expect(otherMethods('signup', 'email')).toEqual([]);
    expect(otherMethods('signup', null)).toEqual(['email']);
  });
});
