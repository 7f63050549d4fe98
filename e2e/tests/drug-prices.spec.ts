import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { AdminDrugsPage } from '../pages/AdminDrugsPage';
import { ADMIN, ApiUser } from '../pages/NotificationsApi';
import { NotificationsPage } from '../pages/NotificationsPage';
import { screenshot } from '../pages/Screens';

const TEXT = {
  en: {
    currency: 'L.E.',
    up: 'Up',
    follow: 'Follow the price',
    following: 'Following the price',
    showCheapest: 'Show the cheapest',
    changed: (from: number, to: number) => `price changed from ${from} to ${to} L.E.`,
    followedTab: 'Followed drugs',
    unfollow: (name: string) => `Unfollow ${name}`,
    noneFollowed: 'You follow no drug',
    chart: 'Price over time',
    linkedin: 'Share on LinkedIn',
    whatsapp: 'Share on WhatsApp',
    copy: 'Copy link',
  },
  ar: {
    currency: 'ج.م',
    up: 'ارتفع',
    follow: 'تابع السعر',
    following: 'تتابع السعر',
    showCheapest: 'اعرض الأرخص',
    changed: (from: number, to: number) => `من ${from} إلى ${to} ج.م`,
    followedTab: 'أدوية أتابعها',
    unfollow: (name: string) => `إلغاء متابعة ${name}`,
    noneFollowed: 'لا تتابع سعر أي دواء',
    chart: 'السعر عبر الزمن',
    linkedin: 'مشاركة على لينكدإن',
    whatsapp: 'مشاركة على واتساب',
    copy: 'نسخ الرابط',
  },
} as const;

const WIDTHS = [375, 1280] as const;

function unique(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
}

const drugData = (tradeName: string, price: number, generic: string) => ({
  tradeName,
  genericNames: [generic],
  companies: ['E2E PHARMA'],
  routes: ['ORAL.SOLID'],
  pharmacologicalUses: ['ANALGESIC'],
  price,
});

/** A drug made by the admin through the API; its id. */
async function createDrug(admin: ApiUser, data: ReturnType<typeof drugData>): Promise<string> {
  const answer = await admin.graphql<{ drugCreate: { id: string } }>(
    'mutation($data: DrugInput!) { drugCreate(data: $data) { id } }',
    { data },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data?.drugCreate.id ?? '';
}

/**
 * Screenshots of the page at a phone's and a desktop's width (with `shown` scrolled into
 * view), back at the first size after.
 */
async function shotAtWidths(page: Page, lang: 'en' | 'ar', name: string, shown?: Locator) {
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: size.height });
    // A new width may lay the grid out anew: scroll once it has settled.
    if (shown) await expect(() => shown.scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass();
    await screenshot(page, lang, name);
  }
  await page.setViewportSize(size);
}

