// Drug search: the in-memory index against PostgreSQL-style SQL on the same query mix, then
// the real server under a fixed GraphQL load.
//
//   npm run bench:search -- <drugs.csv|drugs.xlsx>      (or -- --synthetic=100000)
//
// It also prints the typo report: recall on typo'd names made from the list, the peers
// (MiniSearch, FlexSearch, Orama) on the same queries, and the index at the synthetic
// catalogue's size and ten times it (--no-typos, --no-scale leave them out; --typos-only
// prints only them).
//
// Options: --sql-every=N (SQL on every N-th query of the mix only), --rate, --connections,
// --seconds, --warmup, --port, --no-http, --explain (query plans), --server-node-args='…'
// (e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof' or '--trace-gc' to look inside the server).
// DATABASE_URL adds a run on PostgreSQL and puts the server's database there (throw-away
// databases, dropped afterwards). Progress goes to stderr; the report to stdout, its last
// line one JSON object.
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { DrugIndex } from '@dawa/drug-search/index';
import { loadCatalogue, vocabulary, type BenchDrug } from './search/data';
import { runHttp, type HttpResult, type ServerMemory } from './search/http';
import type { LatencyFigures } from './search/load';
import { buildMix, labelsOf, PAGE_SIZE, EQUIVALENTS_LIMIT, type MixQuery } from './search/mix';
import { fmt, table, type Cell } from './search/report';
import { scaleReport, typoReport, type TypoFigures } from './search/typos';
import {
  explain,
  loadCatalogue as loadSql,
  openPglite,
  openPostgres,
  runSqlQuery,
} from './search/sql';
import type { SqlClient } from './search/sql';
import { mb, median, percentile, round } from './search/stats';

const TARGETS = {
  indexBuildMs: 2000,
  searchP99Ms: 1,
  ratioP99: 10,
  httpP99Ms: 15,
  rssMb: 300,
};
const BUILDS = 3;
const WARMUP_PASSES = 2;
const MEASURED_PASSES = 5;

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    synthetic: { type: 'string' },
    'sql-every': { type: 'string', default: '1' },
    rate: { type: 'string', default: '500' },
    connections: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '3' },
    port: { type: 'string', default: '3210' },
    'server-node-args': { type: 'string', default: '' },
    'no-http': { type: 'boolean', default: false },
    'no-typos': { type: 'boolean', default: false },
    'no-scale': { type: 'boolean', default: false },
    'typos-only': { type: 'boolean', default: false },
    explain: { type: 'boolean', default: false },
  },
});
const file = positionals[0];
if (!file && !options.synthetic) {
  console.error('Usage: npm run bench:search -- <drugs.csv|drugs.xlsx> | --synthetic=N');
  process.exit(2);
}
const sqlEvery = Math.max(1, Number(options['sql-every']));
const postgresUrl = process.env.DATABASE_URL?.startsWith('postgres')
  ? process.env.DATABASE_URL
  : undefined;
const gc = (globalThis as { gc?: () => void }).gc;
const log = (line: string) => process.stderr.write(`${line}\n`);
const loadAtStart = loadavg()[0]!;

// ---------------------------------------------------------------------------------------
// 1. Catalogue and index

log(`loading ${file ?? `synthetic(${options.synthetic})`} …`);
const catalogue = await loadCatalogue(file ? { file } : { synthetic: Number(options.synthetic) });
log(
  `  ${catalogue.drugs.length} drugs (${catalogue.skipped} rows skipped) in ${fmt(catalogue.parseMs, 0)} ms`,
);

