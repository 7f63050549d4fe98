// Typo tolerance measured: the relevance report (recall per kind of typo, nonsense), the
// peers on the same queries, and how the index grows from the catalogue to ten times it.
import { fork } from 'node:child_process';
import path from 'node:path';
import { DrugIndex } from '@dawa/drug-search/index';
import { loadCatalogue, vocabulary, type BenchDrug } from './data';
import { buildMix, PAGE_SIZE } from './mix';
import { dawaEngine, flexSearchEngine, miniSearchEngine, oramaEngine, type Engine } from './peers';
import { buildTypoQueries, recallAt, RECALL_TARGETS, type TypoQuery } from './relevance';
import { fmt, table, type Cell } from './report';
import { mb, percentile } from './stats';

const gc = (globalThis as { gc?: () => void }).gc;
const MEASURED_PASSES = 2;
/** The peers answer every PEER_EVERY-th query of the set (MiniSearch's fuzzy search takes ms). */
const PEER_EVERY = 4;
/** An engine gets this long for its first pass; queries after it are left out for it. */
const PEER_SECONDS = 45;
const TARGETS = { searchP99Ms: 1, scaleBuildMs: 10_000, scaleP99Ms: 5, scaleRssMb: 800 };

export interface TypoFigures {
  lines: string[];
  json: Record<string, number | null>;
}

/** Heap held after a GC (MB): what an engine keeps, measured as the growth it causes. */
function heldMb(): number {
  gc?.();
  return mb(process.memoryUsage().heapUsed + process.memoryUsage().external);
}

const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
const pct = (share: number) => `${fmt(share * 100, 1)} %`;

interface EngineRun {
  name: string;
  /** Queries answered within the time allowed (the first ones of the sample). */
  answered: number;
  buildMs: number;
  heldMb: number;
  p50: number;
  p99: number;
  results: BenchDrug[][];
}

async function measure(
  name: string,
  build: () => Engine | Promise<Engine>,
  queries: readonly TypoQuery[],
): Promise<EngineRun> {
  const before = heldMb();
  const started = performance.now();
  const engine = await build();
  const buildMs = performance.now() - started;
  const held = heldMb() - before;
  const results: BenchDrug[][] = [];
  const deadline = performance.now() + PEER_SECONDS * 1000;
  for (const query of queries) {
    if (performance.now() > deadline) break;
    results.push(await engine.search(query.query, query.searchBy, 10));
  }
  const answered = queries.slice(0, results.length);
  const times: number[] = [];
  for (let pass = 0; pass < MEASURED_PASSES; pass += 1) {
    for (const query of answered) {
      const begun = performance.now();
      await engine.search(query.query, query.searchBy, 10);
      times.push(performance.now() - begun);
    }
  }
  return {
    name,
    answered: results.length,
    buildMs,
    heldMb: held,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    results,
  };
}

