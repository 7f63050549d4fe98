import { describe, expect, it } from 'vitest';
import { formatOfferDate, offerShareText } from './offerFormat';

describe('offerFormat', () => {
  it('formats the day in the page language', () => {
    expect(formatOfferDate('2026-03-03T10:00:00Z', 'en')).toBe('3 March 2026');
    expect(formatOfferDate('2026-03-03T10:00:00Z', 'ar')).toMatch(/مارس/);
    expect(formatOfferDate('nope', 'en')).toBe('');
  });

  it('shares the title and description, cut to a length', () => {
    expect(offerShareText('20% off', 'On all vitamins')).toBe('20% off — On all vitamins');
    expect(offerShareText('Title', '')).toBe('Title');
    const long = offerShareText('T', 'x'.repeat(500), 50);
    expect(long).toHaveLength(50);
    expect(long.endsWith('…')).toBe(true);
  });
});
