import { describe, expect, it } from 'vitest';
import { DrugIndex, parsePrice, type SearchableDrug } from './index';

function drug(
  id: string,
  tradeName: string,
  extra: Partial<Omit<SearchableDrug, 'id' | 'tradeName'>> = {},
): SearchableDrug {
  return {
    id,
    tradeName,
    arabicName: null,
    genericNames: [],
    companies: [],
    pharmacologicalUses: [],
    price: 10,
    ...extra,
  };
}

const catalogue = [
  drug('1', 'PANADOL 500 MG 24 TABS', {
    arabicName: 'بانادول',
    genericNames: ['PARACETAMOL'],
    companies: ['GSK'],
    pharmacologicalUses: ['ANALGESIC'],
    price: 30,
  }),
  drug('2', 'PANADOL EXTRA 24 TABS', {
    arabicName: 'بانادول إكسترا',
    genericNames: ['PARACETAMOL', 'CAFFEINE'],
    companies: ['GSK'],
    pharmacologicalUses: ['ANALGESIC'],
    price: 45.5,
  }),
  drug('3', 'PANADOL', { genericNames: ['PARACETAMOL'], companies: ['GSK'], price: 12 }),
  drug('4', 'ABIMOL 500 MG 20 TABS', {
    arabicName: 'أبيمول',
    genericNames: ['PARACETAMOL'],
    companies: ['GLOBAL NAPI PHARMACEUTICALS'],
    pharmacologicalUses: ['ANALGESIC'],
    price: 9.75,
  }),
  drug('5', 'CETAL PANADOLINE SYRUP', {
    genericNames: ['CAFFEINE', 'PARACETAMOL'],
    companies: ['EVA PHARMA', 'GSK'],
    price: 45.5,
  }),
  drug('6', 'BRUFEN 400 MG 30 TABS', {
    arabicName: 'بروفين',
    genericNames: ['IBUPROFEN'],
    companies: ['ABBOTT'],
    pharmacologicalUses: ['ANALGESIC'],
    price: 28,
  }),
  drug('7', 'MEGAMOX 1 GM 14 TABS', {
    arabicName: 'ميجاموكس',
    genericNames: ['AMOXICILLIN', 'CLAVULANIC ACID'],
    companies: ['PHARCO'],
    price: 90,
  }),
];
const index = DrugIndex.build(catalogue);
const page = { offset: 0, limit: 20 };
const ids = (drugs: readonly SearchableDrug[]) => drugs.map((d) => d.id);

