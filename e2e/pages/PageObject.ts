import type { Locator, Page } from '@playwright/test';
import type { Language } from '@dawa/shared/language';
import { screenshot } from './Screens';

/**
 * The base of a screen's page object (`class JobsPage extends PageObject(TEXT)`): its page, the
 * language it is opened in, its texts in that language, and what every screen does the same
 * way. Locators built from the texts are fields (`readonly nav = this.page.getByRole(…)`): they
 * are set once `text` is.
 */
export function PageObject<Texts extends Record<Language, unknown>>(texts: Texts) {
  return class {
    readonly text: Texts[Language];

    constructor(
      readonly page: Page,
      readonly lang: Language,
    ) {
      this.text = texts[lang];
    }

    /** A table row that shows `text`. */
    row(text: string): Locator {
      return this.page.getByRole('row').filter({ hasText: text });
    }

    /** Chooses `option` in the antd select labelled `label`, typing `typed` first to filter it. */
    async choose(label: string, option: string, typed = option) {
      await this.pickOption(this.page.getByRole('combobox', { name: label }), option, typed);
    }

    /** Opens the antd `select`, types `typed` (a filter, or a remote search) and picks `option`. */
    async pickOption(select: Locator, option: string, typed = option) {
      await select.click();
      await select.fill(typed);
      // antd lists each option twice: a hidden one for assistive technology, and the one shown
      // (with its label as a title).
      await this.page.locator(`.ant-select-item-option[title="${option}"]`).click();
    }

    async shot(name: string, { fullPage = true }: { fullPage?: boolean } = {}) {
      await screenshot(this.page, this.lang, name, { fullPage });
    }
  };
}
