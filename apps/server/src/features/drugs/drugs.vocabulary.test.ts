import { describe, expect, it } from 'vitest';
import { DEMO_DRUGS } from './demo/catalogue';
import { DRUG_TERM_KINDS, DrugVocabulary, termKey } from './drugs.vocabulary';
import { VOCABULARY, vocabularyTerms } from './vocabulary/terms';

const ARABIC = /\p{Script=Arabic}/u;
const seeded = new DrugVocabulary(vocabularyTerms());

describe('our bilingual vocabulary', () => {
  it('labels every term once, in Arabic', () => {
    for (const kind of DRUG_TERM_KINDS) {
      const keys = VOCABULARY[kind].map(([english]) => termKey(english));
      const repeated = keys.filter((key, at) => keys.indexOf(key) !== at);
      expect(repeated, kind).toEqual([]);
      for (const [english, arabic] of VOCABULARY[kind]) {
        expect(termKey(english), english).not.toBe('');
        expect(arabic, english).toMatch(ARABIC);
        expect(arabic.trim(), english).toBe(arabic);
      }
    }
  });

  it('labels every category, use and dosage form of the demo catalogue', () => {
    const missing = DEMO_DRUGS.flatMap((drug) => [
      ...drug.routes.filter((route) => seeded.arabic('route', route) === null),
      ...[drug.category, ...drug.pharmacologicalUses].filter(
        (value) => value !== null && seeded.arabic('class', value) === null,
      ),
    ]);
    expect([...new Set(missing)]).toEqual([]);
  });
});

describe('DrugVocabulary', () => {
  it('gives a value in both languages, whatever its case, spaces or punctuation', () => {
    expect(seeded.label('route', 'ORAL.SOLID')).toEqual({ en: 'ORAL.SOLID', ar: 'أقراص وكبسولات' });
    expect(seeded.label('class', 'Antibiotic - Quinolone')).toEqual({
      en: 'Antibiotic - Quinolone',
      ar: 'مضاد حيوي - كينولون',
    });
    expect(seeded.label('route', 'Eye drops')).toEqual({ en: 'Eye drops', ar: 'قطرة عين' });
  });

  it('falls back to the English for a value it has no label for, or of another kind', () => {
    expect(seeded.arabic('class', 'NOT A CLASS')).toBeNull();
    expect(seeded.label('class', 'NOT A CLASS')).toEqual({ en: 'NOT A CLASS', ar: 'NOT A CLASS' });
    expect(seeded.arabic('class', 'ORAL.SOLID')).toBeNull();
  });

  it("lists a drug's Arabic terms for the search once each", () => {
    expect(
      seeded.arabicTermsOf({
        routes: ['ORAL.SOLID', 'UNKNOWN FORM'],
        category: 'ANALGESIC',
        pharmacologicalUses: ['ANALGESIC', 'ANTIPYRETIC'],
      }),
    ).toEqual(['أقراص وكبسولات', 'مسكن', 'خافض للحرارة']);
    expect(seeded.arabicTermsOf({ routes: [], category: null, pharmacologicalUses: [] })).toEqual(
      [],
    );
  });
});