describe('DrugIndex.search', () => {
  it('gives nothing for an empty or blank query', () => {
    expect(index.search('', 'tradeName', page)).toEqual({ total: 0, items: [] });
    expect(index.search('  ..  ', 'tradeName', page)).toEqual({ total: 0, items: [] });
  });

  it('ranks an exact name, then whole-name prefixes, then later-word prefixes', () => {
    const result = index.search('panadol', 'tradeName', page);
    // PANADOL is exact; the other PANADOLs start with it; CETAL PANADOLINE has it later.
    expect(ids(result.items)).toEqual(['3', '1', '2', '5']);
    expect(result.total).toBe(4);
  });

  it('breaks ties by trade name', () => {
    expect(ids(index.search('pa', 'tradeName', page).items)).toEqual(['3', '1', '2', '5']);
  });

  it('matches several words as a prefix of the name from any word', () => {
    expect(ids(index.search('panadol ext', 'tradeName', page).items)).toEqual(['2']);
    expect(ids(index.search('500 mg', 'tradeName', page).items)).toEqual(['4', '1']);
  });

  it('finds Arabic names whatever the hamza, alef or case form', () => {
    expect(ids(index.search('ابيمول', 'tradeName', page).items)).toEqual(['4']);
    expect(ids(index.search('بانادول اكس', 'tradeName', page).items)).toEqual(['2']);
    expect(ids(index.search('بانادول', 'tradeName', page).items)).toEqual(['1', '2']);
    expect(ids(index.search('Brufen', 'tradeName', page).items)).toEqual(['6']);
  });

  it('searches generic names and companies with the same ranking', () => {
    expect(ids(index.search('paracetamol', 'genericName', page).items)).toEqual([
      '4',
      '5',
      '3',
      '1',
      '2',
    ]);
    expect(ids(index.search('caf', 'genericName', page).items)).toEqual(['5', '2']);
    expect(ids(index.search('clav', 'genericName', page).items)).toEqual(['7']);
    expect(ids(index.search('acid', 'genericName', page).items)).toEqual(['7']);
    expect(ids(index.search('gsk', 'company', page).items)).toEqual(['5', '3', '1', '2']);
    expect(ids(index.search('napi', 'company', page).items)).toEqual(['4']);
  });

  it('counts a drug once even when several of its values match', () => {
    const result = index.search('gsk', 'company', page);
    expect(result.total).toBe(4);
  });

  it('finds prices by exact value only', () => {
    expect(ids(index.search('45.5', 'newPrice', page).items)).toEqual(['5', '2']);
    expect(ids(index.search('45.50 L.E.', 'newPrice', page).items)).toEqual(['5', '2']);
    expect(ids(index.search('٤٥٫٥', 'newPrice', page).items)).toEqual(['5', '2']);
    expect(index.search('45', 'newPrice', page).total).toBe(0);
    expect(index.search('abc', 'newPrice', page).total).toBe(0);
  });

  it('pages through the ranked results with a stable total', () => {
    const first = index.search('paracetamol', 'genericName', { offset: 0, limit: 2 });
    const second = index.search('paracetamol', 'genericName', { offset: 2, limit: 2 });
    const third = index.search('paracetamol', 'genericName', { offset: 4, limit: 2 });
    expect([first.total, second.total, third.total]).toEqual([5, 5, 5]);
    expect(ids([...first.items, ...second.items, ...third.items])).toEqual([
      '4',
      '5',
      '3',
      '1',
      '2',
    ]);
    expect(index.search('paracetamol', 'genericName', { offset: 10, limit: 2 }).items).toEqual([]);
  });

  it('leaves no state behind between searches', () => {
    index.search('p', 'tradeName', page);
    expect(ids(index.search('brufen', 'tradeName', page).items)).toEqual(['6']);
  });

  it('handles more drugs than one bit-set word, in name order', () => {
    const many = Array.from({ length: 100 }, (_, n) =>
      drug(String(n), `DRUG ${String(n).padStart(3, '0')}`),
    );
    const big = DrugIndex.build(many);
    const result = big.search('drug', 'tradeName', { offset: 60, limit: 5 });
    expect(result.total).toBe(100);
    expect(ids(result.items)).toEqual(['60', '61', '62', '63', '64']);
  });
});

