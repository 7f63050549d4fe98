import { defineConfig } from '@playwright/test';
import type { Language } from '@dawa/shared/language';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { SERVER_MAIN, serverEnv } from './dawaServer';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = `.artifacts/data-${port}`;

const TRACE_MODES = ['off', 'on', 'retain-on-failure'] as const;

function traceMode(value: string | undefined): (typeof TRACE_MODES)[number] {
  if (!value) return 'off';
  const mode = TRACE_MODES.find((candidate) => candidate === value);
  if (!mode) throw new Error(`E2E_TRACE must be one of ${TRACE_MODES.join(', ')}, not ${value}`);
  return mode;
}

export interface Options {
  lang: Language;
}

/**
 * Browser tests against the built app on the embedded defaults, once per language.
 *
 * Sized for a loaded 2-core machine (ADR 0008): two workers, each keeping one browser tab that
 * is reset between tests (fixtures.ts); timeouts with room for a machine that is busy with
 * something else too. Traces cost a third of the run's CPU, so they are recorded only when
 * `E2E_TRACE` asks (`retain-on-failure`, `on`); a failure always keeps a screenshot.
 */
export default defineConfig<Options>({
  testDir: './tests',
  outputDir: `./.artifacts/results-${port}`,
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    trace: traceMode(process.env.E2E_TRACE),
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'en', use: { lang: 'en' } },
    { name: 'ar', use: { lang: 'ar' } },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && node --enable-source-maps ${SERVER_MAIN}`,
    url: `${baseURL}/readyz`,
    timeout: 150_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: serverEnv(port, dataDir),
  },
});
