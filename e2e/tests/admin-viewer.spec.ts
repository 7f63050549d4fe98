import { randomUUID } from 'node:crypto';
import { expect, test } from '../fixtures';
import { AdminDrugsPage } from '../pages/AdminDrugsPage';
import { AdminImportPage } from '../pages/AdminImportPage';
import { userWithRoles } from '../pages/AdminDashboardPage';
import { ADMIN, makePng, ModerationApiUser, ModerationPage } from '../pages/ModerationPage';
import { OffersPage } from '../pages/OffersPage';
import { screenshot } from '../pages/Screens';

test.describe('admin: a viewer cannot change anything', () => {
  test('a viewer reads drugs, offers and the moderation queue without a write button, and the API refuses its writes', async ({
    page,
    lang,
    consoleErrors,
    seriousA11yViolations,
  }) => {
    test.setTimeout(180_000);
    const stamp = `${Date.now().toString(36)}${randomUUID().slice(0, 4)}`.toUpperCase();
    const drugName = `E2E VIEWOL ${lang.toUpperCase()} ${stamp}`;
    const offerTitle = { en: `Viewer offer ${stamp}`, ar: `عرض للمشاهد ${stamp}` };
    const postTitle = `Viewer pending case ${lang} ${stamp}`;

    // Something to read in each section, written by the owner and an author.
    const admin = await ModerationApiUser.signIn(ADMIN);
    const { drugCreate } = await admin.graphql<{ drugCreate: { id: string } }>(
      `mutation($data: DrugInput!) { drugCreate(data: $data) { id } }`,
      {
        data: {
          tradeName: drugName,
          genericNames: ['PARACETAMOL'],
          companies: ['E2E PHARMA'],
          price: 12.5,
        },
      },
    );
    const { offerCreate } = await admin.graphql<{ offerCreate: { id: string } }>(
      `mutation($data: OfferInput!) { offerCreate(data: $data) { id } }`,
      {
        data: {
          title: offerTitle,
          description: {
            en: 'Read by a viewer, changed by nobody.',
            ar: 'يقرؤه المشاهد ولا يغيّره أحد.',
          },
        },
      },
    );
    const author = await ModerationApiUser.signUp(`Viewer author ${lang}`);
    const prescriptionId = await author.createPrescription(postTitle, makePng());
    const viewer = await userWithRoles(`Read-only viewer ${lang}`, ['viewer']);
    await viewer.signInBrowser(page.context());
    await page.setViewportSize({ width: 1280, height: 900 });

    // Drugs: the list with its filters, export and columns, but no new, edit, delete or selection.
    const drugs = new AdminDrugsPage(page, lang);
    await drugs.open(`/drugs?q=${encodeURIComponent(drugName)}`);
    const drugRow = drugs.row(drugName);
    await expect(drugRow).toContainText('12.50');
    await expect(page.getByRole('link', { name: drugs.text.list.newDrug })).toHaveCount(0);
    await expect(drugRow.getByRole('link', { name: drugs.text.list.edit(drugName) })).toHaveCount(
      0,
    );
    await expect(
      drugRow.getByRole('button', { name: drugs.text.list.delete(drugName) }),
    ).toHaveCount(0);
    await expect(page.getByRole('table').getByRole('checkbox')).toHaveCount(0);
    expect(await seriousA11yViolations()).toEqual([]);
    await screenshot(page, lang, 'admin-viewer-drugs');
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(drugRow).toBeVisible();
    await screenshot(page, lang, 'admin-viewer-drugs', { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    // Its page: every field shown, none editable, no save or delete; `new` is refused.
    await drugRow.getByRole('link', { name: drugName }).click();
    await expect(page).toHaveURL(`/${lang}/admin/drugs/${drugCreate.id}`);
    await expect(drugs.field(drugs.text.form.tradeName)).toHaveValue(drugName);
    await expect(drugs.field(drugs.text.form.tradeName)).toBeDisabled();
    await expect(page.getByRole('button', { name: drugs.text.form.save })).toHaveCount(0);
    await expect(page.getByRole('button', { name: drugs.text.list.confirmDelete })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: drugs.text.form.history })).toBeVisible();
    await screenshot(page, lang, 'admin-viewer-drug', { fullPage: true });
    await drugs.open('/drugs/new');
    await expect(page).toHaveURL(`/${lang}/403`);

    // Offers: the same.
    const offers = new OffersPage(page, lang);
    await offers.openAdmin();
    const offerLink = page.getByRole('link', { name: offerTitle[lang], exact: true });
    await expect(offerLink).toBeVisible();
    await expect(page.getByRole('link', { name: offers.text.admin.newOffer })).toHaveCount(0);
    await expect(
      page.getByRole('link', { name: offers.text.admin.edit(offerTitle[lang]) }),
    ).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: offers.text.admin.delete(offerTitle[lang]) }),
    ).toHaveCount(0);
    await expect(page.getByRole('table').getByRole('checkbox')).toHaveCount(0);
    await screenshot(page, lang, 'admin-viewer-offers');
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(offerLink).toBeVisible();
    await screenshot(page, lang, 'admin-viewer-offers', { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await offerLink.click();
    await expect(page).toHaveURL(`/${lang}/admin/offers/${offerCreate.id}`);
    const title = offers.field('title', lang);
    await expect(title).toHaveValue(offerTitle[lang]);
    await expect(title).toBeDisabled();
    await expect(page.getByRole('button', { name: offers.text.admin.save })).toHaveCount(0);

    // Moderation: the pending post, without accept or delete.
    const moderation = new ModerationPage(page, lang);
    await moderation.open();
    const item = await moderation.find(postTitle);
    await expect(item).toBeVisible();
    await expect(page.getByRole('button', { name: moderation.text.delete(postTitle) })).toHaveCount(
      0,
    );
    await expect(page.getByRole('button', { name: moderation.text.accept(postTitle) })).toHaveCount(
      0,
    );
    expect(await seriousA11yViolations()).toEqual([]);
    await moderation.shot('admin-viewer-moderation');
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(item).toBeVisible();
    await moderation.shot('admin-viewer-moderation');

    // The importer: the templates and past imports, but nothing to import with.
    const importer = new AdminImportPage(page, lang);
    await page.goto(`/${lang}/admin/import`);
    await expect(
      page.getByRole('heading', { level: 2, name: importer.text.history }),
    ).toBeVisible();
    await expect(page.getByText(importer.text.readOnly)).toBeVisible();
    await expect(page.getByRole('link', { name: importer.text.template })).toBeVisible();
    await expect(page.getByRole('button', { name: importer.text.check })).toHaveCount(0);
    await expect(page.locator('input[type=file]')).toHaveCount(0);
    await screenshot(page, lang, 'admin-viewer-import');
    const template = await page.request.get('/api/import/cities/template');
    expect(template.status()).toBe(200);
    const refused = await page.request.post('/api/import/cities', {
      headers: { 'x-file-name': 'cities.xlsx', 'content-type': 'application/octet-stream' },
      data: await template.body(),
    });
    expect(refused.status()).toBe(403);

    // Straight to the API, with the viewer's own session: every write is FORBIDDEN.
    const writes: [string, Record<string, unknown>][] = [
      [`mutation($id: ID!) { drugDelete(id: $id) }`, { id: drugCreate.id }],
      [
        `mutation($data: DrugInput!) { drugCreate(data: $data) { id } }`,
        { data: { tradeName: `${drugName} 2`, price: 1 } },
      ],
      [`mutation($id: ID!) { offerDelete(id: $id) }`, { id: offerCreate.id }],
      [`mutation($id: ID!) { prescriptionAccept(id: $id) { id } }`, { id: prescriptionId }],
    ];
    for (const [query, variables] of writes) {
      const answer = await page.request.post('/graphql', { data: { query, variables } });
      const body = (await answer.json()) as { errors?: { extensions?: { code?: string } }[] };
      expect(body.errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
    }
    // Nothing changed: the drug, the offer and the pending post are all still there.
    await drugs.open(`/drugs?q=${encodeURIComponent(drugName)}`);
    await expect(drugs.row(drugName)).toBeVisible();
    expect(await admin.queueIds()).toContain(prescriptionId);
    expect(consoleErrors).toEqual([]);
  });
});
