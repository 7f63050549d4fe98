import { expect, test } from '../fixtures';
import { ADMIN, makePng } from '../pages/ApiClient';
import { ChromePage } from '../pages/ChromePage';
import { ApiUser } from '../pages/PrescriptionsApi';
import { Mailbox } from '../pages/Mailbox';
import { ProfileApi, ProfilePage } from '../pages/ProfilePage';

test.describe('profile', () => {
  test('a signed-out visitor is sent home, asked to log in', async ({ page, lang }) => {
    await page.goto(`/${lang}/profile`);
    await expect(page).toHaveURL(`/${lang}?next=${encodeURIComponent(`/${lang}/profile`)}`);
  });

  test('shows who I am and my accepted prescriptions; the menu and /auth/edit-profile lead here', async ({
    page,
    lang,
    consoleErrors,
    seriousA11yViolations,
  }) => {
    test.setTimeout(60_000);
    const name = lang === 'ar' ? 'منى السيد' : 'Mona El Sayed';
    const [author, admin] = await Promise.all([ApiUser.signUp(name), ApiUser.signIn(ADMIN)]);
    const accepted = await author.createPrescription(`Accepted case ${Date.now()}`, makePng());
    await author.createPrescription(`Pending case ${Date.now()}`, makePng());
    await admin.accept(accepted);

    await author.signInBrowser(page.context());
    const profile = new ProfilePage(page, lang);
    await page.goto(`/${lang}`);
    await new ChromePage(page, lang).chooseFromProfileMenu(
      lang === 'ar' ? 'الملف الشخصي' : 'Profile',
      () => expect(page).toHaveURL(new RegExp(`/${lang}/profile$`), { timeout: 10_000 }),
    );
    await expect(profile.heading).toHaveText(name);
    await expect(page.getByRole('main').getByText(author.email, { exact: true })).toBeVisible();
    await expect(page.getByText(profile.text.unverified)).toBeVisible();
    await expect(profile.tab('prescriptions')).toHaveAttribute('aria-selected', 'true');
    // Only the accepted one: own prescriptions show accepted posts (SPEC §4).
    const cards = page.getByRole('tabpanel').getByRole('listitem');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Accepted case');
    expect(await seriousA11yViolations()).toEqual([]);

    // A new e-mail account has no phone, id number, profession or sector yet.
    await expect(
      page.getByRole('link', { name: profile.text.completeRegistration }),
    ).toHaveAttribute(
      'href',
      `/${lang}/auth/update-account-roles?from=${encodeURIComponent(`/${lang}/profile`)}`,
    );

    await profile.tab('notifications').click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/profile\\?tab=notifications$`));
    await expect(page.getByRole('region', { name: profile.text.settings })).toBeVisible();

    await page.goto(`/${lang}/auth/edit-profile`);
    await expect(page).toHaveURL(new RegExp(`/${lang}/profile\\?tab=account$`));
    await expect(profile.tab('account')).toHaveAttribute('aria-selected', 'true');
    await expect(profile.field('fullName')).toHaveValue(name);
    expect(consoleErrors).toEqual([]);
  });

  test('edits the account: checks the fields, saves name, number, picture and language', async ({
    page,
    lang,
    consoleErrors,
    seriousA11yViolations,
  }) => {
    test.setTimeout(60_000);
    const user = await ProfileApi.signUp('Karim Adel');
    await user.signInBrowser(page.context());
    const profile = new ProfilePage(page, lang);
    await profile.open('?tab=account');

    // Bad input gets the SPEC §5 messages and changes nothing.
    await profile.field('fullName').fill('K');
    await profile.field('phone').fill('0101234');
    await profile.save();
    await expect(page.getByText(profile.text.invalidName)).toBeVisible();
    await expect(page.getByText(profile.text.invalidPhone)).toBeVisible();
    expect((await user.me()).fullName).toBe('Karim Adel');

    const fullName = lang === 'ar' ? 'كريم عادل حسن' : 'Karim Adel Hassan';
    await profile.field('fullName').fill(fullName);
    await profile.field('phone').fill(`010${String(Date.now()).slice(-8)}`);
    await profile.fileInput.setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: makePng(200, 200, [220, 120, 40]),
    });
    await expect(page.getByTestId('image-upload').locator('img')).toHaveAttribute(
      'src',
      /^\/files\//,
    );
    await profile.chooseLanguage('arabic');
    expect(await seriousA11yViolations()).toEqual([]);
    await profile.save();
    await expect(page.getByText(profile.text.saved)).toBeVisible();

    const me = await user.me();
    expect(me).toMatchObject({ fullName, countryCode: '+20', language: 'ar' });
    expect(me.phoneNumber).toMatch(/^010\d{8}$/);
    expect(me.avatar).toMatch(/^\/files\//);
    // The header shows the new picture and name at once.
    const menu = page.getByTestId('profile-menu');
    await expect(menu.locator('img')).toHaveAttribute('src', me.avatar ?? '');
    await expect(menu).toHaveAccessibleName(new RegExp(fullName));
    await expect(profile.heading).toHaveText(fullName);

    // Kept across a reload.
    await page.reload();
    await expect(profile.field('fullName')).toHaveValue(fullName);
    await expect(page.getByRole('radio', { name: profile.text.arabic })).toBeChecked();

    await page.getByRole('button', { name: profile.text.sendReset }).click();
    await expect(page.getByText(profile.text.resetSent)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('confirms a saved mobile number with the SMS code', async ({
    page,
    lang,
    seriousA11yViolations,
  }) => {
    const user = await ProfileApi.signUp('Nadia Fawzy');
    const phone = `012${String(Date.now()).slice(-8)}`;
    await user.setPhoneNumber(phone);
    await user.signInBrowser(page.context());
    const profile = new ProfilePage(page, lang);
    await profile.open('?tab=account');
    const section = page.getByRole('region', { name: profile.text.confirmHeading });
    await expect(section).toContainText(phone);

    await section.getByRole('button', { name: profile.text.sendCode }).click();
    const code = await new Mailbox(page.request).code(phone);
    const input = section.getByLabel(profile.text.code, { exact: true });
    await expect(input).toBeFocused();
    await input.fill('12');
    await section.getByRole('button', { name: profile.text.confirm }).click();
    await expect(section.getByRole('alert')).toHaveText(profile.text.codeDigits);
    await input.fill(code === '000000' ? '111111' : '000000');
    await section.getByRole('button', { name: profile.text.confirm }).click();
    await expect(section.getByRole('alert')).toHaveText(profile.text.wrongCode);
    expect(await seriousA11yViolations()).toEqual([]);
    await profile.shot('phone-code');

    await input.fill(code);
    await section.getByRole('button', { name: profile.text.confirm }).click();
    await expect(page.getByText(profile.text.phoneConfirmed)).toBeVisible();
    await expect(section).toHaveCount(0);
    expect(await user.me()).toMatchObject({ phoneNumber: phone, phoneNumberVerified: true });
  });

  for (const width of [390, 1440]) {
    test(`screens at ${width}`, async ({ page, lang }) => {
      const user = await ProfileApi.signUp(lang === 'ar' ? 'هدى مصطفى' : 'Hoda Mostafa');
      await page.setViewportSize({ width, height: 900 });
      await user.signInBrowser(page.context());
      const profile = new ProfilePage(page, lang);
      for (const tab of [
        'prescriptions',
        'jobs',
        'facilities',
        'account',
        'notifications',
      ] as const) {
        await profile.open(tab === 'prescriptions' ? '' : `?tab=${tab}`);
        await expect(profile.tab(tab)).toHaveAttribute('aria-selected', 'true');
        await profile.settled(tab);
        await profile.shot(`profile-${tab}`);
      }
    });
  }
});
