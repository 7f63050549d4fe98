import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { ADMIN, FacilitiesApiUser, FacilitiesPage, facilityPhoto } from '../pages/FacilitiesPage';
import { ModerationPage } from '../pages/ModerationPage';
import { expectNoMetadata, photoWithGps } from '../pages/photoMetadata';
import { screenshot } from '../pages/Screens';

const NAMES = { en: 'Facility Owner', ar: 'صاحب الصيدلية' } as const;

function unique(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
}

/**
 * A price band of this test's own (the list has no words to search by): three facilities priced
 * inside it are the only ones a `minPrice`/`maxPrice` filter shows, whatever other tests add.
 */
function priceBand(): number {
  return 100_000_000 + Math.floor(Math.random() * 800_000) * 1000;
}

/** Waits until the tab's live facility stream has been answered, so a change sent next arrives. */
function facilityStream(page: Page) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postData() ?? '').includes('subscription PropertyChanged') &&
      (response.headers()['content-type'] ?? '').startsWith('text/event-stream'),
  );
}

/** A new user's facility ad, accepted by the admin; the user signed in on `page`. */
async function ownAcceptedAd(page: Page, lang: keyof typeof NAMES, label: string) {
  const [poster, admin] = await Promise.all([
    FacilitiesApiUser.signUp(NAMES[lang]),
    FacilitiesApiUser.signIn(ADMIN),
  ]);
  const name = unique(label);
  const id = await poster.createAcceptedFacility(admin, name);
  await poster.signInBrowser(page.context());
  return { admin, id, name, facilities: new FacilitiesPage(page, lang) };
}