describe('DrugIndex.search with typos', () => {
  it('finds a trade name with a wrong, missing, extra or swapped letter', () => {
    for (const typo of ['brufin', 'brfen', 'bruffen', 'burfen']) {
      expect(ids(index.search(typo, 'tradeName', page).items)).toEqual(['6']);
    }
  });

  it('ranks exact, then prefix, then typo matches', () => {
    // "panadil" is one typo from PANADOL (every one of them) and from no other name.
    expect(ids(index.search('panadil', 'tradeName', page).items)).toEqual(['3', '1', '2', '5']);
    // "abimol" finds ABIMOL exactly; nothing else is a typo away from it.
    const cetal = DrugIndex.build([...catalogue, drug('8', 'CETAL 500 MG'), drug('9', 'CITAL')]);
    expect(ids(cetal.search('cetal', 'tradeName', page).items)).toEqual(['8', '5', '9']);
  });

  it('puts fewer typos first', () => {
    const names = DrugIndex.build([
      drug('a', 'AMOXICILLIN'),
      drug('b', 'AMOXICILIN'),
      drug('c', 'AMOXYCILIN'),
    ]);
    expect(ids(names.search('amoxicilin', 'tradeName', page).items)).toEqual(['b', 'a', 'c']);
  });

  it('corrects the word being typed and the words before it', () => {
    expect(ids(index.search('megamx', 'tradeName', page).items)).toEqual(['7']);
    expect(ids(index.search('panadl extr', 'tradeName', page).items)).toEqual(['2']);
    expect(ids(index.search('panadol exrta', 'tradeName', page).items)).toEqual(['2']);
  });

  it('never corrects a number or a short word', () => {
    expect(ids(index.search('panadol 50', 'tradeName', page).items)).toEqual(['1']);
    expect(index.search('panadol 400', 'tradeName', page).total).toBe(0);
    expect(index.search('brufen 500', 'tradeName', page).total).toBe(0);
    expect(index.search('gks', 'company', page).total).toBe(0);
  });

  it('corrects Arabic names after unifying their letter forms', () => {
    expect(ids(index.search('بنادول', 'tradeName', page).items)).toEqual(['1', '2']);
    expect(ids(index.search('ميجاموكص', 'tradeName', page).items)).toEqual(['7']);
    expect(ids(index.search('إبيمل', 'tradeName', page).items)).toEqual(['4']);
  });

  it('corrects generic names and companies', () => {
    expect(ids(index.search('ibuprofin', 'genericName', page).items)).toEqual(['6']);
    expect(ids(index.search('amoxcillin', 'genericName', page).items)).toEqual(['7']);
    expect(ids(index.search('phraco', 'company', page).items)).toEqual(['7']);
  });

  it('finds nothing for a word too far from every name', () => {
    expect(index.search('xylophone', 'tradeName', page)).toEqual({ total: 0, items: [] });
  });
});

describe('DrugIndex.didYouMean', () => {
  it('offers the closest spellings of a query that finds nothing', () => {
    expect(index.didYouMean('panadoool', 'tradeName', 5)).toEqual(['panadol', 'panadoline']);
    expect(index.search('brofn', 'tradeName', page).total).toBe(0);
    expect(index.didYouMean('brofn', 'tradeName', 5)).toEqual(['brufen']);
    expect(index.didYouMean('panadool extar', 'tradeName', 5)).toEqual(['panadol extra']);
    expect(index.didYouMean('xylophone', 'tradeName', 5)).toEqual([]);
    expect(index.didYouMean('12', 'newPrice', 5)).toEqual([]);
  });
});

describe('Arabic terms of the trade-name search', () => {
  // What the server passes: the Arabic labels of each drug's dosage forms and classes.
  const terms: Record<string, string[]> = {
    '1': ['أقراص وكبسولات', 'مسكن'],
    '2': ['أقراص وكبسولات', 'مسكن', 'مسكن'],
    '3': ['أقراص 500'],
    '4': ['أقراص وكبسولات', 'مسكن'],
    '5': ['بخاخ'],
    '6': ['أقراص وكبسولات', 'مضاد التهاب غير ستيرويدي'],
    '7': ['أقراص وكبسولات', 'مضاد حيوي'],
  };
  const labelled = DrugIndex.build(catalogue, { arabicTermsOf: (drug) => terms[drug.id] ?? [] });

  it('finds drugs by a whole term, its start or a later word, each drug once, by name', () => {
    const analgesics = labelled.search('مسكن', 'tradeName', page);
    expect(ids(analgesics.items)).toEqual(['4', '1', '2']);
    expect(analgesics.total).toBe(3);
    expect(ids(labelled.search('مضاد', 'tradeName', page).items)).toEqual(['6', '7']);
    expect(ids(labelled.search('حيوي', 'tradeName', page).items)).toEqual(['7']);
    // Typed without its hamza.
    expect(ids(labelled.search('اقراص وك', 'tradeName', page).items)).toEqual([
      '4',
      '6',
      '7',
      '1',
      '2',
    ]);
  });

  it('lists the drugs whose names match first, then those found by a term', () => {
    expect(ids(labelled.search('ب', 'tradeName', page).items)).toEqual(['6', '1', '2', '5']);
    expect(labelled.search('ب', 'tradeName', { offset: 3, limit: 5 })).toEqual({
      total: 4,
      items: [catalogue[4]],
    });
  });

  it('leaves English queries and the other fields as they were', () => {
    expect(labelled.search('500', 'tradeName', page)).toEqual(
      index.search('500', 'tradeName', page),
    );
    expect(labelled.search('مسكن', 'genericName', page).total).toBe(0);
    expect(index.search('مسكن', 'tradeName', page).total).toBe(0);
  });

  it('suggests the matching terms after the names', () => {
    expect(labelled.suggest('ب', 'tradeName', 10)).toEqual([
      'بانادول',
      'بانادول إكسترا',
      'بروفين',
      'بخاخ',
    ]);
    expect(labelled.suggest('مض', 'tradeName', 1)).toEqual(['مضاد التهاب غير ستيرويدي']);
  });
});

