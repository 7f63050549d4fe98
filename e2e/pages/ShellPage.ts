import type { Locator, Page } from '@playwright/test';
import type { Language } from '@dawa/shared/language';

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
    await this.page.goto(`/${this.lang}${path}`);
  }

  htmlAttribute(name: 'lang' | 'dir') {
    return this.page.locator('html').getAttribute(name);
  }
}