test.describe('facilities', () => {
  test('a signed-out visitor is sent home, asked to log in', async ({ page, lang }) => {
    await page.goto(`/${lang}/facilities`);
    await expect(page).toHaveURL(`/${lang}?next=${encodeURIComponent(`/${lang}/facilities`)}`);
  });

  test('written with three photos (reordered, one removed, GPS gone), accepted in the moderation tab, it shows live in another user’s list and tells their alert', async ({
    page,
    lang,
    newContext,
    consoleErrors,
    seriousA11yViolations,
  }) => {
    test.setTimeout(120_000);
    const [owner, reader] = await Promise.all([
      FacilitiesApiUser.signUp(NAMES[lang]),
      FacilitiesApiUser.signUp(NAMES[lang]),
    ]);
    await owner.signInBrowser(page.context());
    const facilities = new FacilitiesPage(page, lang);
    const form = facilities.text.form;
    await page.goto(`/${lang}/add-facility`);

    // Checked as it is filled, with the §5 messages.
    const publish = page.getByRole('button', { name: form.publish });
    await publish.click();
    await expect(page.getByText(form.invalidName)).toBeVisible();
    await expect(page.getByText(form.invalidPrice)).toBeVisible();
    await expect(page.getByText(form.invalidArea)).toBeVisible();

    const name = unique(lang === 'ar' ? 'صيدلية مرخصة بالدقي' : 'Licensed pharmacy in Dokki');
    await page.getByLabel(form.name).fill(name);
    await facilities.choose(form.listedFor, facilities.text.forSale);
    await facilities.choose(form.type, facilities.text.pharmacy);
    await facilities.choose(form.city, facilities.text.giza);
    await facilities.choose(form.region, form.dokki);
    await page.getByLabel(form.address).fill('12 Tahrir Street, Dokki');
    await page.getByLabel(form.price).fill('1250000');
    await page.getByLabel(form.area).fill('85');
    await page.getByLabel(form.income).fill('8000');
    await page
      .getByLabel(form.description)
      .fill('A licensed pharmacy with its stock and fittings, on a busy street near the metro.');
    await page.getByLabel(form.phone).fill('01012345678');

    // Three photos at once; the first moves after the second, then the last is removed.
    await page.getByLabel(form.photos, { exact: true }).setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: facilityPhoto(0) },
      // A phone photo: where it was taken must not be served.
      { name: 'inside.jpg', mimeType: 'image/jpeg', buffer: await photoWithGps() },
      { name: 'stock.png', mimeType: 'image/png', buffer: facilityPhoto(2) },
    ]);
    const chosen = page.getByRole('list', { name: form.chosen });
    await expect(chosen.getByRole('listitem')).toHaveCount(3);
    // Each file is sniffed, stripped and resized to WebP with thumbnails: slow on a loaded CI.
    await expect(chosen.getByTestId('photos-file')).toHaveCount(0, { timeout: 45_000 });
    await expect(chosen.getByRole('button', { name: form.remove(3) })).toBeVisible();
    await chosen.getByRole('button', { name: form.moveLater(1) }).click();
    await chosen.getByRole('button', { name: form.remove(3) }).click();
    await expect(chosen.getByRole('listitem')).toHaveCount(2);
    expect(await seriousA11yViolations('form')).toEqual([]);
    await facilities.shot('facility-form');
    await page.setViewportSize({ width: 375, height: 800 });
    await facilities.shot('facility-form');
    await page.setViewportSize({ width: 1280, height: 720 });

    await publish.click();
    await expect(page.getByRole('status').filter({ hasText: form.pending })).toBeVisible();
    await page.getByRole('link', { name: facilities.text.mine }).click();
    const mine = facilities.card(name);
    await expect(mine).toContainText(facilities.text.labels.inReview);
    await facilities.shot('my-facilities');
    await page.setViewportSize({ width: 375, height: 800 });
    await facilities.shot('my-facilities');
    await page.setViewportSize({ width: 1280, height: 720 });

    // Another user's list is open while a moderator accepts it in the facilities tab.
    await reader.signInBrowser(page.context());
    const live = facilityStream(page);
    await facilities.openList('?listed=sale&type=pharmacy&city=giza&region=giza.dokki');
    await live;
    // …with these filters saved as an alert.
    await page.getByRole('button', { name: facilities.text.alerts.save }).click();
    await expect(
      page.getByRole('main').getByRole('status').filter({ hasText: facilities.text.alerts.saved }),
    ).toBeVisible();
    const adminContext = await newContext();
    const adminPage = await adminContext.newPage();
    const admin = await FacilitiesApiUser.signIn(ADMIN);
    await admin.signInBrowser(adminContext);
    const moderation = new ModerationPage(adminPage, lang, 'facility');
    await adminPage.goto(`/${lang}/admin/moderation?kind=facility`);
    const item = await moderation.find(name);
    // The cover is the photo moved first: the second one chosen.
    await expect(item.getByRole('link', { name: moderation.text.openPhoto(name) })).toBeVisible();
    await moderation.shot('moderation-facilities');
    await adminPage.setViewportSize({ width: 375, height: 800 });
    await moderation.shot('moderation-facilities');
    await item.getByRole('button', { name: moderation.text.accept(name) }).click();
    await expect(moderation.toast(moderation.text.accepted(name))).toBeVisible();

    const card = facilities.card(name);
    await expect(card).toBeVisible();
    await expect(
      page
        .locator('.ant-notification-notice')
        .filter({ hasText: facilities.text.alerts.told })
        .filter({ hasText: name }),
    ).toBeVisible();
    await expect(card).toContainText(facilities.text.price('1,250,000'));
    await expect(card).toContainText(facilities.text.area('85'));
    // The first cover is the page's largest paint and loads at once; the others wait their turn.
    // (Other tests' facilities may come first, some without a photo.)
    const [first, ...others] = await facilities.cards().locator('img').all();
    await expect(first ?? card).toHaveAttribute('fetchpriority', 'high');
    for (const other of others) await expect(other).toHaveAttribute('loading', 'lazy');
    // Two photos kept, each served (full and thumbnail) without the phone photo's GPS.
    const href = await card.locator(`a[href*="/${lang}/facilities/"]`).first().getAttribute('href');
    const urls = await owner.photoUrls(href?.split('/').pop() ?? '');
    expect(urls).toHaveLength(4);
    for (const url of urls) await expectNoMetadata(page.request, url);
    expect(await seriousA11yViolations()).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('filters and the order stay in the URL through reload and back and forward', async ({
    page,
    lang,
    consoleErrors,
    seriousA11yViolations,
  }) => {
    const [poster, admin] = await Promise.all([
      FacilitiesApiUser.signUp(NAMES[lang]),
      FacilitiesApiUser.signIn(ADMIN),
    ]);
    const band = priceBand();
    const tag = unique('Zq');
    const cheap = `${tag} clinic to rent`;
    const middle = `${tag} pharmacy for sale`;
    const dear = `${tag} pharmacy in Smouha`;
    await poster.createAcceptedFacility(admin, cheap, {
      price: band + 100,
      listedForId: 'rent',
      typeId: 'clinic',
      isClosed: true,
    });
    await poster.createAcceptedFacility(admin, dear, {
      price: band + 300,
      cityId: 'alexandria',
      regionId: 'alexandria.smouha',
    });
    await poster.createAcceptedFacility(admin, middle, { price: band + 200 });
    await poster.signInBrowser(page.context());
    const facilities = new FacilitiesPage(page, lang);

    await facilities.openList(`?minPrice=${band}&maxPrice=${band + 999}`);
    await expect(facilities.heading()).toHaveText(facilities.text.heading);
    await expect(facilities.cards()).toHaveCount(3);
    // Newest first by default.
    await expect(facilities.cards().first()).toHaveAccessibleName(middle);
    expect(await seriousA11yViolations()).toEqual([]);
    await facilities.shot('facilities-list');
    await page.setViewportSize({ width: 375, height: 800 });
    await facilities.shot('facilities-list');
    await page.setViewportSize({ width: 1280, height: 720 });

    // Price, lowest first: the order is in the URL and survives a reload.
    await facilities.sort().selectOption('priceAsc');
    await expect(page).toHaveURL(/sort=priceAsc/);
    await expect(facilities.cards().first()).toHaveAccessibleName(cheap);
    await expect(facilities.cards().last()).toHaveAccessibleName(dear);
    await page.reload();
    await expect(facilities.sort()).toHaveValue('priceAsc');
    await expect(facilities.cards().first()).toHaveAccessibleName(cheap);

    // A governorate, then a district; then the status.
    await facilities
      .filter(facilities.text.city)
      .selectOption({ label: facilities.text.alexandria });
    await expect(page).toHaveURL(/city=alexandria/);
    await expect(facilities.cards()).toHaveCount(1);
    await facilities.filter(facilities.text.region).selectOption({ label: facilities.text.smouha });
    await expect(page).toHaveURL(/region=alexandria\.smouha/);
    await page.reload();
    await expect(facilities.filter(facilities.text.region)).toHaveValue('alexandria.smouha');
    await expect(facilities.cards()).toHaveCount(1);
    await page.goBack();
    await page.goBack();
    await expect(facilities.filter(facilities.text.city)).toHaveValue('');
    await expect(facilities.cards()).toHaveCount(3);
    await expect(facilities.sort()).toHaveValue('priceAsc');
    await page.goForward();
    await expect(facilities.filter(facilities.text.city)).toHaveValue('alexandria');
    await expect(facilities.cards()).toHaveCount(1);
    await page.goBack();

    await facilities.filter(facilities.text.status).selectOption({ label: facilities.text.closed });
    await expect(page).toHaveURL(/status=closed/);
    await expect(facilities.cards()).toHaveCount(1);
    await expect(facilities.cards().first()).toHaveAccessibleName(cheap);
    await expect(facilities.cards().first()).toContainText(facilities.text.forRent);

    // A range that matches nothing: said so, with a way out.
    await facilities.filter(facilities.text.priceMin).fill(String(band + 5000));
    await facilities.filters.getByRole('button', { name: facilities.text.apply }).click();
    await expect(page.getByText(facilities.text.empty)).toBeVisible();
    await page.goBack();
    await expect(facilities.cards()).toHaveCount(1);
    expect(consoleErrors).toEqual([]);
  });

  test('the facility page: photos in a lightbox by keys and swipe, the facts, contact and similar ads', async ({
    page,
    lang,
    consoleErrors,
    seriousA11yViolations,
  }) => {
    test.setTimeout(90_000);
    const [poster, admin, reader] = await Promise.all([
      FacilitiesApiUser.signUp(NAMES[lang]),
      FacilitiesApiUser.signIn(ADMIN),
      FacilitiesApiUser.signUp(NAMES[lang]),
    ]);
    const photos = await Promise.all(
      ([0, 1, 2] as const).map((hue) => poster.upload(facilityPhoto(hue), 'facility')),
    );
    const name = unique(lang === 'ar' ? 'صيدلية للبيع في مدينة نصر' : 'Pharmacy for sale');
    const band = priceBand();
    const id = await poster.createAcceptedFacility(admin, name, {
      imageUploadIds: photos,
      price: band,
      email: 'owner@example.com',
      description:
        lang === 'ar'
          ? 'صيدلية مرخصة بكامل البضاعة والديكور.\nقريبة من المترو.'
          : 'A licensed pharmacy with all its stock and fittings.\nNear the metro.',
    });
    const similar = unique(lang === 'ar' ? 'صيدلية مشابهة' : 'A similar pharmacy');
    await poster.createAcceptedFacility(admin, similar, { price: band + 1000 });
    const adNumber = await poster.adNumber(id);
    await reader.signInBrowser(page.context());
    const facilities = new FacilitiesPage(page, lang);
    await facilities.openFacility(id);
    await expect(facilities.heading()).toHaveText(name);
    await expect(page.getByText(facilities.text.adNumber(adNumber)).first()).toBeVisible();

    const contact = page.getByRole('region', { name: facilities.text.contact });
    await expect(
      contact.getByRole('link', { name: facilities.text.call('01012345678') }),
    ).toHaveAttribute('href', 'tel:01012345678');
    await expect(contact.getByRole('link', { name: facilities.text.whatsApp })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/201012345678\?text=/,
    );
    await expect(contact.getByRole('link', { name: facilities.text.email })).toHaveAttribute(
      'href',
      /^mailto:owner@example\.com\?subject=/,
    );
    const similarList = page.getByRole('list', { name: facilities.text.similar });
    await expect(similarList.getByRole('article', { name: similar, exact: true })).toBeVisible();
    await expect(similarList.getByRole('article', { name, exact: true })).toHaveCount(0);
    expect(await seriousA11yViolations()).toEqual([]);
    await facilities.shot('facility-detail');

    // The lightbox: keys (mirrored in Arabic), Home and End, then a swipe, then Esc.
    const gallery = page.getByTestId('gallery');
    await gallery.getByRole('button').first().click();
    const counter = page.getByTestId('lightbox-counter');
    await expect(counter).toHaveText('1 / 3');
    const next = lang === 'ar' ? 'ArrowLeft' : 'ArrowRight';
    const previous = lang === 'ar' ? 'ArrowRight' : 'ArrowLeft';
    await page.keyboard.press(next);
    await expect(counter).toHaveText('2 / 3');
    await page.keyboard.press(previous);
    await expect(counter).toHaveText('1 / 3');
    await page.keyboard.press('End');
    await expect(counter).toHaveText('3 / 3');
    await page.keyboard.press('Home');
    await expect(counter).toHaveText('1 / 3');
    await screenshot(page, lang, 'facility-lightbox');
    // A swipe towards the start of the line shows the next photo (left in English, right in Arabic).
    const from = lang === 'ar' ? 300 : 980;
    const to = lang === 'ar' ? 980 : 300;
    await page.mouse.move(from, 360);
    await page.mouse.down();
    await page.mouse.move((from + to) / 2, 360, { steps: 5 });
    await page.mouse.move(to, 360, { steps: 5 });
    await page.mouse.up();
    await expect(counter).toHaveText('2 / 3');
    await page.keyboard.press('Escape');
    await expect(counter).toBeHidden();

    await page.setViewportSize({ width: 375, height: 800 });
    await facilities.shot('facility-detail');
    await gallery.getByRole('button').first().click();
    await expect(counter).toHaveText('1 / 3');
    await screenshot(page, lang, 'facility-lightbox');
    await page.keyboard.press('Escape');
    expect(consoleErrors).toEqual([]);
  });

  test('an ad a moderator took down tells its owner why, and Activate ad sends it for review again', async ({
    page,
    lang,
    consoleErrors,
  }) => {
    const { admin, id, facilities } = await ownAcceptedAd(
      page,
      lang,
      lang === 'ar' ? 'صيدلية بيعت' : 'A sold pharmacy',
    );
    await admin.deleteFacility(id, 'property.sold');
    // As the owner's notification opens it: the ad, with why it was taken down.
    await facilities.openFacility(id);
    await expect(page.getByText(facilities.text.soldReason)).toBeVisible();
    await facilities.shot('facility-taken-down');
    await page.getByRole('button', { name: facilities.text.activate }).click();
    await expect(page.getByText(facilities.text.activated)).toBeVisible();
    await expect(page.getByText(facilities.text.pendingNotice)).toBeVisible();
    await expect(page.getByRole('button', { name: facilities.text.activate })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('its owner deletes an ad after confirming; cancelling keeps it', async ({
    page,
    lang,
    consoleErrors,
  }) => {
    const { id, name, facilities } = await ownAcceptedAd(
      page,
      lang,
      lang === 'ar' ? 'صيدلية للحذف' : 'A pharmacy to delete',
    );
    await facilities.openFacility(id);
    const dialog = page.getByRole('dialog', { name: facilities.text.deleteTitle(name) });
    // The confirmation (antd's, loaded when asked) opens with Cancel focused.
    await page.getByRole('button', { name: facilities.text.delete, exact: true }).click();
    await expect(dialog).toBeVisible();
    await facilities.shot('facility-delete-confirm');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/facilities/${id}$`));
    await page.getByRole('button', { name: facilities.text.delete, exact: true }).click();
    await dialog.getByRole('button', { name: facilities.text.delete, exact: true }).click();
    await expect(page.getByText(facilities.text.deleted)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${lang}/my-facilities$`));
    await expect(page.getByRole('link', { name })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('at the monthly limit the add-facility guard sends the user home with the message', async ({
    page,
    lang,
  }) => {
    const poster = await FacilitiesApiUser.signUp(NAMES[lang]);
    const { used, limit } = await poster.facilityQuota();
    for (let index = used; index < limit; index += 1)
      await poster.createFacility(unique('Quota ad'));
    await poster.signInBrowser(page.context());
    const facilities = new FacilitiesPage(page, lang);
    await page.goto(`/${lang}/add-facility`);
    await expect(page).toHaveURL(new RegExp(`/${lang}/?$`));
    await expect(page.getByText(facilities.text.form.quotaGuard(limit))).toBeVisible();
  });
});
