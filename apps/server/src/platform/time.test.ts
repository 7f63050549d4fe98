import { describe, expect, it } from 'vitest';
import { cairoMonthStart } from './time';

describe('cairoMonthStart', () => {
  it('is midnight on the 1st in Cairo winter time (UTC+2)', () => {
    expect(cairoMonthStart(new Date('2026-01-15T12:00:00Z')).toISOString()).toBe(
      '2025-12-31T22:00:00.000Z',
    );
  });

  it('is midnight on the 1st in Cairo summer time (UTC+3)', () => {
    expect(cairoMonthStart(new Date('2026-07-20T08:00:00Z')).toISOString()).toBe(
      '2026-06-30T21:00:00.000Z',
    );
  });

  it('uses the offset at the start of the month when summer time began since', () => {
    // Egypt moves to UTC+3 on the last Friday of April; May 1st is already summer time,
    // and April 1st was winter time although "now" is summer time.
    expect(cairoMonthStart(new Date('2026-04-30T12:00:00Z')).toISOString()).toBe(
      '2026-03-31T22:00:00.000Z',
    );
    // Summer time ends on the last Thursday of October: November starts in winter time.
    expect(cairoMonthStart(new Date('2026-11-03T12:00:00Z')).toISOString()).toBe(
      '2026-10-31T22:00:00.000Z',
    );
    expect(cairoMonthStart(new Date('2026-10-31T12:00:00Z')).toISOString()).toBe(
      '2026-09-30T21:00:00.000Z',
    );
  });

  it('follows the Cairo month at the edges, where UTC is still in the previous month', () => {
    // 22:30 UTC on March 31st is 00:30 on April 1st in Cairo.
    expect(cairoMonthStart(new Date('2026-03-31T22:30:00Z')).toISOString()).toBe(
      '2026-03-31T22:00:00.000Z',
    );
    // One minute before Cairo midnight still belongs to March.
    expect(cairoMonthStart(new Date('2026-03-31T21:59:00Z')).toISOString()).toBe(
      '2026-02-28T22:00:00.000Z',
    );
    // Exactly the start is in the month it starts.
    expect(cairoMonthStart(new Date('2026-06-30T21:00:00Z')).toISOString()).toBe(
      '2026-06-30T21:00:00.000Z',
    );
  });

  it('does not depend on the process time zone', () => {
    const at = new Date('2026-08-01T00:30:00Z');
    expect(cairoMonthStart(at).toISOString()).toBe('2026-07-31T21:00:00.000Z');
  });
});
