import { expect, test } from '../fixtures';
import { ChromePage } from '../pages/ChromePage';
import { AccountApi } from '../pages/AccountApi';
import { ADMIN, AdminDrugsPage, PHARMACIST } from '../pages/AdminDrugsPage';

function unique(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
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
    for (const path of ['', '/drugs', '/import']) {
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

  test('a user whose roles do not open the drugs gets the 403 page', async ({
    page,
    lang,
    request,
  }) => {
    const admin = new AdminDrugsPage(page, lang);
    // A new account (signed in on the `request` context), then given a role without drugs.
    const email = `e2e-viewer-${unique().toLowerCase()}@dawa.test`;
    await new AccountApi(request).createAccount(lang, email, 'viewer-pass-2026');
    const me = await request.post('/graphql', { data: { query: '{ authMe { id } }' } });
    const { data } = (await me.json()) as { data: { authMe: { id: string } } };
    await admin.signInAs(ADMIN);
    const granted = await page.request.post('/graphql', {
      data: {
        query:
          'mutation ($id: String!) { userRolesSet(userId: $id, roles: ["entityViewer"]) { roles } }',
        variables: { id: data.authMe.id },
      },
    });
    expect(await granted.json()).toEqual({ data: { userRolesSet: { roles: ['entityViewer'] } } });

    await page.context().clearCookies();
    await page.context().addCookies((await request.storageState()).cookies);
    await admin.open('/drugs');
    await expect(page).toHaveURL(`/${lang}/403`);
    await admin.open('/import');
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
});