/** One build after a GC (when exposed), timed; only the last one is kept. */
function timedBuild(): { ms: number; cpuMs: number; index: DrugIndex<BenchDrug> } {
  gc?.();
  const cpu = process.cpuUsage();
  const started = performance.now();
  const index = DrugIndex.build(catalogue.drugs, {
    arabicTermsOf: (drug) => vocabulary.arabicTermsOf(drug),
  });
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { ms, cpuMs: (used.user + used.system) / 1000, index };
}
const builds = Array.from({ length: BUILDS - 1 }, () => {
  const { ms, cpuMs } = timedBuild();
  return { ms, cpuMs };
});
const lastBuild = timedBuild();
builds.push(lastBuild);
const drugIndex = lastBuild.index;
const indexBuildMs = median(builds.map((build) => build.ms));
/** CPU time of the process (all threads, GC included) while building: less sensitive to a busy machine. */
const indexBuildCpuMs = median(builds.map((build) => build.cpuMs));
log(
  `  index built in ${builds.map((build) => fmt(build.ms, 0)).join(', ')} ms (${drugIndex.size} drugs)`,
);
gc?.();
const benchMemory = process.memoryUsage();
const benchRssMb = mb(benchMemory.rss);

// ---------------------------------------------------------------------------------------
// 2. The query mix through the index

const mix = buildMix(catalogue.drugs, drugIndex, (drug) => vocabulary.arabicTermsOf(drug));
const labels = labelsOf(mix);

function runOurs(query: MixQuery): number {
  if (query.kind === 'equivalents') {
    return drugIndex.equivalentsOf(query.id, query.equivalence, query.order, EQUIVALENTS_LIMIT)
      .length;
  }
  const offset = (query.page - 1) * PAGE_SIZE;
  return drugIndex.search(query.query, query.searchBy, { offset, limit: PAGE_SIZE }).total;
}

log(`index: ${mix.length} queries, ${WARMUP_PASSES} warm-up + ${MEASURED_PASSES} measured passes`);
for (let pass = 0; pass < WARMUP_PASSES; pass += 1) for (const query of mix) runOurs(query);
const oursTimes: number[][] = mix.map(() => []);
const oursResults = mix.map(runOurs);
for (let pass = 0; pass < MEASURED_PASSES; pass += 1) {
  mix.forEach((query, at) => {
    const started = performance.now();
    runOurs(query);
    oursTimes[at]!.push(performance.now() - started);
  });
}

// ---------------------------------------------------------------------------------------
// 2b. Typos: relevance, the peers, the scale

const typoFigures: TypoFigures[] = [];
if (!options['no-typos']) typoFigures.push(await typoReport(catalogue.drugs, drugIndex, log));
if (!options['no-scale']) typoFigures.push(await scaleReport(catalogue.drugs.length));
if (options['typos-only']) {
  process.stdout.write(`\n${catalogue.source}, ${catalogue.drugs.length} drugs\n\n`);
  for (const figures of typoFigures) process.stdout.write(`${figures.lines.join('\n')}\n`);
  const json = Object.assign({}, ...typoFigures.map((figures) => figures.json));
  process.stdout.write(`${JSON.stringify(json)}\n`);
  process.exit(0);
}
gc?.();

// ---------------------------------------------------------------------------------------
// 3. The same mix through SQL

interface SqlRun {
  kind: SqlClient['kind'];
  insertMs: number;
  indexMs: number;
  /** Time per query, by its position in the mix (only the SQL subset is set). */
  times: Map<number, number>;
  /** Queries whose total (searches) or length (equivalents) agrees with the index. */
  agreeing: number;
  wallMs: number;
}

const sqlPositions = mix.flatMap((_, at) => (at % sqlEvery === 0 ? [at] : []));

async function runSql(open: () => Promise<SqlClient>): Promise<SqlRun> {
  const client = await open();
  try {
    log(`${client.kind}: loading ${catalogue.rows.length} drugs and building indexes …`);
    const { insertMs, indexMs } = await loadSql(client, catalogue.rows);
    log(`  insert ${fmt(insertMs, 0)} ms, indexes ${fmt(indexMs, 0)} ms`);
    if (options.explain) {
      for (const label of labels) {
        const query = mix.find((candidate) => candidate.label === label)!;
        log(`--- ${label}: ${JSON.stringify(query)}\n${await explain(client, query)}`);
      }
    }
    // Warm the caches with every tenth query of the subset.
    for (const at of sqlPositions.filter((_, n) => n % 10 === 0))
      await runSqlQuery(client, mix[at]!);
    log(`  ${sqlPositions.length} queries …`);
    const times = new Map<number, number>();
    let agreeing = 0;
    const started = performance.now();
    for (const at of sqlPositions) {
      const begun = performance.now();
      const result = await runSqlQuery(client, mix[at]!);
      times.set(at, performance.now() - begun);
      if (result === oursResults[at]) agreeing += 1;
    }
    const wallMs = performance.now() - started;
    log(`  done in ${fmt(wallMs / 1000, 1)} s`);
    return { kind: client.kind, insertMs, indexMs, times, agreeing, wallMs };
  } finally {
    await client.close();
  }
}

