import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import type { Language } from '@dawa/shared/language';
import { BASE_URL, randomLoopback } from './pages/ApiClient';
import { settleAnimations } from './pages/Screens';
import { WarmTab } from './warmTab';

/** The browser locale of each page language (the warm tab and every `newContext`). */
const LOCALES: Record<Language, string> = { en: 'en-US', ar: 'ar-EG' };

interface Fixtures {
  /**
   * A tab in a context of its own for this test instead of the warm tab, for a test that
   * changes what a reset cannot undo (`page.clock`, init scripts).
   */
  freshTab: boolean;
  /**
   * Another browser (a second user), in the page language and from a client address of its
   * own; closed when the test ends.
   */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
  /** Console errors and uncaught exceptions of the page; each test expects none. */
  consoleErrors: string[];
  /**
   * Serious or critical accessibility violations of the page, or only of the elements that
   * `scope` selects (CSS) when the test is about one part of it, such as a dialog.
   */
  seriousA11yViolations: (scope?: string) => Promise<string[]>;
}

interface WorkerFixtures {
  /** The page language of the project (en or ar). */
  lang: Language;
  /** The worker's one browser tab, kept and reset between tests. */
  warmTab: WarmTab;
}

const DEFAULT_VIEWPORT = { width: 1280, height: 720 };

/**
 * The open dialogs, as an accessibility scope: a dialog's states are checked on their own, the
 * page under it by its own screen's test.
 */
export const DIALOG = '[role="dialog"]';

/**
 * The browsers ask for reduced motion, as a person may, so dialogs, menus and toasts appear in
 * place: on a loaded 2-core machine a click sent while a dialog still zoomed in could land
 * between two frames of it and be lost (seen four times in ten runs). A test about motion
 * itself turns it back on with `page.emulateMedia({ reducedMotion: 'no-preference' })`.
 */
const REDUCED_MOTION = 'reduce';

/**
 * The app's service worker (offline cache, ADR 0027) is left out of the suite's tabs: each would
 * download the whole precache on a 2-core machine. pwa.spec.ts tests it in a browser of its own.
 */
const SERVICE_WORKERS = 'block';

/**
 * The suite's test. `page` is the worker's warm tab (warmTab.ts): reset between tests rather
 * than made anew, which on a small machine costs a third of the CPU. Tests isolate by data
 * (fresh users), and a test that needs a second browser asks `newContext`.
 */
export const test = base.extend<Fixtures, WorkerFixtures>({
  lang: ['en', { option: true, scope: 'worker' }],
  warmTab: [
    async ({ browser, lang }, use) => {
      const context = await browser.newContext({
        baseURL: BASE_URL,
        locale: LOCALES[lang],
        reducedMotion: REDUCED_MOTION,
        serviceWorkers: SERVICE_WORKERS,
      });
      await use(new WarmTab(context, BASE_URL));
      await context.close();
    },
    { scope: 'worker' },
  ],
  freshTab: [false, { option: true }],
  page: async ({ warmTab, freshTab, newContext, viewport, baseURL }, use) => {
    const size = viewport ?? DEFAULT_VIEWPORT;
    // The warm tab belongs to the suite's server; a test on a server of its own gets a fresh one.
    if (freshTab || baseURL !== BASE_URL) {
      await use(await (await newContext({ viewport: size })).newPage());
      return;
    }
    // Each test's browser has a client address of its own (X-Forwarded-For; the e2e server
    // trusts it like one behind a proxy): per-IP limits such as 3 sign-ins in 10 s count one
    // test's attempts, not the whole parallel suite's.
    await use(await warmTab.take(randomLoopback(), size));
    await warmTab.release();
  },
  context: async ({ page }, use) => use(page.context()),
  // The test's API calls come from an address of their own, apart from its browser's.
  request: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': randomLoopback() },
    });
    await use(request);
    await request.dispose();
  },
  newContext: async ({ browser, lang, baseURL }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options = {}) => {
      const context = await browser.newContext({
        baseURL,
        locale: LOCALES[lang],
        reducedMotion: REDUCED_MOTION,
        serviceWorkers: SERVICE_WORKERS,
        ...options,
        extraHTTPHeaders: { 'x-forwarded-for': randomLoopback(), ...options.extraHTTPHeaders },
      });
      contexts.push(context);
      return context;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
  seriousA11yViolations: async ({ page }, use) => {
    await use((scope) => seriousViolations(page, scope));
  },
});

async function seriousViolations(page: Page, scope?: string): Promise<string[]> {
  // A half-faded element fails colour contrast for a frame.
  await settleAnimations(page);
  // Every rule runs; only the violations are detailed (the passes' details cost most of the time).
  const axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (scope) axe.include(scope);
  const results = await axe.analyze();
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
