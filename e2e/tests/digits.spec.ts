import { randomUUID } from 'node:crypto';
import { expect, test } from '../fixtures';
import { DevicesApi, FIREFOX_ON_WINDOWS } from '../pages/DevicesSection';
import { expectOneDigitStyle } from '../pages/Digits';
import { JobsApiUser } from '../pages/JobsPage';
import { ADMIN, ApiUser, makePng } from '../pages/NotificationsApi';
import { screenshot } from '../pages/Screens';

const WIDTHS = [1280, 375];

test.describe('digits (ADR 0020)', () => {
  test('dates, counts and prices use one kind of digit on each page', async ({
    page,
    lang,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    const [author, admin, poster] = await Promise.all([
      DevicesApi.signUp(lang === 'ar' ? 'سلمى الأرقام' : 'Salma Digits'),
      ApiUser.signIn(ADMIN),
      JobsApiUser.signUp(lang === 'ar' ? 'صيدلية الأرقام' : 'Digits Pharmacy'),
    ]);
    const id = await author.createPrescription(`Digits ${randomUUID().slice(0, 8)}`, makePng());
    await admin.acceptPrescription(id);
    for (const comment of ['Amoxicillin 500 mg, 3 times a day', 'Second opinion']) {
      await admin.comment(id, comment);
    }
    await admin.notify([await author.id()], { en: 'Digits check', ar: 'فحص الأرقام' });
    await poster.createAcceptedJob(admin, `Pharmacist ${randomUUID().slice(0, 8)}`, {
      salary: { negotiable: false, from: 9000, to: 12000, period: 'month' },
    });
    await author.signInBrowser(page.context());
    // The profile lists a second device, with the day it was added and when it was last seen.
    await author.callFrom({
      token: `web=${randomUUID()}`,
      userAgent: FIREFOX_ON_WINDOWS,
      language: lang,
    });

    const pages: [name: string, path: string, ready: () => Promise<void>][] = [
      [
        'digits-prescriptions',
        '/prescriptions',
        () => expect(page.locator('time').first()).toBeVisible(),
      ],
      [
        'digits-prescription',
        `/prescriptions/${id}`,
        () => expect(page.locator('article time')).toHaveCount(3),
      ],
      [
        'digits-jobs',
        '/job-opportunities',
        () => expect(page.locator('article time').first()).toBeVisible(),
      ],
      [
        'digits-notifications',
        '/notification',
        () => expect(page.locator('main time').first()).toBeVisible(),
      ],
      [
        'digits-devices',
        '/profile?tab=notifications',
        () => expect(page.locator('main time').first()).toBeVisible(),
      ],
      [
        'digits-drugs',
        '/drug-index?filter=augmentin&searchBy=tradeName&page=1',
        () => expect(page.getByRole('main').locator('article').first()).toBeVisible(),
      ],
    ];
    for (const [name, path, ready] of pages) {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`/${lang}${path}`);
        await ready();
        expect(await expectOneDigitStyle(page), `${path} shows digits`).not.toBe('');
        await screenshot(page, lang, name, { fullPage: true });
      }
    }

    // A drug's details: its prices.
    await page.getByRole('main').locator('article').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectOneDigitStyle(page);
    await screenshot(page, lang, 'digits-drug');
    expect(consoleErrors).toEqual([]);
  });
});
