import { describe, expect, it } from 'vitest';
import { applyCommentChange, commentCount, type CommentState } from './commentState';
import { applyDetailChange, shownPrescription, type LiveDetail } from './live';

const comment = (id: string) => ({ id });
const ids = (state: CommentState) => state.items?.map((item) => item.id);

describe('comment changes', () => {
  const state: CommentState = {
    items: [comment('2'), comment('1')],
    endCursor: 'e',
    hasMore: true,
  };

  it('adds once on top, whether from the stream or our own mutation', () => {
    const once = applyCommentChange(state, { kind: 'add', id: '3', comment: comment('3') });
    const twice = applyCommentChange(once, { kind: 'add', id: '3', comment: comment('3') });
    expect(ids(twice)).toEqual(['3', '2', '1']);
  });

  it('updates in place, removes once, and ignores what it does not hold', () => {
    const edited = { id: '1', comment: 'new' };
    const updated = applyCommentChange<{ id: string; comment?: string }>(state, {
      kind: 'update',
      id: '1',
      comment: edited,
    });
    expect(updated.items?.[1]).toBe(edited);
    expect(applyCommentChange(state, { kind: 'update', id: '9', comment: comment('9') })).toBe(
      state,
    );
    const removed = applyCommentChange(state, { kind: 'remove', id: '2', comment: null });
    expect(ids(removed)).toEqual(['1']);
    expect(applyCommentChange(removed, { kind: 'remove', id: '2', comment: null })).toBe(removed);
  });
});

/**
 * The count as the detail page shows it, fed the three streams a comment touches: our own
 * mutation's answer, the comments stream, and the fresh prescription on the public stream.
 */
type Event =
  | { source: 'comment'; kind: 'add' | 'remove'; id: string }
  | { source: 'prescription'; commentsLength: number };

interface Page {
  fetched: Prescription;
  live: LiveDetail<Prescription> | null;
  comments: CommentState;
}
type Prescription = ReturnType<typeof prescription>;
const prescription = (commentsLength: number) => ({
  id: 'p',
  updatedAt: '2026-01-03T10:00:00.000Z',
  postStatus: 'accepted',
  isActive: true,
  commentsLength,
});

function apply(page: Page, event: Event): Page {
  if (event.source === 'prescription') {
    const item = prescription(event.commentsLength);
    return { ...page, live: applyDetailChange({ kind: 'update', id: 'p', item }) };
  }
  const change = { kind: event.kind, id: event.id, comment: comment(event.id) };
  return { ...page, comments: applyCommentChange(page.comments, change) };
}

function count(page: Page): number {
  const shown = shownPrescription('p', page.fetched, page.live);
  return commentCount(shown?.commentsLength ?? 0, page.comments.items);
}

function orders<T>(events: readonly T[]): T[][] {
  if (events.length <= 1) return [[...events]];
  return events.flatMap((event, index) =>
    orders([...events.slice(0, index), ...events.slice(index + 1)]).map((rest) => [event, ...rest]),
  );
}

/** Every order of `events`: each count seen stays between `before` and `after`, ends on `after`. */
function expectCounts(start: Page, events: Event[], before: number, after: number) {
  expect(count(start)).toBe(before);
  for (const order of orders(events)) {
    const seen: number[] = [];
    const end = order.reduce((page, event) => {
      const next = apply(page, event);
      seen.push(count(next));
      return next;
    }, start);
    expect(seen.every((value) => value >= Math.min(before, after))).toBe(true);
    expect(seen.every((value) => value <= Math.max(before, after))).toBe(true);
    expect(count(end)).toBe(after);
  }
}

describe('the comment count, whatever the order of events', () => {
  // All three comments loaded; the prescription was fetched with their count.
  const full: Page = {
    fetched: prescription(3),
    live: null,
    comments: {
      items: [comment('3'), comment('2'), comment('1')],
      endCursor: null,
      hasMore: false,
    },
  };
  // 7 comments, the newest 5 loaded.
  const partial: Page = {
    fetched: prescription(7),
    live: null,
    comments: {
      items: ['7', '6', '5', '4', '3'].map(comment),
      endCursor: '3',
      hasMore: true,
    },
  };

  it('counts our own new comment once (mutation, stream and refresh, some twice)', () => {
    const add = { source: 'comment', kind: 'add', id: '4' } as const;
    const refresh = { source: 'prescription', commentsLength: 4 } as const;
    expectCounts(full, [add, add, refresh], 3, 4);
    expectCounts(full, [add, add, refresh, refresh], 3, 4);
  });

  it('counts our own deletion once', () => {
    const remove = { source: 'comment', kind: 'remove', id: '2' } as const;
    const refresh = { source: 'prescription', commentsLength: 2 } as const;
    expectCounts(full, [remove, remove, refresh, refresh], 3, 2);
  });

  it('counts live comments of others, loaded or not', () => {
    const refresh = (commentsLength: number) =>
      ({ source: 'prescription', commentsLength }) as const;
    expectCounts(
      partial,
      [{ source: 'comment', kind: 'add', id: '8' }, refresh(8), refresh(8)],
      7,
      8,
    );
    // An older comment, not on screen, deleted by its author.
    const remove = { source: 'comment', kind: 'remove', id: '1' } as const;
    expectCounts(partial, [remove, remove, refresh(6)], 7, 6);
    expectCounts(full, [{ source: 'comment', kind: 'remove', id: '1' }, refresh(2)], 3, 2);
  });
});
