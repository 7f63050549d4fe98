// Price alerts at scale (#17 point 8): an import that changes 10,000 prices, first of drugs
// nobody follows, then of drugs each followed by one user (10,000 notifications). Prints the
// import's time with and without followers, how long the fan-out takes after commit, and the
// event loop's delay (p50 / p99 / max) during the import and during the fan-out, so batches
// that block the loop show here. Needs PostgreSQL (BENCH_POSTGRES_URL, default
// postgres://postgres@127.0.0.1:5432/postgres); a throw-away database is made and dropped.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { drugInputSchema } from '@dawa/shared/drugInput';
import { SYSTEM_ACTOR } from '../../apps/server/src/platform/events/events';
import {
  importDrugs,
  type ImportableDrug,
} from '../../apps/server/src/features/drugs/drugs.import';
import { notificationsRuntime } from '../../apps/server/src/features/notifications/notifications.consumer';
import { insertPosters, withBenchDatabase } from './listBench';

const DRUGS = Number(process.env.BENCH_DRUGS ?? 10_000);
const FOLLOWERS = Number(process.env.BENCH_FOLLOWERS ?? 2_000);

const ms = (value: number) => Math.round(value * 10) / 10;

/** The catalogue at `round`: every drug's price differs from the round before. */
function catalogue(round: number): ImportableDrug[] {
  return Array.from({ length: DRUGS }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    input: drugInputSchema.parse({
      tradeName: `BENCH DRUG ${i} 500 MG 20 TABS`,
      genericNames: [`GENERIC ${i % 900}`],
      companies: [`COMPANY ${i % 120}`],
      routes: ['ORAL.SOLID'],
      pharmacologicalUses: ['ANALGESIC'],
      price: 10 + (i % 500) + round * 1.5,
    }),
  }));
}

/** Event-loop delay while `run` goes on: p50, p99 and max in ms. */
async function withLoopDelay<T>(run: () => Promise<T>) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const started = performance.now();
  const result = await run();
  const elapsed = performance.now() - started;
  histogram.disable();
  return {
    result,
    ms: ms(elapsed),
    loopP50: ms(histogram.percentile(50) / 1e6),
    loopP99: ms(histogram.percentile(99) / 1e6),
    loopMax: ms(histogram.max / 1e6),
  };
}

await withBenchDatabase('price_alerts', async (app, client) => {
  const { platform } = app;
  const runtime = notificationsRuntime(platform);
  if (!runtime) throw new Error('the notifications consumer is not running');
  const notifications = async () =>
    Number(
      (await client.query<{ count: string }>(`select count(*) from notification`)).rows[0]?.count,
    );

  await importDrugs(platform, SYSTEM_ACTOR, catalogue(0));

  const unfollowed = await withLoopDelay(() => importDrugs(platform, SYSTEM_ACTOR, catalogue(1)));
  await runtime.settled();

  const users = await insertPosters(client, FOLLOWERS);
  await client.query(
    `insert into drug_follow (user_id, drug_id)
     select ($1::text[])[1 + (n % $2)], ('00000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid
     from generate_series(0, $3 - 1) as n`,
    [users, users.length, DRUGS],
  );
  await client.query('analyze');

  const before = await notifications();
  const followed = await withLoopDelay(() => importDrugs(platform, SYSTEM_ACTOR, catalogue(2)));
  // The fan-out runs after each batch's commit, beside the import: wait until all are made.
  const fanOut = await withLoopDelay(async () => {
    for (;;) {
      await runtime.settled();
      if ((await notifications()) - before >= DRUGS) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
  const told = (await notifications()) - before;
  const sinceImport = followed.ms + fanOut.ms;

  const rows = [
    {
      scenario: `import ${DRUGS} changed prices, nobody follows`,
      'time ms': unfollowed.ms,
      'loop p50 ms': unfollowed.loopP50,
      'loop p99 ms': unfollowed.loopP99,
      'loop max ms': unfollowed.loopMax,
    },
    {
      scenario: `import ${DRUGS} changed prices, each drug followed`,
      'time ms': followed.ms,
      'loop p50 ms': followed.loopP50,
      'loop p99 ms': followed.loopP99,
      'loop max ms': followed.loopMax,
    },
    {
      scenario: `fan-out after the import: ${told} notifications`,
      'time ms': fanOut.ms,
      'loop p50 ms': fanOut.loopP50,
      'loop p99 ms': fanOut.loopP99,
      'loop max ms': fanOut.loopMax,
    },
  ];
  console.table(rows);
  console.log(
    `${told} notifications to ${FOLLOWERS} followers, all made ${ms(sinceImport)} ms after the import began (${Math.round((told / sinceImport) * 1000)} a second); the import took ${ms((followed.ms / unfollowed.ms - 1) * 100)} % longer with followers.`,
  );
  console.log(JSON.stringify({ drugs: DRUGS, followers: FOLLOWERS, notifications: told, rows }));
});
