import type { Locator, Page } from '@playwright/test';
import type { Language } from '@dawa/shared/language';

/** Opens `url` and waits until the app responds: a prerendered page shows before that. */
export async function openApp(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
}

/** The app shell: what every page of the web app has. */
export class ShellPage {
  readonly heading: Locator;
  readonly main: Locator;

  constructor(
    readonly page: Page,
    readonly lang: Language,
  ) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.main = page.getByRole('main');
  }

  async open(path = '') {
    await openApp(this.page, `/${this.lang}${path}`);
  }

  htmlAttribute(name: 'lang' | 'dir') {
    return this.page.locator('html').getAttribute(name);
  }
}
