import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@dawa/shared/language';
import { legalDocument, type LegalDocumentName } from './legalDocument';

const NAMES: LegalDocumentName[] = ['privacy', 'terms'];

describe.each(NAMES)('the %s document', (name) => {
  it('has the same sections, in the same order, in English and Arabic', async () => {
    const [en, ar] = await Promise.all([legalDocument(name, 'en'), legalDocument(name, 'ar')]);
    const outline = (doc: typeof en) =>
      doc.sections.map((section) => [
        section.id,
        section.paragraphs.length,
        section.items?.length ?? 0,
      ]);
    expect(outline(ar)).toEqual(outline(en));
    expect(new Set(en.sections.map((section) => section.id)).size).toBe(en.sections.length);
  });

  it.each(LANGUAGES)('has text in every part (%s)', async (language) => {
    const doc = await legalDocument(name, language);
    const texts = [
      doc.title,
      doc.summary,
      ...doc.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.items ?? [])]),
    ];
    for (const text of texts) expect(text.trim().length).toBeGreaterThan(1);
  });
});

describe('the privacy policy', () => {
  it('sets the minimum age at 13 in both languages', async () => {
    for (const language of LANGUAGES) {
      const doc = await legalDocument('privacy', language);
      const children = doc.sections.find((section) => section.id === 'children');
      expect(children?.paragraphs.join(' ')).toContain('13');
    }
  });
});
