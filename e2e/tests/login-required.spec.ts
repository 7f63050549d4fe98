import { DIALOG, expect, test } from '../fixtures';
import { AuthDialog } from '../pages/AuthDialog';
import { ChromePage } from '../pages/ChromePage';
import { LoginRequiredDialog, SIGN_IN_SERVICES } from '../pages/LoginRequiredDialog';
import { screenshot } from '../pages/Screens';

const DEMO = { email: 'mona.pharmacist@dawa.local', password: 'dawa-demo-2026' };

// Issue #23: a signed-out visitor who picks a sign-in service, wherever the link is, is told
// why in a dialog with a way to log in, and lands on that service after signing in.
test.describe('login required: sign-in services for a signed-out visitor', () => {
  test('every sign-in card of the services page asks to log in in place; Escape gives focus back', async ({
    page,
    lang,
    consoleErrors,
    seriousA11yViolations,
  }) => {
    const loginRequired = new LoginRequiredDialog(page, lang);
    await new ChromePage(page, lang).open('/services');
    for (const service of SIGN_IN_SERVICES) {
      const card = loginRequired.card(service);
      await card.click();
      await expect(loginRequired.says(service)).toBeVisible();
      await expect(loginRequired.openDialogs).toHaveCount(1);
      await expect(page).toHaveURL(
        `/${lang}/services?next=${encodeURIComponent(loginRequired.servicePath(service))}`,
      );
      if (service === 'prescriptions') {
        await screenshot(page, lang, 'login-required');
        expect(await seriousA11yViolations(DIALOG)).toEqual([]);
      }
      await page.keyboard.press('Escape');
      await expect(loginRequired.dialog).toBeHidden();
      await expect(page).toHaveURL(`/${lang}/services`);
      await expect(card).toBeFocused();
    }
    expect(consoleErrors).toEqual([]);
  });

  test('a home service card: Login swaps the dialog for sign-in, which lands on the service', async ({
    page,
    lang,
    consoleErrors,
  }) => {
    const loginRequired = new LoginRequiredDialog(page, lang);
    const auth = new AuthDialog(page, lang);
    await new ChromePage(page, lang).open();
    await loginRequired.card('jobs').click();
    await expect(loginRequired.says('jobs')).toBeVisible();

    await loginRequired.login.click();
    await expect(auth.withTitle('signin')).toBeVisible();
    // One dialog at a time: the login-required one is gone, not behind.
    await expect(loginRequired.dialog).toBeHidden();
    await expect(loginRequired.openDialogs).toHaveCount(1);

    await auth.signIn(DEMO.email, DEMO.password);
    await expect(page).toHaveURL(loginRequired.servicePath('jobs'));
    await expect(loginRequired.openDialogs).toHaveCount(0);
    // Focus moves to the page asked for, not back to a card that is no longer there.
    await expect(page.getByRole('main')).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  test('the header services menu: one dialog at a time, focus back on the menu button', async ({
    page,
    lang,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    const chrome = new ChromePage(page, lang);
    const loginRequired = new LoginRequiredDialog(page, lang);
    const auth = new AuthDialog(page, lang);
    await chrome.open();
    await chrome.chooseFromMenu(chrome.servicesMenuButton, chrome.text.prescriptions, () =>
      expect(loginRequired.says('prescriptions')).toBeVisible({ timeout: 10_000 }),
    );
    await expect(loginRequired.openDialogs).toHaveCount(1);
    await loginRequired.cancel.click();
    await expect(loginRequired.dialog).toBeHidden();
    await expect(chrome.servicesMenuButton).toBeFocused();
    // The menu marks the services that need sign-in.
    await chrome.servicesMenuButton.click();
    await expect(chrome.menuItem(chrome.text.prescriptions)).toBeVisible();
    await screenshot(page, lang, 'services-menu');
    await page.keyboard.press('Escape');

    // Login, then leaving the sign-in dialog: nothing stays open, focus is where it started.
    await chrome.chooseFromMenu(chrome.servicesMenuButton, chrome.text.prescriptions, () =>
      expect(loginRequired.says('prescriptions')).toBeVisible({ timeout: 10_000 }),
    );
    await loginRequired.login.click();
    await expect(auth.withTitle('signin')).toBeVisible();
    await expect(loginRequired.openDialogs).toHaveCount(1);
    // The dialog takes Escape from inside: a keyboard user presses it once the focus is there
    // (a loaded machine may show the dialog a moment before it takes the focus).
    const signInTitle = auth.text.title.signin;
    await expect
      .poll(() =>
        page.evaluate(
          (title) =>
            document.activeElement?.closest('[role="dialog"]')?.textContent?.includes(title),
          signInTitle,
        ),
      )
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect(loginRequired.openDialogs).toHaveCount(0);
    await expect(page).toHaveURL(`/${lang}`);
    await expect(chrome.servicesMenuButton).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  test('a sign-in page opened directly explains itself, and sign-in goes on to it', async ({
    page,
    lang,
    consoleErrors,
  }) => {
    const loginRequired = new LoginRequiredDialog(page, lang);
    const auth = new AuthDialog(page, lang);
    const wanted = `/${lang}/offers?page=1`;
    await page.goto(wanted);
    await expect(page).toHaveURL(loginRequired.homeAskingFor(wanted));
    await expect(loginRequired.says('offers')).toBeVisible();
    await loginRequired.login.click();
    await expect(loginRequired.openDialogs).toHaveCount(1);
    await auth.signIn(DEMO.email, DEMO.password);
    await expect(page).toHaveURL(wanted);
    await expect(page.getByRole('main')).toBeFocused();

    // A page that is no service has the general message.
    await page.context().clearCookies();
    await page.goto(`/${lang}/profile`);
    await expect(loginRequired.says('page')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('keyboard: Enter opens it, Tab stays inside, Escape closes it', async ({ page, lang }) => {
    const loginRequired = new LoginRequiredDialog(page, lang);
    await new ChromePage(page, lang).open('/services');
    const card = loginRequired.card('facilities');
    await card.focus();
    await page.keyboard.press('Enter');
    await expect(loginRequired.says('facilities')).toBeVisible();
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press('Tab');
      const inside = await loginRequired.dialog.evaluate((dialog) =>
        dialog.closest('.ant-modal-wrap')?.contains(document.activeElement),
      );
      expect(inside, `focus after ${step + 1} tabs`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(loginRequired.dialog).toBeHidden();
    await expect(card).toBeFocused();
  });

  test('signed in, a service card opens the service directly', async ({ page, lang }) => {
    const chrome = new ChromePage(page, lang);
    const loginRequired = new LoginRequiredDialog(page, lang);
    await chrome.signIn();
    await chrome.open('/services');
    // A member is not told to sign in to what is already theirs.
    const main = page.getByRole('main');
    await expect(main.getByText(lang === 'ar' ? 'للأعضاء' : 'For members')).toHaveCount(4);
    await expect(
      main.getByText(lang === 'ar' ? 'يتطلب تسجيل الدخول' : 'Sign-in required'),
    ).toHaveCount(0);
    await loginRequired.card('prescriptions').click();
    await expect(page).toHaveURL(loginRequired.servicePath('prescriptions'));
    await expect(loginRequired.openDialogs).toHaveCount(0);
  });

  test('a sign-in page opened directly asks for the session once, with its HTML', async ({
    page,
    lang,
  }) => {
    const chrome = new ChromePage(page, lang);
    await chrome.signIn();
    const sessionRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/get-session')
        sessionRequests.push(request.resourceType());
    });
    await chrome.open('/prescriptions');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // One request, the HTML's preload (Chromium types it `other`; the app's own fetch() would be
    // `fetch`): the app was handed its answer instead of asking again.
    expect(sessionRequests).toEqual(['other']);
  });
});

test.describe('the drawer at 375 px', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
  });

  test('lists the services, marked when they need sign-in, without a11y violations', async ({
    page,
    lang,
    consoleErrors,
    seriousA11yViolations,
  }) => {
    const chrome = new ChromePage(page, lang);
    const loginRequired = new LoginRequiredDialog(page, lang);
    await chrome.open();
    await chrome.hamburger.click();
    const services = chrome.drawer.getByRole('navigation', {
      name: loginRequired.text.servicesGroup,
    });
    await expect(services.getByRole('link')).toHaveCount(loginRequired.text.services.length);
    for (const [index, name] of loginRequired.text.services.entries()) {
      const link = services.getByRole('link').nth(index);
      await expect(link).toContainText(name);
      // The four after the drug index and the interactions checker need sign-in.
      await expect(link).toHaveAccessibleName(
        index >= 2 ? `${name} ${loginRequired.text.signInRequired}` : new RegExp(`^${name}`),
      );
    }
    // No part of the drawer runs off the screen.
    const width = await chrome.drawer.evaluate((drawer) => drawer.scrollWidth - drawer.clientWidth);
    expect(width).toBe(0);
    await screenshot(page, lang, 'drawer-services');
    expect(await seriousA11yViolations(DIALOG)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('a sign-in service closes the drawer for the dialog; focus returns to the menu button', async ({
    page,
    lang,
    consoleErrors,
  }) => {
    const chrome = new ChromePage(page, lang);
    const loginRequired = new LoginRequiredDialog(page, lang);
    const auth = new AuthDialog(page, lang);
    await chrome.open();
    await chrome.hamburger.click();
    const services = chrome.drawer.getByRole('navigation', {
      name: loginRequired.text.servicesGroup,
    });
    await services.getByRole('link', { name: loginRequired.text.services[2] }).click();
    await expect(loginRequired.says('prescriptions')).toBeVisible();
    await expect(loginRequired.openDialogs).toHaveCount(1);
    await screenshot(page, lang, 'login-required');
    await page.keyboard.press('Escape');
    await expect(loginRequired.openDialogs).toHaveCount(0);
    await expect(chrome.hamburger).toBeFocused();

    // Again, through sign-in: it lands on the service.
    await chrome.hamburger.click();
    await services.getByRole('link', { name: loginRequired.text.services[5] }).click();
    await loginRequired.login.click();
    await expect(loginRequired.openDialogs).toHaveCount(1);
    await auth.signIn(DEMO.email, DEMO.password);
    await expect(page).toHaveURL(loginRequired.servicePath('offers'));
    expect(consoleErrors).toEqual([]);
  });
});
