import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { BASE_URL } from './ApiClient';

/**
 * A browser with a profile of its own on disk: Chromium offers to install a web app only
 * outside incognito, and every `browser.newContext()` is an incognito one. The service worker
 * and its caches live in this profile, which is removed on `close()`.
 */
export class InstalledApp {
  private constructor(
    readonly context: BrowserContext,
    readonly page: Page,
    private readonly profile: string,
  ) {}

  /**
   * With `standalone`, the window is an app window opened on that path (`--app`): the page
   * matches `display-mode: standalone` as the installed app's does (the DevTools protocol's
   * media emulation does not emulate display-mode).
   */
  static async launch({ standalone }: { standalone?: string } = {}): Promise<InstalledApp> {
    const profile = mkdtempSync(path.join(tmpdir(), 'dawa-pwa-'));
    const app = standalone === undefined ? [] : [`--app=${new URL(standalone, BASE_URL).href}`];
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, ...app],
      baseURL: BASE_URL,
    });
    const page = context.pages()[0] ?? (await context.newPage());
    return new InstalledApp(context, page, profile);
  }

  /** Opens a page and waits until the app responds (`<html data-ready>`). */
  async open(url: string): Promise<void> {
    await this.page.goto(url);
    await this.page.locator('html[data-ready]').waitFor();
  }

  /** What keeps Chromium from offering to install the app (DevTools protocol); none is best. */
  async installabilityErrors(): Promise<string[]> {
    const cdp = await this.context.newCDPSession(this.page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    await cdp.detach();
    return installabilityErrors.map((error) => error.errorId);
  }

  async close(): Promise<void> {
    await this.context.close();
    rmSync(this.profile, { recursive: true, force: true });
  }
}
