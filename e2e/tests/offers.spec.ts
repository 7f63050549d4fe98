import { expect, test } from '../fixtures';
import { ADMIN, ApiUser } from '../pages/NotificationsApi';
import { NotificationsPage } from '../pages/NotificationsPage';
import { OffersPage } from '../pages/OffersPage';

function unique(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
}

test.describe('offers', () => {
  test('a signed-out visitor is sent home, asked to log in', async ({ page, lang }) => {
    await page.goto(`/${lang}/offers`);
    await expect(page).toHaveURL(`/${lang}?next=${encodeURIComponent(`/${lang}/offers`)}`);
  });

  test('an admin creates an offer: subscribed users are told live, others are not', async ({
    newContext,
    lang,
  }) => {
    test.setTimeout(60_000);
    const [subscriber, optedOut, admin] = await Promise.all([
      ApiUser.signUp('Offer Fan'),
      ApiUser.signUpQuiet('Offer Skeptic'),
      ApiUser.signIn(ADMIN),
    ]);

    const userContext = await newContext();
    const adminContext = await newContext();
    await subscriber.signInBrowser(userContext);
    await admin.signInBrowser(adminContext);
    const n = new NotificationsPage(await userContext.newPage(), lang);
    const o = new OffersPage(await adminContext.newPage(), lang);
    await n.openHomeLive();

    const id = unique();
    const title = { en: `Vitamin week ${id}`, ar: `أسبوع الفيتامينات ${id}` };
    await o.openAdmin();
    await o.page.getByRole('link', { name: o.text.admin.newOffer }).click();
    await o.field('title', 'en').fill(title.en);
    await o.field('title', 'ar').fill(title.ar);
    await o.field('description', 'en').fill('20% off every vitamin this week.');
    await o.field('description', 'ar').fill('خصم 20٪ على كل الفيتامينات هذا الأسبوع.');
    // The toast lasts 3 s: start watching for it before the offer is published.
    const notice = n.text.newOffer(title[lang]);
    const toastShown = n.toasts
      .filter({ hasText: notice })
      .waitFor({ state: 'attached', timeout: 15_000 });
    await o.page.getByRole('button', { name: o.text.admin.create }).click();
    await expect(o.page).toHaveURL(`/${lang}/admin/offers`);
    await expect(o.page.getByRole('link', { name: title[lang], exact: true })).toBeVisible();

    await toastShown;
    await expect(n.badge).toBeVisible();
    await n.openBell();
    // Other tests publish offers too: the entry may be on a later page of the bell, and one of
    // theirs arriving live at the top can move it just as it is clicked (then try again).
    await expect(async () => {
      if (!(await n.panel.isVisible())) {
        await n.openHome();
        await n.openBell();
      }
      await (await n.findInBell(notice)).click();
      await expect(n.page.getByRole('heading', { level: 1, name: title[lang] })).toBeVisible({
        timeout: 2000,
      });
    }).toPass({ timeout: 20_000 });
    await expect(n.page).toHaveURL(new RegExp(`/${lang}/offers/[0-9a-f-]{36}$`));
    await expect(n.page.getByRole('heading', { level: 1, name: title[lang] })).toBeVisible();

    const skipped = await optedOut.notifications(5);
    expect(skipped.some((row) => row.title.en === `New offer: ${title.en}`)).toBe(false);
  });

  test('the list pages 10 at a time with the page in the URL; the detail shares', async ({
    page,
    lang,
  }) => {
    test.setTimeout(90_000);
    const [user, admin] = await Promise.all([
      ApiUser.signUp('Offer Browser'),
      ApiUser.signIn(ADMIN),
    ]);
    const batch = unique();
    let newestId = '';
    for (let index = 1; index <= 11; index += 1) {
      newestId = await admin.createOffer(
        { en: `Offer ${batch} number ${index}`, ar: `عرض ${batch} رقم ${index}` },
        {
          en: `Details of offer ${index}: discounts for pharmacies across Egypt.`,
          ar: `تفاصيل العرض ${index}: خصومات للصيدليات في كل أنحاء مصر.`,
        },
      );
    }
    await user.signInBrowser(page.context());
    const o = new OffersPage(page, lang);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await o.openList();
      await expect(o.cards).toHaveCount(10);
      const newest = lang === 'ar' ? `عرض ${batch} رقم 11` : `Offer ${batch} number 11`;
      await o.shot('offers-list');
      if (width === 1440) {
        const firstOnPage1 = (await o.cards.first().textContent()) ?? '';
        await o.page.getByRole('button', { name: o.text.next }).click();
        await expect(o.page).toHaveURL(/\?page=2$/);
        // Page 1 stays on screen until page 2 has arrived.
        await expect(o.cards.first()).not.toHaveText(firstOnPage1);
        const firstOnPage2 = await o.cards.first().textContent();
        // Reload asks by the cursor kept in the history entry: the same page, whatever was
        // published since (other tests publish offers at the same time).
        await o.page.reload();
        await expect(o.cards.first()).toHaveText(firstOnPage2 ?? '');
        // A typed link to page 2 is restored from the top.
        await o.openList('?page=2');
        await expect(o.cards.first()).toBeVisible();
        await expect(o.page.getByRole('button', { name: o.text.previous })).toBeEnabled();
        await o.page.getByRole('button', { name: o.text.previous }).click();
        await expect(o.page).toHaveURL(`/${lang}/offers`);
        await expect(o.cards).toHaveCount(10);
      }
      // Other tests publish offers too: open this test's newest by its link.
      await o.page.goto(`/${lang}/offers/${newestId}`);
      await expect(o.detail).toBeVisible();
      await expect(o.page.getByRole('heading', { level: 1 })).toHaveText(newest);
      await expect(o.detail).toContainText(
        lang === 'ar' ? 'تفاصيل العرض 11' : 'Details of offer 11',
      );
      await expect(o.page.getByTestId('share-menu')).toBeVisible();
      await o.shot('offer-detail');
    }
  });

  test('admins edit and delete offers; screens', async ({ page, lang }) => {
    // Two widths, each with the list, the new form checked and filled, and a long offer's edit.
    test.setTimeout(120_000);
    const admin = await ApiUser.signIn(ADMIN);
    const id = unique();
    const title = { en: `Edit me ${id}`, ar: `عدّلني ${id}` };
    const offerId = await admin.createOffer(title, {
      en: 'An offer that will be edited and then deleted.',
      ar: 'عرض سيُعدّل ثم يُحذف.',
    });

    await admin.signInBrowser(page.context());
    const o = new OffersPage(page, lang);
    await o.openAdmin();
    await o.page.getByRole('link', { name: o.text.admin.edit(title[lang]) }).click();
    await expect(o.page).toHaveURL(`/${lang}/admin/offers/${offerId}`);
    const field = o.field('title', lang);
    await expect(field).toHaveValue(title[lang]);
    const edited = `${title[lang]} ✓`;
    await field.fill(edited);
    await o.page.getByRole('button', { name: o.text.admin.save }).click();
    await expect(o.page).toHaveURL(`/${lang}/admin/offers`);
    await expect(o.page.getByRole('link', { name: edited, exact: true })).toBeVisible();

    await o.page.getByRole('button', { name: o.text.admin.delete(edited) }).click();
    await o.page
      .getByRole('dialog')
      .getByRole('button', { name: o.text.admin.confirmDelete, exact: true })
      .click();
    await expect(o.page.getByRole('link', { name: edited, exact: true })).toHaveCount(0);

    // A long Arabic description over several paragraphs: the form's text areas grow with it.
    // Its digits are Latin, as the house style writes them (ADR 0020): other pages' sweeps may
    // show this offer.
    const long = {
      en: Array.from(
        { length: 4 },
        (_, n) => `Paragraph ${n + 1}: 15% off every vitamin and supplement in the pharmacy.`,
      ).join('\n\n'),
      ar: Array.from(
        { length: 6 },
        (_, n) =>
          `الفقرة ${n + 1}: خصم 15٪ على كل الفيتامينات والمكملات الغذائية في الصيدلية، حتى نهاية الأسبوع ولجميع الفروع في القاهرة والإسكندرية.`,
      ).join('\n\n'),
    };
    const longId = await admin.createOffer({ en: `Long ${id}`, ar: `طويل ${id}` }, long);

    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await o.openAdmin();
      await expect(
        o.page.getByRole('heading', { level: 1, name: o.text.admin.title }),
      ).toBeVisible();
      await expect(o.page.locator('.ant-spin-spinning')).toHaveCount(0);
      await o.shot('admin-offers');
      await o.page.getByRole('link', { name: o.text.admin.newOffer }).click();
      const arabic = o.field('description', 'ar');
      await expect(arabic).toHaveAttribute('dir', 'rtl');
      await expect(arabic).toHaveAttribute('lang', 'ar');
      await expect(o.field('description', 'en')).toHaveAttribute('dir', 'ltr');
      await o.field('title', 'en').fill('Hi');
      await o.field('title', 'en').blur();
      await expect(o.page.getByText(o.text.admin.length(3, 120))).toBeVisible();
      await arabic.fill(long.ar);
      await expect(o.page.getByText(`${long.ar.length} / 2000`)).toBeVisible();
      await o.shot('admin-offer-form');

      await o.openAdmin(`/${longId}`);
      await expect(o.field('description', 'ar')).toHaveValue(long.ar);
      await o.shot('admin-offer-edit', { fullPage: true });
    }
  });
});
