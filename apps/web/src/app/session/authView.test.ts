import { describe, expect, it } from 'vitest';
import { isAuthMode, parseAuthView, withAuthView } from './authView';

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