export async function typoReport(
  drugs: readonly BenchDrug[],
  index: DrugIndex<BenchDrug>,
  log: (line: string) => void,
): Promise<TypoFigures> {
  const lines: string[] = [];
  const out = (line = '') => lines.push(line);
  const json: Record<string, number | null> = {};
  const { queries, nonsense } = buildTypoQueries(drugs);
  const kinds = [...new Set(queries.map((query) => query.kind))];
  log(`typos: ${queries.length} queries of ${kinds.length} kinds, ${nonsense.length} nonsense`);

  // Relevance of the index.
  const results = queries.map(
    (query) => index.search(query.query, query.searchBy, { offset: 0, limit: 10 }).items,
  );
  const rows: Cell[][] = kinds.map((kind) => {
    const positions = queries.flatMap((query, at) => (query.kind === kind ? [at] : []));
    const subset = positions.map((at) => queries[at]!);
    const found = positions.map((at) => results[at]!);
    const at1 = recallAt(subset, found, 1);
    const at10 = recallAt(subset, found, 10);
    const target = RECALL_TARGETS[kind];
    json[`recall_${kind.replace(/\W+/g, '_')}_at${target?.at ?? 10}`] =
      Math.round((target?.at === 1 ? at1 : at10) * 1000) / 1000;
    return [
      kind,
      subset.length,
      pct(at1),
      pct(at10),
      target ? `@${target.at} ≥ ${pct(target.min)}` : '',
      target ? verdict((target.at === 1 ? at1 : at10) >= target.min) : '',
    ];
  });
  const noisy = nonsense.filter(
    (query) => index.search(query.query, query.searchBy, { offset: 0, limit: 1 }).total > 0,
  );
  json.nonsense_with_results = noisy.length;
  out(
    'Relevance (typos made from the list itself, fixed seed; a typo is a substitution, deletion, insertion or adjacent swap anywhere in the word, the first letter included):',
  );
  out(table(['kind', 'n', 'recall@1', 'recall@10', 'target', 'result'], rows));
  out(
    `Precision: ${noisy.length} of ${nonsense.length} nonsense queries (random letters, 6–10, Latin and Arabic) return anything${
      noisy.length
        ? ` (e.g. ${noisy
            .slice(0, 5)
            .map((query) => query.query)
            .join(', ')})`
        : ''
    }`,
  );
  out();

  // The peers on the same queries (a sample of the set, the same for every engine).
  const sample = queries.filter((_, at) => at % PEER_EVERY === 0);
  const typoQueries = sample.filter((query) => query.kind.includes('typo'));
  const engines: EngineRun[] = [];
  const contenders: [string, () => Engine | Promise<Engine>][] = [
    ['Dawa index', () => dawaEngine(DrugIndex.build(drugs, { arabicTermsOf: termsOf }))],
    ['MiniSearch 7 (fuzzy)', () => miniSearchEngine(drugs)],
    ['FlexSearch 0.8 (suggest)', () => flexSearchEngine(drugs)],
    ['Orama 3 (tolerance)', () => oramaEngine(drugs)],
  ];
  for (const [name, build] of contenders) {
    log(`  ${name} …`);
    engines.push(await measure(name, build, sample));
  }
  const typoPositions = sample.flatMap((query, at) => (query.kind.includes('typo') ? [at] : []));
  const exactPositions = sample.flatMap((query, at) => (query.kind.includes('exact') ? [at] : []));
  /** Recall over the queries the engine answered (unanswered ones count as misses). */
  const recallOf = (run: EngineRun, positions: number[], at: number) =>
    recallAt(
      positions.map((n) => sample[n]!),
      positions.map((n) => run.results[n] ?? []),
      at,
    );
  const bestPeerRecall = Math.max(
    ...engines.slice(1).map((run) => recallOf(run, typoPositions, 10)),
  );
  const bestPeerP99 = Math.min(...engines.slice(1).map((run) => run.p99));
  out(
    `Peers on the same ${sample.length} queries (every ${PEER_EVERY}th of the set; ${typoQueries.length} with typos), ${MEASURED_PASSES} measured passes, first 10 results; an engine gets ${PEER_SECONDS} s for its first pass (queries it did not reach count as misses); memory is the heap an engine holds after a GC:`,
  );
  out(
    table(
      [
        'engine',
        'answered',
        'build (ms)',
        'held (MB)',
        'p50 (ms)',
        'p99 (ms)',
        'typo recall@10',
        'exact recall@1',
      ],
      engines.map((run) => [
        run.name,
        `${run.answered}/${sample.length}`,
        fmt(run.buildMs, 0),
        fmt(run.heldMb, 1),
        fmt(run.p50, 3),
        fmt(run.p99, 3),
        pct(recallOf(run, typoPositions, 10)),
        pct(recallOf(run, exactPositions, 1)),
      ]),
    ),
  );
  const dawa = engines[0]!;
  const dawaRecall = recallOf(dawa, typoPositions, 10);
  out(
    `Dawa p99 ${fmt(dawa.p99, 3)} ms vs best peer ${fmt(bestPeerP99, 3)} ms: ${verdict(dawa.p99 < bestPeerP99)}; typo recall@10 ${pct(dawaRecall)} vs best peer ${pct(bestPeerRecall)}: ${verdict(dawaRecall >= bestPeerRecall)}; p99 ≤ ${TARGETS.searchP99Ms} ms: ${verdict(dawa.p99 <= TARGETS.searchP99Ms)}`,
  );
  out();
  Object.assign(json, {
    typo_p99_ms: Math.round(dawa.p99 * 10_000) / 10_000,
    typo_recall_at10: Math.round(dawaRecall * 1000) / 1000,
    best_peer_p99_ms: Math.round(bestPeerP99 * 10_000) / 10_000,
    best_peer_recall_at10: Math.round(bestPeerRecall * 1000) / 1000,
  });
  return { lines, json };
}

const termsOf = (drug: BenchDrug) => vocabulary.arabicTermsOf(drug);

export interface ScaleRun {
  drugs: number;
  buildMs: number;
  /** CPU time of the process while building (GC threads included): less hit by a busy machine. */
  buildCpuMs: number;
  heldMb: number;
  rssMb: number;
  p50: number;
  p99: number;
}

