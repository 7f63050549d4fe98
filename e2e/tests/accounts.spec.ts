import { expect, test } from '../fixtures';
import { AccountApi } from '../pages/AccountApi';
import { AuthDialog } from '../pages/AuthDialog';
import { Mailbox } from '../pages/Mailbox';
import { ApiUser } from '../pages/PrescriptionsApi';
import { ResetPasswordPage } from '../pages/ResetPasswordPage';

const SESSION_COOKIE = 'dawa.session_token';

/** The e-mail verification notice under the header, and its toasts. */
const VERIFICATION = {
  en: {
    label: 'E-mail verification',
    resend: 'Resend e-mail',
    checkAgain: "I've verified — check again",
    sent: 'Verification e-mail sent',
    verified: 'Your e-mail address is verified',
  },
  ar: {
    label: 'تأكيد البريد الإلكتروني',
    resend: 'إعادة إرسال الرسالة',
    checkAgain: 'أكّدت بريدي — تحقّق مرة أخرى',
    sent: 'تم إرسال رسالة التأكيد',
    verified: 'تم تأكيد بريدك الإلكتروني',
  },
} as const;

function uniqueEmail(): string {
  return `e2e-acc-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@dawa.test`;
}

/** Fills and submits the sign-in form (each test's browser has a client address of its own). */
async function signIn(
  auth: AuthDialog,
  credentials: { email: string; password: string; rememberMe: boolean },
) {
  await auth.rememberMe.setChecked(credentials.rememberMe);
  await auth.signIn(credentials.email, credentials.password);
}

