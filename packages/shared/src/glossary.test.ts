import { describe, expect, it } from 'vitest';
import { parseGlossary, productNameProblem, rejectedWordsIn } from './glossary';

const glossary = parseGlossary(`
| Term | English | Arabic | Not to use | Note |
| --- | --- | --- | --- | --- |
| \`mobileNumber\` | mobile number | رقم الموبايل | رقم الهاتف · cell phone | x |
| \`facilities\` | facilities | الصيدليات والمنشآت | المنشآت | x |
| \`verify\` | verify | تأكيد | موثق | x |
| \`alternatives\` | alternatives | البدائل | — | x |
`);

describe('parseGlossary', () => {
  it('reads one term a row, several words a cell, none for —', () => {
    expect(glossary.map(({ term }) => term)).toEqual([
      'mobileNumber',
      'facilities',
      'verify',
      'alternatives',
    ]);
    expect(glossary[0]).toEqual({
      term: 'mobileNumber',
      english: ['mobile number'],
      arabic: ['رقم الموبايل'],
      rejected: ['رقم الهاتف', 'cell phone'],
    });
    expect(glossary[3]?.rejected).toEqual([]);
  });
});

describe('rejectedWordsIn', () => {
  const words = (text: string, language: 'en' | 'ar') =>
    rejectedWordsIn(glossary, text, language).map(({ word }) => word);

  it('finds an Arabic word with a prefix and without its diacritics', () => {
    expect(words('المتابعة برقم الهاتف', 'ar')).toEqual(['رقم الهاتف']);
    expect(words('غير موثّق', 'ar')).toEqual(['موثق']);
  });

  it('matches whole words only', () => {
    expect(words('رقم الهاتفين', 'ar')).toEqual([]);
    expect(words('cell phones', 'en')).toEqual([]);
    expect(words('Your Cell Phone', 'en')).toEqual(['cell phone']);
  });

  it('lets a text use a rejected word inside the concept’s own word', () => {
    expect(words('تصفح الصيدليات والمنشآت', 'ar')).toEqual([]);
    expect(words('تصفح المنشآت', 'ar')).toEqual(['المنشآت']);
  });

  it('checks each language’s words in its own texts', () => {
    expect(words('cell phone رقم الهاتف', 'ar')).toEqual(['رقم الهاتف']);
    expect(words('cell phone رقم الهاتف', 'en')).toEqual(['cell phone']);
  });
});

describe('productNameProblem', () => {
  it('wants the bare name where the English is the name alone', () => {
    expect(productNameProblem('Dawa', 'دواء')).toBeNull();
    expect(productNameProblem('Dawa', '«دواء»')).not.toBeNull();
  });

  it('wants «دواء» or تطبيق دواء as often as English says Dawa', () => {
    expect(productNameProblem('Welcome to Dawa', 'مرحبًا بك في «دواء»')).toBeNull();
    expect(productNameProblem('Dawa app', 'تطبيق دواء')).toBeNull();
    expect(productNameProblem('Welcome to Dawa', 'مرحبًا بك في دواء')).not.toBeNull();
    expect(productNameProblem('Use Dawa here and Dawa there', 'استخدم «دواء» هنا')).not.toBeNull();
  });

  it('leaves the noun دواء ("a medicine") alone', () => {
    expect(productNameProblem('Search drugs', 'ابحث عن دواء')).toBeNull();
  });
});
