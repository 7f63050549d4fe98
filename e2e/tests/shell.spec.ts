import { getTextDirection } from '@dawa/shared/language';
import { expect, test } from '../fixtures';
import { ShellPage } from '../pages/ShellPage';

test.describe('app shell', () => {
  test('serves the page with lang and dir already set, before any script runs', async ({
    request,
    lang,
  }) => {
    const response = await request.get(`/${lang}`);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(
      `<html lang="${lang}" dir="${getTextDirection(lang)}">`,
    );
  });

  test('renders the home page with data from the API and no console errors', async ({
    page,
    lang,
    consoleErrors,
  }) => {
    const shell = new ShellPage(page, lang);
    await shell.open();
    await expect(shell.heading).toBeVisible();
    await expect(shell.main.getByRole('link', { name: 'support@dawa.example' })).toBeVisible();
    expect(await shell.htmlAttribute('lang')).toBe(lang);
    expect(await shell.htmlAttribute('dir')).toBe(getTextDirection(lang));
    await expect(page).toHaveTitle(/\S/);
    expect(consoleErrors).toEqual([]);
  });

  test('has no serious or critical accessibility violations', async ({
    page,
    lang,
    seriousA11yViolations,
  }) => {
    const shell = new ShellPage(page, lang);
    await shell.open();
    await expect(shell.main.getByRole('link', { name: 'support@dawa.example' })).toBeVisible();
    expect(await seriousA11yViolations()).toEqual([]);
    await shell.open('/nowhere');
    await expect(page).toHaveURL(`/${lang}/404`);
    expect(await seriousA11yViolations()).toEqual([]);
  });

  test('sends a visitor without a language prefix to the browser language, keeping the query', async ({
    page,
    lang,
  }) => {
    await page.goto('/?ref=mail');
    await expect(page).toHaveURL(`/${lang}?ref=mail`);
  });

  test('shows the 404 page for unknown paths, with a way home', async ({ page, lang }) => {
    const shell = new ShellPage(page, lang);
    await shell.open('/no/such/page');
    await expect(page).toHaveURL(`/${lang}/404`);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await page
      .getByRole('link', { name: lang === 'en' ? 'Back to home' : 'العودة إلى الرئيسية' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${lang}$`));
  });

  test('switches language in place and remembers the choice', async ({ page, lang }) => {
    const other = lang === 'en' ? 'ar' : 'en';
    const shell = new ShellPage(page, lang);
    await shell.open('?ref=x');
    await expect(shell.heading).toBeVisible();
    await page.getByRole('link', { name: other === 'ar' ? 'العربية' : 'English' }).click();
    await expect(page).toHaveURL(`/${other}?ref=x`);
    await expect(page.locator('html')).toHaveAttribute('dir', getTextDirection(other));
    await page.goto('/');
    await expect(page).toHaveURL(`/${other}`);
  });
});
