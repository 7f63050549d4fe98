import { expect, test } from '../fixtures';
import { AdminDrugsPage, ADMIN } from '../pages/AdminDrugsPage';
import { AdminReferencePage } from '../pages/AdminReferencePage';
import { JobsApiUser, JobsPage } from '../pages/JobsPage';
import { screenshot } from '../pages/Screens';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test.describe('admin: reference data', () => {
  test('governorates are added with a region, reordered and hidden; the job form follows; one in use is not deleted', async ({
    page,
    lang,
    newContext,
    consoleErrors,
    seriousA11yViolations,
  }) => {
    test.setTimeout(120_000);
    const admin = new AdminReferencePage(page, lang);
    const text = admin.text;
    await new AdminDrugsPage(page, lang).signInAs(ADMIN);
    await admin.open('cities');
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(admin.row(text.giza)).toBeVisible();
      await screenshot(page, lang, 'admin-reference', { fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 720 });
    expect(await seriousA11yViolations()).toEqual([]);

    // Two new governorates, the second with a district picked through the remote search.
    const id = unique();
    const first = { en: `Oasis ${id} A`, ar: `واحة ${id} أ` };
    const second = { en: `Oasis ${id} B`, ar: `واحة ${id} ب` };
    const name = (entry: { en: string; ar: string }) => entry[lang];
    await admin.add(text.cities, first);
    await admin.add(text.cities, second);
    await admin.open('regions');
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.getByRole('button', { name: text.add(text.regions) }).click();
      await expect(admin.drawer.getByLabel(text.english)).toBeVisible();
      await screenshot(page, lang, 'admin-reference-form');
      if (width === 1280) expect(await seriousA11yViolations('.ant-drawer')).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(admin.drawer).toBeHidden();
    }
    await page.setViewportSize({ width: 1280, height: 720 });
    const spring = { en: `Spring ${id}`, ar: `عين ${id}` };
    await admin.add(text.regions, spring, name(second));
    await admin.open('regions', `?search=${encodeURIComponent(name(spring))}`);
    await expect(admin.row(name(spring))).toContainText(name(second));

    // The second moves up one place (other tests may add governorates in between).
    await admin.open('cities', `?search=${encodeURIComponent(id)}`);
    await expect(page.getByRole('row').filter({ hasText: id })).toHaveCount(2);
    const place = admin.row(name(second)).getByRole('cell').first();
    const before = Number(await place.textContent());
    await page.getByRole('button', { name: text.moveUp(name(second)) }).click();
    await expect(place).toHaveText(String(before - 1));

    // The job form offers it at once; hidden, it is gone from the form.
    const poster = await JobsApiUser.signUp(lang === 'ar' ? 'صاحب الوظائف' : 'Jobs Poster');
    const other = await newContext();
    await poster.signInBrowser(other);
    const posterTab = await other.newPage();
    const jobs = new JobsPage(posterTab, lang);
    const cityOption = (city: string) =>
      posterTab.locator(`.ant-select-item-option[title="${city}"]`);
    const openCityPicker = async () => {
      await posterTab.goto(`/${lang}/add-job`);
      const select = posterTab.getByRole('combobox', { name: jobs.text.form.city });
      await select.click();
      await select.fill(id);
    };
    await openCityPicker();
    await expect(cityOption(name(second))).toBeVisible();
    await expect(cityOption(name(first))).toBeVisible();

    await page.getByRole('button', { name: text.hide(name(second)) }).click();
    await expect(admin.row(name(second))).toContainText(text.hidden);
    await openCityPicker();
    await expect(cityOption(name(first))).toBeVisible();
    await expect(cityOption(name(second))).toHaveCount(0);
    // Left hidden, so that the pickers of other tests stay as seeded.
    await page.getByRole('button', { name: text.hide(name(first)) }).click();
    await expect(admin.row(name(first))).toContainText(text.hidden);

    // Giza has districts and posts: deleting it is refused, with the reason.
    await admin.open('cities', `?search=${encodeURIComponent(text.giza)}`);
    await page.getByRole('button', { name: text.delete(text.giza), exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: text.confirmDelete }).click();
    await expect(page.getByText(text.inUse)).toBeVisible();
    await admin.open('cities', `?search=${encodeURIComponent(text.giza)}`);
    await expect(admin.row(text.giza)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
