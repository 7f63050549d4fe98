// `npm test`: unit and API tests (Vitest), then the browser tests (Playwright, en and ar),
// ending with one line that counts them all.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, 'test-results');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(chromium)) {
  console.error(
    `Chromium is needed for the browser tests and was not found at ${chromium}.\n` +
      'Install it with:  sudo apt-get install -y chromium   (or set CHROMIUM_PATH)',
  );
  process.exit(1);
}

rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const run = (command, args, env = {}) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
    .status ?? 1;

const vitestStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${path.join(results, 'vitest.json')}`,
]);

const buildStatus = run('npm', ['run', 'build']);
const e2eStatus =
  buildStatus === 0
    ? run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
        PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(results, 'playwright.json'),
      })
    : 1;

const read = (file) => {
  try {
    return JSON.parse(readFileSync(path.join(results, file), 'utf8'));
  } catch {
    return undefined;
  }
};
const vitest = read('vitest.json');
const playwright = read('playwright.json');
const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0);
const failed =
  (vitest?.numFailedTests ?? 0) +
  (playwright?.stats?.unexpected ?? 0) +
  (playwright?.stats?.flaky ?? 0);
const skipped =
  (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (playwright?.stats?.skipped ?? 0);

console.log(
  `\nvitest: ${vitest?.numPassedTests ?? 0} passed, ${vitest?.numFailedTests ?? 0} failed`,
);
console.log(
  `playwright: ${playwright?.stats?.expected ?? 0} passed, ${playwright?.stats?.unexpected ?? 0} failed`,
);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);

const ok = vitestStatus === 0 && buildStatus === 0 && e2eStatus === 0 && failed === 0 && passed > 0;
process.exit(ok ? 0 : 1);
