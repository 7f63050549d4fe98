import { describe, expect, it } from 'vitest';
import { auditChange, valueText } from './auditDiff';

describe('auditChange', () => {
  it('gives the added, removed and changed keys of before and after', () => {
    expect(
      auditChange({
        roles: ['owner'],
        before: { roles: ['viewer'], disabled: true, note: 'x' },
        after: { roles: ['owner'], disabled: true, title: 'New' },
      }),
    ).toEqual({
      kind: 'diff',
      entries: [
        { key: 'note', change: 'removed', before: 'x' },
        { key: 'roles', change: 'changed', before: ['viewer'], after: ['owner'] },
        { key: 'title', change: 'added', after: 'New' },
      ],
    });
  });

  it('gives the values as recorded when the event has no before and after', () => {
    expect(auditChange({ tradeName: 'Panadol', price: 42 })).toEqual({
      kind: 'values',
      entries: [
        { key: 'tradeName', value: 'Panadol' },
        { key: 'price', value: 42 },
      ],
    });
    expect(auditChange({ before: 'not an object', after: {} }).kind).toBe('values');
    expect(auditChange(null)).toEqual({ kind: 'values', entries: [] });
  });
});

describe('valueText', () => {
  it('keeps strings and writes the rest as JSON', () => {
    expect(valueText('a b')).toBe('a b');
    expect(valueText({ en: 'Hi', ar: 'أهلًا' })).toBe('{"en":"Hi","ar":"أهلًا"}');
    expect(valueText(['a', 1])).toBe('["a",1]');
    expect(valueText(null)).toBe('null');
    expect(valueText(undefined)).toBe('');
  });
});