test.describe('drug prices (#17 points 7–9)', () => {
  test('the card and the dialog show how the price moved, its history and the cheapest equivalent', async ({
    page,
    lang,
    consoleErrors,
    seriousA11yViolations,
  }) => {
    test.setTimeout(90_000);
    const text = TEXT[lang];
    const admin = await ApiUser.signIn(ADMIN);
    const u = unique();
    const generic = `E2EGEN${u}`;
    const name = `E2E PRICOL ${u} 500 MG`;
    const id = await createDrug(admin, drugData(name, 30, generic));
    await createDrug(admin, drugData(`E2E PRICOL ${u} GENERIC`, 18, generic));
    const updated = await admin.graphql(
      'mutation($id: ID!, $data: DrugInput!) { drugUpdate(id: $id, data: $data) { id } }',
      { id, data: drugData(name, 36, generic) },
    );
    expect(updated.errors).toBeUndefined();

    // The index hears of the drugs within a moment.
    await expect(async () => {
      await page.goto(
        `/${lang}/drug-index?filter=${encodeURIComponent(`E2E PRICOL ${u}`)}&searchBy=tradeName&page=1`,
      );
      await expect(page.locator(`article[data-drug-id="${id}"]`)).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
    const card = page.locator(`article[data-drug-id="${id}"]`);
    // Up, by how much and from what: no struck-through price that reads as a discount.
    await expect(card.getByTestId('drug-card-move')).toContainText(text.up);
    await expect(card.getByTestId('drug-card-move')).toContainText('20');
    await expect(card.getByTestId('drug-card-move')).toContainText(`30 ${text.currency}`);
    await expect(card.locator('s')).toHaveCount(0);
    await shotAtWidths(page, lang, 'drug-prices-card', card);

    await card.getByRole('button').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`36 ${text.currency}`);
    await expect(dialog).toContainText(`30 ${text.currency}`);
    await expect(dialog.getByTestId('drug-price-change')).toContainText('20');
    await expect(dialog.getByTestId('price-chart')).toBeVisible();
    // (36 − 18) / 36: the cheapest drug with the same generic names saves half.
    const saving = dialog.getByTestId('drug-saving');
    await expect(saving).toContainText(`18 ${text.currency}`);
    await expect(saving).toContainText('50');
    expect(await seriousA11yViolations('[role="dialog"]')).toEqual([]);
    await shotAtWidths(page, lang, 'drug-prices-dialog');

    // The saving leads to the similar drugs, cheapest first, in the URL.
    await saving.getByRole('button', { name: text.showCheapest }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('order')).toBe('price');
    const params = new URL(page.url()).searchParams;
    expect(params.get('tab')).toBe('similarities');
    expect(params.get('id')).toBe(id);
    await expect(page.locator('article').nth(1)).toContainText(`18 ${text.currency}`);
    expect(consoleErrors).toEqual([]);
  });

  test('a follower hears live of the price an admin changes, and unfollows in the profile', async ({
    newContext,
    lang,
  }) => {
    test.setTimeout(120_000);
    const text = TEXT[lang];
    const [follower, admin] = await Promise.all([
      ApiUser.signUpQuiet(lang === 'ar' ? 'منى المتابعة' : 'Fay Follower'),
      ApiUser.signIn(ADMIN),
    ]);
    const name = `E2E ALERTOL ${unique()} 10 MG`;
    const id = await createDrug(admin, drugData(name, 30, `E2EALERT${unique()}`));

    const followerContext = await newContext();
    const adminContext = await newContext();
    await follower.signInBrowser(followerContext);
    const followerPage = await followerContext.newPage();
    await followerPage.goto(`/${lang}/drug-index?id=${id}`);
    const follow = followerPage.getByRole('dialog').getByTestId('drug-follow');
    await expect(follow).toHaveText(text.follow);
    await follow.click();
    await expect(follow).toHaveAttribute('aria-pressed', 'true');
    await expect(follow).toHaveText(text.following);

    const bell = new NotificationsPage(followerPage, lang);
    await bell.openHomeLive();
    await expect(bell.badge).toHaveCount(0);

    // The admin changes the price in the drug form.
    const adminPage = await adminContext.newPage();
    const form = new AdminDrugsPage(adminPage, lang);
    await form.signInAs(ADMIN);
    await form.open(`/drugs/${id}`);
    await expect(form.field(form.text.form.tradeName)).toHaveValue(name);
    await form.field(form.text.form.price).fill('36');
    await adminPage.getByRole('button', { name: form.text.form.save }).click();
    await expect(form.toast(form.text.form.saved(name))).toBeVisible();

    // "PANADOL 500 MG price changed from 30 to 36 L.E.", the name isolated in its direction.
    const change = text.changed(30, 36);
    await expect(bell.badge).toHaveText('1', { timeout: 10_000 });
    const toast = bell.toasts.filter({ hasText: change });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(name);
    await expect(bell.toasts).toHaveCount(0, { timeout: 8_000 });
    await bell.openBell();
    const entry = bell.panel.getByRole('link').filter({ hasText: change });
    await expect(entry).toBeVisible();
    await expect(entry).toContainText(name);
    await expect(entry).toHaveAttribute('href', `/${lang}/drug-index/${id}`);

    // The profile lists the followed drug; unfollowing empties the list.
    await followerPage.goto(`/${lang}/profile?tab=drugs`);
    const list = followerPage.getByTestId('followed-drugs');
    await expect(list).toContainText(name);
    await expect(list).toContainText(`36 ${text.currency}`);
    await shotAtWidths(followerPage, lang, 'drug-prices-profile', list);
    await list.getByRole('button', { name: text.unfollow(name) }).click();
    await expect(followerPage.getByText(text.noneFollowed)).toBeVisible();
  });

  test('the drug page offers what the dialog does: history and shares without JavaScript, following with it', async ({
    newContext,
    lang,
  }) => {
    test.setTimeout(120_000);
    const text = TEXT[lang];
    const [follower, admin] = await Promise.all([
      ApiUser.signUpQuiet(lang === 'ar' ? 'منى الصفحة' : 'Paige Reader'),
      ApiUser.signIn(ADMIN),
    ]);
    const u = unique();
    const generic = `E2EPAGE${u}`;
    const name = `E2E PAGEOL ${u} 500 MG`;
    const id = await createDrug(admin, drugData(name, 30, generic));
    const cheap = await createDrug(admin, drugData(`E2E PAGEOL ${u} GENERIC`, 18, generic));
    const updated = await admin.graphql(
      'mutation($id: ID!, $data: DrugInput!) { drugUpdate(id: $id, data: $data) { id } }',
      { id, data: drugData(name, 36, generic) },
    );
    expect(updated.errors).toBeUndefined();

    // Without JavaScript: the chart, the saving with its link, and share links that work.
    const reader = await newContext({ javaScriptEnabled: false });
    const page = await reader.newPage();
    const article = page.getByRole('article', { name });
    // The index hears of the cheaper drug within a moment.
    await expect(async () => {
      await page.goto(`/${lang}/drug-index/${id}`);
      await expect(article.locator('.saving')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    const chart = article.getByRole('img', { name: text.chart });
    await expect(chart).toBeVisible();
    await expect(chart.locator('path')).toHaveCount(1);
    await expect(article.locator('table tbody tr')).toHaveCount(1);
    await expect(article.locator('table tbody tr')).toContainText(`30 ${text.currency}`);
    await expect(article.locator('.saving')).toContainText(`18 ${text.currency}`);
    await expect(article.locator('.saving a')).toHaveAttribute(
      'href',
      `/${lang}/drug-index/${cheap}`,
    );
    const shared = new URL(`/${lang}/drug-index/${id}`, page.url()).href;
    const linkedin = article.getByRole('link', { name: text.linkedin });
    expect(new URL((await linkedin.getAttribute('href')) ?? '').searchParams.get('url')).toBe(
      shared,
    );
    const whatsapp = article.getByRole('link', { name: text.whatsapp });
    expect(await whatsapp.getAttribute('href')).toContain(encodeURIComponent(shared));
    await expect(article.getByRole('button', { name: text.copy })).toHaveCount(0);
    await shotAtWidths(page, lang, 'drug-page-history-no-js', chart);

    // With JavaScript and signed in: the app puts the follow toggle and copy link in place.
    const context = await newContext();
    await follower.signInBrowser(context);
    const signedIn = await context.newPage();
    const consoleErrors: string[] = [];
    signedIn.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await signedIn.goto(`/${lang}/drug-index/${id}`);
    const served = signedIn.getByRole('article', { name });
    await expect(served.getByRole('img', { name: text.chart })).toBeVisible();
    await signedIn.mouse.move(20, 300);
    await signedIn.locator('html[data-ready]').waitFor({ state: 'attached' });
    const follow = served.getByTestId('drug-follow');
    await expect(follow).toHaveText(text.follow);
    await expect(served.getByRole('button', { name: text.copy })).toBeVisible();
    await follow.click();
    await expect(follow).toHaveAttribute('aria-pressed', 'true');
    await expect(follow).toHaveText(text.following);
    const followed = await follower.graphql<{ drugFollowed: boolean }>(
      'query($id: ID!) { drugFollowed(id: $id) }',
      { id },
    );
    expect(followed.data?.drugFollowed).toBe(true);
    await shotAtWidths(signedIn, lang, 'drug-page-follow', follow);
    expect(consoleErrors).toEqual([]);
  });
});
