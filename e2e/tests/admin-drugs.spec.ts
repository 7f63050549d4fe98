import { expect, test } from '../fixtures';
import { ChromePage } from '../pages/ChromePage';
import { AccountApi } from '../pages/AccountApi';
import { ADMIN, AdminDrugsPage, PHARMACIST } from '../pages/AdminDrugsPage';

const HEADER =
  'id,trade_name,arabic_name,price,old_price,category,active_ingredients,company,dosage_form,dosage_form_ar,concentration,pharmacology,usage_ar,barcode';

function unique(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
}

/** A small file in the layout of the Egyptian price list: invented rows, the second one bad. */
function priceListCsv(names: [string, string, string]): Buffer {
  const id = () => String(900_000_000 + Math.floor(Math.random() * 90_000_000));
  return Buffer.from(
    [
      HEADER,
      `${id()},${names[0]} 500MG 20 TABS,زيتافين,42.5,40,ANALGESICS,PARACETAMOL+CAFFEINE,E2E PHARMA,TABLET,أقراص,500MG,,,`,
      `${id()},${names[1]} SYRUP 100 ML,زيتافين شراب,abc,,ANALGESICS,PARACETAMOL,E2E PHARMA,SYRUP,شراب,,,,`,
      `${id()},${names[2]} 10 CAPS,زيتاكاب,18,,ANTIBIOTICS,AMOXICILLIN,E2E PHARMA,CAPSULE,كبسولات,,,,`,
      '',
    ].join('\n'),
  );
}

