import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { AuthDialog } from '../pages/AuthDialog';
import { DrugIndexPage } from '../pages/DrugIndexPage';
import { ADMIN, ApiUser } from '../pages/NotificationsApi';
import { NotificationsPage } from '../pages/NotificationsPage';
import { PrescriptionsPage } from '../pages/PrescriptionsPage';
import { screenshot } from '../pages/Screens';
import { openApp } from '../pages/ShellPage';

/** The catalogue texts these paths look for (app, auth, prescriptions messages). */
const TEXT = {
  en: {
    skip: 'Skip to main content',
    signedIn: 'You are signed in',
    emailRequired: 'Enter your email address',
    noDrugs: 'No drugs found for',
    commentPosted: 'Your comment was posted',
  },
  ar: {
    skip: 'انتقل إلى المحتوى الرئيسي',
    signedIn: 'تم تسجيل دخولك',
    emailRequired: 'اكتب بريدك الإلكتروني',
    noDrugs: 'لم يُعثر على أدوية',
    commentPosted: 'تم نشر تعليقك',
  },
} as const;

/** A start that has several suggestions (Panadol's). */
const PREFIX = { en: 'pana', ar: 'بانا' } as const;

/** The error red of the theme (tokens `danger`): the focus ring of an invalid field. */
const DANGER = 'rgb(207, 19, 34)';

/** Whether the focused element is `locator`'s element (or, with `within`, inside it). */
async function hasFocus(locator: Locator, within = false): Promise<boolean> {
  return locator.evaluate(
    (element, inside) =>
      inside ? element.contains(document.activeElement) : element === document.activeElement,
    within,
  );
}

/** The focused element's tag, for messages. */
function activeTag(page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.tagName ?? '');
}

/** Whether the element at the centre of `locator` is it (or inside it): nothing covers it. */
async function uncovered(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return top !== null && element.contains(top);
  });
}

