import { expect, test } from '../fixtures';
import { AdminDashboardPage, trackEvents, userWithRoles } from '../pages/AdminDashboardPage';
import { ModerationApiUser } from '../pages/ModerationPage';
import { screenshot } from '../pages/Screens';

test.describe('admin: grouped menu, home and dashboard', () => {
  test('a viewer reads the dashboard, its charts drawn from ingested events and mirrored in Arabic', async ({
    page,
    lang,
    consoleErrors,
    seriousA11yViolations,
  }) => {
    test.setTimeout(90_000);
    const viewer = await userWithRoles(`Dashboard viewer ${lang}`, ['viewer']);
    await trackEvents(viewer, [
      { name: 'app_open' },
      { name: 'login', params: { method: 'email' } },
      { name: 'login', params: { method: 'email' } },
      { name: 'sign_up', params: { method: 'email' } },
      { name: 'drug_filter', params: { searchBy: 'genericName' } },
      { name: 'share', params: { contentType: 'job', itemId: 'e2e', method: 'whatsapp' } },
    ]);
    await viewer.signInBrowser(page.context());
    const dashboard = new AdminDashboardPage(page, lang);
    await page.setViewportSize({ width: 1280, height: 900 });
    await dashboard.open('/analytics');

    // The viewer's menu: the home, the content it reads (with contact messages), the marketplace lists, and the data with past imports and the dashboard.
    await expect(dashboard.nav.getByRole('link')).toHaveText([
      dashboard.text.nav.home,
      dashboard.text.nav.drugs,
      dashboard.text.nav.moderation,
      dashboard.text.nav.contact,
      dashboard.text.nav.offers,
      dashboard.text.nav.customers,
      dashboard.text.nav.products,
      dashboard.text.nav.orders,
      dashboard.text.nav.referenceData,
      dashboard.text.nav.import,
      dashboard.text.nav.analytics,
    ]);
    await expect(dashboard.nav.getByRole('button')).toHaveText([
      dashboard.text.groups.content,
      dashboard.text.groups.marketplace,
      dashboard.text.groups.data,
    ]);
    await expect(
      dashboard.nav.getByRole('link', { name: dashboard.text.nav.analytics }),
    ).toHaveAttribute('aria-current', 'page');

    // Charts with data: the logins as bars, the shares as a ranked row.
    const logins = dashboard.chart(dashboard.text.logins);
    await expect(logins.locator('svg rect').first()).toBeAttached();
    await expect(
      logins.getByRole('listitem').filter({ hasText: dashboard.text.email }),
    ).toBeVisible();
    await expect(
      dashboard.chart(dashboard.text.shares).getByRole('listitem').filter({
        hasText: dashboard.text.whatsappJobs,
      }),
    ).toBeVisible();
    await expect(dashboard.chart(dashboard.text.activeUsers).locator('polyline')).toHaveCount(2);

    // Time runs with the reading direction: today's bar, the range's last day, is at the end.
    const positions = await dashboard.barPositions(dashboard.text.logins);
    expect(positions.length).toBeGreaterThan(0);
    for (const position of positions)
      if (lang === 'ar') expect(position).toBeLessThan(0.2);
      else expect(position).toBeGreaterThan(0.8);
    await screenshot(page, lang, 'admin-dashboard', { fullPage: true });
    expect(await seriousA11yViolations()).toEqual([]);

    // A quick range goes to the URL, so a reload or a shared link keeps it.
    await page.getByText(dashboard.text.sevenDays, { exact: true }).click();
    await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
    await page.reload();
    await expect(page.getByRole('radio', { name: dashboard.text.sevenDays })).toBeChecked();

    // On a phone the menu is a drawer from the reading start.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(dashboard.nav).toHaveCount(0);
    await screenshot(page, lang, 'admin-dashboard', { fullPage: true });
    await page.getByRole('button', { name: dashboard.text.menuButton }).click();
    await expect(dashboard.nav.getByRole('link', { name: dashboard.text.nav.home })).toBeVisible();
    await screenshot(page, lang, 'admin-menu');
    await dashboard.nav.getByRole('link', { name: dashboard.text.nav.home }).click();
    await expect(page).toHaveURL(`/${lang}/admin`);
    await expect(dashboard.nav).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('an entity editor’s menu and home show only their sections; the dashboard is refused', async ({
    page,
    lang,
    consoleErrors,
  }) => {
    const editor = await userWithRoles(`Dashboard editor ${lang}`, ['entityEditor']);
    const author = await ModerationApiUser.signUp(`Dashboard author ${lang}`);
    await author.createJob(`Dashboard pending job ${lang}`);
    await editor.signInBrowser(page.context());
    const home = new AdminDashboardPage(page, lang);
    await page.setViewportSize({ width: 1280, height: 900 });
    await home.open();

    await expect(home.nav.getByRole('link')).toHaveText([
      home.text.nav.home,
      home.text.nav.moderation,
      home.text.nav.offers,
      home.text.nav.referenceData,
      home.text.nav.import,
    ]);
    await expect(home.nav.getByRole('button')).toHaveText([
      home.text.groups.content,
      home.text.groups.marketplace,
      home.text.groups.data,
    ]);
    // A group folds away and opens again.
    const marketplace = home.nav.getByRole('button', { name: home.text.groups.marketplace });
    await marketplace.click();
    await expect(marketplace).toHaveAttribute('aria-expanded', 'false');
    await expect(home.nav.getByRole('link', { name: home.text.nav.offers })).toHaveCount(0);
    await marketplace.click();
    await expect(home.nav.getByRole('link', { name: home.text.nav.offers })).toBeVisible();

    // What waits, linking to where it is dealt with.
    const pending = page.getByRole('link', { name: new RegExp(`^\\d+ ${home.text.pendingJobs}$`) });
    await expect(pending).toHaveAttribute('href', `/${lang}/admin/moderation?kind=job`);
    await screenshot(page, lang, 'admin-home');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, lang, 'admin-home', { fullPage: true });

    await home.open('/analytics');
    await expect(page).toHaveURL(`/${lang}/403`);
    expect(consoleErrors).toEqual([]);
  });
});
