import { describe, expect, it } from 'vitest';
import { clampForToast, startupToasts, TOAST_DESCRIPTION_MAX } from './notificationToasts';

const item = (id: string, isNew = true) => ({ id, new: isNew });

describe('startupToasts', () => {
  it('toasts the newest still-new one and only clears the rest', () => {
    const items = [item('b', false), item('a'), item('c'), item('d')];
    const { toast, clearOnly } = startupToasts(items, new Set());
    expect(toast.map(({ id }) => id)).toEqual(['a']);
    expect(clearOnly.map(({ id }) => id)).toEqual(['c', 'd']);
  });

  it('skips the ones already toasted live, and does nothing when none is new', () => {
    const { toast, clearOnly } = startupToasts([item('a'), item('c')], new Set(['a']));
    expect(toast.map(({ id }) => id)).toEqual(['c']);
    expect(clearOnly).toEqual([]);
    expect(startupToasts([item('x', false)], new Set())).toEqual({ toast: [], clearOnly: [] });
  });
});

describe('clampForToast', () => {
  it('keeps a short text and cuts a long one with an ellipsis', () => {
    expect(clampForToast('Ten percent off')).toBe('Ten percent off');
    const long = 'خصم '.repeat(500);
    const clamped = clampForToast(long);
    expect(Array.from(clamped)).toHaveLength(TOAST_DESCRIPTION_MAX);
    expect(clamped.endsWith('…')).toBe(true);
    expect(long.startsWith(clamped.slice(0, -1))).toBe(true);
  });

  it('never splits a character made of two UTF-16 units', () => {
    expect(clampForToast('😀😀😀😀', 3)).toBe('😀😀…');
    expect(clampForToast('ab  cdef', 4)).toBe('ab…');
  });
});
