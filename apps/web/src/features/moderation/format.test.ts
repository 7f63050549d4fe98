import { describe, expect, it } from 'vitest';
import { excerpt, sentenceAround } from './format';

describe('excerpt', () => {
  it('keeps short texts whole, with spaces tidied', () => {
    expect(excerpt('  A short\n\ncase.  ')).toBe('A short case.');
  });

  it('cuts long texts at a word with an ellipsis', () => {
    const text = 'word '.repeat(100);
    const cut = excerpt(text, 42);
    expect(cut.endsWith('word…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(43);
  });

  it('cuts a text without spaces at the limit', () => {
    expect(excerpt('x'.repeat(50), 10)).toBe(`${'x'.repeat(10)}…`);
  });
});

describe('sentenceAround', () => {
  it('splits a sentence around the value', () => {
    expect(sentenceAround((title) => `حذف «${title}»؟`)).toEqual({ before: 'حذف «', after: '»؟' });
    expect(sentenceAround(() => 'No value')).toBeNull();
  });
});
