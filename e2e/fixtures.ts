import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import type { Language } from '@dawa/shared/language';

interface Fixtures {
  lang: Language;
  /** Console errors and uncaught exceptions of the page; each test expects none. */
  consoleErrors: string[];
  /** Serious or critical accessibility violations on the current page. */
  seriousA11yViolations: () => Promise<string[]>;
}

export const test = base.extend<Fixtures>({
  lang: ['en', { option: true }],
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
  seriousA11yViolations: async ({ page }, use) => {
    await use(() => seriousViolations(page));
  },
});

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length} nodes)`);
}

export { expect };
