import { TERMS_VERSION } from '@dawa/shared/legal';
import { DIALOG, expect, test } from '../fixtures';
import { AccountApi } from '../pages/AccountApi';
import { AuthDialog } from '../pages/AuthDialog';
import { screenshot } from '../pages/Screens';

const DEMO = { email: 'mona.pharmacist@dawa.local', password: 'dawa-demo-2026' };

function uniqueEmail(): string {
  return `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@dawa.test`;
}

test.describe('auth dialog', () => {
  test('opens from the URL over the page, in the page language, with the e-mail form', async ({
    page,
    lang,
    consoleErrors,
  }) => {
    const auth = new AuthDialog(page, lang);
    await auth.open('signin');
    await expect(auth.withTitle('signin')).toBeVisible();
    await expect(auth.email).toBeVisible();
    await expect(auth.password).toHaveAttribute('type', 'password');
    await expect(auth.rememberMe).toBeChecked();
    await expect(auth.name).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('opens from the header login link and keeps the other query parameters', async ({
    page,
    lang,
  }) => {
    const auth = new AuthDialog(page, lang);
    await page.goto(`/${lang}?ref=mail`);
    await auth.headerLogin.click();
    await expect(page).toHaveURL(`/${lang}?ref=mail&auth=signin`);
    await expect(auth.withTitle('signin')).toBeVisible();
  });

  test('switching mode replaces the parameter; browser back closes the dialog', async ({
    page,
    lang,
  }) => {
    const auth = new AuthDialog(page, lang);
    await page.goto(`/${lang}?ref=mail`);
    await auth.headerLogin.click();
    await expect(auth.withTitle('signin')).toBeVisible();

    await auth.switchTo('signup').click();
    await expect(page).toHaveURL(`/${lang}?ref=mail&auth=signup`);
    await expect(auth.withTitle('signup')).toBeVisible();
    await expect(auth.name).toBeVisible();
    await expect(auth.rememberMe).toHaveCount(0);

    await auth.switchTo('signin').click();
    await expect(page).toHaveURL(`/${lang}?ref=mail&auth=signin`);
    await expect(auth.withTitle('signin')).toBeVisible();

    // Switching replaced the history entry, so one step back is the page without the dialog.
    await page.goBack();
    await expect(page).toHaveURL(`/${lang}?ref=mail`);
    await expect(auth.dialog).toBeHidden();
  });

  test('Escape closes the dialog and removes only its parameter', async ({ page, lang }) => {
    const auth = new AuthDialog(page, lang);
    await auth.open('signup', '?ref=mail');
    await expect(auth.withTitle('signup')).toBeVisible();
    await auth.name.click();
    await page.keyboard.press('Escape');
    await expect(auth.dialog).toBeHidden();
    await expect(page).toHaveURL(`/${lang}?ref=mail`);
  });

  test('keeps keyboard focus inside the dialog', async ({ page, lang }) => {
    const auth = new AuthDialog(page, lang);
    await auth.open('signin');
    await auth.email.focus();
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      const inside = await auth.dialog.evaluate((dialog) =>
        dialog.closest('.ant-modal-wrap')?.contains(document.activeElement),
      );
      expect(inside, `focus after ${step + 1} tabs`).toBe(true);
    }
  });

  test('validates on the client: bad e-mail and short password, no request sent', async ({
    page,
    lang,
  }) => {
    const auth = new AuthDialog(page, lang);
    const authRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/sign-')) authRequests.push(request.url());
    });
    await auth.open('signin');
    await auth.email.fill('mona@dawa');
    await auth.password.fill('12345');
    await auth.submit('signin').click();

    await expect(auth.message(auth.text.emailInvalid('mona@dawa'))).toBeVisible();
    await expect(auth.message(auth.text.invalidPassword)).toBeVisible();
    await expect(auth.email).toHaveAttribute('aria-invalid', 'true');
    await expect(auth.email).toBeFocused();
    await expect(auth.validTicks).toHaveCount(0);

    // Fixing both fields clears the messages and shows a green tick on each.
    await auth.email.fill(DEMO.email);
    await auth.password.fill('123456');
    await expect(auth.validTicks).toHaveCount(2);
    await expect(auth.message(auth.text.invalidPassword)).toBeHidden();
    expect(authRequests).toEqual([]);
  });

  test('shows and hides the password with a button whose name follows its state', async ({
    page,
    lang,
  }) => {
    const auth = new AuthDialog(page, lang);
    await auth.open('signin');
    await auth.password.fill('secret-words');
    await auth.passwordToggle('show').click();
    await expect(auth.password).toHaveAttribute('type', 'text');
    await auth.passwordToggle('hide').click();
    await expect(auth.password).toHaveAttribute('type', 'password');
    await expect(auth.passwordToggle('show')).toBeVisible();
  });

  test('a wrong password shows the translated message and keeps the dialog open', async ({
    page,
    lang,
  }) => {
    const auth = new AuthDialog(page, lang);
    await auth.open('signin');
    await auth.signIn(DEMO.email, 'not-the-password');
    await expect(auth.message(auth.text.credentialsNotRecognized)).toBeVisible();
    await expect(page).toHaveURL(/auth=signin/);
    expect(await new AccountApi(page.request).sessionEmail()).toBeNull();
  });

  test('a business account (not a client) is refused with auth/user-not-found (SPEC §4)', async ({
    page,
    lang,
  }) => {
    const auth = new AuthDialog(page, lang);
    await auth.open('signin');
    // The demo pharmacy's account: right password, but only the mobile app serves it.
    await auth.signIn('pharmacy.business@dawa.local', DEMO.password);
    await expect(auth.message(auth.text.userNotFound)).toBeVisible();
    await expect(page).toHaveURL(/auth=signin/);
    expect(await new AccountApi(page.request).sessionEmail()).toBeNull();
  });

  test('signs in with the demo account, closes and updates the header', async ({ page, lang }) => {
    const auth = new AuthDialog(page, lang);
    await auth.open('signin', '?ref=mail');
    await auth.signIn(DEMO.email, DEMO.password);
    await expect(auth.dialog).toBeHidden();
    await expect(page).toHaveURL(`/${lang}?ref=mail`);
    await expect(auth.headerLogin).toBeHidden();
    expect(await new AccountApi(page.request).sessionEmail()).toBe(DEMO.email);
  });

  test('signs up a new account: success message, then closes after about 3 s, signed in', async ({
    page,
    lang,
  }) => {
    const auth = new AuthDialog(page, lang);
    const email = uniqueEmail();
    await auth.signUpNew(email);

    await expect(auth.message(auth.text.created)).toBeVisible();
    const shownAt = Date.now();
    await expect(auth.dialog).toBeHidden({ timeout: 8_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(2_000);
    await expect(page).toHaveURL(`/${lang}`);
    expect(await new AccountApi(page.request).sessionEmail()).toBe(email);
  });

  test('asks for the confirmation of age and terms, with the documents a tab away', async ({
    page,
    lang,
  }) => {
    const auth = new AuthDialog(page, lang);
    const email = uniqueEmail();
    await auth.signUpNew(email, { confirm: false });

    // Refused in the form: the box says why, is announced, and has the focus.
    const error = auth.dialog.getByRole('alert').filter({ hasText: auth.text.termsNotAccepted });
    await expect(error).toBeVisible();
    await expect(auth.terms).toBeFocused();
    await expect(auth.terms).toHaveAttribute('aria-invalid', 'true');
    await expect(auth.terms).toHaveAccessibleDescription(auth.text.termsNotAccepted);
    expect(await new AccountApi(page.request).sessionEmail()).toBeNull();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width < 600 ? 740 : 800 });
      await screenshot(page, lang, 'signup-terms-required');
    }

    // The documents open in a new tab; the form keeps what was typed.
    for (const document of ['terms', 'privacy'] as const) {
      const link = auth.documentLink(document);
      await expect(link).toHaveAttribute('href', `/${lang}/${document}`);
      const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
      await expect(tab).toHaveURL(new RegExp(`/${lang}/${document}$`));
      await tab.close();
    }
    await expect(auth.terms).not.toBeChecked();
    await expect(auth.email).toHaveValue(email);

    await auth.terms.check();
    await expect(error).toBeHidden();
    await auth.submit('signup').click();
    await expect(auth.message(auth.text.created)).toBeVisible();
    const account = new AccountApi(page.request);
    expect(await account.sessionEmail()).toBe(email);
    const acceptance = await account.termsAcceptance();
    expect(acceptance?.termsVersion).toBe(TERMS_VERSION);
    expect(Date.now() - Date.parse(acceptance?.termsAcceptedAt ?? '')).toBeLessThan(60_000);
  });

  test('refuses to sign up an e-mail that already has an account', async ({ page, lang }) => {
    const auth = new AuthDialog(page, lang);
    await auth.open('signup');
    await auth.signUp('Mona', DEMO.email, 'another-password');
    await expect(auth.message(auth.text.emailInUse)).toBeVisible();
  });

  test('has no serious or critical accessibility violations while open', async ({
    page,
    lang,
    seriousA11yViolations,
  }) => {
    const auth = new AuthDialog(page, lang);
    await auth.open('signin');
    await expect(auth.withTitle('signin')).toBeVisible();
    expect(await seriousA11yViolations(DIALOG)).toEqual([]);
    await auth.switchTo('signup').click();
    await expect(auth.withTitle('signup')).toBeVisible();
    await auth.email.fill('not-an-email');
    await auth.submit('signup').click();
    await expect(auth.message(auth.text.emailInvalid('not-an-email'))).toBeVisible();
    expect(await seriousA11yViolations(DIALOG)).toEqual([]);
  });
});