/** One synthetic catalogue: built, then the query mix run through it. */
export async function scaleRun(count: number, log: (line: string) => void): Promise<ScaleRun> {
  log(`scale: synthetic(${count}) …`);
  // The drugs only: the import's rows (a second object per drug) are not what a server holds.
  const { drugs } = await loadCatalogue({ synthetic: count });
  const before = heldMb();
  const cpu = process.cpuUsage();
  const started = performance.now();
  const index = DrugIndex.build(drugs, { arabicTermsOf: termsOf });
  const buildMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const held = heldMb() - before;
  const rssMb = mb(process.memoryUsage().rss);
  const mix = buildMix(drugs, index, termsOf);
  const { queries } = buildTypoQueries(drugs);
  const run = () => {
    const times: number[] = [];
    for (const query of mix) {
      if (query.kind !== 'search') continue;
      const begun = performance.now();
      index.search(query.query, query.searchBy, {
        offset: (query.page - 1) * PAGE_SIZE,
        limit: PAGE_SIZE,
      });
      times.push(performance.now() - begun);
    }
    for (const query of queries) {
      const begun = performance.now();
      index.search(query.query, query.searchBy, { offset: 0, limit: PAGE_SIZE });
      times.push(performance.now() - begun);
    }
    return times;
  };
  run();
  const times = Array.from({ length: MEASURED_PASSES }, run).flat();
  return {
    drugs: drugs.length,
    buildMs,
    buildCpuMs: (used.user + used.system) / 1000,
    heldMb: held,
    rssMb,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
  };
}

/**
 * A scale run in a process of its own (scale.ts), so its RSS is what that catalogue and its
 * index take, not also what this process held before (the real list, the peers' leftovers).
 */
function scaleRunApart(count: number): Promise<ScaleRun> {
  const child = fork(path.join(import.meta.dirname, 'scale.ts'), [], {
    execArgv: ['--expose-gc', '--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (run) => resolve(run as ScaleRun));
    child.once('exit', (code) => reject(new Error(`the scale run exited (${code})`)));
    child.send(count);
  });
}

/** The synthetic catalogue at the real one's size and at ten times it, side by side. */
export async function scaleReport(size: number): Promise<TypoFigures> {
  const small = await scaleRunApart(size);
  const large = await scaleRunApart(size * 10);
  const growth = (a: number, b: number) => `× ${fmt(b / a, 1)}`;
  const lines = [
    `Scale (the synthetic generator; the query mix and the typo set drawn from each catalogue; each size in a process of its own, its RSS with the catalogue and the index held):`,
    table(
      [
        'figure',
        `${small.drugs} drugs`,
        `${large.drugs} drugs`,
        'growth',
        'target (10×)',
        'result',
      ],
      [
        [
          'index build (ms)',
          fmt(small.buildMs, 0),
          fmt(large.buildMs, 0),
          growth(small.buildMs, large.buildMs),
          `≤ ${TARGETS.scaleBuildMs}`,
          verdict(large.buildMs <= TARGETS.scaleBuildMs),
        ],
        [
          'index build, CPU (ms)',
          fmt(small.buildCpuMs, 0),
          fmt(large.buildCpuMs, 0),
          growth(small.buildCpuMs, large.buildCpuMs),
          '',
          '',
        ],
        [
          'index held (MB)',
          fmt(small.heldMb, 1),
          fmt(large.heldMb, 1),
          growth(small.heldMb, large.heldMb),
          '',
          '',
        ],
        [
          'process RSS (MB)',
          fmt(small.rssMb, 1),
          fmt(large.rssMb, 1),
          growth(small.rssMb, large.rssMb),
          `≤ ${TARGETS.scaleRssMb}`,
          verdict(large.rssMb <= TARGETS.scaleRssMb),
        ],
        [
          'search p50 (ms)',
          fmt(small.p50, 3),
          fmt(large.p50, 3),
          growth(small.p50, large.p50),
          '',
          '',
        ],
        [
          'search p99 (ms)',
          fmt(small.p99, 3),
          fmt(large.p99, 3),
          growth(small.p99, large.p99),
          `≤ ${TARGETS.scaleP99Ms}`,
          verdict(large.p99 <= TARGETS.scaleP99Ms),
        ],
      ],
    ),
    '',
  ];
  return {
    lines,
    json: {
      scale_drugs: large.drugs,
      scale_build_ms: Math.round(large.buildMs),
      scale_p99_ms: Math.round(large.p99 * 1000) / 1000,
      scale_rss_mb: Math.round(large.rssMb),
    },
  };
}
