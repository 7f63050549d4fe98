import { describe, expect, it } from 'vitest';
import { registrationHref, returnTarget } from './registrationPath';

describe('registrationHref', () => {
  it('comes back to the page the dialog was opened over, without the dialog', () => {
    const href = registrationHref('en', {
      pathname: '/en/prescriptions',
      search: '?page=2&auth=signin&error=x',
      hash: '#list',
    });
    expect(href).toBe('/en/auth/update-account-roles?from=%2Fen%2Fprescriptions%3Fpage%3D2%23list');
    const from = new URL(href, 'http://x').searchParams.get('from');
    expect(from).toBe('/en/prescriptions?page=2#list');
  });

  it('keeps a plain page plain', () => {
    expect(registrationHref('ar', { pathname: '/ar', search: '?auth=signin', hash: '' })).toBe(
      '/ar/auth/update-account-roles?from=%2Far',
    );
  });
});

describe('returnTarget', () => {
  it('goes back to a page of this site, in the current language', () => {
    expect(returnTarget('/en/prescriptions?page=2#list', 'en')).toBe(
      '/en/prescriptions?page=2#list',
    );
    expect(returnTarget('/en/offers/7', 'ar')).toBe('/ar/offers/7');
    expect(returnTarget('/en', 'ar')).toBe('/ar');
  });

  it('goes home without a page, or for one that would leave the site or loop', () => {
    for (const from of [
      null,
      '',
      'prescriptions',
      '//evil.example/en',
      '/\\evil.example',
      'javascript:alert(1)',
      'https://evil.example/en',
      '/en/auth/update-account-roles',
    ])
      expect(returnTarget(from, 'en'), String(from)).toBe('/en');
  });
});
