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

  static async launch(): Promise<InstalledApp> {
    const profile = mkdtempSync(path.join(tmpdir(), 'dawa-pwa-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
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
