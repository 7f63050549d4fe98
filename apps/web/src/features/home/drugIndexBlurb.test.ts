import { describe, expect, it } from 'vitest';
import drugsAr from '../drugs/messages/ar.json';
import drugsEn from '../drugs/messages/en.json';
import homeAr from './messages/ar.json';
import homeEn from './messages/en.json';

/**
 * The home page describes the drug index's alternatives and similar drugs with the index's own
 * definitions (SPEC §7: alternatives share pharmacological uses, similarities generic names):
 * a pharmacist must not read "same generic" as advice to substitute.
 */
describe('the home page’s drug-index blurb', () => {
  const cases = [
    {
      language: 'en',
      blurb: homeEn.services.items.drugIndex.details,
      hints: drugsEn.tabs.hint,
      uses: 'pharmacological uses',
      generics: 'generic names',
    },
    {
      language: 'ar',
      blurb: homeAr.services.items.drugIndex.details,
      hints: drugsAr.tabs.hint,
      uses: 'الاستخدامات الدوائية',
      generics: 'الأسماء العلمية',
    },
  ];

  it.each(cases)('defines them as the drug index does ($language)', (entry) => {
    expect(entry.hints.alternatives).toContain(entry.uses);
    expect(entry.hints.similarities).toContain(entry.generics);
    const alternatives = entry.blurb.indexOf(entry.uses);
    const similarities = entry.blurb.indexOf(entry.generics, alternatives);
    expect(alternatives).toBeGreaterThan(-1);
    expect(similarities).toBeGreaterThan(alternatives);
  });
});
