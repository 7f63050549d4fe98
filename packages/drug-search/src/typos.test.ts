import { describe, expect, it } from 'vitest';
import {
  buildVocabulary,
  closeWordTypos,
  forEachCloseWord,
  queryWord,
  TypoIndex,
  typoBudget,
  type WordMatch,
} from './typos';

const vocabulary = buildVocabulary(
  [
    'amoxicillin',
    'amoxil',
    'brufen',
    'cetal',
    'panadol',
    'panadoline',
    'paracetamol',
    'tab',
    'tabs',
    '500',
    '500mg',
    '250',
    'بانادول',
    'بروفين',
  ].sort(),
);

/** The words a query word matches, with their typos, in vocabulary order. */
function close(query: string, mode: WordMatch, budget = typoBudget(query)): [string, number][] {
  const found = new Map<string, number>();
  forEachCloseWord(vocabulary, query, budget, mode, (wordId, typos) => {
    const word = vocabulary.words[wordId]!;
    found.set(word, Math.min(typos, found.get(word) ?? Infinity));
  });
  return [...found].sort(([a], [b]) => (a < b ? -1 : 1));
}

describe('typoBudget', () => {
  it('forgives nothing under 5 letters, one from 5, two from 9', () => {
    expect(typoBudget('tabs')).toBe(0);
    expect(typoBudget('cetal')).toBe(1);
    expect(typoBudget('panadoli')).toBe(1);
    expect(typoBudget('panadolin')).toBe(2);
    expect(typoBudget('بانادول')).toBe(1);
  });

  it('never corrects a word with a digit', () => {
    expect(typoBudget('50000')).toBe(0);
    expect(typoBudget('500mgtabs')).toBe(0);
  });
});

