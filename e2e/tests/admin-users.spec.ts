import { TERMS_ACCEPTED_FIELD } from '@dawa/shared/legal';
import { expect, test } from '../fixtures';
import { ADMIN, AdminDrugsPage } from '../pages/AdminDrugsPage';
import { AdminUsersPage } from '../pages/AdminUsersPage';
import { Mailbox } from '../pages/Mailbox';
import { screenshot } from '../pages/Screens';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('admin: users and roles (IAM)', () => {
  test('the owner invites an entity editor, who sees only the matching sections', async ({
    page,
    lang,
    newContext,
    consoleErrors,
    seriousA11yViolations,
  }) => {
    test.setTimeout(120_000);
    const users = new AdminUsersPage(page, lang);
    await new AdminDrugsPage(page, lang).signInAs(ADMIN);
    await users.open();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      await screenshot(page, lang, 'admin-users', { fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 720 });
    expect(await seriousA11yViolations()).toEqual([]);

    const email = `e2e-invited-${unique()}@dawa.test`;
    await users.invite(email, 'Invited Editor', users.text.entityEditor);
    await expect(page.getByText(users.text.invited(email))).toBeVisible();
    await users.open(`?search=${encodeURIComponent(email)}`);
    await expect(users.row(email)).toContainText(users.text.entityEditor);

    // The same address again: the SPEC §8 message, and still one user.
    await users.invite(email.toUpperCase(), 'Someone Else', users.text.entityEditor);
    await expect(page.getByText(users.text.exists).first()).toBeVisible();
    await page.keyboard.press('Escape');

    // The invited user follows the mail's link to choose a password, then signs in.
    const other = await newContext();
    const link = await new Mailbox(other.request).link(email, '/auth/reset-password');
    const token = new URL(link).searchParams.get('token');
    const set = await other.request.post('/api/auth/reset-password', {
      data: { token, newPassword: 'invited-pass-2026' },
    });
    expect(set.status()).toBe(200);
    const signIn = await other.request.post('/api/auth/sign-in/email', {
      data: { email, password: 'invited-pass-2026' },
    });
    expect(signIn.status()).toBe(200);
    const editorTab = await other.newPage();
    await editorTab.goto(`/${lang}/admin`);
    const editor = new AdminUsersPage(editorTab, lang);
    await expect(editor.nav.getByRole('link')).toHaveText([
      editor.text.nav.home,
      editor.text.nav.moderation,
      editor.text.nav.offers,
      editor.text.nav.referenceData,
      editor.text.nav.import,
    ]);
    await editorTab.goto(`/${lang}/admin/users`);
    await expect(editorTab).toHaveURL(`/${lang}/403`);
    expect(consoleErrors).toEqual([]);
  });

  test('disabling a signed-in user makes their next request fail', async ({
    page,
    lang,
    newContext,
  }) => {
    const other = await newContext();
    const email = `e2e-disabled-${unique()}@dawa.test`;
    const name = `Disabled ${unique()}`;
    const signUp = await other.request.post('/api/auth/sign-up/email', {
      data: { email, password: 'disabled-pass-2026', name, [TERMS_ACCEPTED_FIELD]: true },
    });
    expect(signUp.status(), await signUp.text()).toBe(200);
    const me = () => other.request.post('/graphql', { data: { query: '{ authMe { id } }' } });
    expect(((await (await me()).json()) as { data?: unknown }).data).toBeTruthy();

    const users = new AdminUsersPage(page, lang);
    await new AdminDrugsPage(page, lang).signInAs(ADMIN);
    await users.open(`?search=${encodeURIComponent(email)}`);
    await users
      .row(email)
      .getByRole('button', { name: users.text.disableOf(name) })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: users.text.disable }).click();
    await expect(page.getByText(users.text.disabled)).toBeVisible();
    await expect(users.row(email)).toContainText(users.text.statusDisabled);

    const after = (await (await me()).json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(after.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
