import { describe, expect, it } from 'vitest';
import { excerpt, formatSubmitted, sentenceAround } from './format';

describe('formatSubmitted', () => {
  it('writes the date and time in Cairo, in the page language', () => {
    // 22:30 UTC on 14 Jan is 00:30 on 15 Jan in Cairo (UTC+2).
    const iso = '2025-01-14T22:30:00.000Z';
    expect(formatSubmitted(iso, 'en')).toMatch(/Wed,? 15 Jan 2025,? 00:30/);
    expect(formatSubmitted(iso, 'ar')).toContain('٢٠٢٥');
  });
});

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
