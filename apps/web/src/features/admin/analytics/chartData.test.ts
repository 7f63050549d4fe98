import { describe, expect, it } from 'vitest';
import {
  axisTicks,
  dailySeries,
  labelledDays,
  rangeFromInputs,
  rangeFromParams,
} from './chartData';

describe('dailySeries', () => {
  const days = ['2026-11-25', '2026-11-26', '2026-11-27'];

  it('gives every key a value for every day, fixed keys first, then by total', () => {
    const series = dailySeries(
      days,
      [
        { day: '2026-11-26', key: 'google', count: 1 },
        { day: '2026-11-27', key: 'phone', count: 5 },
        { day: '2026-11-25', key: 'google', count: 2 },
        { day: '2026-12-01', key: 'google', count: 9 },
      ],
      ['email'],
    );
    expect(series).toEqual([
      { key: 'email', values: [0, 0, 0] },
      { key: 'phone', values: [0, 0, 5] },
      { key: 'google', values: [2, 1, 0] },
    ]);
  });
});

describe('axisTicks', () => {
  it('steps by 1, 2 or 5 times a power of ten up to the maximum', () => {
    expect(axisTicks(0)).toEqual([0, 1]);
    expect(axisTicks(3)).toEqual([0, 1, 2, 3]);
    expect(axisTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(axisTicks(180)).toEqual([0, 50, 100, 150, 200]);
  });
});

describe('labelledDays', () => {
  it('labels about six days, always the last', () => {
    expect([...labelledDays(3)].sort((a, b) => a - b)).toEqual([0, 1, 2]);
    expect([...labelledDays(30)].sort((a, b) => a - b)).toEqual([4, 9, 14, 19, 24, 29]);
  });
});

describe('the range in the URL', () => {
  const today = '2026-11-27';

  it('reads a valid range and falls back to the last 30 days', () => {
    const params = (query: string) => new URLSearchParams(query);
    expect(rangeFromParams(params('from=2026-11-01&to=2026-11-07'), today)).toEqual({
      from: '2026-11-01',
      to: '2026-11-07',
    });
    const fallback = { from: '2026-10-29', to: today };
    expect(rangeFromParams(params(''), today)).toEqual(fallback);
    expect(rangeFromParams(params('from=2026-11-07&to=2026-11-01'), today)).toEqual(fallback);
    expect(rangeFromParams(params('from=2020-01-01&to=2026-11-01'), today)).toEqual(fallback);
  });

  it('puts typed ends in order and within a year', () => {
    const current = { from: '2026-11-01', to: '2026-11-07' };
    expect(rangeFromInputs('2026-11-10', '2026-11-05', current)).toEqual({
      from: '2026-11-10',
      to: '2026-11-10',
    });
    expect(rangeFromInputs('', '2026-11-20', current)).toEqual({
      from: '2026-11-01',
      to: '2026-11-20',
    });
    expect(rangeFromInputs('2024-01-01', '2026-11-20', current)).toEqual({
      from: '2024-01-01',
      to: '2024-12-31',
    });
  });
});
