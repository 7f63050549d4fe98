import { describe, expect, it } from 'vitest';
import { getTextDirection, languageFromPath, parseAcceptLanguage, pickLanguage } from './language';

describe('language', () => {
  it('gives rtl for Arabic and ltr for English', () => {
    expect(getTextDirection('ar')).toBe('rtl');
    expect(getTextDirection('en')).toBe('ltr');
  });

  it('reads the language prefix of a path', () => {
    expect(languageFromPath('/ar/drug-index')).toBe('ar');
    expect(languageFromPath('/en')).toBe('en');
    expect(languageFromPath('/fr/x')).toBeUndefined();
    expect(languageFromPath('/')).toBeUndefined();
  });

  it('picks the first supported browser language', () => {
    expect(pickLanguage(['fr-FR', 'ar-EG', 'en'])).toBe('ar');
    expect(pickLanguage(['de'])).toBeUndefined();
  });

  it('ranks Accept-Language by quality', () => {
    expect(parseAcceptLanguage('fr;q=0.9, en;q=0.5, ar;q=0.8')).toBe('ar');
    expect(parseAcceptLanguage('en-GB,en;q=0.9')).toBe('en');
    expect(parseAcceptLanguage('de, fr')).toBeUndefined();
    expect(parseAcceptLanguage(undefined)).toBeUndefined();
  });
});
