import { DIALOG, expect, test } from '../fixtures';
import { AccountApi } from '../pages/AccountApi';
import { AuthDialog } from '../pages/AuthDialog';
import { Mailbox } from '../pages/Mailbox';
import { routeFromOwnAddress } from '../pages/OwnAddress';
import { PhoneAccount, randomPhoneNumber } from '../pages/PhoneAccount';
import { PhoneSignIn } from '../pages/PhoneSignIn';
import { RegistrationPage } from '../pages/RegistrationPage';
import { screenshot } from '../pages/Screens';

const PHONE_CODE_CALLS = '**/api/auth/phone-number/**';

/** Chromium logs every 4xx answer (a wrong code, an unknown number) as a console error. */
const notRefusedCall = (error: string) => !/^Failed to load resource: .* 40[01]/.test(error);

/** Another six digits than `code`. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** `01012345678` as people write it with the country code: `+20 101 234 5678`. */
const international = (phone: string) =>
  `+20 ${phone.slice(1, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`;

test.describe('phone sign-in', () => {
  test.beforeEach(async ({ page }) => {
    await routeFromOwnAddress(page, PHONE_CODE_CALLS);
  });

  test('an unknown number is told so after the code, back at /auth/signin, signed out', async ({
    page,
    lang,
    request,
    consoleErrors,
    seriousA11yViolations,
  }) => {
    const auth = new AuthDialog(page, lang);
    const phone = new PhoneSignIn(page, lang);
    const codeRequests: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/auth/phone-number/')) codeRequests.push(sent.url());
    });
    await auth.open('signin', '/drug-index');
    await phone.option.click();
    await expect(phone.phone).toBeFocused();
    // The e-mail way in is still offered, in place of the phone button.
    await expect(phone.option).toBeHidden();
    await expect(auth.email).toBeHidden();

    await phone.phone.fill('0101234');
    await phone.sendCode.click();
    await expect(phone.message(phone.text.invalidPhone)).toBeVisible();
    await expect(phone.phone).toHaveAttribute('aria-invalid', 'true');
    expect(codeRequests).toEqual([]);
    expect(await seriousA11yViolations(DIALOG)).toEqual([]);

    const number = randomPhoneNumber();
    await phone.requestCode(number);
    await expect(phone.codeSent(number)).toBeVisible();
    await phone.enterCode(await new Mailbox(request).code(number));

    await expect(phone.message(phone.text.userNotFound)).toBeVisible();
    await expect(page).toHaveURL(`/${lang}?auth=signin`);
    await expect(phone.phone).toBeVisible();
    await expect(phone.code).toBeHidden();
    expect(await new AccountApi(page.request).currentUser()).toBeNull();
    expect(await seriousA11yViolations(DIALOG)).toEqual([]);
    expect(consoleErrors.filter(notRefusedCall)).toEqual([]);
  });

  test.describe(() => {
    // The resend cooldown runs on page.clock, which stays installed in a tab: a tab of its own.
    test.use({ freshTab: true });

    test('a known number signs in with the code, completes the registration and goes back', async ({
      page,
      lang,
      request,
      consoleErrors,
      seriousA11yViolations,
    }) => {
      test.setTimeout(60_000);
      const mailbox = new Mailbox(request);
      const account = await PhoneAccount.create(
        lang === 'ar' ? 'هالة الهاتف' : 'Hala Phone',
        mailbox,
      );
      await page.clock.install();
      const phone = new PhoneSignIn(page, lang);
      await new AuthDialog(page, lang).open('signin', '/services?ref=sms');
      await phone.option.click();
      await phone.requestCode(international(account.phoneNumber));
      await expect(phone.codeSent(account.phoneNumber)).toBeVisible();
      await expect(phone.code).toBeFocused();
      await expect(phone.resend).toBeDisabled();
      await expect(phone.resend).toHaveText(phone.text.resendIn);

      // Fewer than 6 digits never reach the server.
      await phone.enterCode('12345');
      await expect(phone.message(phone.text.codeDigits)).toBeVisible();
      const code = await mailbox.code(account.phoneNumber);
      await phone.enterCode(wrongCode(code));
      await expect(phone.message(phone.text.wrongCode)).toBeVisible();
      await expect(phone.code).toBeVisible();
      expect(await seriousA11yViolations(DIALOG)).toEqual([]);

      // After the cooldown a new code can be sent, and that one signs in.
      await page.clock.fastForward('01:01');
      await expect(phone.resend).toBeEnabled();
      await phone.resend.click();
      await expect(phone.codeSent(account.phoneNumber, true)).toBeVisible();
      await phone.enterCode(await mailbox.code(account.phoneNumber, 2));

      // The registration lacks all but the phone: that screen comes next.
      const registration = new RegistrationPage(page, lang);
      await expect(page).toHaveURL(
        `/${lang}/auth/update-account-roles?from=${encodeURIComponent(`/${lang}/services?ref=sms`)}`,
      );
      await expect(registration.title).toBeVisible();
      await expect(registration.idNumber).toBeVisible();
      await expect(registration.phoneNumber).toHaveCount(0);
      await registration.save.click();
      await expect(registration.message(registration.text.invalidIdNumber)).toBeVisible();
      await expect(registration.message(registration.text.invalidUserType)).toBeVisible();
      await expect(registration.message(registration.text.invalidUserCategory)).toBeVisible();
      await expect(registration.idNumber).toBeFocused();
      expect(await seriousA11yViolations()).toEqual([]);

      await registration.fill('29801011234567', 'pharmacist', 'communityPharmacy');
      await registration.save.click();
      await expect(registration.saved).toBeVisible();
      await expect(page).toHaveURL(`/${lang}/services?ref=sms`);
      expect(await account.registration()).toEqual({
        phoneNumber: account.phoneNumber,
        idNumber: '29801011234567',
        userType: 'pharmacist',
        userCategory: 'communityPharmacy',
        registrationComplete: true,
      });
      expect(consoleErrors.filter(notRefusedCall)).toEqual([]);
    });
  });

  test('a complete registration signs in and closes the dialog where it was', async ({
    page,
    lang,
    request,
  }) => {
    const mailbox = new Mailbox(request);
    const account = await PhoneAccount.create('Nour Complete', mailbox);
    await account.completeRegistration('nurse', 'hospital');
    const phone = new PhoneSignIn(page, lang);
    await new AuthDialog(page, lang).open('signin', '/about');
    await phone.option.click();
    await phone.requestCode(account.phoneNumber);
    await phone.enterCode(await mailbox.code(account.phoneNumber));
    await expect(phone.dialog).toBeHidden();
    await expect(page).toHaveURL(`/${lang}/about`);
    expect(await new AccountApi(page.request).sessionEmail()).toBe(account.email);
  });

  test('the registration screen is reachable after any sign-in, and needs one', async ({
    page,
    lang,
    request,
  }) => {
    const registration = new RegistrationPage(page, lang);
    await registration.open();
    await expect(page).toHaveURL(
      `/${lang}?next=${encodeURIComponent(`/${lang}/auth/update-account-roles`)}`,
    );

    const account = await PhoneAccount.create('Omar Later', new Mailbox(request));
    await account.signInBrowser(page.context());
    await registration.open(`/${lang}/services`);
    await expect(registration.title).toBeVisible();
    await registration.later.click();
    await expect(page).toHaveURL(`/${lang}/services`);
    expect((await account.registration()).registrationComplete).toBe(false);
  });
});

