// What the public-list benches (jobs, facilities) share: a throw-away PostgreSQL database with
// the app on it, every SQL statement the app sends counted, and each scenario timed with the
// plan of its list query, so an index that stops being used shows in the table.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { createApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/platform/config/config';

type App = Awaited<ReturnType<typeof createApp>>;

interface Statement {
  text: string;
  values: unknown[];
}

// Every statement the app sends goes through pg's Client.query: count them, and record them
// while `recording` is set.
let statements = 0;
let recording: Statement[] | undefined;
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements += 1;
  const [first, second] = args;
  if (recording && typeof first === 'object' && first !== null && 'text' in first) {
    const { text, values } = first as { text: string; values?: unknown[] };
    recording.push({ text, values: values ?? (Array.isArray(second) ? second : []) });
  } else if (recording && typeof first === 'string') {
    recording.push({ text: first, values: Array.isArray(second) ? second : [] });
  }
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

/**
 * Runs `body` with the app on a new database (BENCH_POSTGRES_URL's server, default
 * postgres://postgres@127.0.0.1:5432/postgres, database `dawa_bench_<name>_…`) and a client of
 * its own for seeding; everything is dropped afterwards.
 */
export async function withBenchDatabase(
  name: string,
  body: (app: App, client: pg.Client) => Promise<void>,
): Promise<void> {
  const serverUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const database = `dawa_bench_${name}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const databaseUrl = serverUrl.replace(/\/[^/]*$/, `/${database}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), `dawa-bench-${name}-`));
  const closing: (() => Promise<unknown>)[] = [];
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
    });
    const app = await createApp(config, pino({ level: 'silent' }));
    closing.push(() => app.close());
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    closing.push(() => client.end());
    await body(app, client);
  } finally {
    for (const close of closing.reverse()) await close().catch(() => undefined);
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One scenario's figures: items of its page, statements a request, p50/p99, the plan. */
export type ScenarioRow = Record<string, string | number>;

/**
 * Times `run` `runs` times after 20 warm-ups: the statements a request sends, p50 and
 * p99, and its list query's plan step on `table` and time inside PostgreSQL.
 */
export async function measure(
  client: pg.Client,
  table: string,
  label: string,
  runs: number,
  run: () => Promise<{ items: unknown[] }>,
): Promise<ScenarioRow> {
  for (let i = 0; i < 20; i++) await run();
  const times: number[] = [];
  const counts = new Map<number, number>();
  let items = 0;
  let step = { plan: '', sqlMs: 0 };
  const listQuery = new RegExp(`from "${table}"`);
  for (let i = 0; i < runs; i++) {
    const before = statements;
    recording = i === 0 ? [] : undefined;
    const started = performance.now();
    const page = await run();
    times.push(performance.now() - started);
    const sent = statements - before;
    counts.set(sent, (counts.get(sent) ?? 0) + 1);
    items = page.items.length;
    const list = recording?.find((statement) => listQuery.test(statement.text));
    recording = undefined;
    if (list) step = await tableStep(client, table, list);
  }
  times.sort((a, b) => a - b);
  // The count most requests sent: the app's background work (the events relay, clean-ups)
  // goes through the same client and now and then lands inside a request's window.
  const perRequest = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return {
    scenario: label,
    items,
    statements: perRequest,
    p50_ms: Number(at(0.5).toFixed(2)),
    p99_ms: Number(at(0.99).toFixed(2)),
    sql_ms: step.sqlMs,
    plan: step.plan,
  };
}

/**
 * The step of a statement's plan that reads `table` (which index, if any), and the median of
 * its execution time inside PostgreSQL over 21 EXPLAIN ANALYZE runs: the query's own cost,
 * which a busy machine's scheduling does not add to as it does to the request's.
 */
async function tableStep(
  client: pg.Client,
  table: string,
  statement: Statement,
): Promise<{ plan: string; sqlMs: number }> {
  const reads = new RegExp(` on ${table}\\b`);
  const usesIndex = new RegExp(`using ${table}_`);
  let plan = '';
  const executions: number[] = [];
  for (let i = 0; i < 21; i++) {
    const result = await client.query<{ 'QUERY PLAN': string }>(
      `explain analyze ${statement.text}`,
      statement.values,
    );
    const lines = result.rows.map((row) => row['QUERY PLAN']);
    const step = lines.find((line) => reads.test(line) || usesIndex.test(line));
    plan = step?.replace(/^[\s->]+/, '').replace(/\s+\(cost=.*$/, '') ?? '';
    const time = lines.map((line) => /^Execution Time: ([\d.]+) ms/.exec(line)).find(Boolean);
    executions.push(Number(time?.[1] ?? 0));
  }
  executions.sort((a, b) => a - b);
  return { plan, sqlMs: executions[10] ?? 0 };
}

/** A deterministic generator for synthetic rows, and a picker over it. */
export function generator(seed: number) {
  let value = seed;
  const random = () => {
    value = (value * 1_103_515_245 + 12_345) % 2 ** 31;
    return value / 2 ** 31;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  return { random, pick };
}

/** `count` synthetic posters, inserted as users `bench-user-0…`. */
export async function insertPosters(client: pg.Client, count: number): Promise<string[]> {
  const users = Array.from({ length: count }, (_, i) => `bench-user-${i}`);
  await client.query(
    `insert into "user" (id, name, email) select id, 'Poster ' || id, id || '@bench.test' from unnest($1::text[]) as id`,
    [users],
  );
  return users;
}
