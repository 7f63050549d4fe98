import { THEME_PRESETS, themeColors, type ThemePreset } from '@dawa/shared/themes';
import { TERMS_ACCEPTED_FIELD } from '@dawa/shared/legal';
import type { APIRequestContext } from '@playwright/test';
import { freePort, startDawaServer, type DawaServer } from '../dawaServer';
import { expect, test as base } from '../fixtures';
import { ADMIN, makePng } from '../pages/ApiClient';
import { AdminSettingsPage } from '../pages/AdminSettingsPage';
import { PrescriptionsPage } from '../pages/PrescriptionsPage';
import { screenshot } from '../pages/Screens';

/**
 * A server of its own, once per worker: a theme, a quota of 1 or another support e-mail saved
 * on the suite's server would change what the specs running beside this one see (its colours,
 * the 3 prescriptions a month, support@dawa.example), so they are saved only here.
 */
const test = base.extend<object, { settingsSite: DawaServer }>({
  settingsSite: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
    async ({}, use) => {
      const server = await startDawaServer(await freePort(), {});
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ settingsSite }, use) => use(settingsSite.url),
});

const THEMES: Record<'en' | 'ar', Extract<ThemePreset, 'purple' | 'polar-green'>> = {
  en: 'purple',
  ar: 'polar-green',
};

/** `#rrggbb` as getComputedStyle says it. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

async function signInAsOwner(request: APIRequestContext) {
  const response = await request.post('/api/auth/sign-in/email', { data: ADMIN });
  expect(response.status(), 'owner sign-in').toBe(200);
}

test.describe('admin: settings', () => {
  test('the owner saves a theme: the public site repaints for a signed-out visitor', async ({
    page,
    lang,
    newContext,
    consoleErrors,
    seriousA11yViolations,
  }) => {
    test.setTimeout(120_000);
    const preset = THEMES[lang];
    const colors = themeColors(preset);
    if (!colors) throw new Error(`${preset} has no colours`);
    const visitor = await (await newContext()).newPage();
    const footerHeading = visitor.locator('footer h2').first();

    // Before: the default teal, no theme on the page.
    await visitor.goto(`/${lang}`);
    await visitor.locator('html[data-ready]').waitFor({ state: 'attached' });
    await expect(visitor.locator('html')).not.toHaveAttribute('data-theme');
    for (const width of [1280, 375]) {
      await visitor.setViewportSize({ width, height: 800 });
      await screenshot(visitor, lang, 'home-theme-default');
    }

    await signInAsOwner(page.request);
    const settings = new AdminSettingsPage(page, lang);
    await settings.open();
    await expect(page.getByRole('radio')).toHaveCount(THEME_PRESETS.length);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await screenshot(page, lang, 'admin-settings', { fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await seriousA11yViolations()).toEqual([]);

    await page.getByRole('radio', { name: settings.text.presets[preset] }).check();
    await settings.saveAndReload(settings.text.saveTheme);
    await expect(page.locator('html')).toHaveAttribute('data-theme', preset);
    await expect(page.getByRole('radio', { name: settings.text.presets[preset] })).toBeChecked();

    // A fresh signed-out visit paints in the theme from the server's HTML, no script needed.
    const fresh = await (await newContext({ javaScriptEnabled: false })).newPage();
    await fresh.goto(`/${lang}`);
    await expect(fresh.locator('html')).toHaveAttribute('data-theme', preset);
    await expect(fresh.locator('footer h2').first()).toHaveCSS(
      'color',
      rgb(colors['brand-strong']),
    );
    await visitor.reload();
    await visitor.locator('html[data-ready]').waitFor({ state: 'attached' });
    await expect(footerHeading).toHaveCSS('color', rgb(colors['brand-strong']));
    for (const width of [1280, 375]) {
      await visitor.setViewportSize({ width, height: 800 });
      await screenshot(visitor, lang, `home-theme-${preset}`);
    }
    expect(consoleErrors).toEqual([]);
  });

  test('a prescription quota of 1 makes the add guard refuse the second prescription', async ({
    page,
    lang,
    newContext,
  }) => {
    test.setTimeout(120_000);
    await signInAsOwner(page.request);
    const settings = new AdminSettingsPage(page, lang);
    await settings.open();
    const quota = page.getByRole('spinbutton', { name: settings.text.prescriptionQuota });

    // Out of range: said in the form, nothing saved.
    await quota.fill('-1');
    await page.getByRole('button', { name: settings.text.saveQuotas }).click();
    await expect(settings.form('settingsQuotas').getByText(settings.text.range)).toBeVisible();

    await quota.fill('1');
    await settings.saveAndReload(settings.text.saveQuotas);
    await expect(quota).toHaveValue('1');

    // A new client with one prescription this month opens the form: the guard refuses.
    const client = await (await newContext()).newPage();
    const email = `e2e-settings-${Date.now().toString(36)}@dawa.test`;
    const signUp = await client.request.post('/api/auth/sign-up/email', {
      data: {
        email,
        password: 'dawa-e2e-2026',
        name: 'Quota Tester',
        [TERMS_ACCEPTED_FIELD]: true,
      },
    });
    expect(signUp.status(), await signUp.text()).toBe(200);
    const upload = await client.request.post('/api/uploads?purpose=prescription', {
      headers: { 'x-file-name': 'case.png', 'content-type': 'application/octet-stream' },
      data: makePng(24, 16),
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const { id: imageUploadId } = (await upload.json()) as { id: string };
    const created = await client.request.post('/graphql', {
      data: {
        query: `mutation($data: PrescriptionInput!) { prescriptionCreate(data: $data) { id } }`,
        variables: {
          data: {
            title: 'Quota case 1',
            description: 'Adult, 40, productive cough for 5 days. Which antibiotic?',
            imageUploadId,
          },
        },
      },
    });
    expect(((await created.json()) as { errors?: unknown }).errors).toBeUndefined();

    const presc = new PrescriptionsPage(client, lang);
    await presc.openList();
    await presc.openCreateDialog();
    await expect(
      presc.dialog.getByRole('alert').filter({ hasText: settings.text.quotaGuard }),
    ).toBeVisible();
    await expect(presc.dialog.getByRole('button', { name: presc.text.publish })).toHaveCount(0);
  });

  test('a new support e-mail shows in the public footer', async ({ page, lang, newContext }) => {
    test.setTimeout(90_000);
    await signInAsOwner(page.request);
    const settings = new AdminSettingsPage(page, lang);
    await settings.open();
    const field = page.getByRole('textbox', { name: settings.text.supportEmail });

    await field.fill('not an address');
    await page.getByRole('button', { name: settings.text.saveSupport }).click();
    await expect(
      settings.form('settingsSupport').getByText(settings.text.emailInvalid),
    ).toBeVisible();

    const email = `help-${lang}@dawa.example`;
    await field.fill(email);
    await settings.saveAndReload(settings.text.saveSupport);
    await expect(field).toHaveValue(email);

    const visitor = await (await newContext()).newPage();
    await visitor.goto(`/${lang}`);
    await expect(visitor.locator('footer').getByRole('link', { name: email })).toHaveAttribute(
      'href',
      `mailto:${email}`,
    );
  });
});
