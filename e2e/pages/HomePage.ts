import type { Locator, Page } from '@playwright/test';
import type { Language } from '@dawa/shared/language';
import { ShellPage } from './ShellPage';

/** The home page sections, in page order (SPEC §2). */
export const HOME_SECTIONS = ['home', 'services', 'about', 'downloadNow', 'contactUs'] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

/** The public home page `/{lang}`. */
export class HomePage extends ShellPage {
  constructor(page: Page, lang: Language) {
    super(page, lang);
  }

  section(id: HomeSection): Locator {
    return this.main.locator(`section#${id}`);
  }

  /** Ids of the page's top-level sections, in document order. */
  sectionIds(): Promise<string[]> {
    return this.main
      .locator('section[id]:not(section section)')
      .evaluateAll((sections) => sections.map((section) => section.id));
  }

  /** The heading that labels a section (`aria-labelledby`). */
  async sectionHeading(id: HomeSection): Promise<Locator> {
    const headingId = await this.section(id).getAttribute('aria-labelledby');
    if (!headingId) throw new Error(`section ${id} has no aria-labelledby`);
    return this.page.locator(`[id="${headingId}"]`);
  }
}
