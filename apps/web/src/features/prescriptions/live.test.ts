import { describe, expect, it } from 'vitest';
import { applyCommentChange } from './commentState';
import { applyLiveChange, isOwnListed, isPubliclyListed } from './live';

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

describe('comment changes', () => {
  const state = { items: [{ id: '2' }, { id: '1' }], endCursor: 'e', hasMore: true, delta: 0 };

  it('adds once on top, whether from the stream or our own mutation', () => {
    const once = applyCommentChange(state, { kind: 'add', id: '3', comment: { id: '3' } });
    const twice = applyCommentChange(once, { kind: 'add', id: '3', comment: { id: '3' } });
    expect(twice.items?.map((item) => item.id)).toEqual(['3', '2', '1']);
    expect(twice.delta).toBe(1);
  });

  it('updates in place and removes', () => {
    const edited = applyCommentChange(state, { kind: 'update', id: '1', comment: { id: '1' } });
    expect(edited.items?.map((item) => item.id)).toEqual(['2', '1']);
    const removed = applyCommentChange(state, { kind: 'remove', id: '2', comment: null });
    expect(removed.items?.map((item) => item.id)).toEqual(['1']);
    expect(removed.delta).toBe(-1);
  });
});
