import { describe, expect, it } from 'vitest';
import { normalizeText, tokenize } from './normalize';

describe('normalizeText', () => {
  it('strips Arabic diacritics and tatweel', () => {
    expect(normalizeText('بَارَاسِيتَامُول')).toBe('باراسيتامول');
    expect(normalizeText('بـــانادول')).toBe('بانادول');
  });

  it('unifies alef, yaa, taa marbuta and hamza seats', () => {
    expect(normalizeText('أموكسيسيلين')).toBe(normalizeText('اموكسيسيلين'));
    expect(normalizeText('إيبوبروفين')).toBe('ايبوبروفين');
    expect(normalizeText('آمون')).toBe('امون');
    expect(normalizeText('مستشفى')).toBe('مستشفي');
    expect(normalizeText('صيدلية')).toBe('صيدليه');
    expect(normalizeText('مؤقت')).toBe('موقت');
    expect(normalizeText('دوائي')).toBe('دوايي');
  });

  it('turns Arabic-Indic digits into ASCII digits', () => {
    expect(normalizeText('٥٠٠ مجم')).toBe('500 مجم');
  });

  it('lower-cases Latin text, drops accents and folds spaces', () => {
    expect(normalizeText('  AUGMENTIN   1 GM  ')).toBe('augmentin 1 gm');
    expect(normalizeText('Crème')).toBe('creme');
  });
});

describe('tokenize', () => {
  it('splits on punctuation and keeps letters and digits', () => {
    expect(tokenize('AUGMENTIN 1 GM 14 F.C. TABS.')).toEqual([
      'augmentin',
      '1',
      'gm',
      '14',
      'f',
      'c',
      'tabs',
    ]);
    expect(tokenize('هيمليبرا /مل')).toEqual(['هيمليبرا', 'مل']);
    expect(tokenize('')).toEqual([]);
  });
});
