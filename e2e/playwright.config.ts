import { defineConfig } from '@playwright/test';
import type { Language } from '@dawa/shared/language';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { SERVER_MAIN, serverEnv } from './dawaServer';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = `.artifacts/data-${port}`;

export interface Options {
  lang: Language;
}

/** Browser tests against the built app on the embedded defaults, once per language. */
export default defineConfig<Options>({
  testDir: './tests',
  outputDir: `./.artifacts/results-${port}`,
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'en', use: { lang: 'en', locale: 'en-US' } },
    { name: 'ar', use: { lang: 'ar', locale: 'ar-EG' } },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && node --enable-source-maps ${SERVER_MAIN}`,
    url: `${baseURL}/readyz`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: serverEnv(port, dataDir),
  },
});
