import { describe, expect, it } from 'vitest';
import {
  cardGenericLine,
  cardName,
  cardPrice,
  displayName,
  imageSearchUrl,
  nextActiveIndex,
  pageSizeForWidth,
  pageSlice,
  paragraphs,
  termText,
  totalPages,
  truncate,
} from './drugFormat';

describe('card text (SPEC §2)', () => {
  it('keeps a name of 50 characters and cuts a longer one with an ellipsis', () => {
    const fifty = 'A'.repeat(50);
    expect(cardName(fifty)).toBe(fifty);
    expect(cardName(`${fifty}B`)).toBe(`${fifty}…`);
    expect(cardName('PERFALGAN 1GM/100ML I.V. INFUSION VIAL FOR ADULTS AND CHILDREN')).toBe(
      'PERFALGAN 1GM/100ML I.V. INFUSION VIAL FOR ADULTS…',
    );
  });

  it('counts characters, not UTF-16 units, and does not leave a space before the ellipsis', () => {
    expect(truncate('بانادول إكسترا', 7)).toBe('بانادول…');
    expect(truncate('ab cd', 3)).toBe('ab…');
    expect(truncate('😀😀😀', 2)).toBe('😀😀…');
  });

  it('shows the first generic name, cut at 40, with an ellipsis when there are more', () => {
    expect(cardGenericLine(['PARACETAMOL'])).toBe('PARACETAMOL');
    expect(cardGenericLine(['AMOXICILLIN', 'CLAVULANIC ACID'])).toBe('AMOXICILLIN…');
    const long = 'CALCIUM LACTATE GLUCONATE AND CALCIUM CARBONATE';
    expect(cardGenericLine([long])).toBe(`${long.slice(0, 40).trimEnd()}…`);
    expect(cardGenericLine([long, 'X'])).toBe(`${long.slice(0, 40).trimEnd()}…`);
    expect(cardGenericLine([])).toBe('');
  });

  it('cuts prices to five characters without a dangling decimal point', () => {
    expect(cardPrice(42, 'en')).toBe('42');
    expect(cardPrice(12.5, 'en')).toBe('12.5');
    expect(cardPrice(9.99, 'en')).toBe('9.99');
    expect(cardPrice(123.45, 'en')).toBe('123.4');
    expect(cardPrice(1234.5, 'en')).toBe('1234');
    expect(cardPrice(123456, 'en')).toBe('12345');
    expect(cardPrice(1234.5, 'ar')).toBe('1234');
  });
});

describe('displayName', () => {
  const drug = { tradeName: 'PANADOL 500MG', arabicName: 'بانادول 500 مجم' };

  it('uses the Arabic name on Arabic pages and the trade name in English', () => {
    expect(displayName(drug, 'ar')).toBe('بانادول 500 مجم');
    expect(displayName(drug, 'en')).toBe('PANADOL 500MG');
  });

  it('falls back to the trade name when there is no Arabic name', () => {
    expect(displayName({ tradeName: 'X', arabicName: null }, 'ar')).toBe('X');
    expect(displayName({ tradeName: 'X', arabicName: '  ' }, 'ar')).toBe('X');
  });
});

describe('termText', () => {
  const tablets = { en: 'ORAL.SOLID', ar: 'أقراص وكبسولات' };
  const both = (label: string, english: string) => `${label} (${english})`;

  it('gives the Arabic label with the English beside it on Arabic pages, isolated', () => {
    expect(termText(tablets, 'ar', both)).toBe('أقراص وكبسولات (\u2068ORAL.SOLID\u2069)');
  });

  it('gives the English on English pages', () => {
    expect(termText(tablets, 'en', both)).toBe('ORAL.SOLID');
  });

  it('gives the English alone when there is no Arabic label', () => {
    expect(termText({ en: 'NEW FORM', ar: 'NEW FORM' }, 'ar', both)).toBe('NEW FORM');
  });
});

describe('paragraphs', () => {
  it('splits additional information at blank lines', () => {
    expect(paragraphs('First one.\n\nSecond\nline.\n \n\nThird.')).toEqual([
      'First one.',
      'Second line.',
      'Third.',
    ]);
    expect(paragraphs('One\r\n\r\nTwo')).toEqual(['One', 'Two']);
    expect(paragraphs(null)).toEqual([]);
    expect(paragraphs('  ')).toEqual([]);
  });
});

describe('imageSearchUrl', () => {
  it('searches images for the name', () => {
    expect(imageSearchUrl('PANADOL 500MG 24 F.C. TABS.')).toBe(
      'https://www.google.com/search?tbm=isch&q=PANADOL+500MG+24+F.C.+TABS.',
    );
  });
});

describe('paging', () => {
  it('uses 4, 6 or 9 hits per page by width (SPEC §9)', () => {
    expect(pageSizeForWidth(360)).toBe(4);
    expect(pageSizeForWidth(599)).toBe(4);
    expect(pageSizeForWidth(600)).toBe(6);
    expect(pageSizeForWidth(1023)).toBe(6);
    expect(pageSizeForWidth(1024)).toBe(9);
    expect(pageSizeForWidth(1440)).toBe(9);
  });

  it('counts pages', () => {
    expect(totalPages(0, 9)).toBe(1);
    expect(totalPages(9, 9)).toBe(1);
    expect(totalPages(10, 9)).toBe(2);
    expect(totalPages(25, 4)).toBe(7);
  });

  it('slices a page of a list', () => {
    const items = [1, 2, 3, 4, 5, 6, 7];
    expect(pageSlice(items, 1, 3)).toEqual([1, 2, 3]);
    expect(pageSlice(items, 3, 3)).toEqual([7]);
    expect(pageSlice(items, 4, 3)).toEqual([]);
  });
});

describe('nextActiveIndex', () => {
  it('moves through the suggestions and wraps around', () => {
    expect(nextActiveIndex(-1, 3, 'ArrowDown')).toBe(0);
    expect(nextActiveIndex(0, 3, 'ArrowDown')).toBe(1);
    expect(nextActiveIndex(2, 3, 'ArrowDown')).toBe(0);
    expect(nextActiveIndex(-1, 3, 'ArrowUp')).toBe(2);
    expect(nextActiveIndex(0, 3, 'ArrowUp')).toBe(2);
    expect(nextActiveIndex(1, 3, 'Home')).toBe(0);
    expect(nextActiveIndex(1, 3, 'End')).toBe(2);
    expect(nextActiveIndex(0, 0, 'ArrowDown')).toBe(-1);
  });
});
