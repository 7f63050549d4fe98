import { describe, expect, it } from 'vitest';
import { formatCount, formatDateTime, formatPrice } from './format';

describe('formatPrice', () => {
  it('shows two decimals with Latin digits in both languages', () => {
    expect(formatPrice(30, 'en')).toBe('30.00');
    expect(formatPrice(1234.5, 'en')).toBe('1,234.50');
    expect(formatPrice(30, 'ar')).toMatch(/^30[.٫]00$/);
    expect(formatPrice(1234.5, 'ar')).not.toMatch(/[٠-٩]/);
  });
});

describe('formatCount', () => {
  it('groups thousands', () => {
    expect(formatCount(12000, 'en')).toBe('12,000');
  });
});

describe('formatDateTime', () => {
  it('shows Cairo time', () => {
    // 12:00 UTC is 14:00 or 15:00 in Cairo depending on daylight saving.
    expect(formatDateTime('2026-01-15T12:00:00Z', 'en')).toMatch(/15 Jan 2026.*14:00/);
    expect(formatDateTime('2026-01-15T12:00:00Z', 'ar')).not.toMatch(/[٠-٩]/);
  });
});
