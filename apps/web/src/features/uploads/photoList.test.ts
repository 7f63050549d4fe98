import { describe, expect, it } from 'vitest';
import { problem } from './uploadFile';
import {
  admitFiles,
  isBusy,
  moveItem,
  nextToStart,
  placesHeld,
  PARALLEL_UPLOADS,
  removeItem,
  settleFinished,
  type PendingPhoto,
  type UploadedPhoto,
} from './photoList';

const file = (name: string) => ({ name }) as File;
const photo = (id: string): UploadedPhoto => ({
  id,
  url: `/files/${id}.webp`,
  thumbnailUrl: `/files/${id}-thumb.webp`,
});
const waiting = (key: string): PendingPhoto => ({
  key,
  file: file(key),
  preview: null,
  state: 'waiting',
});
const uploading = (key: string): PendingPhoto => ({
  ...waiting(key),
  state: 'uploading',
  percent: 40,
});
const done = (key: string): PendingPhoto => ({ ...waiting(key), state: 'done', photo: photo(key) });
const failed = (key: string): PendingPhoto => ({
  ...waiting(key),
  state: 'failed',
  problem: problem('failed'),
  retry: true,
});

describe('the photos of a multi-photo field', () => {
  it('moves a photo earlier or later, the others keeping their order', () => {
    const list = ['a', 'b', 'c', 'd'];
    expect(moveItem(list, 2, 0)).toEqual(['c', 'a', 'b', 'd']);
    expect(moveItem(list, 0, 3)).toEqual(['b', 'c', 'd', 'a']);
    expect(moveItem(list, 1, 2)).toEqual(['a', 'c', 'b', 'd']);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });

  it('leaves the order alone for a move out of range (before the cover, past the last)', () => {
    const list = ['a', 'b'];
    expect(moveItem(list, 0, -1)).toEqual(list);
    expect(moveItem(list, 1, 2)).toEqual(list);
    expect(moveItem(list, 5, 0)).toEqual(list);
  });

  it('removes one photo; removing the cover makes the next one the cover', () => {
    expect(removeItem(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    expect(removeItem(['a', 'b', 'c'], 0)[0]).toBe('b');
    expect(removeItem(['a'], 3)).toEqual(['a']);
  });

  it('takes files up to the maximum, in the order chosen, and counts the rest refused', () => {
    expect(admitFiles(['a', 'b', 'c'], 0, 10)).toEqual({ admitted: ['a', 'b', 'c'], refused: 0 });
    expect(admitFiles(['a', 'b', 'c'], 8, 10)).toEqual({ admitted: ['a', 'b'], refused: 1 });
    expect(admitFiles(['a'], 10, 10)).toEqual({ admitted: [], refused: 1 });
    // Fewer places than taken (a smaller maximum than the record has): nothing is taken.
    expect(admitFiles(['a', 'b'], 12, 10)).toEqual({ admitted: [], refused: 2 });
  });

  it('keeps a place for a file that failed on its way, none for one refused before sending', () => {
    const refusedBefore: PendingPhoto = {
      ...waiting('c'),
      state: 'failed',
      problem: problem('invalidFormat'),
      retry: false,
    };
    expect(placesHeld([waiting('a'), failed('b'), refusedBefore, done('d')])).toBe(3);
  });

  it('adds finished uploads in the order chosen: one finished early waits for those before it', () => {
    const early = settleFinished([uploading('a'), done('b')]);
    expect(early.finished).toEqual([]);
    expect(early.pending.map((item) => item.key)).toEqual(['a', 'b']);

    const both = settleFinished([done('a'), done('b'), waiting('c'), done('d')]);
    expect(both.finished.map((item) => item.id)).toEqual(['a', 'b']);
    expect(both.pending.map((item) => item.key)).toEqual(['c', 'd']);
  });

  it('does not hold finished uploads behind a failed one, which stays listed', () => {
    const settled = settleFinished([failed('a'), done('b')]);
    expect(settled.finished.map((item) => item.id)).toEqual(['b']);
    expect(settled.pending.map((item) => item.key)).toEqual(['a']);
  });

  it(`sends at most ${PARALLEL_UPLOADS} files at once, the first chosen first`, () => {
    expect(nextToStart([waiting('a'), waiting('b'), waiting('c')]).map((i) => i.key)).toEqual(
      ['a', 'b'].slice(0, PARALLEL_UPLOADS),
    );
    expect(nextToStart([uploading('a'), uploading('b'), waiting('c')])).toEqual([]);
    expect(nextToStart([uploading('a'), failed('b'), waiting('c')]).map((i) => i.key)).toEqual([
      'c',
    ]);
  });

  it('is busy while a file waits or is on its way, not for finished or failed ones', () => {
    expect(isBusy([])).toBe(false);
    expect(isBusy([failed('a'), done('b')])).toBe(false);
    expect(isBusy([failed('a'), waiting('b')])).toBe(true);
    expect(isBusy([uploading('a')])).toBe(true);
  });
});
