/**
 * Flat typed storage for the index's build and its lists: numbers collected unboxed (no JS
 * array of millions of numbers to grow, copy and collect), and lists of lists packed as rows.
 */

/** Compressed rows: the items of row `r` are `items[starts[r]]..items[starts[r + 1]]`. */
export interface Rows {
  starts: Uint32Array;
  items: Uint32Array;
}

export function rowOf(rows: Rows, row: number): Uint32Array {
  return rows.items.subarray(rows.starts[row]!, rows.starts[row + 1]!);
}

/** Packs rows given as (row, item) pairs, in the order the pairs come. */
export function packRows(rowCount: number, pairs: ArrayLike<number>): Rows {
  const starts = new Uint32Array(rowCount + 1);
  for (let at = 0; at < pairs.length; at += 2) starts[pairs[at]! + 1]! += 1;
  for (let row = 1; row <= rowCount; row += 1) starts[row]! += starts[row - 1]!;
  const fill = starts.slice(0, rowCount);
  const items = new Uint32Array(pairs.length >>> 1);
  for (let at = 0; at < pairs.length; at += 2) items[fill[pairs[at]!]!++] = pairs[at + 1]!;
  return { starts, items };
}

/**
 * Packs the items 0..n-1 into rows by each item's row (`rowOf[item]`, -1 for none), in the
 * order `order` lists the items (item order without it): no pairs to collect first.
 */
export function packItemsByRow(
  rowCount: number,
  rowOf: ArrayLike<number>,
  order?: ArrayLike<number>,
): Rows {
  const starts = new Uint32Array(rowCount + 1);
  for (let item = 0; item < rowOf.length; item += 1) {
    const row = rowOf[item]!;
    if (row >= 0) starts[row + 1]! += 1;
  }
  for (let row = 1; row <= rowCount; row += 1) starts[row]! += starts[row - 1]!;
  const fill = starts.slice(0, rowCount);
  const items = new Uint32Array(starts[rowCount]!);
  const count = order ? order.length : rowOf.length;
  for (let at = 0; at < count; at += 1) {
    const item = order ? order[at]! : at;
    const row = rowOf[item]!;
    if (row >= 0) items[fill[row]!++] = item;
  }
  return { starts, items };
}

/** A growing list of unsigned 32-bit numbers, held in one typed array that doubles. */
export class Uint32List {
  private data: Uint32Array;
  length = 0;

  constructor(capacity = 1024) {
    this.data = new Uint32Array(Math.max(capacity, 16));
  }

  push(value: number): void {
    if (this.length === this.data.length) this.grow();
    this.data[this.length++] = value;
  }

  get(at: number): number {
    return this.data[at]!;
  }

  set(at: number, value: number): void {
    this.data[at] = value;
  }

  /** The numbers pushed, sharing the list's memory (valid until the next push). */
  view(): Uint32Array {
    return this.data.subarray(0, this.length);
  }

  /** The numbers pushed, in an array of their own of exactly that length. */
  toArray(): Uint32Array {
    return this.data.slice(0, this.length);
  }

  private grow(): void {
    const data = new Uint32Array(this.data.length * 2);
    data.set(this.data);
    this.data = data;
  }
}
