import { TERMS_ACCEPTED_FIELD } from '@dawa/shared/legal';
import { expect, test } from '../fixtures';
import { AdminAuditPage } from '../pages/AdminAuditPage';
import { ADMIN, AdminDrugsPage } from '../pages/AdminDrugsPage';
import { AdminUsersPage } from '../pages/AdminUsersPage';
import { ModerationApiUser } from '../pages/ModerationPage';
import { screenshot } from '../pages/Screens';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('admin: the audit log', () => {
  test('shows a role change with its before/after, and opens only to audit-log viewers', async ({
    page,
    lang,
    newContext,
    consoleErrors,
    seriousA11yViolations,
  }) => {
    test.setTimeout(120_000);
    // A user who signs up on their own, then is made an audit-log viewer by the owner.
    const other = await newContext();
    const email = `e2e-auditor-${unique()}@dawa.test`;
    const name = `Auditor ${unique()}`;
    const signUp = await other.request.post('/api/auth/sign-up/email', {
      data: { email, password: 'auditor-pass-2026', name, [TERMS_ACCEPTED_FIELD]: true },
    });
    expect(signUp.status(), await signUp.text()).toBe(200);
    const userId = ((await signUp.json()) as { user: { id: string } }).user.id;

    const audit = new AdminAuditPage(page, lang);
    const users = new AdminUsersPage(page, lang);
    await new AdminDrugsPage(page, lang).signInAs(ADMIN);
    await users.open(`?search=${encodeURIComponent(email)}`);
    await users
      .row(email)
      .getByRole('button', { name: audit.text.editRolesOf(name) })
      .click();
    const dialog = page.getByRole('dialog');
    const roles = dialog.getByLabel(audit.text.roles);
    await roles.click();
    await roles.fill(audit.text.auditLogViewer);
    await page.locator(`.ant-select-item-option[title="${audit.text.auditLogViewer}"]`).click();
    // Closes the options, which cover the dialog's buttons (Escape would close the dialog too).
    await dialog.getByText(audit.text.editRolesOf(name)).click();
    await dialog.getByRole('button', { name: audit.text.save }).click();
    await expect(page.getByText(audit.text.rolesSaved)).toBeVisible();

    // The owner finds the change by entity and by who made it, through the filters.
    await audit.open();
    await audit.choose(audit.text.entity, 'user');
    await expect(page).toHaveURL(/[?&]entity=user\b/);
    await audit.choose(audit.text.user, ADMIN.email, 'admin@dawa');
    await expect(page).toHaveURL(new RegExp(`[?&]user=${encodeURIComponent(ADMIN.email)}`));
    const row = audit.row(userId);
    await expect(row).toContainText('setRoles');
    await expect(row).toContainText(ADMIN.email);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(row).toBeVisible();
      await screenshot(page, lang, 'admin-audit-log', { fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 720 });
    expect(await seriousA11yViolations()).toEqual([]);

    await row.getByRole('button', { name: 'setRoles' }).click();
    const drawer = page.getByRole('dialog', { name: audit.text.detailTitle });
    await expect(drawer.getByRole('heading', { name: audit.text.changes })).toBeVisible();
    const entry = drawer.getByRole('listitem').filter({ hasText: 'roles' });
    await expect(entry).toContainText(audit.text.changed);
    await expect(entry.getByRole('definition').first()).toHaveText('[]');
    await expect(entry.getByRole('definition').last()).toHaveText('["auditLogViewer"]');
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await screenshot(page, lang, 'admin-audit-drawer');
    }
    expect(await seriousA11yViolations()).toEqual([]);

    // The new audit-log viewer sees that section only.
    const viewerTab = await other.newPage();
    const viewer = new AdminAuditPage(viewerTab, lang);
    await viewerTab.goto(`/${lang}/admin`);
    await expect(viewer.nav.getByRole('link')).toHaveText([
      viewer.text.navHome,
      viewer.text.navAuditLog,
    ]);
    await viewer.nav.getByRole('link', { name: viewer.text.navAuditLog }).click();
    await expect(viewerTab).toHaveURL(`/${lang}/admin/audit-log`);
    await expect(viewer.row('setRoles').first()).toBeVisible();
    await viewerTab.goto(`/${lang}/admin/users`);
    await expect(viewerTab).toHaveURL(`/${lang}/403`);
    expect(consoleErrors).toEqual([]);
  });

  test('shows a drug edit with the fields that changed, before and after', async ({
    page,
    lang,
    consoleErrors,
    seriousA11yViolations,
  }) => {
    const admin = await ModerationApiUser.signIn(ADMIN);
    const drug = { tradeName: `Audited ${unique()}`, price: 42.5, genericNames: ['paracetamol'] };
    const { drugCreate } = await admin.graphql<{ drugCreate: { id: string } }>(
      'mutation ($data: DrugInput!) { drugCreate(data: $data) { id } }',
      { data: drug },
    );
    await admin.graphql(
      'mutation ($id: ID!, $data: DrugInput!) { drugUpdate(id: $id, data: $data) { id } }',
      {
        id: drugCreate.id,
        data: { ...drug, price: 45, companies: ['GSK'] },
      },
    );

    const audit = new AdminAuditPage(page, lang);
    await new AdminDrugsPage(page, lang).signInAs(ADMIN);
    await audit.open('?entity=drug&action=update');
    await audit.row(drugCreate.id).getByRole('button', { name: 'update' }).click();
    const drawer = page.getByRole('dialog', { name: audit.text.detailTitle });
    const entry = (key: string) =>
      drawer.getByRole('listitem').filter({ has: page.getByText(key, { exact: true }) });
    await expect(entry('price')).toContainText(audit.text.changed);
    await expect(entry('price').getByRole('definition').first()).toHaveText('42.5');
    await expect(entry('price').getByRole('definition').last()).toHaveText('45');
    await expect(entry('companies').getByRole('definition').last()).toHaveText('["GSK"]');
    // Only what changed: the name stayed.
    await expect(entry('tradeName')).toHaveCount(0);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await screenshot(page, lang, 'admin-audit-drug-update');
    }
    expect(await seriousA11yViolations()).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
