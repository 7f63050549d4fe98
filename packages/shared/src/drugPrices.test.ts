import { describe, expect, it } from 'vitest';
import { cheapestSaving, priceMove, pricePoints } from './drugPrices';

describe('price moves, savings and history', () => {
  it('says which way a price moved and by what share of the old price', () => {
    expect(priceMove(40, 51)).toEqual({ direction: 'up', share: 0.275 });
    expect(priceMove(50, 40)).toEqual({ direction: 'down', share: 0.2 });
    expect(priceMove(40, 40)).toBeNull();
    expect(priceMove(null, 40)).toBeNull();
  });

  it('finds what the cheapest similar drug saves, only when it is cheaper', () => {
    const drug = { id: 'a', price: 30 };
    expect(cheapestSaving(drug, [drug, { id: 'b', price: 25 }, { id: 'c', price: 18 }])).toEqual({
      price: 18,
      share: 0.4,
    });
    expect(cheapestSaving(drug, [drug, { id: 'b', price: 30 }, { id: 'c', price: 44 }])).toBeNull();
    expect(cheapestSaving({ id: 'a', price: 5 }, [{ id: 'a', price: 5 }])).toBeNull();
  });

  it('lays the changes out in time, from the price before the first to now', () => {
    const changes = [
      { previousPrice: 36, price: 42, createdAt: '2026-06-01T00:00:00Z' },
      { previousPrice: 30, price: 36, createdAt: '2026-01-01T00:00:00Z' },
    ];
    const now = Date.parse('2026-11-27T00:00:00Z');
    expect(pricePoints(changes, 42, now)).toEqual([
      { at: Date.parse('2026-01-01T00:00:00Z'), price: 30 },
      { at: Date.parse('2026-01-01T00:00:00Z'), price: 36 },
      { at: Date.parse('2026-06-01T00:00:00Z'), price: 42 },
      { at: now, price: 42 },
    ]);
    expect(pricePoints([], 42, now)).toEqual([]);
  });
});