test.describe('admin: drugs', () => {
  test('a signed-out visitor is sent home, asked to log in', async ({ page, lang }) => {
    await page.goto(`/${lang}/admin/drugs`);
    await expect(page).toHaveURL(`/${lang}?next=${encodeURIComponent(`/${lang}/admin/drugs`)}`);
  });

  test('a signed-in user without roles sees the no-permissions screen', async ({
    page,
    lang,
    consoleErrors,
    seriousA11yViolations,
  }) => {
    const admin = new AdminDrugsPage(page, lang);
    await admin.signInAs(PHARMACIST);
    for (const path of ['', '/drugs', '/drugs/import']) {
      await admin.open(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(admin.text.noPermissions)).toBeVisible();
      await expect(admin.nav).toHaveCount(0);
    }
    // No admin link in the profile menu either.
    await page.getByTestId('profile-menu').click();
    await expect(page.getByRole('menuitem').first()).toBeVisible();
    await expect(page.getByRole('menuitem', { name: admin.text.adminLink })).toHaveCount(0);
    expect(await seriousA11yViolations()).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('a user whose roles do not include drug editing gets the 403 page', async ({
    page,
    lang,
    request,
  }) => {
    const admin = new AdminDrugsPage(page, lang);
    // A new account (signed in on the `request` context), then made a viewer by the admin.
    const email = `e2e-viewer-${unique().toLowerCase()}@dawa.test`;
    await new AccountApi(request).createAccount(lang, email, 'viewer-pass-2026');
    const me = await request.post('/graphql', { data: { query: '{ authMe { id } }' } });
    const { data } = (await me.json()) as { data: { authMe: { id: string } } };
    await admin.signInAs(ADMIN);
    const granted = await page.request.post('/graphql', {
      data: {
        query: 'mutation ($id: String!) { userRolesSet(userId: $id, roles: ["viewer"]) { roles } }',
        variables: { id: data.authMe.id },
      },
    });
    expect(await granted.json()).toEqual({ data: { userRolesSet: { roles: ['viewer'] } } });

    await page.context().clearCookies();
    await page.context().addCookies((await request.storageState()).cookies);
    await admin.open('/drugs');
    await expect(page).toHaveURL(`/${lang}/403`);
    await admin.open('/drugs/import');
    await expect(page).toHaveURL(`/${lang}/403`);
  });

  test('the admin creates a drug, finds it, edits its price and deletes it', async ({
    page,
    lang,
    consoleErrors,
    seriousA11yViolations,
  }) => {
    test.setTimeout(180_000);
    const admin = new AdminDrugsPage(page, lang);
    const name = `E2E ADMINOL ${lang.toUpperCase()} ${unique()}`;
    await admin.signInAs(ADMIN);

    // The profile menu leads to the admin area, which opens on its home; the menu leads on.
    // The admin entry joins the menu once the roles are known: open it after that.
    const roles = page.waitForResponse(
      (response) =>
        response.url().endsWith('/graphql') &&
        (response.request().postData() ?? '').includes('ViewerRoles'),
    );
    await page.goto(`/${lang}`);
    await roles;
    await new ChromePage(page, lang).chooseFromProfileMenu(admin.text.adminLink, () =>
      expect(page).toHaveURL(`/${lang}/admin`, { timeout: 10_000 }),
    );
    await admin.nav.getByRole('link', { name: admin.text.nav.drugs, exact: true }).click();
    await expect(page).toHaveURL(`/${lang}/admin/drugs`);
    await expect(
      admin.nav.getByRole('link', { name: admin.text.nav.drugs, exact: true }),
    ).toHaveAttribute('aria-current', 'page');

    // Create: the shared schema's rules first, in the page language.
    await page.getByRole('link', { name: admin.text.list.newDrug }).click();
    await expect(page).toHaveURL(`/${lang}/admin/drugs/new`);
    await page.getByRole('button', { name: admin.text.form.create }).click();
    await expect(admin.form.locator('#drug_tradeName_help')).toHaveText(admin.text.form.required);
    await expect(admin.form.locator('#drug_price_help')).toHaveText(admin.text.form.required);

    await admin.field(admin.text.form.tradeName).fill(name);
    await admin.field(admin.text.form.arabicName).fill('أدمينول');
    await admin.addTags(admin.text.form.genericNames, ['PARACETAMOL', 'CAFFEINE']);
    await admin.addTags(admin.text.form.companies, ['E2E PHARMA']);
    await admin.field(admin.text.form.price).fill('25.5');
    expect(await seriousA11yViolations('form#drug')).toEqual([]);
    await page.getByRole('button', { name: admin.text.form.create }).click();
    await expect(admin.toast(admin.text.form.created(name))).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${lang}/admin/drugs\\?q=`));

    // Find it in the list.
    await admin.findInList(name);
    const row = admin.row(name);
    await expect(row).toContainText('PARACETAMOL + CAFFEINE');
    await expect(row).toContainText('E2E PHARMA');
    await expect(row).toContainText('25.50');
    expect(await seriousA11yViolations()).toEqual([]);

    // Edit the price: the current price becomes the old price.
    await row.getByRole('link', { name: admin.text.list.edit(name) }).click();
    await expect(admin.field(admin.text.form.tradeName)).toHaveValue(name);
    await expect(page.getByRole('heading', { name: admin.text.form.history })).toBeVisible();
    await admin.field(admin.text.form.price).fill('30');
    await expect(admin.field(admin.text.form.oldPrice)).toHaveValue('25.50');
    await page.getByRole('button', { name: admin.text.form.save }).click();
    await expect(admin.toast(admin.text.form.saved(name))).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${lang}/admin/drugs\\?q=`));
    await admin.findInList(name);
    await expect(async () => {
      await admin.searchFor(name);
      await expect(admin.row(name)).toContainText('30.00', { timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    await expect(admin.row(name)).toContainText('25.50');

    // The change is in the drug's price history.
    await admin
      .row(name)
      .getByRole('link', { name: admin.text.list.edit(name) })
      .click();
    const history = page.getByRole('region', { name: admin.text.form.history });
    await expect(history.getByRole('row').nth(1)).toContainText('25.50');
    await expect(history.getByRole('row').nth(1)).toContainText('30.00');
    await page.goBack();

    // Delete, after confirming.
    await admin
      .row(name)
      .getByRole('button', { name: admin.text.list.delete(name) })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: admin.text.list.confirmDelete, exact: true }).click();
    await expect(admin.toast(admin.text.list.deleted(name))).toBeVisible();
    await expect(admin.row(name)).toHaveCount(0);
    await admin.expectNotInList(name);
    expect(consoleErrors).toEqual([]);
  });

  test('import: the dry run lists the bad row, then the import runs with progress', async ({
    page,
    lang,
    consoleErrors,
    seriousA11yViolations,
  }) => {
    test.setTimeout(180_000);
    const admin = new AdminDrugsPage(page, lang);
    const stem = `E2E IMPORTOL ${lang.toUpperCase()} ${unique()}`;
    const names: [string, string, string] = [`${stem} A`, `${stem} B`, `${stem} C`];
    await admin.signInAs(ADMIN);
    await admin.open('/drugs/import');
    await expect(
      page.getByRole('heading', { level: 1, name: admin.text.import.title }),
    ).toBeVisible();
    await expect(admin.nav.getByRole('link', { name: admin.text.nav.import })).toHaveAttribute(
      'aria-current',
      'page',
    );

    expect(await seriousA11yViolations()).toEqual([]);

    // The template downloads as an .xlsx file.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: admin.text.import.template }).click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);

    // Choosing the file only reads it: nothing is sent until "Check file".
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/drugs/import?')) requests.push(request.url());
    });
    await admin.fileInput.setInputFiles({
      name: 'drugs-e2e.csv',
      mimeType: 'text/csv',
      buffer: priceListCsv(names),
    });
    await expect(page.getByText('drugs-e2e.csv')).toBeVisible();
    expect(requests).toEqual([]);

    await page.getByRole('button', { name: admin.text.import.check }).click();
    await expect(admin.statistic(admin.text.import.total)).toHaveText('3');
    await expect(admin.statistic(admin.text.import.valid)).toHaveText('2');
    await expect(admin.statistic(admin.text.import.invalid)).toHaveText('1');
    const errors = page.getByRole('region', { name: admin.text.import.errorsTitle });
    const errorRow = errors.getByRole('row').nth(1);
    await expect(errorRow).toContainText('3');
    await expect(errorRow).toContainText('price');
    await expect(errorRow).toContainText(admin.text.import.invalidPrice);
    expect(requests).toEqual([expect.stringContaining('mode=dry-run')]);
    expect(await seriousA11yViolations()).toEqual([]);

    // Hold the answer back a moment so the progress bar can be seen before the result.
    await page.route('**/api/drugs/import?mode=commit', async (route) => {
      const response = await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.fulfill({ response });
    });
    await page.getByRole('button', { name: admin.text.import.importCount(2) }).click();
    await expect(page.getByRole('progressbar', { name: admin.text.import.progress })).toBeVisible();
    await expect(page.getByText(admin.text.import.done)).toBeVisible();
    await expect(admin.statistic(admin.text.import.imported).last()).toHaveText('2');
    await expect(admin.statistic(admin.text.import.skipped)).toHaveText('1');

    // The imported drugs are in the admin list; the bad row is not.
    await admin.findInList(names[0]);
    await expect(admin.row(names[0])).toContainText('42.50');
    await admin.findInList(names[2]);
    await admin.expectNotInList(names[1]);
    expect(consoleErrors).toEqual([]);
  });

  test('import: whole-file errors say what is wrong with the file', async ({ page, lang }) => {
    const admin = new AdminDrugsPage(page, lang);
    await admin.signInAs(ADMIN);
    await admin.open('/drugs/import');
    const alert = page.getByRole('alert');

    // Refused as soon as it is chosen: not a .csv or .xlsx file, or empty.
    await admin.fileInput.setInputFiles({
      name: 'drugs.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('id,trade_name,price\n1,X,2\n'),
    });
    await expect(alert).toContainText(admin.text.import.invalidType);
    await admin.fileInput.setInputFiles({
      name: 'empty.csv',
      mimeType: 'text/csv',
      buffer: Buffer.alloc(0),
    });
    await expect(alert).toContainText(admin.text.import.emptyFile);

    // The server refuses a file without the template's columns, and names the missing ones.
    await admin.fileInput.setInputFiles({
      name: 'other.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('name,cost\nSomething,12\n'),
    });
    await page.getByRole('button', { name: admin.text.import.check }).click();
    await expect(alert).toContainText(admin.text.import.invalidFile);
    await expect(alert).toContainText(admin.text.import.missingColumns);
    await expect(alert).toContainText('trade_name');
  });
});
