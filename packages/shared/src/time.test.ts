import { describe, expect, it } from 'vitest';
import { addDays, cairoDate, isCalendarDate } from './time';

describe('cairoDate', () => {
  it('gives the Cairo calendar date, not the UTC one', () => {
    expect(cairoDate(new Date('2026-03-31T22:30:00Z'))).toBe('2026-04-01');
    expect(cairoDate(new Date('2026-03-31T21:30:00Z'))).toBe('2026-03-31');
  });
});

describe('addDays', () => {
  it('moves across months, years and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-24', 90)).toBe('2027-02-22');
  });
});

describe('isCalendarDate', () => {
  it('takes real YYYY-MM-DD dates only', () => {
    expect(isCalendarDate('2026-11-24')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    for (const bad of ['2026-02-30', '2026-13-01', '26-11-24', '2026-11-24T00:00', '', 'soon'])
      expect(isCalendarDate(bad), bad).toBe(false);
  });
});
