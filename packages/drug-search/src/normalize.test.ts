import { describe, expect, it } from 'vitest';
import { normalizeText, wordsKey } from './normalize';

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

  it('keys Arabic names in one pass as the general rules would', () => {
    // Random texts over what the one-pass path reads, against NFKD and the expressions.
    const pool = [
      ...'ابتثجحخدذرزسشصضطظعغفقكلمنهويءآأؤإئىة',
      ...'\u064B\u064C\u064D\u064E\u064F\u0650\u0651\u0652\u0653\u0654\u0655\u0670\u0640',
      ...'٠١٢٣٤٥٦٧٨٩',
      ...'aZ09 .,/-()+%',
      ...'\u063B\u06A9\u00E9\t\u00A0',
    ];
    let seed = 17;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let text = 0; text < 2000; text += 1) {
      const length = Math.floor(next() * 24);
      const sample = Array.from({ length }, () => pool[Math.floor(next() * pool.length)]).join('');
      const general = normalizeText(sample)
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim();
      expect(wordsKey(sample)).toBe(general);
    }
  });
});
