// `npm test`: unit and API tests (Vitest), the build, then the browser tests (Playwright, en
// and ar). It ends with the time of each stage, the slowest tests, what was skipped and why,
// and one line that counts every test.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, 'test-results');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The whole run should stay within this on a 2-core machine (issue #22); past it, a warning. */
const BUDGET_SECONDS = 15 * 60;
/** A test slower than this is named at the end, whatever the rank. */
const SLOW_TEST_SECONDS = 20;
/** A skipped suite names what it needs in its title: `… (needs REDIS_URL)`. */
const NEEDS = /\(needs ([^)]+)\)/;

if (!existsSync(chromium)) {
  console.error(
    `Chromium is needed for the browser tests and was not found at ${chromium}.\n` +
      'Install it with:  sudo apt-get install -y chromium   (or set CHROMIUM_PATH)',
  );
  process.exit(1);
}

rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const stages = [];
const run = (name, command, args, env = {}) => {
  const started = performance.now();
  const status =
    spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
      .status ?? 1;
  stages.push({ name, seconds: (performance.now() - started) / 1000, status });
  return status;
};

const vitestStatus = run('vitest', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${path.join(results, 'vitest.json')}`,
]);
const buildStatus = run('build', 'npm', ['run', 'build']);
const e2eStatus =
  buildStatus === 0
    ? run(
        'playwright',
        'npx',
        ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
        { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(results, 'playwright.json') },
      )
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

/** Every test of both runners: name, seconds and whether it was skipped. */
const tests = [
  ...(vitest?.testResults ?? []).flatMap((file) =>
    file.assertionResults.map((test) => ({
      name: `vitest ${path.relative(root, file.name)} › ${[...test.ancestorTitles, test.title].join(' › ')}`,
      seconds: (test.duration ?? 0) / 1000,
      skipped: test.status === 'skipped' || test.status === 'pending' || test.status === 'todo',
      failure: test.status === 'failed' ? (test.failureMessages?.[0] ?? 'failed') : undefined,
    })),
  ),
  ...playwrightSpecs(playwright?.suites ?? [], []).flatMap(({ titles, spec }) =>
    spec.tests.map((test) => ({
      name: `[${test.projectName}] e2e/tests/${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`,
      seconds: test.results.reduce((sum, result) => sum + result.duration, 0) / 1000,
      skipped: test.status === 'skipped',
      failure:
        test.status === 'unexpected' || test.status === 'flaky'
          ? `${test.status}: ${test.results.find((result) => result.error)?.error?.message ?? ''}`
          : undefined,
    })),
  ),
];

function playwrightSpecs(suites, titles) {
  return suites.flatMap((suite) => {
    // The file's suite is named by the file, which each spec already gives.
    const named = suite.title && !(suite.file && suite.title === suite.file);
    const inner = named ? [...titles, suite.title] : titles;
    return [
      ...(suite.specs ?? []).map((spec) => ({ titles: inner, spec })),
      ...playwrightSpecs(suite.suites ?? [], inner),
    ];
  });
}

const format = (seconds) =>
  seconds >= 60
    ? `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`
    : `${seconds.toFixed(1)} s`;

const total = stages.reduce((sum, stage) => sum + stage.seconds, 0);
console.log('\nstages:');
for (const stage of stages)
  console.log(
    `  ${stage.name.padEnd(10)} ${format(stage.seconds).padStart(12)}${stage.status ? '  (failed)' : ''}`,
  );
console.log(`  ${'total'.padEnd(10)} ${format(total).padStart(12)}`);
if (total > BUDGET_SECONDS)
  console.log(
    `warning: npm test took ${format(total)}, over its budget of ${format(BUDGET_SECONDS)}: see the slowest tests below`,
  );

const ran = tests.filter((test) => !test.skipped).sort((a, b) => b.seconds - a.seconds);
const slow = ran.filter((test) => test.seconds > SLOW_TEST_SECONDS);
console.log('\nslowest tests:');
for (const test of ran.slice(0, Math.max(10, slow.length)))
  console.log(`  ${format(test.seconds).padStart(8)}  ${test.name}`);
if (slow.length > 0)
  console.log(`warning: ${slow.length} tests took over ${SLOW_TEST_SECONDS} s each (above)`);

// What was skipped, by the reason its suite gives. On CI (which sets DATABASE_URL and
// REDIS_URL) a suite that needs a service, or gives no reason, must not be skipped.
const skippedBy = new Map();
for (const test of tests.filter((candidate) => candidate.skipped)) {
  const reason = NEEDS.exec(test.name)?.[1] ?? 'no reason given';
  skippedBy.set(reason, (skippedBy.get(reason) ?? 0) + 1);
}
const notAllowed = process.env.CI
  ? [...skippedBy.keys()].filter((reason) => !reason.includes('shared/data'))
  : [];
if (skippedBy.size > 0) {
  console.log('\nskipped:');
  for (const [reason, count] of skippedBy)
    console.log(
      `  ${String(count).padStart(4)}  ${reason === 'no reason given' ? reason : `needs ${reason}`}`,
    );
}
for (const reason of notAllowed) console.log(`error: on CI nothing may be skipped for "${reason}"`);

// Named last, where a log cut to its tail still shows them, with the first lines of the error.
const failures = tests.filter((test) => test.failure !== undefined);
if (failures.length > 0) {
  console.log('\nfailed tests:');
  for (const test of failures) {
    console.log(`  ${test.name}`);
    for (const line of test.failure.split('\n').slice(0, 6)) console.log(`      ${line}`);
  }
}

const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0);
const failed =
  (vitest?.numFailedTests ?? 0) +
  (playwright?.stats?.unexpected ?? 0) +
  (playwright?.stats?.flaky ?? 0);
const skipped = tests.filter((test) => test.skipped).length;

console.log(
  `\nvitest: ${vitest?.numPassedTests ?? 0} passed, ${vitest?.numFailedTests ?? 0} failed`,
);
console.log(
  `playwright: ${playwright?.stats?.expected ?? 0} passed, ${playwright?.stats?.unexpected ?? 0} failed`,
);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);

const ok =
  vitestStatus === 0 &&
  buildStatus === 0 &&
  e2eStatus === 0 &&
  failed === 0 &&
  passed > 0 &&
  notAllowed.length === 0;
process.exit(ok ? 0 : 1);
