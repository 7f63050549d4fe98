import { describe, expect, it } from 'vitest';
import { parseAuthMode, withAuthMode } from './authMode';

describe('parseAuthMode', () => {
  it('reads the two dialog modes and nothing else', () => {
    expect(parseAuthMode('signin')).toBe('signin');
    expect(parseAuthMode('signup')).toBe('signup');
    expect(parseAuthMode('SignIn')).toBeNull();
    expect(parseAuthMode('')).toBeNull();
    expect(parseAuthMode(null)).toBeNull();
  });
});

describe('withAuthMode', () => {
  it('sets, replaces and removes the parameter, keeping the others', () => {
    const search = new URLSearchParams('page=2&filter=pan');
    expect(withAuthMode(search, 'signin').toString()).toBe('page=2&filter=pan&auth=signin');
    expect(withAuthMode(new URLSearchParams('auth=signin&page=2'), 'signup').toString()).toBe(
      'auth=signup&page=2',
    );
    expect(withAuthMode(new URLSearchParams('page=2&auth=signup'), null).toString()).toBe('page=2');
    expect(search.toString()).toBe('page=2&filter=pan');
  });
});
