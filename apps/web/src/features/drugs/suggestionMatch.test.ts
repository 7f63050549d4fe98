import { describe, expect, it } from 'vitest';
import { matchedPart, typoDistance } from './suggestionMatch';

/** The suggestion with the matched part in brackets. */
function shown(text: string, typed: string): string {
  const part = matchedPart(text, typed);
  if (!part) return text;
  return `${text.slice(0, part.from)}[${text.slice(part.from, part.to)}]${text.slice(part.to)}`;
}

describe('typoDistance', () => {
  it('counts a substitution, an insertion, a deletion and an adjacent swap as one', () => {
    expect(typoDistance('panadol', 'panadol')).toBe(0);
    expect(typoDistance('panidol', 'panadol')).toBe(1);
    expect(typoDistance('panaddol', 'panadol')).toBe(1);
    expect(typoDistance('panaol', 'panadol')).toBe(1);
    expect(typoDistance('pandaol', 'panadol')).toBe(1);
    expect(typoDistance('pnadool', 'panadol')).toBe(2);
  });
});

describe('matchedPart', () => {
  it('marks the typed start of the name, whatever the case', () => {
    expect(shown('PANADOL EXTRA 30 TAB', 'pana')).toBe('[PANA]DOL EXTRA 30 TAB');
    expect(shown('PANADOL EXTRA 30 TAB', 'Panadol ex')).toBe('[PANADOL EX]TRA 30 TAB');
  });

  it('marks a later word that starts as typed', () => {
    expect(shown('CONGESTAL EXTRA TAB', 'extr')).toBe('CONGESTAL [EXTR]A TAB');
    // Inside a word is not a match.
    expect(shown('ABCXTRA TAB', 'xtra')).toBe('ABCXTRA TAB');
  });

  it('marks the part matched with the typos the search forgives', () => {
    expect(shown('PANADOL EXTRA', 'panadl')).toBe('[PANADOL] EXTRA');
    expect(shown('PANADOL EXTRA', 'panid')).toBe('[PANAD]OL EXTRA');
    expect(shown('AMOXICILLIN 500 MG', 'xmoxicilin')).toBe('[AMOXICILLIN] 500 MG');
    // Under 5 letters nothing is forgiven, nor a second typo under 9.
    expect(shown('PANADOL', 'pina')).toBe('PANADOL');
    expect(shown('PANADOL', 'pnadool')).toBe('PANADOL');
  });

  it('compares Arabic as the index does: alef forms, taa marbuta, diacritics', () => {
    expect(shown('أموكسيل ٥٠٠', 'اموك')).toBe('[أموك]سيل ٥٠٠');
    expect(shown('بَانَادُول إكسترا', 'بانادول')).toBe('[بَانَادُول] إكسترا');
    expect(shown('شركة مصر', 'شركه')).toBe('[شركة] مصر');
    expect(shown('بانادول', 'بنادول')).toBe('[بانادول]');
  });

  it('matches words across punctuation and never corrects numbers', () => {
    expect(shown('PANADOL-EXTRA', 'panadol extra')).toBe('[PANADOL-EXTRA]');
    expect(shown('CETAL 500 MG', '5000')).toBe('CETAL 500 MG');
    expect(shown('CETAL 500 MG', '500')).toBe('CETAL [500] MG');
  });

  it('marks nothing for an empty query', () => {
    expect(matchedPart('PANADOL', '  ')).toBeNull();
  });
});