describe('forEachCloseWord, whole words', () => {
  it('counts a substitution, an insertion, a deletion and an adjacent swap as one typo', () => {
    expect(close('panidol', 'whole')).toEqual([['panadol', 1]]);
    expect(close('panaddol', 'whole')).toEqual([['panadol', 1]]);
    expect(close('panaol', 'whole')).toEqual([['panadol', 1]]);
    expect(close('pandaol', 'whole')).toEqual([['panadol', 1]]);
    expect(close('brufne', 'whole')).toEqual([['brufen', 1]]);
  });

  it('forgives a typo on the first letter, counted as one', () => {
    expect(close('vrufen', 'whole')).toEqual([['brufen', 1]]);
    expect(close('rufen', 'whole')).toEqual([['brufen', 1]]);
    expect(close('bbrufen', 'whole')).toEqual([['brufen', 1]]);
    expect(close('rbufen', 'whole')).toEqual([['brufen', 1]]);
    expect(close('xmoxicillin', 'whole')).toEqual([['amoxicillin', 1]]);
    expect(close('vrufe', 'prefix')).toEqual([['brufen', 1]]);
  });

  it('forgives a second typo beside one on the first letter from 9 letters only', () => {
    // Substituted, left out, added, swapped; each with a letter left out further on.
    expect(close('xmoxicilin', 'whole')).toEqual([['amoxicillin', 2]]);
    expect(close('moxicilin', 'whole')).toEqual([['amoxicillin', 2]]);
    expect(close('zamoxicilin', 'whole')).toEqual([['amoxicillin', 2]]);
    expect(close('maoxicilin', 'whole')).toEqual([['amoxicillin', 2]]);
    expect(close('xaracetmol', 'whole')).toEqual([['paracetamol', 2]]);
    expect(close('xmoxicillon', 'whole')).toEqual([['amoxicillin', 2]]);
    // The same typos in words under 9 letters, or a third typo, find nothing.
    expect(close('xanadl', 'whole')).toEqual([]);
    expect(close('anadl', 'whole')).toEqual([]);
    expect(close('xmoxcilin', 'whole')).toEqual([]);
    // On the word being typed too.
    expect(close('xaraceetam', 'prefix')).toEqual([['paracetamol', 2]]);
  });

  it('gives a word of 7 or 8 letters a second typo against words of 9+ only', () => {
    // "panadoline" with two letters left out, one of them the first.
    expect(close('anadolin', 'whole')).toEqual([['panadoline', 2]]);
    // The word being typed: a start with one typo as before; a second against the whole
    // long word, not against its start.
    expect(close('anadoli', 'prefix')).toEqual([['panadoline', 1]]);
    expect(close('anadolie', 'prefix')).toEqual([['panadoline', 2]]);
    expect(close('xaracetl', 'prefix')).toEqual([]);
    // Two typos from a word under 9 letters, or from a query word under 7, find nothing.
    expect(close('xanadoll', 'whole')).toEqual([]);
    expect(close('pnadl', 'whole')).toEqual([]);
    expect(close('amxcilin', 'whole')).toEqual([]);
  });

  it('forgives no second typo below 9 letters, and no third from 9', () => {
    expect(close('pinidol', 'whole')).toEqual([]);
    expect(close('amoxicilin', 'whole')).toEqual([['amoxicillin', 1]]);
    expect(close('amoxcilin', 'whole')).toEqual([['amoxicillin', 2]]);
    expect(close('amxcilin', 'whole')).toEqual([]);
  });

  it('keeps the boundaries: 4 letters exact, 5 one typo, 8 one typo, 9 two', () => {
    expect(close('tabz', 'whole')).toEqual([]);
    expect(close('tabs', 'whole')).toEqual([['tabs', 0]]);
    expect(close('tabsz', 'whole')).toEqual([['tabs', 1]]);
    // 8 letters: one typo from "panadol", two from "panadoline" (a word of 9+).
    expect(close('panadoln', 'whole')).toEqual([
      ['panadol', 1],
      ['panadoline', 2],
    ]);
    // 9 letters: both.
    expect(close('panadolie', 'whole')).toEqual([
      ['panadol', 2],
      ['panadoline', 1],
    ]);
  });

  it('corrects Arabic words the same way', () => {
    expect(close('بنادول', 'whole')).toEqual([['بانادول', 1]]);
    expect(close('بروفبن', 'whole')).toEqual([['بروفين', 1]]);
  });

  it('never corrects numbers, in the query or in the vocabulary', () => {
    expect(close('5000', 'whole', 1)).toEqual([]);
    expect(close('500', 'whole')).toEqual([['500', 0]]);
    // "500mg" is one letter from "500mgx" but holds digits: exact only.
    expect(close('500mgx', 'whole', 1)).toEqual([]);
  });
});

describe('forEachCloseWord, the word being typed', () => {
  it('matches the start of a word with a typo', () => {
    expect(close('panadl', 'prefix')).toEqual([
      ['panadol', 1],
      ['panadoline', 1],
    ]);
    // "amoxil" is "amoxcil" without its "c".
    expect(close('amoxcil', 'prefix')).toEqual([
      ['amoxicillin', 1],
      ['amoxil', 1],
    ]);
  });

  it('gives each word its fewest typos', () => {
    expect(close('panado', 'prefix')).toEqual([
      ['panadol', 0],
      ['panadoline', 0],
    ]);
    expect(close('cetal', 'prefix')).toEqual([['cetal', 0]]);
  });

  it('matches short prefixes exactly only', () => {
    expect(close('pana', 'prefix')).toEqual([
      ['panadol', 0],
      ['panadoline', 0],
    ]);
    expect(close('pina', 'prefix')).toEqual([]);
  });
});