test.describe('keyboard and screen-reader paths', () => {
  test('the skip link comes first and lands on main; the no-results panel leaves typing alone', async ({
    page,
    lang,
  }) => {
    const drugs = new DrugIndexPage(page, lang);
    await openApp(page, `/${lang}/drug-index`);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: TEXT[lang].skip });
    expect(await hasFocus(skip)).toBe(true);
    await expect(skip).toBeInViewport();
    // At the reading start: left in English, right in Arabic.
    const box = await skip.boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    if (lang === 'ar') expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan(width / 2);
    else expect(box?.x ?? width).toBeLessThan(width / 2);
    await screenshot(page, lang, 'skip-link');
    await page.keyboard.press('Enter');
    expect(await hasFocus(page.getByRole('main')), await activeTag(page)).toBe(true);

    // A pause longer than the search's 1 s runs an empty search; the next keys still land.
    await drugs.searchBox.focus();
    await page.keyboard.type('qqz', { delay: 40 });
    await expect(drugs.noResults).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: TEXT[lang].noDrugs })).toBeVisible();
    expect(await hasFocus(drugs.searchBox)).toBe(true);
    await page.keyboard.type('zxx', { delay: 40 });
    await expect(drugs.searchBox).toHaveValue('qqzzxx');
    expect(await hasFocus(drugs.searchBox)).toBe(true);
    await expect(drugs.noResults).toContainText('qqzzxx');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await screenshot(page, lang, 'drug-no-results');

    // Tab reaches its button.
    const tryAgain = drugs.noResults.getByRole('button', { name: drugs.text.tryAgain });
    await expect(async () => {
      await page.keyboard.press('Tab');
      expect(await hasFocus(tryAgain)).toBe(true);
    }).toPass({ timeout: 10_000 });
  });

  for (const width of [375, 1280]) {
    test(`suggestions never cover the "search by" options (${width} px)`, async ({
      page,
      lang,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const drugs = new DrugIndexPage(page, lang);
      await drugs.open();
      const option = width < 600 ? drugs.filterButton('tradeName') : drugs.filterTab('genericName');
      await drugs.type(PREFIX[lang]);
      await expect(drugs.suggestions).toBeVisible();
      // Once the results are in, the list steps aside: nothing below the box is covered.
      await expect(drugs.cards.first()).toBeVisible();
      await expect(drugs.suggestions).toBeHidden();
      expect(await uncovered(drugs.cards.first())).toBe(true);
      // The arrow keys bring it back, and it stays while in use.
      await drugs.searchBox.press('ArrowDown');
      await expect(drugs.suggestions).toBeVisible();
      expect(await uncovered(option)).toBe(true);
      await screenshot(page, lang, 'suggestions-with-options');
      // The pointer goes there while they show: the click reaches it, and they close.
      await option.click();
      await expect(drugs.suggestions).toBeHidden();
      if (width < 600) {
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.keyboard.press('Escape');
      } else {
        await expect(option).toHaveAttribute('aria-pressed', 'true');
      }

      // The same on the home page's search.
      const home = new DrugIndexPage(page, lang, true);
      await page.goto(`/${lang}`);
      await home.root.hover();
      await home.type(PREFIX[lang]);
      await expect(home.cards.first()).toBeVisible();
      await home.searchBox.press('ArrowDown');
      await expect(home.suggestions).toBeVisible();
      const homeOption =
        width < 600 ? home.filterButton('tradeName') : home.filterTab('genericName');
      expect(await uncovered(homeOption)).toBe(true);
      await page.keyboard.press('Escape');
      await expect(home.suggestions).toBeHidden();
    });
  }

  test('the bell opens its panel in place: focus inside, arrows move, Esc returns', async ({
    page,
    lang,
  }) => {
    test.setTimeout(90_000);
    const [author, commenter, admin] = await Promise.all([
      ApiUser.signUpQuiet(lang === 'ar' ? 'سلمى صاحبة الروشتة' : 'Keyboard Author'),
      ApiUser.signUpQuiet(lang === 'ar' ? 'حازم المعلق' : 'Keyboard Commenter'),
      ApiUser.signIn(ADMIN),
    ]);
    const prescriptionId = await author.createPrescription(`Keys ${Date.now()}`);
    await admin.acceptPrescription(prescriptionId);
    await expect.poll(() => author.unreadCount()).toBeGreaterThan(0);

    await author.signInBrowser(page.context());
    const n = new NotificationsPage(page, lang);
    await n.openHomeLive();
    // A notification's toast is news, not an alarm: polite.
    await commenter.comment(prescriptionId, 'Keyboard check.');
    const toast = n.toasts.filter({ hasText: n.text.commented(commenter.name) });
    await expect(toast).toBeVisible();
    await expect(toast).toHaveAttribute('role', 'status');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(toast).toHaveCount(0, { timeout: 6000 });

    const bell = n.bell;
    await bell.focus();
    const button = await bell.elementHandle();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: n.text.title });
    await expect(panel).toBeVisible();
    // The same button, still named and expanded, controlling the panel that has the focus.
    expect(await button?.evaluate((element) => element.isConnected)).toBe(true);
    await expect(bell).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toHaveAttribute('id', (await bell.getAttribute('aria-controls')) ?? '');
    await expect.poll(() => hasFocus(panel, true)).toBe(true);

    // Waiting for review, approved, and the comment.
    const entries = n.entries();
    await expect(entries).toHaveCount(3);
    await page.keyboard.press('ArrowDown');
    expect(await hasFocus(entries.nth(0))).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await hasFocus(entries.nth(1))).toBe(true);
    await page.keyboard.press('End');
    expect(await hasFocus(entries.nth(2))).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await hasFocus(entries.nth(2))).toBe(true);
    await page.keyboard.press('Home');
    expect(await hasFocus(entries.nth(0))).toBe(true);
    await page.keyboard.press('ArrowUp');
    expect(await hasFocus(entries.nth(0))).toBe(true);
    await n.shot('bell-panel-keyboard');

    // The panel hangs from the bell's end edge: its right in English, its left in Arabic.
    const bellBox = await bell.boundingBox();
    const panelBox = await panel.boundingBox();
    if (lang === 'ar') expect(Math.abs((panelBox?.x ?? 0) - (bellBox?.x ?? 99))).toBeLessThan(2);
    else
      expect(
        Math.abs(
          (panelBox?.x ?? 0) + (panelBox?.width ?? 0) - (bellBox?.x ?? 0) - (bellBox?.width ?? 0),
        ),
      ).toBeLessThan(2);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    expect(await hasFocus(bell)).toBe(true);
    await expect(bell).toHaveAttribute('aria-expanded', 'false');

    // Space opens it too; Tab goes through it and on to the rest of the header, closing it.
    await page.keyboard.press('Space');
    await expect(panel).toBeVisible();
    await expect.poll(() => hasFocus(panel, true)).toBe(true);
    // (Asked of the page: the panel goes as the focus leaves it.)
    const focusInDialog = () =>
      page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
    await expect(async () => {
      await page.keyboard.press('Tab');
      expect(await focusInDialog()).toBe(false);
    }).toPass({ timeout: 10_000 });
    await expect(panel).toBeHidden();
    expect(await hasFocus(page.getByRole('banner'), true)).toBe(true);

    // On a phone it spans the screen below the header.
    await page.setViewportSize({ width: 375, height: 720 });
    await bell.click();
    await expect(panel).toBeVisible();
    await expect(panel).toBeInViewport({ ratio: 1 });
    await n.shot('bell-panel-keyboard');
  });

  test('focus after signing in, opening a prescription and sending a comment; invalid fields say why', async ({
    page,
    lang,
  }) => {
    test.setTimeout(90_000);
    const [reader, author, admin] = await Promise.all([
      ApiUser.signUpQuiet(lang === 'ar' ? 'رنا القارئة' : 'Keyboard Reader'),
      ApiUser.signUpQuiet(lang === 'ar' ? 'عمر الكاتب' : 'Keyboard Writer'),
      ApiUser.signIn(ADMIN),
    ]);
    const title = `${lang === 'ar' ? 'روشتة المفاتيح' : 'Keyboard case'} ${Date.now()}`;
    const prescriptionId = await author.createPrescription(title);
    await admin.acceptPrescription(prescriptionId);

    const auth = new AuthDialog(page, lang);
    await openApp(page, `/${lang}`);
    await auth.headerLogin.focus();
    await page.keyboard.press('Enter');
    await expect(auth.withTitle('signin')).toBeVisible();

    // An empty e-mail says what is wrong, and its focus ring is solid error red.
    await auth.password.focus();
    await page.keyboard.press('Enter');
    await expect(auth.message(TEXT[lang].emailRequired)).toBeVisible();
    expect(await hasFocus(auth.email)).toBe(true);
    const ring = await auth.email.evaluate(
      (input) => getComputedStyle(input.closest('.ant-input-affix-wrapper') ?? input).boxShadow,
    );
    expect(ring).toContain(DANGER);

    await auth.email.fill(reader.email);
    await auth.password.fill('dawa-e2e-2026');
    await page.keyboard.press('Enter');
    await expect(auth.dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: TEXT[lang].signedIn })).toBeVisible();
    await expect.poll(() => hasFocus(page.getByRole('main'))).toBe(true);

    // Opening a prescription from the list puts the focus on its heading.
    const presc = new PrescriptionsPage(page, lang);
    await presc.openList();
    const link = presc.card(title).getByRole('link', { name: title });
    await link.focus();
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { level: 1, name: title });
    await expect(heading).toBeVisible();
    await expect.poll(() => hasFocus(heading)).toBe(true);

    // Sending a comment keeps the focus in the box and says it was posted.
    const box = page.getByLabel(presc.text.commentLabel, { exact: true });
    await box.focus();
    await page.keyboard.type(lang === 'ar' ? 'جرّب جرعة أقل.' : 'Try a lower dose.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: TEXT[lang].commentPosted }),
    ).toBeAttached();
    await expect(box).toHaveValue('');
    expect(await hasFocus(box)).toBe(true);
  });
});