test.describe('accounts', () => {
  test('sign-up sends a verification link that verifies the e-mail address', async ({
    page,
    lang,
    request,
  }) => {
    const auth = new AuthDialog(page, lang);
    const email = uniqueEmail();
    await auth.signUpNew(email);
    await expect(auth.message(auth.text.created)).toBeVisible();
    expect(await new AccountApi(page.request).currentUser()).toMatchObject({
      email,
      emailVerified: false,
    });

    const link = await new Mailbox(request).link(email, '/api/auth/verify-email');
    await page.goto(link);
    // The link comes back to the home page in the language the account was created in.
    await expect(page).toHaveURL(`/${lang}`);
    expect(await new AccountApi(page.request).currentUser()).toEqual({
      email,
      emailVerified: true,
    });
  });

  test('an unverified user is asked to verify, gets the link again and, once verified, checks again', async ({
    page,
    lang,
    request,
    seriousA11yViolations,
  }) => {
    const text = VERIFICATION[lang];
    const user = await ApiUser.signUp(lang === 'ar' ? 'منى اختبار' : 'Test Pharmacist');
    await user.signInBrowser(page.context());
    await page.goto(`/${lang}`);
    const notice = page.getByRole('complementary', { name: text.label });
    await expect(notice).toContainText(user.email);
    expect(await seriousA11yViolations('aside')).toEqual([]);
    const toast = (title: string) =>
      page.locator('.ant-notification-notice').filter({ hasText: title });

    await notice.getByRole('button', { name: text.resend }).click();
    await expect(toast(text.sent)).toBeVisible();
    // Verified on another device: the link opened elsewhere.
    const link = await new Mailbox(request).link(user.email, '/api/auth/verify-email');
    expect((await request.get(link)).ok()).toBe(true);
    await notice.getByRole('button', { name: text.checkAgain }).click();
    await expect(toast(text.verified)).toBeVisible();
    await expect(notice).toBeHidden();
  });

  test('forgot password: the mailed link sets a new password that signs in', async ({
    page,
    lang,
    request,
    consoleErrors,
  }) => {
    test.setTimeout(60_000);
    const auth = new AuthDialog(page, lang);
    const reset = new ResetPasswordPage(page, lang);
    const email = uniqueEmail();
    await new AccountApi(request).createAccount(lang, email, 'old-password-2026');

    await auth.open('signin');
    await auth.forgotPasswordLink.click();
    await expect(page).toHaveURL(`/${lang}?auth=forgot`);
    await expect(auth.withTitle('forgot')).toBeVisible();
    await auth.email.fill(email);
    await auth.submit('forgot').click();
    await expect(auth.resetSent(email)).toBeVisible();
    await expect(page.getByText(auth.text.resetSentToast)).toBeVisible();

    const link = await new Mailbox(request).link(email, '/auth/reset-password?token=');
    expect(new URL(link).pathname).toBe(`/${lang}/auth/reset-password`);
    await page.goto(link);
    await expect(reset.heading).toBeVisible();
    await reset.setPassword('12345', '12345');
    await expect(reset.message(reset.text.invalidPassword)).toBeVisible();
    await reset.setPassword('new-password-2026', 'new-password-2027');
    await expect(reset.message(reset.text.passwordsDiffer)).toBeVisible();
    await reset.setPassword('new-password-2026');

    await expect(page).toHaveURL(`/${lang}?auth=signin`);
    await expect(page.getByText(reset.text.changed)).toBeVisible();
    await expect(auth.withTitle('signin')).toBeVisible();
    await signIn(auth, { email, password: 'new-password-2026', rememberMe: true });
    await expect(auth.dialog).toBeHidden();
    expect(await new AccountApi(page.request).sessionEmail()).toBe(email);
    expect(consoleErrors).toEqual([]);
  });

  test('forgot password gives the same answer for an address without an account', async ({
    page,
    lang,
    request,
  }) => {
    const auth = new AuthDialog(page, lang);
    const email = uniqueEmail();
    await auth.open('forgot');
    await expect(auth.withTitle('forgot')).toBeVisible();
    await auth.email.fill(email);
    await auth.submit('forgot').click();
    await expect(auth.resetSent(email)).toBeVisible();
    expect(await new Mailbox(request).messages(email)).toEqual([]);

    await auth.dialog.getByRole('link', { name: auth.text.backToSignin }).click();
    await expect(auth.withTitle('signin')).toBeVisible();
  });

  test('a reset link that is invalid says so and offers a new one', async ({ page, lang }) => {
    const auth = new AuthDialog(page, lang);
    const reset = new ResetPasswordPage(page, lang);
    await page.goto(`/${lang}/auth/reset-password?token=not-a-real-token`);
    await reset.setPassword('new-password-2026');
    await expect(reset.message(reset.text.invalidLink)).toBeVisible();

    // Without a token the page says so at once.
    await page.goto(`/${lang}/auth/reset-password`);
    await expect(reset.message(reset.text.invalidLink)).toBeVisible();
    await expect(reset.newPassword).toHaveCount(0);
    await reset.requestNewLink.click();
    await expect(page).toHaveURL(`/${lang}?auth=forgot`);
    await expect(auth.withTitle('forgot')).toBeVisible();
  });

  test('/auth/signin opens the sign-in dialog on the home page', async ({ page, lang }) => {
    const auth = new AuthDialog(page, lang);
    await page.goto(`/${lang}/auth/signin?ref=mail`);
    await expect(page).toHaveURL(`/${lang}?ref=mail&auth=signin`);
    await expect(auth.withTitle('signin')).toBeVisible();
  });

  test('remember me decides between a browser-session cookie and a lasting one', async ({
    page,
    context,
    lang,
    request,
  }) => {
    test.setTimeout(90_000);
    const auth = new AuthDialog(page, lang);
    const email = uniqueEmail();
    const password = 'remember-2026';
    await new AccountApi(request).createAccount(lang, email, password);
    const sessionCookie = async () =>
      (await context.cookies()).find((cookie) => cookie.name === SESSION_COOKIE);

    // A wrong password first: the message is in the page language.
    await auth.open('signin');
    const wrong = auth.message(auth.text.credentialsNotRecognized);
    await signIn(auth, { email, password: 'not-the-password', rememberMe: true });
    await expect(wrong).toBeVisible();
    expect(await sessionCookie()).toBeUndefined();

    await signIn(auth, { email, password, rememberMe: false });
    await expect(auth.dialog).toBeHidden();
    const forSession = await sessionCookie();
    expect(forSession, 'session cookie').toBeDefined();
    // -1: no Expires or Max-Age, so the browser drops it when it closes.
    expect(forSession?.expires).toBe(-1);

    await context.clearCookies();
    await auth.open('signin');
    await expect(auth.rememberMe).toBeChecked();
    await signIn(auth, { email, password, rememberMe: true });
    await expect(auth.dialog).toBeHidden();
    const lasting = await sessionCookie();
    expect(lasting?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 24 * 60 * 60);
    expect(await new AccountApi(page.request).sessionEmail()).toBe(email);
  });
});
