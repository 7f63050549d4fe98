import { describe, expect, it } from 'vitest';
import { cardTexts, cutText } from './jobFormat';

describe('cutText', () => {
  it('keeps short text, cuts long text and ends it with an ellipsis', () => {
    expect(cutText('  Dokki  ', 7)).toBe('Dokki');
    expect(cutText('12 Tahrir Street', 7)).toBe('12 Tahr…');
    expect(cutText('شارع التحرير، الدقي', 7)).toBe('شارع ال…');
  });

  it('counts an emoji as one character', () => {
    expect(cutText('💊💊💊💊', 2)).toBe('💊💊…');
  });
});

describe('cardTexts', () => {
  const job = { address: '12 Tahrir Street, Dokki, Giza', description: 'x'.repeat(400) };

  it('cuts to 7 and 100 characters on extra-small screens, 15 and 340 otherwise (SPEC §9)', () => {
    const small = cardTexts(job, true);
    expect(small.address).toBe('12 Tahr…');
    expect(small.description).toHaveLength(101);
    const other = cardTexts(job, false);
    expect(other.address).toBe('12 Tahrir Stree…');
    expect(other.description).toHaveLength(341);
  });
});
