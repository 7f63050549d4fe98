import type { Page } from '@playwright/test';
import { getTextDirection } from '@dawa/shared/language';
import { expect, test } from '../fixtures';
import { apiSearch, DrugIndexPage, type ApiDrug } from '../pages/DrugIndexPage';
import { screenshot } from '../pages/Screens';

/** The article texts of a drug page (apps/server/src/features/drugs/drugs.page.ts). */
const TEXT = {
  en: { generics: 'Generic names', company: 'Company', currency: 'L.E.' },
  ar: { generics: 'الأسماء العلمية', company: 'الشركة المصنِّعة', currency: 'ج.م' },
} as const;

async function augmentin(request: Parameters<typeof apiSearch>[0]): Promise<ApiDrug> {
  const [drug] = (await apiSearch(request, 'augmentin 1gm', 'tradeName')).items;
  if (!drug) throw new Error('no Augmentin in the demo catalogue');
  return drug;
}

/**
 * The layout shifts of the page since `since` (a `performance.now()` time; CLS without its
 * session windows: their sum).
 */
function layoutShift(page: Page, since: number): Promise<number> {
  return page.evaluate(
    (from) =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const shifts = list.getEntries() as (PerformanceEntry & { value: number })[];
          resolve(
            shifts
              .filter((shift) => shift.startTime >= from)
              .reduce((sum, shift) => sum + shift.value, 0),
          );
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all: nothing shifted.
        setTimeout(() => resolve(0), 500);
      }),
    since,
  );
}

test.describe('drug pages for visitors from search (#18 point 7)', () => {
  test('without JavaScript a drug page shows the drug’s details, styled, in the page’s direction', async ({
    newContext,
    lang,
    request,
  }) => {
    const drug = await augmentin(request);
    const context = await newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const drugs = new DrugIndexPage(page, lang);
    const response = await page.goto(`/${lang}/drug-index/${drug.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('dir', getTextDirection(lang));
    await expect(page.locator('html')).toHaveAttribute('lang', lang);

    const name = drugs.displayName(drug);
    const article = page.getByRole('article', { name });
    await expect(article.getByRole('heading', { level: 2 })).toHaveText(name);
    const text = TEXT[lang];
    await expect(article).toContainText(text.generics);
    for (const generic of drug.genericNames) await expect(article).toContainText(generic);
    await expect(article).toContainText(text.company);
    await expect(article).toContainText(`${drug.price} ${text.currency}`);
    await expect(article.getByRole('link', { name: drugs.text.showAlternatives })).toHaveAttribute(
      'href',
      `/${lang}/drug-index?tab=alternatives&id=${drug.id}`,
    );
    // Styled by the app's stylesheets, mirrored in Arabic.
    await expect(article).toHaveCSS('border-radius', '16px');
    await expect(article).toHaveCSS('direction', getTextDirection(lang));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(drugs.text.heading);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, lang, 'drug-page-no-js', { fullPage: true });
    }

    const unknown = await page.goto(`/${lang}/drug-index/00000000-0000-4000-8000-000000000000`);
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('article')).toHaveCount(0);
  });

  test('with JavaScript the app takes the page over as it is, and its links and dialogs work', async ({
    page,
    lang,
    request,
    consoleErrors,
  }) => {
    const drug = await augmentin(request);
    const drugs = new DrugIndexPage(page, lang);
    const name = drugs.displayName(drug);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/${lang}/drug-index/${drug.id}`);
    const article = page.getByRole('article', { name });
    await expect(article).toBeVisible();
    const served = await article.elementHandle();
    // The page is read first: the app starts with the visitor's first input.
    await expect(page.locator('html[data-ready]')).toHaveCount(0);
    // What the app moves is measured from the input that starts it: a web font swapping in
    // as the page loads is the fonts' matter (preloaded, ADR 0036), not the app's.
    const started = await page.evaluate(() => performance.now());
    await page.mouse.move(20, 300);
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });

    // Hydrated in place: the server's article is the same element, shown once, with no dialog
    // repeating it and nothing moved.
    expect(await served?.evaluate((element) => element.isConnected)).toBe(true);
    await expect(page.getByRole('article', { name })).toHaveCount(1);
    await expect(drugs.detailsDialog()).toHaveCount(0);
    expect(await layoutShift(page, started)).toBeLessThan(0.01);
    await expect(page).toHaveTitle(`${lang === 'ar' ? 'دواء' : 'Dawa'} | ${name}`);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, lang, 'drug-page', { fullPage: true });
    }

    // Its links stay in the app (no new document): the drug's alternatives.
    await page.evaluate(() => document.documentElement.setAttribute('data-same-document', ''));
    await article.getByRole('link', { name: drugs.text.showAlternatives }).click();
    await expect(drugs.tab('alternatives')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(`/${lang}/drug-index?tab=alternatives&id=${drug.id}`);
    await expect(page.locator('html[data-same-document]')).toHaveCount(1);
    // The chosen drug's card is an article too; the page's own is gone.
    await expect(page.locator('#drug-article article')).toHaveCount(0);
    await expect(drugs.cards.first()).toContainText(drugs.text.chosen);

    // A card opens its dialog, as on any drug index page.
    await drugs.cards.first().getByRole('button').click();
    await expect(drugs.detailsDialog(name)).toBeVisible();
    await drugs.closeButton(drugs.detailsDialog(name)).click();

    // Back on the drug page, its article is there again.
    await page.goBack();
    await expect(page).toHaveURL(`/${lang}/drug-index/${drug.id}`);
    await expect(page.getByRole('article', { name })).toBeVisible();
    await expect(drugs.detailsDialog()).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('what the visitor types before the app runs is searched once it does', async ({
    page,
    lang,
    request,
    consoleErrors,
  }) => {
    const drug = await augmentin(request);
    const drugs = new DrugIndexPage(page, lang);
    await page.goto(`/${lang}/drug-index/${drug.id}`);
    // The tap starts the app; the text is typed while it loads, and hydration keeps it.
    await drugs.searchBox.click();
    await page.keyboard.type('panadol');
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await expect(drugs.searchBox).toHaveValue('panadol');
    await expect.poll(() => drugs.params().get('filter')).toBe('panadol');
    expect(consoleErrors).toEqual([]);
  });
});
