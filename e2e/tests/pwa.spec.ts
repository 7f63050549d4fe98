import { getTextDirection } from '@dawa/shared/language';
import { manifestPath } from '@dawa/shared/webApp';
import { expect, test } from '../fixtures';
import { InstalledApp } from '../pages/InstalledApp';
import { screenshot } from '../pages/Screens';

test.describe('the installable app (#18)', () => {
  test('Chromium reports no installability errors, with the manifest of the page language', async ({
    lang,
  }) => {
    const app = await InstalledApp.launch();
    try {
      await app.open(`/${lang}`);
      await expect(app.page.locator('link[rel="manifest"]')).toHaveAttribute(
        'href',
        manifestPath(lang),
      );
      await expect(app.page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
        'href',
        '/icons/apple-touch-icon.png',
      );
      await expect.poll(() => app.installabilityErrors()).toEqual([]);

      const response = await app.page.request.get(manifestPath(lang));
      expect(response.headers()['content-type']).toBe('application/manifest+json');
      const manifest = await response.json();
      expect(manifest).toMatchObject({
        lang,
        dir: getTextDirection(lang),
        start_url: `/${lang}`,
        scope: `/${lang}`,
        display: 'standalone',
        short_name: lang === 'en' ? 'Dawa' : 'دواء',
      });
      expect(manifest.shortcuts.map((shortcut: { url: string }) => shortcut.url)).toEqual([
        `/${lang}/drug-index`,
        `/${lang}/notification`,
      ]);
      for (const purpose of ['any', 'maskable'])
        for (const size of ['192x192', '512x512'])
          expect(manifest.icons).toContainEqual(expect.objectContaining({ purpose, sizes: size }));
      for (const image of [...manifest.icons, ...manifest.screenshots]) {
        const file = await app.page.request.get(image.src);
        expect(file.headers()['content-type'], image.src).toBe('image/png');
      }
    } finally {
      await app.close();
    }
  });

  test('the download section and the footer offer an Install button; installing is counted', async ({
    lang,
  }) => {
    const app = await InstalledApp.launch();
    try {
      const { page } = app;
      await app.open(`/${lang}#downloadNow`);
      const install = lang === 'en' ? 'Install the app' : 'ثبّت التطبيق';
      // Chromium fires `beforeinstallprompt` once the page is installable: both offers appear.
      const sectionButton = page.locator('#downloadNow').getByRole('button', { name: install });
      const footerButton = page.getByRole('contentinfo').getByRole('button', { name: install });
      await expect(sectionButton).toBeVisible();
      await expect(footerButton).toBeVisible();
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await sectionButton.scrollIntoViewIfNeeded();
        await screenshot(page, lang, 'install-offer');
        await footerButton.scrollIntoViewIfNeeded();
        await screenshot(page, lang, 'install-offer-footer');
      }

      // However it was installed (the browser's own menu here), the install is counted.
      const sent = page.waitForRequest(
        (request) => request.postData()?.includes('app_install') ?? false,
        // Events go out in batches a few seconds apart.
        { timeout: 15_000 },
      );
      await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
      await expect(sectionButton).toBeHidden();
      await expect(footerButton).toBeHidden();
      const body = (await sent).postDataJSON() as {
        variables: { events: { name: string; params: Record<string, string> }[] };
      };
      expect(body.variables.events).toContainEqual(
        expect.objectContaining({ name: 'app_install', params: { method: 'browser' } }),
      );
    } finally {
      await app.close();
    }
  });

  test('on iOS Safari the download section explains adding the app to the home screen', async ({
    lang,
    newContext,
  }) => {
    const iphone = await newContext({
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      viewport: { width: 375, height: 800 },
    });
    const safari = await iphone.newPage();
    await safari.goto(`/${lang}#downloadNow`);
    await safari.locator('html[data-ready]').waitFor();
    const hint =
      lang === 'en' ? 'On iPhone or iPad: tap Share in Safari' : 'على الآيفون أو الآيباد';
    await expect(safari.locator('#downloadNow').getByText(hint)).toBeVisible();
    await expect(safari.locator('#downloadNow').getByRole('button')).toHaveCount(0);
    await safari.locator('#downloadNow').getByText(hint).scrollIntoViewIfNeeded();
    await screenshot(safari, lang, 'install-offer-ios');
  });

  test('in the installed window (display-mode standalone) nothing offers to install it', async ({
    lang,
  }) => {
    const app = await InstalledApp.launch({ standalone: `/${lang}` });
    try {
      const { page } = app;
      await app.open(`/${lang}`);
      expect(await page.evaluate(() => matchMedia('(display-mode: standalone)').matches)).toBe(
        true,
      );
      // An app window gets no `beforeinstallprompt`, and the page offers nothing of its own.
      const install = lang === 'en' ? 'Install the app' : 'ثبّت التطبيق';
      await expect(page.getByRole('button', { name: install })).toHaveCount(0);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await screenshot(page, lang, 'standalone-home');
      }
      await page.locator('#downloadNow').scrollIntoViewIfNeeded();
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.locator('#downloadNow').scrollIntoViewIfNeeded();
        await screenshot(page, lang, 'standalone-download');
      }
      await app.open(`/${lang}/drug-index`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await screenshot(page, lang, 'standalone-drug-index');
      }
    } finally {
      await app.close();
    }
  });
});