test.describe('phone sign-in screens', () => {
  for (const width of [390, 1440]) {
    test(`phone step, code step and registration at ${width}px`, async ({
      page,
      lang,
      request,
    }) => {
      test.setTimeout(60_000);
      const mailbox = new Mailbox(request);
      const account = await PhoneAccount.create(lang === 'ar' ? 'ليلى' : 'Laila Shots', mailbox);
      await page.setViewportSize({ width, height: 860 });
      await routeFromOwnAddress(page, PHONE_CODE_CALLS);
      const phone = new PhoneSignIn(page, lang);
      await new AuthDialog(page, lang).open('signin');
      await phone.option.click();
      await phone.phone.fill('0101');
      await phone.sendCode.click();
      await expect(phone.message(phone.text.invalidPhone)).toBeVisible();
      await screenshot(page, lang, 'phone-step');
      await phone.requestCode(account.phoneNumber);
      await phone.code.fill('12');
      await phone.verify.click();
      await expect(phone.message(phone.text.codeDigits)).toBeVisible();
      await screenshot(page, lang, 'code-step');
      await phone.enterCode(await mailbox.code(account.phoneNumber));
      const registration = new RegistrationPage(page, lang);
      await expect(registration.title).toBeVisible();
      await registration.userType
        .getByRole('radio', { name: registration.text.userTypes.pharmacist, exact: true })
        .check();
      await screenshot(page, lang, 'update-account-roles', { fullPage: true });
    });
  }
});
