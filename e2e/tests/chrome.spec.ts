import { DIALOG, expect, test } from '../fixtures';
import { ChromePage } from '../pages/ChromePage';

test.describe('chrome: header, drawer, services menu, footer', () => {
  test('sends a signed-out visitor from a private page to the home page, asked to log in', async ({
    page,
    lang,
    consoleErrors,
  }) => {
    const chrome = new ChromePage(page, lang);
    await chrome.open('/prescriptions');
    await expect(page).toHaveURL(`/${lang}?next=${encodeURIComponent(`/${lang}/prescriptions`)}`);
    await expect(page.getByRole('dialog')).toContainText(chrome.text.loginRequired);
    await chrome.open('/privacy');
    await expect(page).not.toHaveURL(`/${lang}`);
    expect(consoleErrors).toEqual([]);
  });

  test('asks a signed-out visitor to log in for a guarded service', async ({
    page,
    lang,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    const chrome = new ChromePage(page, lang);
    await chrome.open();
    await chrome.servicesMenuButton.click();
    await expect(chrome.menuItem(chrome.text.prescriptions)).toBeVisible();
    const interactions = page.locator('.ant-dropdown a[target="_blank"]');
    await expect(interactions).toHaveAttribute('rel', 'noopener noreferrer');
    const dialog = page.getByRole('dialog');
    await chrome.chooseFromMenu(chrome.servicesMenuButton, chrome.text.prescriptions, () =>
      expect(dialog).toContainText(chrome.text.loginRequired, { timeout: 10_000 }),
    );
    await dialog.getByRole('link', { name: chrome.text.login }).click();
    // The sign-in dialog replaces it, and goes on to the prescriptions once signed in.
    await expect(page).toHaveURL(
      `/${lang}?next=${encodeURIComponent(`/${lang}/prescriptions`)}&auth=signin`,
    );
    expect(consoleErrors).toEqual([]);
  });

  test('opens the drawer from the reading start at 375 px, without a11y violations', async ({
    page,
    lang,
    consoleErrors,
    seriousA11yViolations,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const chrome = new ChromePage(page, lang);
    await chrome.open();
    await expect(chrome.servicesMenuButton).toBeHidden();
    await chrome.hamburger.click();
    await expect(chrome.drawer).toBeVisible();
    for (const name of [chrome.text.about, chrome.text.services, chrome.text.login]) {
      await expect(chrome.drawer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(chrome.drawer.getByRole('link', { name: chrome.text.switchTo })).toBeVisible();
    // Wait for the slide-in to finish before measuring.
    await expect
      .poll(async () => {
        const box = await chrome.drawer.boundingBox();
        return box ? Math.round(lang === 'ar' ? 375 - (box.x + box.width) : box.x) : -1;
      })
      .toBe(0);
    expect(await seriousA11yViolations(DIALOG)).toEqual([]);
    await chrome.drawer.getByRole('link', { name: chrome.text.about, exact: true }).click();
    await expect(chrome.drawer).toBeHidden();
    await expect.poll(() => chrome.isInViewport('#about')).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('opens the drawer tapped before the app has started, once it has', async ({
    page,
    lang,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    // The prerendered page shows; the app's chunk is held back until the tap is made.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/app-*.js', async (route) => {
      await held;
      await route.continue();
    });
    const chrome = new ChromePage(page, lang);
    await page.goto(`/${lang}`, { waitUntil: 'domcontentloaded' });
    await chrome.hamburger.click();
    await expect(page.locator('html[data-ready]')).toHaveCount(0);
    release();
    await expect(chrome.drawer).toBeVisible();
    await expect(page).toHaveURL(`/${lang}`);
    expect(consoleErrors).toEqual([]);
  });

  test('switches language keeping path, query and hash', async ({ page, lang }) => {
    const other = lang === 'en' ? 'ar' : 'en';
    const chrome = new ChromePage(page, lang);
    await chrome.open('/privacy?ref=mail#top');
    await chrome.header.getByRole('link', { name: chrome.text.switchTo }).click();
    await expect(page).toHaveURL(`/${other}/privacy?ref=mail#top`);
  });

  test('scrolls smoothly to a home section from the footer, also from another page', async ({
    page,
    lang,
    consoleErrors,
  }) => {
    const chrome = new ChromePage(page, lang);
    await chrome.open();
    await expect(page.locator('#about')).toBeAttached();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await chrome.footerLink(chrome.text.about).click();
    // 150 ms delay, then an eased 1 s scroll: it moves, and ends with the section in view.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect.poll(() => chrome.isInViewport('#about')).toBe(true);
    await expect(chrome.header).toHaveAttribute('data-scrolled', 'true');

    await chrome.open('/privacy');
    await chrome.footerLink(chrome.text.services).click();
    await expect(page).toHaveURL(`/${lang}#services`);
    await expect.poll(() => chrome.isInViewport('#services')).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(consoleErrors).toEqual([]);
  });

  test.describe(() => {
    // The eased scroll (motion on) runs on page.clock here, which stays installed in a tab:
    // one of its own.
    test.use({ freshTab: true });

    test('the scroll to a section yields to the person: a key pressed meanwhile stops it', async ({
      page,
      lang,
    }) => {
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await page.clock.install();
      const chrome = new ChromePage(page, lang);
      await chrome.open();
      await expect(page.locator('#about')).toBeAttached();
      // An installed clock still runs with real time: on a loaded machine the scroll ran on
      // between two of the test's steps. Paused, only runFor moves it.
      const now = await page.evaluate(() => Date.now());
      await page.clock.pauseAt(now + 1000);
      await chrome.footerLink(chrome.text.about).click();
      await expect(page).toHaveURL(`/${lang}#about`);
      // Once the page has started to glide, the person presses a key: it stops there.
      const scrollY = () => page.evaluate(() => window.scrollY);
      const atLink = await scrollY();
      await expect
        .poll(async () => {
          await page.clock.runFor(50);
          return scrollY();
        })
        .not.toBe(atLink);
      await page.keyboard.press('Shift');
      const stoppedAt = await scrollY();
      await page.clock.runFor(2000);
      expect(await scrollY()).toBe(stoppedAt);
      expect(await chrome.isInViewport('#about')).toBe(false);

      // Left alone, the same link brings the section into view once the scroll has run.
      await chrome.footerLink(chrome.text.about).click();
      await page.clock.runFor(2000);
      await expect.poll(() => chrome.isInViewport('#about')).toBe(true);
    });
  });

  test('shows the bell and profile menu when signed in, and signs out to home', async ({
    page,
    lang,
    consoleErrors,
  }) => {
    const chrome = new ChromePage(page, lang);
    await chrome.signIn();
    await chrome.open('/prescriptions');
    // Signed in, the guard lets the path through to the normal routes (404 until it exists).
    await expect(page).not.toHaveURL(`/${lang}`);
    await chrome.open();
    // The bell opens the notifications dropdown (its name says the unread count, if any).
    await expect(
      chrome.header.getByRole('button', { name: new RegExp(`^${chrome.text.notifications}`) }),
    ).toBeVisible();
    await expect(chrome.header.getByRole('link', { name: chrome.text.login })).toBeHidden();
    await chrome.signOutFromMenu();
    await expect(page).toHaveURL(`/${lang}`);
    expect(consoleErrors).toEqual([]);
  });
});
