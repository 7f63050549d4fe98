// The public job list at 10,000 synthetic ads on PostgreSQL (issue: p99 ≤ 20 ms, ≤ 3 SQL
// statements a request): each filter combination side by side in one run, with the plan of
// its list query, so an index that stops being used shows here. Needs PostgreSQL
// (BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres); a throw-away
// database is made and dropped.
import type pg from 'pg';
import { listJobs, type JobFilter } from '../../apps/server/src/features/jobs/jobs.service';
import {
  generator,
  insertPosters,
  measure,
  withBenchDatabase,
  type ScenarioRow,
} from './listBench';

const JOBS = Number(process.env.BENCH_JOBS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 300);

await withBenchDatabase('jobs', async (app, client) => {
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
  const rows: ScenarioRow[] = [];
  for (const [label, filter] of scenarios)
    rows.push(
      await measure(client, 'job', label, RUNS, () =>
        listJobs(app.platform, viewer, filter, { first: 10 }),
      ),
    );
  console.table(rows);
  console.log(JSON.stringify({ jobs: JOBS, runs: RUNS, results: rows }));
});

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
  const users = await insertPosters(client, 200);
  const words = ['night shift', 'morning shift', 'full time', 'part time', 'weekend'];
  const { random, pick } = generator(42);
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
