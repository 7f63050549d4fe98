/**
 * A drug's prices as the detail dialog and the drug page show them (issue #17 points 7 and 9):
 * how the price moved, what the cheapest equivalent saves, and the points of its chart.
 */

/** How a price moved from the old one: up or down, and by what share of the old price. */
export interface PriceMove {
  direction: 'up' | 'down';
  /** The change over the old price, without a sign (0.28 for 40 → 51.2). */
  share: number;
}

/** The move from `oldPrice` to `price`; null without an old price or when they are equal. */
export function priceMove(oldPrice: number | null | undefined, price: number): PriceMove | null {
  if (oldPrice == null || oldPrice <= 0 || oldPrice === price) return null;
  return {
    direction: price > oldPrice ? 'up' : 'down',
    share: Math.abs(price - oldPrice) / oldPrice,
  };
}

/** What the cheapest drug with the same ingredients saves, when one is cheaper. */
export interface Saving {
  price: number;
  /** The saving over the drug's price (0.4 for 30 → 18). */
  share: number;
}

/**
 * The cheapest of a drug's similar drugs (same generic names, SPEC §7), when it costs less
 * than the drug; null otherwise.
 */
export function cheapestSaving(
  drug: { id: string; price: number },
  similar: readonly { id: string; price: number }[],
): Saving | null {
  let cheapest: number | null = null;
  for (const other of similar) {
    if (other.id !== drug.id && (cheapest === null || other.price < cheapest))
      cheapest = other.price;
  }
  if (cheapest === null || cheapest >= drug.price || drug.price <= 0) return null;
  return { price: cheapest, share: (drug.price - cheapest) / drug.price };
}

/** One point of a price chart: a price from a moment on. */
export interface PricePoint {
  at: number;
  price: number;
}

/**
 * A drug's prices over time from its changes (any order): the price before the first change,
 * then each new price from its date, and the current price until `now`. Empty without changes.
 */
export function pricePoints(
  changes: readonly { previousPrice: number; price: number; createdAt: string | Date }[],
  price: number,
  now: number,
): PricePoint[] {
  const sorted = changes
    .map((change) => ({ ...change, at: new Date(change.createdAt).getTime() }))
    .filter((change) => Number.isFinite(change.at))
    .sort((a, b) => a.at - b.at);
  const first = sorted[0];
  if (!first) return [];
  const points: PricePoint[] = [{ at: first.at, price: first.previousPrice }];
  for (const change of sorted) points.push({ at: change.at, price: change.price });
  points.push({ at: Math.max(now, points[points.length - 1]?.at ?? now), price });
  return points;
}
