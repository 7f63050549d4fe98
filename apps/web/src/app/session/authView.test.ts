import { describe, expect, it } from 'vitest';
import { isAuthMode, parseAuthView, signInNext, withAuthView, withSignInNext } from './authView';

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

describe('signInNext', () => {
  const next = (value: string) => signInNext(new URLSearchParams({ next: value }));

  it('reads a page of the app, with its query and hash', () => {
    expect(next('/en/prescriptions')).toBe('/en/prescriptions');
    expect(next('/ar/job-opportunities?page=2#top')).toBe('/ar/job-opportunities?page=2#top');
    expect(signInNext(new URLSearchParams('next=%2Fen%2Foffers&auth=signin'))).toBe('/en/offers');
  });

  it('never leads to another site or outside the language pages', () => {
    expect(next('//evil.example/en')).toBeNull();
    expect(next('https://evil.example/en')).toBeNull();
    expect(next('/\\evil.example')).toBeNull();
    expect(next('javascript:alert(1)')).toBeNull();
    expect(next('/api/auth/sign-out')).toBeNull();
    expect(next('en/prescriptions')).toBeNull();
    expect(signInNext(new URLSearchParams('auth=signin'))).toBeNull();
  });
});

describe('withSignInNext', () => {
  it('sets and removes the parameter, keeping the others', () => {
    const search = new URLSearchParams('ref=mail');
    expect(withSignInNext(search, '/en/offers').toString()).toBe('ref=mail&next=%2Fen%2Foffers');
    expect(withSignInNext(new URLSearchParams('next=%2Fen&auth=signin'), null).toString()).toBe(
      'auth=signin',
    );
    expect(search.toString()).toBe('ref=mail');
  });
});
