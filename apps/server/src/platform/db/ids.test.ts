import { describe, expect, it } from 'vitest';
import { isUuid, newId } from './ids';

const V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newId', () => {
  it('is a UUIDv7 whose first 48 bits are the time in milliseconds', () => {
    const now = Date.UTC(2026, 10, 22, 1, 2, 3, 456);
    const id = newId(now);
    expect(id).toMatch(V7);
    expect(isUuid(id)).toBe(true);
    expect(parseInt(id.slice(0, 8) + id.slice(9, 13), 16)).toBe(now);
  });

  it('sorts by creation time and never repeats', () => {
    const ids = Array.from({ length: 2000 }, (_, at) => newId(1_700_000_000_000 + at));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(Array.from({ length: 10_000 }, () => newId(0))).size).toBe(10_000);
  });
});
