import { describe, expect, it } from 'vitest';
import { packRows, rowOf, Uint32List } from './rows';

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
