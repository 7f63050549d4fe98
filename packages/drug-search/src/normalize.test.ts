import { describe, expect, it } from 'vitest';
import { normalizeText, wordsKey, wordsKeyByParts } from './normalize';

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

describe('wordsKey', () => {
  it('splits on punctuation, keeps letters and digits, joins by one space', () => {
    expect(wordsKey('AUGMENTIN 1 GM 14 F.C. TABS.')).toBe('augmentin 1 gm 14 f c tabs');
    expect(wordsKey('  (Panadol)-Extra ')).toBe('panadol extra');
    expect(wordsKey('هيمليبرا /مل')).toBe('هيمليبرا مل');
    expect(wordsKey('بـــانادولٌ ٥٠٠ إكسترا')).toBe('بانادول 500 اكسترا');
    expect(wordsKey('Crème, brûlée')).toBe('creme brulee');
    expect(wordsKey('')).toBe('');
    expect(wordsKey(' .. ')).toBe('');
  });
});

describe('wordsKeyByParts', () => {
  it('gives the key of the whole text', () => {
    const texts = [
      'بـــانادولٌ ٥٠٠ إكسترا',
      '  أموكسيسيلين  ٢٥٠ مجم / ٥ مل ',
      'كريم مهبلي 30 جم',
      'Crème, brûlée ١٠ TABS.',
      'ΟΔΟΣ Σ ς',
      'a \u0301b \uFE70x',
      ' .. ',
      '',
    ];
    for (const text of texts) expect(wordsKeyByParts(text, wordsKey)).toBe(wordsKey(text));
  });
});
