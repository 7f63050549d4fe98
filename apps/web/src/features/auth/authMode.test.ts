import { describe, expect, it } from 'vitest';
import { isAuthMode, otherMethods, parseAuthView, shownMethod, withAuthView } from './authMode';

describe('parseAuthView', () => {
  it('reads the dialog views and nothing else', () => {
    expect(parseAuthView('signin')).toBe('signin');
    expect(parseAuthView('signup')).toBe('signup');
    expect(parseAuthView('forgot')).toBe('forgot');
    expect(parseAuthView('SignIn')).toBeNull();
    expect(parseAuthView('')).toBeNull();
    expect(parseAuthView(null)).toBeNull();
  });
});

describe('isAuthMode', () => {
  it('tells the two forms from the reset request', () => {
    expect(isAuthMode('signin')).toBe(true);
    expect(isAuthMode('signup')).toBe(true);
    expect(isAuthMode('forgot')).toBe(false);
  });
});

describe('withAuthView', () => {
  it('sets, replaces and removes the parameter, keeping the others', () => {
    const search = new URLSearchParams('page=2&filter=pan');
    expect(withAuthView(search, 'signin').toString()).toBe('page=2&filter=pan&auth=signin');
    expect(withAuthView(new URLSearchParams('auth=signin&page=2'), 'forgot').toString()).toBe(
      'auth=forgot&page=2',
    );
    expect(withAuthView(new URLSearchParams('page=2&auth=signup'), null).toString()).toBe('page=2');
    expect(search.toString()).toBe('page=2&filter=pan');
  });
});

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
