import { expect, test } from '../fixtures';
import { apiSearch, DrugIndexPage } from '../pages/DrugIndexPage';
import { screenshot } from '../pages/Screens';

/**
 * Queries of the demo catalogue (seeded on start): the right spelling, one typo (which the
 * search forgives) and two typos in a 7-letter word (which it does not, so the no-results
 * panel offers the right spelling).
 */
const QUERY = {
  en: { right: 'panadol', oneTypo: 'panadl', twoTypos: 'pnadool' },
  ar: { right: 'بانادول', oneTypo: 'بنادول', twoTypos: 'بنادوول' },
} as const;

test.describe('drug index typos', () => {
  test('a name typed with a typo finds the drug', async ({ page, lang, request }) => {
    const expected = await apiSearch(request, QUERY[lang].right, 'tradeName');
    expect(expected.total).toBeGreaterThan(1);
    const drugs = new DrugIndexPage(page, lang);
    await drugs.open();
    await drugs.type(QUERY[lang].oneTypo);
    await expect(drugs.cards.first()).toBeVisible();
    const names = await drugs.cardNames();
    expect(names[0]).toBe(drugs.displayName(expected.items[0]!));

    // The suggestions (back with the arrow key once the results are in) show in bold the part
    // the typo matched.
    await drugs.searchBox.press('ArrowDown');
    const first = drugs.suggestions.getByRole('option').first();
    await expect(first.locator('strong')).toHaveText(new RegExp(`^${QUERY[lang].right}$`, 'i'));
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, lang, 'drug-typo-suggestions');
    }
  });

  test('the no-results panel offers the closest spelling, which searches at once', async ({
    page,
    lang,
    request,
    consoleErrors,
    seriousA11yViolations,
  }) => {
    const nothing = await apiSearch(request, QUERY[lang].twoTypos, 'tradeName');
    expect(nothing.total).toBe(0);
    const drugs = new DrugIndexPage(page, lang);
    await drugs.open();
    await drugs.type(QUERY[lang].twoTypos);
    await expect(drugs.noResults).toBeVisible();
    const corrections = drugs.noResults.getByTestId('drug-did-you-mean');
    await expect(corrections).toContainText(lang === 'ar' ? 'هل تقصد' : 'Did you mean');
    const correction = corrections.getByRole('button', { name: QUERY[lang].right, exact: true });
    await expect(correction).toBeVisible();
    expect(await seriousA11yViolations()).toEqual([]);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, lang, 'drug-did-you-mean');
    }

    await correction.click();
    await expect.poll(() => drugs.params().get('filter')).toBe(QUERY[lang].right);
    await expect(drugs.searchBox).toHaveValue(QUERY[lang].right);
    await expect(drugs.noResults).toBeHidden();
    await expect(drugs.cards.first()).toBeVisible();
    const expected = await apiSearch(request, QUERY[lang].right, 'tradeName');
    expect((await drugs.cardNames())[0]).toBe(drugs.displayName(expected.items[0]!));
    expect(consoleErrors).toEqual([]);
  });
});
