import { describe, expect, it } from 'vitest';
import { offerShareText } from './offerFormat';

describe('offerFormat', () => {
  it('shares the title and description, cut to a length', () => {
    expect(offerShareText('20% off', 'On all vitamins')).toBe('20% off — On all vitamins');
    expect(offerShareText('Title', '')).toBe('Title');
    const long = offerShareText('T', 'x'.repeat(500), 50);
    expect(long).toHaveLength(50);
    expect(long.endsWith('…')).toBe(true);
  });
});
