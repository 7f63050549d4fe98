import { expect, test } from '../fixtures';
import { AdminDrugsPage, ADMIN } from '../pages/AdminDrugsPage';
import { userWithRoles } from '../pages/AdminDashboardPage';
import { readFile } from 'node:fs/promises';
import { AdminOrdersPage, orderReferences, tinyPdf } from '../pages/AdminOrdersPage';
import { facilityPhoto } from '../pages/FacilitiesPage';
import { ModerationApiUser } from '../pages/ModerationPage';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test.describe('admin: orders with private attachments', () => {
  test('an order is created with an attachment; it opens for an order viewer and not for a client', async ({
    page,
    lang,
    newContext,
    consoleErrors,
    seriousA11yViolations,
  }) => {
    test.setTimeout(150_000);
    const suffix = `${lang} ${unique()}`;
    const pdf = tinyPdf();
    const { customerName, productName } = await orderReferences(suffix);
    await new AdminDrugsPage(page, lang).signInAs(ADMIN);
    const orders = new AdminOrdersPage(page, lang);
    const text = orders.text;
    await orders.open();

    // The form: customer, product and employee from the server's searches, a picture and a
    // PDF (a row with its name and size, no thumbnail).
    await page.getByRole('button', { name: text.add }).click();
    await orders.pick(text.customer, suffix, customerName);
    await orders.pick(text.products, suffix, productName);
    await orders.pick(text.employee, 'admin@dawa', `${await adminName()} <${ADMIN.email}>`);
    await orders.drawer.getByLabel(text.attachments, { exact: true }).setInputFiles([
      { name: 'invoice.png', mimeType: 'image/png', buffer: facilityPhoto(1) },
      { name: text.pdfName, mimeType: 'application/pdf', buffer: pdf },
    ]);
    const chosen = orders.drawer.getByRole('list', { name: text.chosen });
    await expect(chosen.getByTestId('photos-file')).toHaveCount(0, { timeout: 45_000 });
    await expect(chosen.getByRole('listitem')).toHaveCount(2);
    await expect(chosen.getByTestId('photos-document')).toContainText(text.pdfName);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await orders.shot('admin-order-form');
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await seriousA11yViolations('.ant-drawer')).toEqual([]);
    await orders.drawer.getByRole('button', { name: text.save }).click();
    await expect(page.locator('.ant-notification').getByText(text.created)).toBeVisible();

    await orders.open(`?search=${encodeURIComponent(suffix)}`);
    await expect(orders.row(customerName)).toBeVisible();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await orders.shot('admin-orders');
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await seriousA11yViolations()).toEqual([]);
    // The customers and products it named, on their own pages.
    for (const [path, name] of [
      ['customers', customerName],
      ['products', productName],
    ] as const) {
      await page.goto(`/${lang}/admin/${path}?search=${encodeURIComponent(suffix)}`);
      await expect(orders.row(name)).toBeVisible();
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await orders.shot(`admin-${path}`);
      }
      await page.setViewportSize({ width: 1280, height: 900 });
    }

    // An order viewer gets the attachment by its signed URL, and no write buttons.
    const viewer = await userWithRoles(`Order viewer ${lang}`, ['orderViewer']);
    const { ordersTable } = await viewer.graphql<{
      ordersTable: { items: { attachments: { privateUrl: string; publicUrl: string | null }[] }[] };
    }>(
      'query ($search: String) { ordersTable(filter: { search: $search }) { items { attachments { privateUrl publicUrl } } } }',
      { search: suffix },
    );
    const [attachment] = ordersTable.items[0]?.attachments ?? [];
    expect(attachment?.publicUrl).toBeNull();
    const url = attachment?.privateUrl ?? '';
    expect(url).toContain('signature=');
    const viewerContext = await newContext();
    await viewer.signInBrowser(viewerContext);
    const opened = await viewerContext.request.get(url);
    expect(opened.status()).toBe(200);
    expect(opened.headers()['content-type']).toBe('image/webp');
    const viewerTab = await viewerContext.newPage();
    const asViewer = new AdminOrdersPage(viewerTab, lang);
    await asViewer.open(`?search=${encodeURIComponent(suffix)}`);
    await expect(asViewer.row(customerName)).toBeVisible();
    await expect(viewerTab.getByRole('button', { name: text.add })).toHaveCount(0);
    await asViewer.row(customerName).getByRole('button', { name: customerName }).click();
    await expect(asViewer.drawer.getByRole('img', { name: 'invoice.png' })).toBeVisible();
    // The PDF is a download link: saved under its own name (Arabic too), the bytes as sent.
    const downloading = viewerTab.waitForEvent('download');
    await asViewer.drawer.getByTestId('file-download').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(text.pdfName);
    expect((await readFile(await download.path())).equals(pdf)).toBe(true);
    await asViewer.shot('admin-order-detail');

    // A client (signed in, no role) with the same URL, or without it, gets nothing.
    const client = await ModerationApiUser.signUp(`Order client ${lang}`);
    const clientContext = await newContext();
    await client.signInBrowser(clientContext);
    expect((await clientContext.request.get(url)).status()).toBe(404);
    expect((await clientContext.request.get(url.split('?')[0] ?? '')).status()).toBe(404);
    expect(consoleErrors).toEqual([]);
  });
});

/** The seeded admin's name, as the employee select shows it. */
async function adminName(): Promise<string> {
  const admin = await ModerationApiUser.signIn(ADMIN);
  const { authMe } = await admin.graphql<{ authMe: { fullName: string } }>(
    '{ authMe { fullName } }',
  );
  return authMe.fullName;
}
