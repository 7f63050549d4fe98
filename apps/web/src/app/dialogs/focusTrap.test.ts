import { describe, expect, it } from 'vitest';
import { wrapTarget } from './focusTrap';

describe('wrapTarget', () => {
  const items = ['close', 'email', 'password', 'submit'];

  it('lets the browser move between inner items', () => {
    expect(wrapTarget(items, 'email', false)).toBeNull();
    expect(wrapTarget(items, 'password', true)).toBeNull();
  });

  it('wraps from the last item to the first and back', () => {
    expect(wrapTarget(items, 'submit', false)).toBe('close');
    expect(wrapTarget(items, 'close', true)).toBe('submit');
  });

  it('brings focus back in from outside the list', () => {
    expect(wrapTarget(items, 'panel', false)).toBe('close');
    expect(wrapTarget(items, null, true)).toBe('submit');
  });

  it('does nothing without anything to focus', () => {
    expect(wrapTarget([], 'panel', false)).toBeNull();
  });

  it('keeps a single item focused', () => {
    expect(wrapTarget(['only'], 'only', false)).toBe('only');
    expect(wrapTarget(['only'], 'only', true)).toBe('only');
  });
});
