import { describe, expect, it } from 'vitest';
import {
  focusAfterRemoval,
  initialQueue,
  kindFromParam,
  withPage,
  withoutItem,
  type QueueState,
} from './queueState';

const item = (id: string) => ({ id });
const page = (ids: string[], hasNextPage: boolean, endCursor: string | null) => ({
  items: ids.map(item),
  pageInfo: { hasNextPage, endCursor },
});

describe('withPage', () => {
  it('replaces the list with the first page', () => {
    const loaded = withPage(
      initialQueue<{ id: string }>(),
      page(['c', 'b'], true, 'cb'),
      'replace',
    );
    expect(loaded).toEqual({
      items: [item('c'), item('b')],
      endCursor: 'cb',
      hasMore: true,
      status: 'ready',
    });
    const refreshed = withPage(loaded, page(['d', 'c'], false, 'dc'), 'replace');
    expect(refreshed.items.map((entry) => entry.id)).toEqual(['d', 'c']);
    expect(refreshed.hasMore).toBe(false);
  });

  it('appends the next page without listing a post twice', () => {
    const first = withPage(initialQueue<{ id: string }>(), page(['e', 'd'], true, 'd'), 'replace');
    const more = withPage(first, page(['d', 'c', 'b'], false, 'b'), 'append');
    expect(more.items.map((entry) => entry.id)).toEqual(['e', 'd', 'c', 'b']);
    expect(more).toMatchObject({ endCursor: 'b', hasMore: false, status: 'ready' });
  });

  it('keeps the cursor of the last page when an empty page has none', () => {
    const first = withPage(initialQueue<{ id: string }>(), page(['b'], true, 'b'), 'replace');
    expect(withPage(first, page([], false, null), 'append').endCursor).toBe('b');
    expect(withPage(first, page([], false, null), 'replace').endCursor).toBeNull();
  });
});

describe('withoutItem', () => {
  const state: QueueState<{ id: string }> = {
    items: [item('a'), item('b')],
    endCursor: 'b',
    hasMore: true,
    status: 'ready',
  };

  it('drops the handled post and keeps the cursor', () => {
    expect(withoutItem(state, 'a')).toEqual({ ...state, items: [item('b')] });
  });

  it('returns the same state for an unknown post', () => {
    expect(withoutItem(state, 'z')).toBe(state);
  });
});

describe('focusAfterRemoval', () => {
  const items = [item('a'), item('b'), item('c')];
  it('moves to the next post, else the previous one', () => {
    expect(focusAfterRemoval(items, 'a')).toBe('b');
    expect(focusAfterRemoval(items, 'b')).toBe('c');
    expect(focusAfterRemoval(items, 'c')).toBe('b');
  });

  it('has nowhere to go in an empty list or for an unknown post', () => {
    expect(focusAfterRemoval([item('a')], 'a')).toBeNull();
    expect(focusAfterRemoval(items, 'z')).toBeNull();
  });
});

describe('kindFromParam', () => {
  const kinds = ['prescription', 'job'] as const;
  it('reads a known kind and falls back to the first', () => {
    expect(kindFromParam('job', kinds)).toBe('job');
    expect(kindFromParam(null, kinds)).toBe('prescription');
    expect(kindFromParam('offer', kinds)).toBe('prescription');
  });
});
