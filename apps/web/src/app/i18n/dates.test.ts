import { describe, expect, it } from 'vitest';
import { formatDateTime, formatListDate, formatMonthYear } from './dates';

describe('dates', () => {
  it('writes dates in Cairo time', () => {
    // 22:30 UTC on 14 Jan is 00:30 on 15 Jan in Cairo (UTC+2).
    expect(formatDateTime('2026-01-14T22:30:00.000Z')).toBe('2026-01-15 00:30');
    expect(formatListDate('2026-01-14T22:30:00.000Z', 'en')).toMatch(/Thu.*15.*Jan.*2026/);
    expect(formatListDate('2026-01-14T22:30:00.000Z', 'ar')).toMatch(/يناير/);
    // 22:30 UTC on 31 Dec is already January in Cairo.
    expect(formatMonthYear('2025-12-31T22:30:00.000Z', 'en')).toBe('January 2026');
    expect(formatMonthYear('2025-12-31T22:30:00.000Z', 'ar')).toMatch(/يناير/);
  });
});