describe('closeWordTypos', () => {
  // Typed words around the vocabulary: exact, starts, each kind of typo, the first letter,
  // long-word reach, digits, Arabic.
  const queries = [
    'panadol',
    'panado',
    'panadl',
    'panidol',
    'pandaol',
    'xanadol',
    'anadol',
    'apanadol',
    'apnadol',
    'panadolin',
    'panadoline',
    'panadolinx',
    'amoxcil',
    'amoxicilin',
    'xmoxicilin',
    'moxicilin',
    'maoxicilin',
    'amoxicil',
    'amoxicillinn',
    'paracetml',
    'xaraceetam',
    'brufne',
    'vrufe',
    'rbufen',
    'cetal',
    'cetl',
    'tabs',
    'tab',
    '500',
    '500mgx',
    '5000',
    'بنادول',
    'بروفبن',
    'ابانادول',
  ];

  it('finds, word by word, what the walks find', () => {
    for (const query of queries) {
      for (const mode of ['whole', 'prefix'] as const) {
        for (const budget of [0, 1, 2]) {
          const walked = new Map<number, number>();
          forEachCloseWord(vocabulary, query, budget, mode, (wordId, typos) => {
            walked.set(wordId, Math.min(typos, walked.get(wordId) ?? Infinity));
          });
          const prepared = queryWord(query, budget, mode);
          vocabulary.words.forEach((_, wordId) => {
            expect([query, mode, budget, closeWordTypos(vocabulary, prepared, wordId)]).toEqual([
              query,
              mode,
              budget,
              walked.get(wordId) ?? -1,
            ]);
          });
        }
      }
    }
  });
});

describe('TypoIndex.forEachMatch', () => {
  // Many values share "tabs", so a query's rare typed word leads and "tabs" is checked in place.
  const keys = [
    ...Array.from({ length: 1500 }, (_, at) => `drug${String(at).padStart(4, '0')} tabs`),
    'panadol extra tabs',
    'panadol tabs',
  ].sort();
  const holders = keys.flatMap((_, valueId) => [valueId, valueId]);
  const index = new TypoIndex(keys, holders);
  const matches = (key: string) => {
    const found: string[] = [];
    index.forEachMatch(key, (valueId, typos, first) =>
      found.push(`${keys[valueId]} ${typos} ${first}`),
    );
    return found.sort();
  };

  it('checks common words in place where a rarer word matched', () => {
    expect(matches('panadl tabs')).toEqual(['panadol tabs 1 0']);
    expect(matches('panadl extra tab')).toEqual(['panadol extra tabs 1 0']);
    expect(matches('panadol extr')).toEqual([]);
    expect(matches('panadol extar')).toEqual(['panadol extra tabs 1 0']);
    expect(matches('tabs panadl')).toEqual([]);
  });
});

describe('TypoIndex.forEachLaterWord', () => {
  const keys = ['cetal panadoline syrup', 'panadol 500 mg', 'panadol extra', 'x panadol extra'];
  // Value 3 is held by rank 0; the others by ranks 1 to 3.
  const index = new TypoIndex(keys, Uint32Array.of(3, 0, 0, 1, 1, 2, 2, 3));
  const later = (key: string) => {
    const found: [string, number][] = [];
    index.forEachLaterWord(key, (valueId, wordId) => {
      found.push([keys[valueId]!, wordId]);
    });
    return found.map(([key]) => key);
  };

  it('finds the start of a later word, never the first word', () => {
    expect(later('panad')).toEqual(['x panadol extra', 'cetal panadoline syrup']);
    expect(later('ext')).toEqual(['panadol extra', 'x panadol extra']);
    expect(later('cetal')).toEqual([]);
  });

  it('needs a multi-word key whole up to its last word, followed by the value', () => {
    expect(later('panadol ext')).toEqual(['x panadol extra']);
    expect(later('panadoline s')).toEqual(['cetal panadoline syrup']);
    expect(later('panado ext')).toEqual([]);
  });

  it('stops when the visit says so', () => {
    let visits = 0;
    index.forEachLaterWord('e', () => {
      visits += 1;
      return false;
    });
    expect(visits).toBe(1);
  });

  it('lists the drugs of each value in rank order', () => {
    expect(index.drugCount(0)).toBe(1);
    expect(Array.from(index.valueRanks.items)).toEqual([1, 2, 3, 0]);
  });
});