describe('DrugIndex.suggest', () => {
  it('offers distinct matching values, whole-value matches first', () => {
    expect(index.suggest('para', 'genericName', 10)).toEqual(['PARACETAMOL']);
    expect(index.suggest('pan', 'tradeName', 10)).toEqual([
      'PANADOL',
      'PANADOL 500 MG 24 TABS',
      'PANADOL EXTRA 24 TABS',
      'CETAL PANADOLINE SYRUP',
    ]);
    expect(index.suggest('pan', 'tradeName', 2)).toHaveLength(2);
    expect(index.suggest('', 'company', 10)).toEqual([]);
  });

  it('offers values found with typos after the others', () => {
    expect(index.suggest('brufn', 'tradeName', 10)).toEqual(['BRUFEN 400 MG 30 TABS']);
    expect(index.suggest('paracetamal', 'genericName', 10)).toEqual(['PARACETAMOL']);
  });
});

describe('DrugIndex.equivalentsOf', () => {
  it('lists drugs with the same set of generic names, the chosen one first', () => {
    expect(ids(index.equivalentsOf('3', 'similarities', 'name', 250))).toEqual(['3', '4', '1']);
    // The order of the names in a set does not matter.
    expect(ids(index.equivalentsOf('2', 'similarities', 'name', 250))).toEqual(['2', '5']);
  });

  it('orders by price on request, the chosen one still first', () => {
    expect(ids(index.equivalentsOf('1', 'similarities', 'price', 250))).toEqual(['1', '4', '3']);
  });

  it('lists alternatives by pharmacological uses and respects the limit', () => {
    expect(ids(index.equivalentsOf('6', 'alternatives', 'name', 250))).toEqual([
      '6',
      '4',
      '1',
      '2',
    ]);
    expect(ids(index.equivalentsOf('6', 'alternatives', 'name', 2))).toEqual(['6', '4']);
  });

  it('gives only the drug itself when it has no names of that kind, nothing when unknown', () => {
    expect(ids(index.equivalentsOf('7', 'alternatives', 'name', 250))).toEqual(['7']);
    expect(index.equivalentsOf('missing', 'alternatives', 'name', 250)).toEqual([]);
  });
});

describe('parsePrice', () => {
  it('reads plain, grouped, suffixed and Arabic-digit prices', () => {
    expect(parsePrice('75')).toBe(75);
    expect(parsePrice('1,250.5')).toBe(1250.5);
    expect(parsePrice('30 جنيه')).toBe(30);
    expect(parsePrice('١٢')).toBe(12);
    expect(parsePrice('1.234')).toBeNull();
    expect(parsePrice('-3')).toBeNull();
  });
});
