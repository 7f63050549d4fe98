import { describe, expect, it } from 'vitest';
import { packItemsByRow, packRows, rowOf, Uint32List } from './rows';

describe('Uint32List', () => {
  it('grows past its capacity and keeps every number in order', () => {
    const list = new Uint32List(16);
    for (let n = 0; n < 1000; n += 1) list.push(n * 3);
    expect(list.length).toBe(1000);
    expect(list.get(999)).toBe(2997);
    expect(Array.from(list.toArray().subarray(0, 4))).toEqual([0, 3, 6, 9]);
  });

  it('gives a view sharing its memory and an array of its own', () => {
    const list = new Uint32List();
    list.push(1);
    list.push(2);
    const view = list.view();
    const copy = list.toArray();
    view[0] = 7;
    list.set(1, 8);
    expect(Array.from(view)).toEqual([7, 8]);
    expect(Array.from(copy)).toEqual([1, 2]);
  });
});

describe('packRows', () => {
  it('packs (row, item) pairs into rows, each in the order its pairs came', () => {
    const rows = packRows(3, Uint32Array.of(2, 10, 0, 11, 2, 12, 0, 13));
    expect(Array.from(rowOf(rows, 0))).toEqual([11, 13]);
    expect(Array.from(rowOf(rows, 1))).toEqual([]);
    expect(Array.from(rowOf(rows, 2))).toEqual([10, 12]);
  });
});

describe('packItemsByRow', () => {
  it('packs each item into its row, leaving out those in none, in item or the given order', () => {
    const rowOfItem = Int32Array.of(1, -1, 0, 1, 0);
    const byItem = packItemsByRow(3, rowOfItem);
    expect(Array.from(rowOf(byItem, 0))).toEqual([2, 4]);
    expect(Array.from(rowOf(byItem, 1))).toEqual([0, 3]);
    expect(Array.from(rowOf(byItem, 2))).toEqual([]);
    const ordered = packItemsByRow(3, rowOfItem, Uint32Array.of(4, 3, 1, 2, 0));
    expect(Array.from(ordered.starts)).toEqual(Array.from(byItem.starts));
    expect(Array.from(rowOf(ordered, 0))).toEqual([4, 2]);
    expect(Array.from(rowOf(ordered, 1))).toEqual([3, 0]);
  });
});