const pglite = await runSql(openPglite);
const postgres = postgresUrl ? await runSql(() => openPostgres(postgresUrl)) : undefined;

// ---------------------------------------------------------------------------------------
// 4. The server under load

let http: HttpResult | undefined;
if (!options['no-http']) {
  const seen = new Set<string>();
  const queries = mix.flatMap((query, at) => {
    if (query.kind !== 'search') return [];
    const key = `${query.searchBy}\u0000${query.query}\u0000${query.page}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ query, total: oursResults[at]! }];
  });
  log(
    `server (${postgresUrl ? 'PostgreSQL' : 'PGlite'}): importing ${catalogue.rows.length} drugs, then ${queries.length} distinct drugSearch queries in rotation`,
  );
  http = await runHttp({
    rows: catalogue.rows,
    queries,
    postgresUrl,
    rate: Number(options.rate),
    connections: Number(options.connections),
    seconds: Number(options.seconds),
    warmupSeconds: Number(options.warmup),
    port: Number(options.port),
    serverNodeArgs: options['server-node-args'].split(/\s+/).filter(Boolean),
    log,
  });
}

// ---------------------------------------------------------------------------------------
// 5. Report

const allTimes = oursTimes.flat();
const oursSubsetTimes = sqlPositions.flatMap((at) => oursTimes[at]!);
const searchP50 = percentile(allTimes, 50);
const searchP99 = percentile(allTimes, 99);
const oursSubsetP99 = percentile(oursSubsetTimes, 99);
const sqlStats = (run: SqlRun | undefined) => {
  if (!run) return undefined;
  const times = [...run.times.values()];
  const p99 = percentile(times, 99);
  return { p50: percentile(times, 50), p99, ratio: p99 / oursSubsetP99 };
};
const pgliteStats = sqlStats(pglite)!;
const postgresStats = sqlStats(postgres);
const sqlMain = postgresStats ?? pgliteStats;

const verdict = (ok: boolean | undefined) => (ok === undefined ? '' : ok ? 'PASS' : 'FAIL');
const ms = (value: number | null | undefined, digits = 3) => fmt(value, digits);
const loadText = (run: SqlRun | undefined) =>
  run ? `${fmt(run.insertMs, 0)} insert + ${fmt(run.indexMs, 0)} indexes` : '—';
const latencyText = (figures: LatencyFigures) =>
  `${ms(figures.p50, 2)} / ${ms(figures.p90, 2)} / ${ms(figures.max, 2)}`;
const memoryText = (memory: ServerMemory) =>
  `${fmt(memory.heapUsedMb, 1)} / ${fmt(memory.heapTotalMb, 1)}, ${fmt(memory.externalMb, 1)} (${fmt(memory.arrayBuffersMb, 1)}, ${fmt(memory.databaseMb, 1)})`;
const agreeText = (run: SqlRun | undefined) => (run ? `${run.agreeing}/${run.times.size}` : '—');
const subsetNote = sqlEvery > 1 ? ` (every ${sqlEvery}th query: ${sqlPositions.length})` : '';

const summary: Cell[][] = [
  [
    'drugs',
    catalogue.drugs.length,
    catalogue.drugs.length,
    postgres ? catalogue.drugs.length : '—',
    '',
    '',
  ],
  [
    'index build / load (ms)',
    `${ms(indexBuildMs, 0)} (median of ${BUILDS}; CPU ${ms(indexBuildCpuMs, 0)})`,
    loadText(pglite),
    loadText(postgres),
    `≤ ${TARGETS.indexBuildMs}`,
    verdict(indexBuildMs <= TARGETS.indexBuildMs),
  ],
  [
    `queries measured${subsetNote}`,
    `${mix.length} × ${MEASURED_PASSES}`,
    pglite.times.size,
    postgres ? postgres.times.size : '—',
    '',
    '',
  ],
  ['search p50 (ms)', ms(searchP50), ms(pgliteStats.p50), ms(postgresStats?.p50), '', ''],
  [
    'search p99 (ms)',
    ms(searchP99),
    ms(pgliteStats.p99),
    ms(postgresStats?.p99),
    `≤ ${TARGETS.searchP99Ms}`,
    verdict(searchP99 <= TARGETS.searchP99Ms),
  ],
  [
    'ratio p99 (SQL ÷ index)',
    '1',
    fmt(pgliteStats.ratio, 1),
    fmt(postgresStats?.ratio, 1),
    `≥ ${TARGETS.ratioP99}`,
    verdict(sqlMain.ratio >= TARGETS.ratioP99),
  ],
  ['results agreeing with the index', '—', agreeText(pglite), agreeText(postgres), '', ''],
  [
    `HTTP p99 (ms) at ${options.rate} req/s, evenly spaced`,
    ms(http?.paced.p99, 2),
    '',
    '',
    `≤ ${TARGETS.httpP99Ms}`,
    verdict(http && http.paced.p99 <= TARGETS.httpP99Ms),
  ],
  ['HTTP p50 / p90 / max (ms)', http ? latencyText(http.paced) : '—', '', '', '', ''],
  [
    `HTTP p99 (ms), autocannon (${options.rate} per second, sent in bursts)`,
    ms(http?.autocannon.p99, 2),
    '',
    '',
    '',
    '',
  ],
  ['autocannon p50 / p90 / max (ms)', http ? latencyText(http.autocannon) : '—', '', '', '', ''],
  [
    'HTTP req/s achieved (evenly spaced / autocannon)',
    http ? `${fmt(http.paced.rps, 1)} / ${fmt(http.autocannon.rps, 1)}` : '—',
    '',
    '',
    `${options.rate}`,
    '',
  ],
  [
    'HTTP non-2xx / errors / timeouts / GraphQL errors',
    http ? `${http.non2xx} / ${http.errors} / ${http.timeouts} / ${http.graphqlErrors}` : '—',
    '',
    '',
    '0',
    verdict(
      http &&
        http.non2xx + http.errors + http.timeouts + http.graphqlErrors + http.wrongTotals === 0,
    ),
  ],
  [
    'server CPU per request (ms) / response body (KB)',
    http ? `${fmt(http.cpuPerRequestMs, 2)} / ${fmt(http.responseBytes / 1024, 1)}` : '—',
    '',
    '',
    '',
    '',
  ],
  [
    'server RSS after load (MB)',
    fmt(http?.rssMb, 1),
    '',
    '',
    `≤ ${TARGETS.rssMb}`,
    verdict(http?.rssMb === null || http === undefined ? undefined : http.rssMb <= TARGETS.rssMb),
  ],
  [
    'server RSS idle / peak (MB)',
    http ? `${fmt(http.rssIdleMb, 1)} / ${fmt(http.rssPeakMb, 1)}` : '—',
    '',
    '',
    '',
    '',
  ],
  [
    'server memory after load: V8 heap used / total, external (array buffers, PGlite) (MB)',
    http?.memory ? memoryText(http.memory) : '—',
    '',
    '',
    '',
    '',
  ],
  [
    `bench process RSS, index held${gc ? ', after GC' : ''} (MB)`,
    fmt(benchRssMb, 1),
    '',
    '',
    '',
    '',
  ],
];

const sqlColumn = (run: SqlRun | undefined, positions: number[], p: number) => {
  if (!run) return '—';
  const times = positions.flatMap((at) => (run.times.has(at) ? [run.times.get(at)!] : []));
  return times.length ? ms(percentile(times, p)) : '—';
};
const byLabel: Cell[][] = labels.map((label) => {
  const positions = mix.flatMap((query, at) => (query.label === label ? [at] : []));
  const ours = positions.flatMap((at) => oursTimes[at]!);
  return [
    label,
    positions.length,
    ms(percentile(ours, 50)),
    ms(percentile(ours, 99)),
    sqlColumn(pglite, positions, 50),
    sqlColumn(pglite, positions, 99),
    sqlColumn(postgres, positions, 50),
    sqlColumn(postgres, positions, 99),
  ];
});

const out = (line = '') => process.stdout.write(`${line}\n`);
out();
out(
  `Drug search benchmark: ${catalogue.source}, ${catalogue.drugs.length} drugs, page size ${PAGE_SIZE}, equivalents up to ${EQUIVALENTS_LIMIT}`,
);
out(
  `SQL: ILIKE 'q%' OR ILIKE '% q%' on pg_trgm GIN indexes, ranking in ORDER BY, count(*) for the total; equivalents by @> and cardinality${subsetNote}`,
);
if (http) {
  out(
    `HTTP: ${http.runner} on ${http.database}, ${options.connections} keep-alive connections; ${options.seconds} s evenly spaced after ${options.warmup} s warm-up, then ${options.seconds} s of autocannon; import ${fmt(http.importMs / 1000, 1)} s, start ${fmt(http.startMs / 1000, 1)} s; ${http.paced.requests} + ${http.autocannon.requests} requests; totals differing from the index: ${http.wrongTotals}; load average at the end of the load ${fmt(http.loadAverage, 1)}`,
  );
}
const coverage = vocabulary.coverage(catalogue.drugs);
out(
  `Arabic labels (the seeded vocabulary): the dosage form of ${fmt(coverage.routes * 100, 1)} % of the drugs that have one, the category of ${fmt(coverage.categories * 100, 1)} %`,
);
out(
  `Machine: ${availableParallelism()} cores, load average (1 min) ${fmt(loadAtStart, 1)} at start, ${fmt(loadavg()[0], 1)} at end (other processes compete for the cores when it exceeds ~1)`,
);
out();
out(table(['figure', 'Dawa index', 'SQL PGlite', 'SQL PostgreSQL', 'target', 'result'], summary));
out(
  'Results differing between SQL and the index come from what ILIKE does not do: words after "(", "-", "/" or "." (the index splits on them), Arabic normalisation (hamza forms, taa marbuta), the Arabic labels of dosage forms and classes (an Arabic query finds them after the names), and normalised sets for alternatives/similarities.',
);
out();
out('By query kind (ms):');
out(
  table(
    ['query kind', 'n', 'index p50', 'index p99', 'PGlite p50', 'PGlite p99', 'PG p50', 'PG p99'],
    byLabel,
  ),
);
out();
for (const figures of typoFigures) out(figures.lines.join('\n'));
out(
  JSON.stringify({
    ...Object.assign({}, ...typoFigures.map((figures) => figures.json)),
    drugs: catalogue.drugs.length,
    index_build_ms: round(indexBuildMs, 1),
    search_p50_ms: round(searchP50, 4),
    search_p99_ms: round(searchP99, 4),
    sql_p50_ms: round(sqlMain.p50, 3),
    sql_p99_ms: round(sqlMain.p99, 3),
    ratio_p99: round(sqlMain.ratio, 1),
    http_p99_ms: round(http?.paced.p99, 2),
    http_rps: round(http?.paced.rps, 1),
    rss_mb: round(http?.rssMb, 1),
    heap_used_mb: round(http?.memory?.heapUsedMb, 1),
    heap_total_mb: round(http?.memory?.heapTotalMb, 1),
    external_mb: round(http?.memory?.externalMb, 1),
    database_mb: round(http?.memory?.databaseMb, 1),
  }),
);
