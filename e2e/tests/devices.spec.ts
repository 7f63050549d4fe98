import { randomUUID } from 'node:crypto';
import { expect, test } from '../fixtures';
import { DevicesApi, DevicesSection, FIREFOX_ON_WINDOWS } from '../pages/DevicesSection';
import { ProfilePage } from '../pages/ProfilePage';

test.describe('devices', () => {
  test('the profile lists my devices, marks this one, and removes another', async ({
    page,
    lang,
    consoleErrors,
    seriousA11yViolations,
  }) => {
    test.setTimeout(60_000);
    const user = await DevicesApi.signUp(lang === 'ar' ? 'هدى' : 'Hoda Devices');
    // The same account on a laptop with Firefox, through the API.
    await user.callFrom({
      token: `web=${randomUUID()}`,
      userAgent: FIREFOX_ON_WINDOWS,
      language: lang,
    });
    await user.signInBrowser(page.context());
    const profile = new ProfilePage(page, lang);
    await profile.open('?tab=notifications');
    const devices = new DevicesSection(page, lang);

    await expect(devices.items).toHaveCount(2);
    await expect(devices.thisDevice).toHaveCount(1);
    await expect(devices.thisDevice).toContainText(devices.text.thisBrowser);
    const laptop = devices.items.filter({ hasText: devices.text.firefoxOnWindows });
    await expect(laptop).not.toContainText(devices.text.thisDevice);
    expect(await seriousA11yViolations()).toEqual([]);
    await devices.shot();
    await page.setViewportSize({ width: 375, height: 740 });
    await devices.shot();

    await devices.remove(devices.text.firefoxOnWindows);
    await expect(page.getByText(devices.text.removed)).toBeVisible();
    await expect(devices.items).toHaveCount(1);
    await expect(devices.items.first()).toContainText(devices.text.thisDevice);
    expect(await user.deviceCount()).toBe(1);
    expect(consoleErrors).toEqual([]);
  });
});
