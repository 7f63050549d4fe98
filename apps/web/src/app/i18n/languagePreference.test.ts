import { describe, expect, it } from 'vitest';
import { resolvePreferredLanguage, withLanguage } from './languagePreference';

describe('resolvePreferredLanguage', () => {
  it('prefers the stored language', () => {
    expect(resolvePreferredLanguage('ar', ['en-US'])).toBe('ar');
  });

  it('falls back to a supported browser language', () => {
    expect(resolvePreferredLanguage(null, ['fr-FR', 'ar-EG', 'en'])).toBe('ar');
    expect(resolvePreferredLanguage('klingon', ['en-GB'])).toBe('en');
  });

  it('defaults to English', () => {
    expect(resolvePreferredLanguage(null, ['fr-FR', 'de'])).toBe('en');
    expect(resolvePreferredLanguage(null, [])).toBe('en');
  });
});

describe('withLanguage', () => {
  it('adds a prefix to a path without one', () => {
    expect(withLanguage('/', 'en')).toBe('/en');
    expect(withLanguage('/drug-index/42', 'ar')).toBe('/ar/drug-index/42');
    expect(withLanguage('/fr/drug-index', 'en')).toBe('/en/fr/drug-index');
    expect(withLanguage('/english', 'ar')).toBe('/ar/english');
  });

  it('swaps an existing prefix and keeps the rest of the path', () => {
    expect(withLanguage('/en', 'ar')).toBe('/ar');
    expect(withLanguage('/en/', 'ar')).toBe('/ar');
    expect(withLanguage('/ar/prescriptions/7', 'en')).toBe('/en/prescriptions/7');
  });
});
