import type { BrowserContext, CDPSession, Page, ViewportSize } from '@playwright/test';

type Listener = (...args: never[]) => void;

/**
 * One browser tab that a worker keeps from test to test, reset between them: on this 2-core
 * machine a fresh context costs about 1 core-second and every new renderer process another,
 * so a page that stays on the app's own site loads the app in a third of the CPU (ADR 0008).
 *
 * Between tests it leaves the app for a same-site page with no scripts (`/healthz`), so the
 * app, its timers and its live streams end while the renderer process stays; then it clears
 * cookies, storage (local, session, IndexedDB, service workers, caches), permissions, routes,
 * the test's listeners and other tabs. The HTTP cache stays, as a returning visitor's would.
 * Not undone: `page.clock`, `addInitScript` and `exposeFunction`; a test that uses them takes
 * a context of its own (the `newContext` fixture).
 */
export class WarmTab {
  private page: Page | undefined;
  private cdp: CDPSession | undefined;
  private listeners = new Map<string | symbol, Set<Listener>>();

  constructor(
    private readonly context: BrowserContext,
    private readonly origin: string,
  ) {}

  /** The tab for the next test, from `address` (X-Forwarded-For) at `viewport`. */
  async take(address: string, viewport: ViewportSize): Promise<Page> {
    if (!this.page || this.page.isClosed()) {
      this.page = await this.context.newPage();
      this.cdp = await this.context.newCDPSession(this.page);
    }
    await this.context.setExtraHTTPHeaders({ 'x-forwarded-for': address });
    const size = this.page.viewportSize();
    if (size?.width !== viewport.width || size.height !== viewport.height)
      await this.page.setViewportSize(viewport);
    this.listeners = snapshotListeners(this.page);
    return this.page;
  }

  /** Resets the tab after a test; a tab that cannot be reset is closed and made anew. */
  async release(): Promise<void> {
    const page = this.page;
    if (!page) return;
    for (const other of this.context.pages()) if (other !== page) await other.close();
    if (page.isClosed()) {
      this.page = undefined;
      await this.clearContext();
      return;
    }
    removeListenersSince(page, this.listeners);
    try {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await this.context.unrouteAll({ behavior: 'ignoreErrors' });
      await page.goto(`${this.origin}/healthz`);
      await page.evaluate(() => {
        sessionStorage.clear();
        localStorage.clear();
      });
      await this.cdp?.send('Storage.clearDataForOrigin', {
        origin: this.origin,
        storageTypes: 'indexeddb,service_workers,cache_storage,local_storage,file_systems',
      });
    } catch {
      // A crashed or stuck page: start the next test on a new one.
      await page.close().catch(() => undefined);
      this.page = undefined;
    }
    await this.clearContext();
  }

  private async clearContext(): Promise<void> {
    await this.context.clearCookies();
    await this.context.clearPermissions();
  }
}

/** The event emitter that a Playwright page is at run time (its typings leave these out). */
interface Emitter {
  eventNames(): (string | symbol)[];
  listeners(name: string | symbol): Listener[];
  off(name: string | symbol, listener: Listener): void;
}

/** The page's listeners now (Playwright's own included), to tell the test's apart later. */
function snapshotListeners(page: Page): Map<string | symbol, Set<Listener>> {
  const emitter = page as unknown as Emitter;
  return new Map(emitter.eventNames().map((name) => [name, new Set(emitter.listeners(name))]));
}

function removeListenersSince(page: Page, before: Map<string | symbol, Set<Listener>>): void {
  const emitter = page as unknown as Emitter;
  for (const name of emitter.eventNames()) {
    for (const listener of emitter.listeners(name)) {
      if (!before.get(name)?.has(listener)) emitter.off(name, listener);
    }
  }
}
