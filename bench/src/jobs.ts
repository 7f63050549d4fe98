// The public job list at 10,000 synthetic ads on PostgreSQL (issue: p99 ≤ 20 ms, ≤ 3 SQL
// statements a request): each filter combination side by side in one run, with the plan of
// its list query, so an index that stops being used shows here. Needs PostgreSQL
// (BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres); a throw-away
// database is made and dropped.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { createApp } from '../../apps/server/src/app';
import { listJobs, type JobFilter } from '../../apps/server/src/features/jobs/jobs.service';
import { loadConfig } from '../../apps/server/src/platform/config/config';

const JOBS = Number(process.env.BENCH_JOBS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const serverUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

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

const name = `dawa_bench_jobs_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const databaseUrl = serverUrl.replace(/\/[^/]*$/, `/${name}`);
const dataDir = mkdtempSync(path.join(tmpdir(), 'dawa-bench-jobs-'));
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
  await seed(client);
  await client.query('analyze');

  const viewer = { id: 'bench-user-0', roles: [] };
  const scenarios: [string, JobFilter][] = [
    ['no filter', {}],
    ['city', { cityId: 'giza' }],
    ['city + region', { cityId: 'cairo', regionId: 'cairo.nasr-city' }],
    ['position', { positionId: 'medical-representative' }],
    ['workplace', { workplaceId: 'hospital-pharmacy' }],
    ['type', { type: 'individualEmployee' }],
    ['salary from, per month', { salaryMin: 12000, salaryPeriod: 'month' }],
    ['words', { text: 'night' }],
    [
      'all filters',
      {
        cityId: 'alexandria',
        regionId: 'alexandria.smouha',
        positionId: 'pharmacist',
        workplaceId: 'community-pharmacy',
        type: 'companyOwner',
        salaryMin: 5000,
        salaryPeriod: 'month',
        text: 'shift',
      },
    ],
  ];
  const rows: Record<string, string | number>[] = [];
  for (const [label, filter] of scenarios) {
    const run = () => listJobs(app.platform, viewer, filter, { first: 10 });
    for (let i = 0; i < 20; i++) await run();
    const times: number[] = [];
    let perRequest = 0;
    let items = 0;
    let plan = '';
    for (let i = 0; i < RUNS; i++) {
      const before = statements;
      recording = i === 0 ? [] : undefined;
      const started = performance.now();
      const page = await run();
      times.push(performance.now() - started);
      perRequest = Math.max(perRequest, statements - before);
      items = page.items.length;
      const listQuery = recording?.find((statement) => /from "job"/.test(statement.text));
      recording = undefined;
      if (listQuery) plan = await jobTableStep(client, listQuery);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
    rows.push({
      scenario: label,
      items,
      statements: perRequest,
      p50_ms: Number(at(0.5).toFixed(2)),
      p99_ms: Number(at(0.99).toFixed(2)),
      plan,
    });
  }
  console.table(rows);
  console.log(JSON.stringify({ jobs: JOBS, runs: RUNS, results: rows }));
} finally {
  for (const close of closing.reverse()) await close().catch(() => undefined);
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}

/** The step of a statement's plan that reads the job table: which index, if any. */
async function jobTableStep(client: pg.Client, statement: Statement): Promise<string> {
  const result = await client.query<{ 'QUERY PLAN': string }>(
    `explain ${statement.text}`,
    statement.values,
  );
  const step = result.rows
    .map((row) => row['QUERY PLAN'])
    .find((line) => / on job\b/.test(line) || /using job_/.test(line));
  return step?.replace(/^[\s->]+/, '').replace(/\s+\(cost=.*$/, '') ?? '';
}

/**
 * 10,000 ads by 200 posters over the last 90 days: all governorates and positions, 85 %
 * published, 5 % pending, 5 % taken down, 5 % filled; a tenth past their run-until date.
 */
async function seed(client: pg.Client): Promise<void> {
  const reference = await client.query<{ city: string; region: string }>(
    'select city_id as city, id as region from region order by id',
  );
  const positions = (await client.query<{ id: string }>('select id from job_position')).rows;
  const workplaces = (await client.query<{ id: string }>('select id from workplace')).rows;
  const users = Array.from({ length: 200 }, (_, i) => `bench-user-${i}`);
  await client.query(
    `insert into "user" (id, name, email) select id, 'Poster ' || id, id || '@bench.test' from unnest($1::text[]) as id`,
    [users],
  );
  const words = ['night shift', 'morning shift', 'full time', 'part time', 'weekend'];
  let seedValue = 42;
  const random = () => {
    seedValue = (seedValue * 1_103_515_245 + 12_345) % 2 ** 31;
    return seedValue / 2 ** 31;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const day = 24 * 3600 * 1000;
  const now = Date.now();
  let next = 0;
  for (let batch = 0; batch < JOBS; batch += 1000) {
    const rows = Array.from({ length: Math.min(1000, JOBS - batch) }, () => {
      const place = pick(reference.rows);
      const roll = random();
      const status = roll < 0.9 ? 'accepted' : roll < 0.95 ? 'pending' : 'deleted';
      const published = now - random() * 90 * day;
      const from = 2000 + Math.floor(random() * 20) * 500;
      const monthly = random() < 0.8;
      return [
        `00000000-0000-7000-8000-${(next++).toString(16).padStart(12, '0')}`,
        `${pick(['Pharmacist', 'Assistant', 'Representative', 'Manager'])} ${pick(words)}`,
        random() < 0.7 ? 'companyOwner' : 'individualEmployee',
        pick(['El Nour', 'Seif', 'El Ezaby', 'Misr', 'Care']) + ' Pharmacies',
        pick(workplaces).id,
        pick(positions).id,
        place.city,
        place.region,
        'A street address of the ad',
        `An ad for a ${pick(words)}, with the hours, the requirements and the benefits.`,
        random() < 0.3,
        monthly ? from : from / 100,
        monthly ? from + 3000 : from / 100 + 30,
        monthly ? 'month' : 'hour',
        new Date(now + (random() < 0.1 ? -5 : 30) * day).toISOString().slice(0, 10),
        random() < 0.05,
        status === 'pending' ? null : new Date(published).toISOString(),
        pick(users),
        status,
        status !== 'deleted',
        new Date(published - day).toISOString(),
      ];
    });
    await client.query(
      `insert into job (id, name, type, company_name, workplace_id, position_id, city_id, region_id,
        address, description, salary_negotiable, salary_from, salary_to, salary_period, email,
        phone_number, run_until, hired, published_at, created_by, post_status, is_active, created_at)
      select id, name, type, company, workplace, position, city, region, address, description,
        negotiable, salary_from, salary_to, period, 'jobs@bench.test', '01012345678', run_until,
        hired, published_at, created_by, status, active, created_at
      from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
        $7::text[], $8::text[], $9::text[], $10::text[], $11::bool[], $12::int[], $13::int[],
        $14::text[], $15::date[], $16::bool[], $17::timestamptz[], $18::text[], $19::text[],
        $20::bool[], $21::timestamptz[])
        as t(id, name, type, company, workplace, position, city, region, address, description,
          negotiable, salary_from, salary_to, period, run_until, hired, published_at, created_by,
          status, active, created_at)`,
      Array.from({ length: 21 }, (_, column) => rows.map((row) => row[column])),
    );
  }
}
