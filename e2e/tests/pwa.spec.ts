import { getTextDirection } from '@dawa/shared/language';
import { manifestPath } from '@dawa/shared/webApp';
import { expect, test } from '../fixtures';
import { InstalledApp } from '../pages/InstalledApp';

test.describe('the installable app (#18)', () => {
  test('Chromium reports no installability errors, with the manifest of the page language', async ({
    lang,
  }) => {
    const app = await InstalledApp.launch(lang);
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
});
