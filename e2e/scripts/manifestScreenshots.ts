// Takes the web app manifest's screenshots (the install dialog shows them) from the real app:
// the home page in each language, narrow and wide, written to apps/web/public/screenshots/.
// Against a running server (README "dev server"), after `npm run build`:
//   BASE_URL=http://127.0.0.1:3262 npx tsx e2e/scripts/manifestScreenshots.ts
// The PNGs are committed; take them again when the home page changes.
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { LANGUAGES } from '@dawa/shared/language';
import { SCREENSHOT_SIZES, screenshotPath, type ScreenshotFormFactor } from '@dawa/shared/webApp';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';

const baseUrl = process.env.BASE_URL;
if (!baseUrl) throw new Error('BASE_URL must name a running Dawa server');
const publicDir = path.resolve(import.meta.dirname, '../../apps/web/public');

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const language of LANGUAGES) {
    for (const formFactor of Object.keys(SCREENSHOT_SIZES) as ScreenshotFormFactor[]) {
      const page = await browser.newPage({ viewport: SCREENSHOT_SIZES[formFactor] });
      await page.goto(`${baseUrl}/${language}`);
      await page.locator('html[data-ready]').waitFor();
      // The home page's drug search loads with the visitor's first input (ADR 0006).
      await page.mouse.move(10, 10);
      await page.locator('main input').first().waitFor();
      await page.evaluate(() => document.fonts.ready);
      const png = await page.screenshot();
      await sharp(png)
        .png({ compressionLevel: 9, palette: true, quality: 85 })
        .toFile(path.join(publicDir, screenshotPath(language, formFactor)));
      await page.close();
    }
  }
} finally {
  await browser.close();
}
console.log('wrote the manifest screenshots');
