import type { Locator } from '@playwright/test';
import type { Language } from '@dawa/shared/language';
import { PageObject } from './PageObject';

/**
 * The base of a post kind's screens (jobs, facilities): a list of cards named by their titles,
 * under a heading, with a filters region (`text.heading`, `text.filters`).
 */
export function PostListPage<Texts extends Record<Language, { heading: string; filters: string }>>(
  texts: Texts,
) {
  return class extends PageObject(texts) {
    readonly filters = this.page.getByRole('region', { name: this.text.filters });

    heading(): Locator {
      return this.page.getByRole('heading', { level: 1 });
    }

    /** The card of an ad, named by its title. */
    card(name: string): Locator {
      return this.page.getByRole('article', { name, exact: true });
    }

    cards(): Locator {
      return this.page.getByRole('list', { name: this.text.heading }).getByRole('article');
    }

    filter(label: string): Locator {
      return this.filters.getByLabel(label, { exact: true });
    }
  };
}
