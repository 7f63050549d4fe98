import { describe, expect, it } from 'vitest';
import { isBuiltInProvider, knownProviders } from './socialProviders';

describe('knownProviders', () => {
  it('keeps the known providers in display order and drops unknown ones', () => {
    expect(knownProviders(['oidc', 'github', 'facebook', 'google'])).toEqual([
      'google',
      'facebook',
      'oidc',
    ]);
    expect(knownProviders(['twitter'])).toEqual(['twitter']);
    expect(knownProviders([])).toEqual([]);
  });
});

describe('isBuiltInProvider', () => {
  it('sends only the generic OpenID Connect provider through the OAuth plugin', () => {
    expect(isBuiltInProvider('google')).toBe(true);
    expect(isBuiltInProvider('twitter')).toBe(true);
    expect(isBuiltInProvider('oidc')).toBe(false);
  });
});
