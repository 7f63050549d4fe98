import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../router';
import { guardRedirect } from '../session/guard';
import { entryRedirect } from './entry';

const redirectOf = (url: string, signedIn = false) => {
  const { pathname, search } = new URL(url, 'https://dawa.test');
  return entryRedirect(routes, pathname, search, signedIn);
};

describe('entryRedirect (the routes’ redirects, applied before the first render)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('puts a path without a language prefix under the preferred language', () => {
    vi.stubGlobal('navigator', { languages: ['ar-EG', 'en'] });
    expect(redirectOf('/')).toBe('/ar');
    expect(redirectOf('/drug-index?page=2')).toBe('/ar/drug-index?page=2');
  });

  it('sends a signed-out visitor of a sign-in page home, with the page to come back to', () => {
    const target = redirectOf('/en/prescriptions?page=2');
    expect(target).toBe(guardRedirect('/en/prescriptions', '?page=2', false));
    expect(target).toMatch(/^\/en\?/);
    expect(redirectOf('/en/prescriptions?page=2', true)).toBeNull();
  });

  it('applies the guard before the 404, and the 404 to an unknown path', () => {
    expect(redirectOf('/en/profile/nothing')).toMatch(/^\/en\?/);
    expect(redirectOf('/en/nothing')).toBe('/en/404');
    expect(redirectOf('/ar/nothing/deeper', true)).toBe('/ar/404');
  });

  it('follows the auth flows’ targets', () => {
    expect(redirectOf('/ar/auth/signin?ref=sms')).toBe('/ar?ref=sms&auth=signin');
    expect(redirectOf('/en/auth/edit-profile', true)).toBe('/en/profile?tab=account');
  });

  it('renders the pages themselves', () => {
    for (const url of ['/en', '/ar/drug-index/42', '/en/about', '/404', '/en/404'])
      expect(redirectOf(url), url).toBeNull();
    expect(redirectOf('/en/job-opportunities/7', true)).toBeNull();
  });
});
