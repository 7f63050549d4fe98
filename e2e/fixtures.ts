import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import type { Language } from '@dawa/shared/language';
import { randomLoopback } from './pages/ApiClient';

interface Fixtures {
  lang: Language;
  /** Console errors and uncaught exceptions of the page; each test expects none. */
  consoleErrors: string[];
  /** Serious or critical accessibility violations on the current page. */
  seriousA11yViolations: () => Promise<string[]>;
}

export const test = base.extend<Fixtures>({
  lang: ['en', { option: true }],
  // Each test's browser comes from a client address of its own, as real users do (the e2e
  // server trusts X-Forwarded-For like one behind a proxy): per-IP limits such as 3 sign-ins
  // in 10 s count one test's attempts, not the whole parallel suite's.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) =>
    use({ ...extraHTTPHeaders, 'x-forwarded-for': randomLoopback() }),
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
  // A half-faded element (a message leaving, a dialog arriving) fails colour
  // contrast for a frame; let finite animations and transitions settle first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.length} nodes: ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')})`,
    );
}

export { expect };
