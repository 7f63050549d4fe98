import { describe, expect, it } from 'vitest';
import { knownProviders } from './socialProviders';

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
