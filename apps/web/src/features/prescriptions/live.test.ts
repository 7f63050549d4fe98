import { describe, expect, it } from 'vitest';
import {
  applyDetailChange,
  applyLiveChange,
  isOwnListed,
  isPubliclyListed,
  shownPrescription,
  type LiveDetail,
} from './live';

const post = (id: string, day: number, postStatus = 'accepted', isActive = true) => ({
  id,
  createdAt: `2026-01-${String(day).padStart(2, '0')}T10:00:00.000Z`,
  postStatus,
  isActive,
});
type Post = ReturnType<typeof post>;
const ids = (items: Post[]) => items.map((item) => item.id);
const first = { atStart: true, atEnd: false };

describe('live list changes (SPEC §4)', () => {
  const items = [post('c', 9), post('b', 5), post('a', 2)];

  it('keeps an added item only when visible, on the page where it belongs', () => {
    const added = applyLiveChange(
      items,
      { kind: 'add', id: 'd', item: post('d', 10) },
      isPubliclyListed,
      first,
    );
    expect(ids(added)).toEqual(['d', 'c', 'b', 'a']);
    const pending = post('e', 11, 'pending');
    expect(
      ids(applyLiveChange(items, { kind: 'add', id: 'e', item: pending }, isPubliclyListed, first)),
    ).toEqual(['c', 'b', 'a']);
    // Page 2 does not take the newest post.
    const later = { atStart: false, atEnd: false };
    expect(
      ids(
        applyLiveChange(
          items,
          { kind: 'add', id: 'd', item: post('d', 10) },
          isPubliclyListed,
          later,
        ),
      ),
    ).toEqual(['c', 'b', 'a']);
  });

  it('drops an item that becomes pending or deleted, and re-adds one visible again', () => {
    const dropped = applyLiveChange(
      items,
      { kind: 'update', id: 'b', item: post('b', 5, 'pending') },
      isPubliclyListed,
      first,
    );
    expect(ids(dropped)).toEqual(['c', 'a']);
    const back = applyLiveChange(
      dropped,
      { kind: 'update', id: 'b', item: post('b', 5) },
      isPubliclyListed,
      first,
    );
    expect(ids(back)).toEqual(['c', 'b', 'a']);
    // Deleted but still active stays in the public list, not in the author's own.
    const deleted = post('b', 5, 'deleted', true);
    expect(
      ids(
        applyLiveChange(items, { kind: 'update', id: 'b', item: deleted }, isPubliclyListed, first),
      ),
    ).toEqual(['c', 'b', 'a']);
    expect(
      ids(applyLiveChange(items, { kind: 'update', id: 'b', item: deleted }, isOwnListed, first)),
    ).toEqual(['c', 'a']);
  });

  it('drops a removed item and replaces an updated one in place', () => {
    expect(
      ids(applyLiveChange(items, { kind: 'remove', id: 'c', item: null }, isPubliclyListed, first)),
    ).toEqual(['b', 'a']);
    const renamed = { ...post('b', 5), title: 'new' };
    const updated = applyLiveChange<Post & { title?: string }>(
      items,
      { kind: 'update', id: 'b', item: renamed },
      isPubliclyListed,
      first,
    );
    expect(updated[1]).toBe(renamed);
  });
});

describe('the detail page follows the public stream (SPEC §4)', () => {
  type Version = Post & { updatedAt: string; title: string };
  const version = (title: string, hour: number, postStatus = 'accepted', isActive = true) => ({
    ...post('p', 2, postStatus, isActive),
    updatedAt: `2026-01-03T${String(hour).padStart(2, '0')}:00:00.000Z`,
    title,
  });
  const change = (kind: 'add' | 'update' | 'remove', item: Version | null) =>
    applyDetailChange<Version>({ kind, id: 'p', item });

  it('drops a version that becomes pending or deleted, and takes one visible again', () => {
    expect(change('update', version('v2', 11)).item?.title).toBe('v2');
    expect(change('update', version('v2', 11, 'pending')).item).toBeNull();
    expect(change('update', version('v2', 11, 'deleted', false)).item).toBeNull();
    expect(change('update', version('v2', 11, 'deleted', true)).item?.title).toBe('v2');
    expect(change('remove', null).item).toBeNull();
    expect(change('add', version('v3', 12)).item?.title).toBe('v3');
  });

  it('shows the newer version, the live one on a tie', () => {
    const fetched = version('fetched', 10);
    expect(shownPrescription('p', fetched, null)).toBe(fetched);
    const older = change('update', version('older', 9));
    expect(shownPrescription('p', fetched, older)).toBe(fetched);
    const recounted = change('update', version('recounted', 10));
    expect(shownPrescription('p', fetched, recounted)?.title).toBe('recounted');
    // A change for another page's prescription is not shown here.
    const other: LiveDetail<Version> = { id: 'q', item: version('other', 12) };
    expect(shownPrescription('p', fetched, other)).toBe(fetched);
  });

  it('a removal leaves the reader nothing, the author their pending version; re-adding shows it', () => {
    const accepted = version('v1', 10);
    const removed = change('update', version('v2', 11, 'pending'));
    // Until the page's new fetch answers, the last version stays.
    expect(shownPrescription('p', accepted, removed)).toBe(accepted);
    // The author (or a moderator) is answered the pending version.
    const pending = version('v2', 11, 'pending');
    expect(shownPrescription('p', pending, removed)).toBe(pending);
    // Another reader is answered NOT_FOUND: nothing to show.
    expect(shownPrescription('p', undefined, removed)).toBeUndefined();
    // Accepted again: back for everyone, even after NOT_FOUND.
    const back = change('add', version('v2', 12));
    expect(shownPrescription('p', undefined, back)?.title).toBe('v2');
    expect(shownPrescription('p', pending, back)?.updatedAt).toBe(version('v2', 12).updatedAt);
  });
});
