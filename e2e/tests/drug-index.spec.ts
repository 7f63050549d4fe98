import type { Page, Request } from '@playwright/test';
import { DIALOG, expect, test } from '../fixtures';
import {
  apiEquivalents,
  apiSearch,
  DrugIndexPage,
  escapeRegExp,
  type ApiDrug,
} from '../pages/DrugIndexPage';
import { screenshot } from '../pages/Screens';

/** Queries of the demo catalogue (seeded on start) in each language. */
const QUERY = {
  en: { panadol: 'panadol', panadolPrefix: 'pana' },
  ar: { panadol: 'بانادول', panadolPrefix: 'بانا' },
} as const;

/** Waits until the URL's query has `name` = `value` (null: absent). */
async function expectParam(drugs: DrugIndexPage, name: string, value: string | null) {
  await expect.poll(() => drugs.params().get(name)).toBe(value);
}

/** The GraphQL operations the page sends, by operation name. */
function operations(page: Page, name: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.postData()?.includes(name)) {
      seen.push(request);
    }
  });
  return seen;
}

test.describe('drug index screen', () => {
  test('opens with its title, one h1, the search box, filter tabs and tabs, with no violations', async ({
    page,
    lang,
    consoleErrors,
    seriousA11yViolations,
  }) => {
    const drugs = new DrugIndexPage(page, lang);
    await drugs.open();
    await expect(page).toHaveTitle(drugs.text.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(drugs.text.heading);
    await expect(drugs.searchBox).toBeVisible();
    await expect(drugs.filterTab('tradeName')).toHaveAttribute('aria-pressed', 'true');
    await expect(drugs.tab('results')).toHaveAttribute('aria-selected', 'true');
    const interactions = drugs.root.getByRole('link', { name: drugs.text.interactions });
    await expect(interactions).toHaveAttribute('target', '_blank');
    await expect(interactions).toHaveAttribute('rel', 'noopener noreferrer');
    expect(await seriousA11yViolations()).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('searches 1000 ms after typing stops and shows the cards of SPEC §2', async ({
    page,
    lang,
    request,
    consoleErrors,
    seriousA11yViolations,
  }) => {
    const expected = await apiSearch(request, QUERY[lang].panadol, 'tradeName');
    expect(expected.total).toBeGreaterThan(1);
    const drugs = new DrugIndexPage(page, lang);
    await drugs.open();
    await drugs.type(QUERY[lang].panadol);
    // Not at once: the search waits for the typing to stop.
    expect(drugs.params().get('filter')).toBeNull();
    await expectParam(drugs, 'filter', QUERY[lang].panadol);
    expect(drugs.params().get('searchBy')).toBe('tradeName');
    expect(drugs.params().get('page')).toBe('1');

    await expect(drugs.cards).toHaveCount(Math.min(expected.total, 9));
    expect(await drugs.cardNames()).toEqual(
      expected.items.slice(0, 9).map((drug) => drugs.displayName(drug)),
    );
    // A drug whose price changed shows both prices, cut to 5 characters, in the local currency.
    const repriced = expected.items.find((drug) => drug.oldPrice !== null);
    if (!repriced?.oldPrice) throw new Error('the demo catalogue has a repriced Panadol');
    const card = drugs.card(drugs.displayName(repriced));
    await expect(card).toContainText(`${repriced.price} ${drugs.text.currency}`);
    // The old price says which way the price moved, never struck through like a discount.
    await expect(card.getByTestId('drug-card-move')).toContainText(
      `${repriced.oldPrice} ${drugs.text.currency}`,
    );
    await expect(card.locator('s')).toHaveCount(0);
    await expect(card).toContainText(repriced.genericNames[0] ?? '');
    if (lang === 'ar') await expect(card).toContainText(repriced.tradeName);
    expect(await seriousA11yViolations()).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('Enter searches at once', async ({ page, lang }) => {
    const drugs = new DrugIndexPage(page, lang);
    await drugs.open();
    await drugs.searchBox.fill('augmentin');
    await drugs.searchBox.press('Enter');
    await expect.poll(() => drugs.params().get('filter'), { timeout: 700 }).toBe('augmentin');
    await expect(drugs.cards.first()).toBeVisible();
  });

  test('suggests names 300 ms after a keystroke in an accessible listbox; arrows and Enter pick one', async ({
    page,
    lang,
    consoleErrors,
  }) => {
    const drugs = new DrugIndexPage(page, lang);
    await drugs.open();
    await drugs.type(QUERY[lang].panadolPrefix);
    await expect(drugs.suggestions).toBeVisible();
    await expect(drugs.searchBox).toHaveAttribute('aria-expanded', 'true');
    const options = drugs.suggestions.getByRole('option');
    expect(await options.count()).toBeGreaterThan(1);
    expect(await options.count()).toBeLessThanOrEqual(10);
    for (const option of await options.allInnerTexts()) {
      expect(option.startsWith(QUERY[lang].panadolPrefix.toUpperCase())).toBe(true);
    }

    await drugs.searchBox.press('ArrowDown');
    await drugs.searchBox.press('ArrowDown');
    const second = options.nth(1);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(drugs.searchBox).toHaveAttribute(
      'aria-activedescendant',
      (await second.getAttribute('id')) ?? '',
    );
    const picked = await second.innerText();
    await drugs.searchBox.press('Enter');
    await expect(drugs.searchBox).toHaveValue(picked);
    await expect(drugs.suggestions).toBeHidden();
    await expect(drugs.searchBox).toHaveAttribute('aria-expanded', 'false');
    await expectParam(drugs, 'filter', picked);
    await expect(drugs.cards.first()).toHaveText(
      new RegExp(escapeRegExp(picked.split(' ')[0] ?? '')),
    );
    expect(consoleErrors).toEqual([]);
  });

  test('filter tabs choose what the search matches and start again at page 1', async ({
    page,
    lang,
    request,
  }) => {
    const expected = await apiSearch(request, 'gsk', 'company');
    const drugs = new DrugIndexPage(page, lang);
    await drugs.open('?filter=gsk&searchBy=tradeName&page=1');
    await expect(drugs.noResults).toBeVisible();
    await drugs.noResults.getByRole('button', { name: drugs.text.tryAgain }).click();
    await drugs.filterTab('company').click();
    await expect(drugs.filterTab('company')).toHaveAttribute('aria-pressed', 'true');
    await expect(drugs.filterTab('tradeName')).toHaveAttribute('aria-pressed', 'false');
    await expectParam(drugs, 'searchBy', 'company');
    expect(drugs.params().get('page')).toBe('1');
    await expect(drugs.cards).toHaveCount(Math.min(expected.total, 9));
    await expect(drugs.cards.first()).toContainText('GSK');
  });

  test('pages with previous and next, and back and forward restore the search', async ({
    page,
    lang,
    request,
  }) => {
    const expected = await apiSearch(request, 'gsk', 'company');
    const pages = Math.ceil(expected.total / 9);
    expect(pages).toBeGreaterThan(1);
    const drugs = new DrugIndexPage(page, lang);
    await drugs.open();
    await drugs.filterTab('company').click();
    await drugs.type('gsk');
    await expect(drugs.pageStatus(1, pages)).toBeVisible();
    await expect(drugs.previousButton()).toBeDisabled();
    const firstPage = await drugs.cardNames();

    await drugs.nextButton().click();
    await expectParam(drugs, 'page', '2');
    await expect(drugs.pageStatus(2, pages)).toBeVisible();
    await expect(drugs.resultsHeading).toBeFocused();
    await expect(drugs.cards.first()).toHaveText(
      new RegExp(escapeRegExp(drugs.displayName(expected.items[9] as ApiDrug).split(' ')[0] ?? '')),
    );
    const secondPage = await drugs.cardNames();
    expect(secondPage).not.toEqual(firstPage);

    await page.goBack();
    await expectParam(drugs, 'page', '1');
    await expect(drugs.pageStatus(1, pages)).toBeVisible();
    expect(await drugs.cardNames()).toEqual(firstPage);

    await page.goForward();
    await expect(drugs.pageStatus(2, pages)).toBeVisible();

    // Back to before the search: the box follows the URL.
    await page.goBack();
    await page.goBack();
    await expectParam(drugs, 'filter', null);
    await expect(drugs.searchBox).toHaveValue('');
    await expect(drugs.cards).toHaveCount(0);
    await page.goForward();
    await expect(drugs.searchBox).toHaveValue('gsk');
    await expect(drugs.filterTab('company')).toHaveAttribute('aria-pressed', 'true');
  });

  test('shows 4, 6 or 9 drugs per page by screen width (SPEC §9)', async ({ page, lang }) => {
    const drugs = new DrugIndexPage(page, lang);
    for (const [width, count] of [
      [360, 4],
      [800, 6],
      [1280, 9],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await drugs.open('?filter=gsk&searchBy=company&page=1');
      await expect(drugs.cards).toHaveCount(count);
    }
  });

  for (const query of [
    '?filter=pan&searchBy=price&page=1',
    '?filter=pan&searchBy=tradeName&page=0',
    '?filter=pan&searchBy=tradeName&page=two',
    '?filter=&searchBy=company&page=2',
    '?page=3',
  ]) {
    test(`resets an invalid query to trade name, page 1, no search: ${query}`, async ({
      page,
      lang,
      consoleErrors,
    }) => {
      const drugs = new DrugIndexPage(page, lang);
      await drugs.open(query);
      await expect.poll(() => drugs.params().toString()).toBe('');
      await expect(drugs.searchBox).toHaveValue('');
      await expect(drugs.filterTab('tradeName')).toHaveAttribute('aria-pressed', 'true');
      await expect(drugs.cards).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('a page past the end shows the last page instead', async ({ page, lang, request }) => {
    const { total } = await apiSearch(request, 'gsk', 'company');
    const last = Math.ceil(total / 9);
    const drugs = new DrugIndexPage(page, lang);
    await drugs.open('?filter=gsk&searchBy=company&page=99');
    await expectParam(drugs, 'page', String(last));
    await expect(drugs.pageStatus(last, last)).toBeVisible();
    await expect(drugs.nextButton()).toBeDisabled();
    await expect(drugs.cards).toHaveCount(total - (last - 1) * 9);
  });

  test('an empty result shows the no-results panel in place of the cards; "try again" selects the search', async ({
    page,
    lang,
    seriousA11yViolations,
  }) => {
    const drugs = new DrugIndexPage(page, lang);
    await drugs.open();
    await drugs.type('qqzzxx');
    await expect(drugs.noResults).toBeVisible();
    await expect(drugs.noResults).toContainText('qqzzxx');
    await expect(drugs.noResults).toContainText(drugs.text.noResults);
    // It does not take the focus: the search box keeps it.
    await expect(drugs.searchBox).toBeFocused();
    expect(await seriousA11yViolations()).toEqual([]);
    await drugs.noResults.getByRole('button', { name: drugs.text.tryAgain }).click();
    await expect(drugs.searchBox).toBeFocused();
    expect(
      await drugs.searchBox.evaluate(
        (input: HTMLInputElement) => (input.selectionEnd ?? 0) - (input.selectionStart ?? 0),
      ),
    ).toBe('qqzzxx'.length);
  });

  test('a card opens the detail dialog, which counts the search hit and puts the drug in the URL', async ({
    page,
    lang,
    request,
    consoleErrors,
    seriousA11yViolations,
  }) => {
    const expected = await apiSearch(request, QUERY[lang].panadol, 'tradeName');
    const drug = expected.items.find((item) => item.oldPrice !== null && item.mechanismOfAction);
    if (!drug?.oldPrice || !drug.mechanismOfAction) throw new Error('no repriced Panadol');
    const hits = operations(page, 'DrugSearchHit');
    const drugs = new DrugIndexPage(page, lang);
    await drugs.open(
      `?filter=${encodeURIComponent(QUERY[lang].panadol)}&searchBy=tradeName&page=1`,
    );
    await drugs.card(drugs.displayName(drug)).getByRole('button').click();

    const dialog = drugs.detailsDialog(drugs.displayName(drug));
    await expect(dialog).toBeVisible();
    await expectParam(drugs, 'id', drug.id);
    await expect(dialog).toContainText(`${drug.price} ${drugs.text.currency}`);
    await expect(dialog).toContainText(`${drug.oldPrice} ${drugs.text.currency}`);
    await expect(dialog.getByTestId('drug-price-change')).toBeVisible();
    await expect(dialog.locator('s')).toHaveCount(0);
    for (const generic of drug.genericNames) await expect(dialog).toContainText(generic);
    await expect(dialog).toContainText(drug.companies[0] ?? '');
    const paragraphs = drug.mechanismOfAction.split(/\n\s*\n/).length;
    await expect(dialog.locator('section p')).toHaveCount(paragraphs);

    const images = dialog.getByRole('link', { name: new RegExp(drugs.text.imageSearch) });
    await expect(images).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/search\?tbm=isch&q=/,
    );
    await expect(images).toHaveAttribute('target', '_blank');
    await expect(images).toHaveAttribute('rel', 'noopener noreferrer');
    const imageUrl = new URL((await images.getAttribute('href')) ?? '');
    expect(imageUrl.searchParams.get('q')).toBe(drug.tradeName);
    await expect(dialog.getByTestId('drug-interactions')).toHaveAttribute('target', '_blank');
    await expect(dialog.getByTestId('share-menu')).toBeVisible();
    expect(await seriousA11yViolations(DIALOG)).toEqual([]);

    // Opening from the results counts towards "most searched", with the visitor's anonymous id.
    await expect.poll(() => hits.length).toBe(1);
    const hit = hits[0]?.postDataJSON() as { variables: { id: string; anonymousId: string } };
    expect(hit.variables.id).toBe(drug.id);
    expect(hit.variables.anonymousId).toMatch(/^[0-9a-f-]{36}$/);

    // A share is counted (SPEC §7 share): the service, the drug and the method.
    const shared = page.waitForRequest(
      (request) => request.postData()?.includes('"share"') ?? false,
      { timeout: 15_000 },
    );
    await dialog.getByTestId('share-menu').click();
    await page.getByRole('menuitem').last().click();
    const batch = (await shared).postDataJSON() as {
      variables: { events: { name: string; params: Record<string, string> }[] };
    };
    expect(batch.variables.events.find((event) => event.name === 'share')?.params).toEqual({
      contentType: 'drug',
      itemId: drug.id,
      method: 'copy',
    });

    await drugs.closeButton(dialog).click();
    await expect(dialog).toBeHidden();
    await expectParam(drugs, 'id', null);
    // Back reopens it; Escape closes it again.
    await page.goBack();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });

  test('the detail dialog gives category, dosage form and uses in Arabic with the English beside them', async ({
    page,
    lang,
    request,
    consoleErrors,
  }) => {
    const [drug] = (await apiSearch(request, 'augmentin 1gm', 'tradeName')).items;
    if (!drug) throw new Error('no Augmentin in the demo catalogue');
    const drugs = new DrugIndexPage(page, lang);
    await drugs.open(`?filter=${encodeURIComponent('augmentin 1gm')}&searchBy=tradeName&page=1`);
    // The card has the dosage form in the page's language.
    const card = drugs.card(drugs.displayName(drug));
    await expect(card).toContainText(lang === 'ar' ? 'أقراص وكبسولات' : 'ORAL.SOLID');
    await card.getByRole('button').click();
    const dialog = drugs.detailsDialog(drugs.displayName(drug));
    await expect(dialog).toBeVisible();
    // Pharmacists know the English terms from the packs, so Arabic pages keep them beside.
    const beside = (arabic: string, english: string) => `${arabic} (\u2068${english}\u2069)`;
    const expected =
      lang === 'ar'
        ? {
            category: beside('بنسلينات', 'PENICILLINS'),
            route: beside('أقراص وكبسولات', 'ORAL.SOLID'),
            uses: beside('مضاد حيوي', 'ANTIBIOTIC'),
          }
        : { category: 'PENICILLINS', route: 'ORAL.SOLID', uses: 'ANTIBIOTIC' };
    for (const fact of ['category', 'route', 'uses'] as const) {
      await expect(drugs.fact(dialog, fact)).toHaveText(expected[fact]);
      await expect(drugs.fact(dialog, fact)).toHaveCSS('direction', lang === 'ar' ? 'rtl' : 'ltr');
    }
    // The mechanism of action stays as written (English here), in its own direction.
    const paragraph = dialog.locator('section p').first();
    await expect(paragraph).toHaveAttribute('dir', 'auto');
    await expect(paragraph).toHaveCSS('direction', 'ltr');
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, lang, 'drug-details');
    }
    expect(consoleErrors).toEqual([]);
  });

  test('an unknown shared drug says it is not in the index', async ({ page, lang }) => {
    const drugs = new DrugIndexPage(page, lang);
    await page.goto(`/${lang}/drug-index/00000000-0000-4000-8000-000000000000`);
    await expect(drugs.detailsDialog()).toBeVisible();
    await expect(drugs.detailsDialog().getByRole('alert')).toBeVisible();
  });

  test('similarities and alternatives list the equivalents of the chosen drug, chosen first', async ({
    page,
    lang,
    request,
    consoleErrors,
    seriousA11yViolations,
  }) => {
    const [augmentin] = (await apiSearch(request, 'augmentin 1gm', 'tradeName')).items;
    if (!augmentin) throw new Error('no Augmentin in the demo catalogue');
    const similar = await apiEquivalents(request, augmentin.id, 'similarities');
    const cheapest = await apiEquivalents(request, augmentin.id, 'similarities', 'price');
    const alternatives = await apiEquivalents(request, augmentin.id, 'alternatives');
    expect(similar.length).toBeGreaterThan(2);

    const drugs = new DrugIndexPage(page, lang);
    await drugs.open('?filter=augmentin&searchBy=tradeName&page=1');
    await drugs.tab('similarities').click();
    await expectParam(drugs, 'tab', 'similarities');
    const name = drugs.displayName(augmentin);
    await drugs.card(name).getByRole('button').click();
    await expectParam(drugs, 'id', augmentin.id);

    const heading = drugs.root.getByRole('heading', {
      name: new RegExp(drugs.text.equivalentsHeading.similarities),
    });
    await expect(heading).toContainText(name);
    await expect(drugs.cards.first()).toContainText(drugs.text.chosen);
    await expect(drugs.cards.filter({ hasText: drugs.text.chosen })).toHaveCount(1);
    const names = (list: ApiDrug[]) => list.slice(0, 9).map((drug) => drugs.displayName(drug));
    expect(await drugs.cardNames()).toEqual(names(similar));
    expect(await seriousA11yViolations()).toEqual([]);

    // The switch follows the URL, which changes a moment after the click: clicked, then awaited.
    const cheapestFirst = drugs.root.getByRole('switch', { name: drugs.text.cheapest });
    await cheapestFirst.click();
    await expect(cheapestFirst).toBeChecked();
    await expect.poll(() => drugs.cardNames()).toEqual(names(cheapest));
    // Cheapest first is in the URL: a shared or reloaded list keeps it.
    await expectParam(drugs, 'order', 'price');

    // The selection stays when switching to alternatives.
    await drugs.tab('alternatives').click();
    await expectParam(drugs, 'tab', 'alternatives');
    expect(drugs.params().get('id')).toBe(augmentin.id);
    await expect(
      drugs.root.getByRole('heading', {
        name: new RegExp(drugs.text.equivalentsHeading.alternatives),
      }),
    ).toBeVisible();
    await cheapestFirst.click();
    await expect(cheapestFirst).not.toBeChecked();
    await expect.poll(() => drugs.cardNames()).toEqual(names(alternatives));

    // Deselecting clears them: the search results are listed again.
    await drugs.root.getByRole('button', { name: drugs.text.clearSelection }).click();
    await expectParam(drugs, 'id', null);
    await expect(drugs.resultsHeading).toBeVisible();
    await expect(drugs.cards.filter({ hasText: drugs.text.chosen })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('the detail dialog leads to the alternatives of its drug', async ({
    page,
    lang,
    request,
  }) => {
    const [drug] = (await apiSearch(request, 'augmentin 1gm', 'tradeName')).items;
    if (!drug) throw new Error('no Augmentin in the demo catalogue');
    const drugs = new DrugIndexPage(page, lang);
    await drugs.open(`?id=${drug.id}`);
    const dialog = drugs.detailsDialog(drugs.displayName(drug));
    await dialog.getByRole('button', { name: drugs.text.showAlternatives }).click();
    await expect(dialog).toBeHidden();
    await expectParam(drugs, 'tab', 'alternatives');
    expect(drugs.params().get('id')).toBe(drug.id);
    await expect(drugs.tab('alternatives')).toHaveAttribute('aria-selected', 'true');
    await expect(drugs.cards.first()).toContainText(drugs.text.chosen);
  });

  test('the tabs move with the arrow keys, mirrored in Arabic', async ({ page, lang }) => {
    const drugs = new DrugIndexPage(page, lang);
    await drugs.open();
    await drugs.tab('results').focus();
    await page.keyboard.press(lang === 'ar' ? 'ArrowLeft' : 'ArrowRight');
    await expect(drugs.tab('alternatives')).toHaveAttribute('aria-selected', 'true');
    await expect(drugs.tab('alternatives')).toBeFocused();
    await expectParam(drugs, 'tab', 'alternatives');
  });

  test('sends drug_filter and button_click analytics events', async ({ page, lang }) => {
    const drugs = new DrugIndexPage(page, lang);
    await drugs.open();
    const batch = page.waitForRequest(
      (request) =>
        (request.postData()?.includes('AnalyticsTrack') &&
          request.postData()?.includes('drug_filter')) ??
        false,
      { timeout: 15_000 },
    );
    await drugs.filterTab('genericName').click();
    await drugs.tab('similarities').click();
    const body = (await batch).postDataJSON() as {
      variables: { events: { name: string; params: Record<string, string> }[] };
    };
    const events = body.variables.events.filter((event) => event.name !== 'screen_view');
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'drug_filter', params: { searchBy: 'genericName' } }),
        expect.objectContaining({ name: 'button_click', params: { button: 'similarities' } }),
      ]),
    );
  });

  test('shows the most searched drugs when nothing is searched; one opens its dialog', async ({
    page,
    lang,
    request,
  }) => {
    const { items } = await apiSearch(request, 'augmentin', 'tradeName');
    await page.route('**/graphql', async (route) => {
      if (!route.request().postData()?.includes('DrugsMostSearched')) return route.fallback();
      await route.fulfill({ json: { data: { drugsMostSearched: items.slice(0, 3) } } });
    });
    const drugs = new DrugIndexPage(page, lang);
    await drugs.open();
    const first = items[0] as ApiDrug;
    const chip = drugs.root.getByRole('button', {
      name: new RegExp(escapeRegExp(drugs.displayName(first))),
    });
    await expect(chip).toBeVisible();
    await chip.click();
    await expect(drugs.detailsDialog(drugs.displayName(first))).toBeVisible();
    await expectParam(drugs, 'id', first.id);
  });
});

test.describe('drug index on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the filter tabs become a dialog with radio options', async ({
    page,
    lang,
    seriousA11yViolations,
  }) => {
    const drugs = new DrugIndexPage(page, lang);
    await drugs.open();
    await expect(drugs.filterGroup).toBeHidden();
    await drugs.filterButton('tradeName').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('radio')).toHaveCount(4);
    await dialog.getByRole('radio', { name: drugs.text.filters.company }).check();
    await dialog.getByRole('button', { name: drugs.text.submit }).click();
    await expect(dialog).toBeHidden();
    await expect(drugs.filterButton('company')).toBeVisible();
    await drugs.type('gsk');
    await expectParam(drugs, 'searchBy', 'company');
    await expect(drugs.cards).toHaveCount(4);
    expect(await seriousA11yViolations()).toEqual([]);
  });

  test('nothing is wider than the screen', async ({ page, lang }) => {
    const drugs = new DrugIndexPage(page, lang);
    await drugs.open('?filter=augmentin&searchBy=tradeName&page=1');
    await expect(drugs.cards.first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
  });
});

test.describe('drug search on the home page', () => {
  test('searches in place, opens a drug and links to the full screen with the search', async ({
    page,
    lang,
    request,
    consoleErrors,
    seriousA11yViolations,
  }) => {
    const expected = await apiSearch(request, QUERY[lang].panadol, 'tradeName');
    const drugs = new DrugIndexPage(page, lang, true);
    await page.goto(`/${lang}`);
    // The search loads with the visitor's first input, here the pointer moving onto it.
    await drugs.root.hover();
    await expect(drugs.searchBox).toBeVisible();
    expect(await seriousA11yViolations()).toEqual([]);
    await drugs.type(QUERY[lang].panadol);
    await expect(drugs.cards).toHaveCount(Math.min(expected.total, 9));
    // The home page's URL does not change.
    expect(new URL(page.url()).search).toBe('');

    const first = expected.items[0] as ApiDrug;
    await drugs.card(drugs.displayName(first)).getByRole('button').click();
    const dialog = drugs.detailsDialog(drugs.displayName(first));
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await drugs.root.getByRole('link', { name: drugs.text.openFull }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/drug-index\\?`));
    const screen = new DrugIndexPage(page, lang);
    await expect(screen.searchBox).toHaveValue(QUERY[lang].panadol);
    await expect(screen.cards).toHaveCount(Math.min(expected.total, 9));
    expect(consoleErrors).toEqual([]);
  });
});
