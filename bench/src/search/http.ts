// The real server with the catalogue imported, loaded with drugSearch queries at a fixed rate.
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { loadConfig } from '../../../apps/server/src/platform/config/config';
import { SYSTEM_ACTOR } from '../../../apps/server/src/platform/events/events';
import { createPlatform } from '../../../apps/server/src/platform/platform';
import {
  importDrugs,
  type ImportableDrug,
} from '../../../apps/server/src/features/drugs/drugs.import';
import {
  createPostgresDatabase,
  dropPostgresDatabase,
} from '../../../apps/server/test/support/database';
import { PAGE_SIZE, type MixQuery } from './mix';
import type { LoadPlan, LoadResult } from './load';
import { mb, processRssMb } from './stats';
import SERVER_NODE_ARGS from '../../../apps/server/node-args.json';
import SERVER_PROCESS_ENV from '../../../apps/server/process-env.json';

const root = path.resolve(import.meta.dirname, '../../..');

/** What the drug index screen asks for (apps/web/src/features/drugs/drugs.graphql.ts). */
const DRUG_SEARCH = `query DrugSearch($query: String!, $searchBy: DrugSearchBy!, $page: Int, $pageSize: Int) {
  drugSearch(query: $query, searchBy: $searchBy, page: $page, pageSize: $pageSize) {
    total page pageSize
    items { id tradeName arabicName genericNames companies routes pharmacologicalUses category mechanismOfAction barcode price oldPrice }
  }
}`;

export interface HttpOptions {
  rows: readonly ImportableDrug[];
  /** The search queries to rotate through, with the total our index gives for each. */
  queries: readonly { query: Extract<MixQuery, { kind: 'search' }>; total: number }[];
  /** PostgreSQL server to put the server's database on (a throw-away one); else PGlite. */
  postgresUrl: string | undefined;
  rate: number;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  port: number;
  /** Extra node flags for the server process (e.g. `--cpu-prof --cpu-prof-dir=…`). */
  serverNodeArgs: readonly string[];
  log: (line: string) => void;
}

export interface HttpResult extends LoadResult {
  runner: string;
  database: 'PGlite' | 'PostgreSQL';
  importMs: number;
  startMs: number;
  /** Queries whose HTTP total differs from the index's (checked before the load). */
  wrongTotals: number;
  /** The server's resident set (MB) after start, after the load, and its peak. */
  rssIdleMb: number | null;
  rssMb: number | null;
  rssPeakMb: number | null;
  /** Where the server's memory is after the load, from its /metrics (MB). */
  memory: ServerMemory | null;
}

/** The server's own account of its memory (apps/server/src/platform/metrics/metrics.ts). */
export interface ServerMemory {
  heapUsedMb: number;
  heapTotalMb: number;
  /** Memory outside the V8 heap that V8 knows of: array buffers and PGlite's WebAssembly memory. */
  externalMb: number;
  arrayBuffersMb: number;
  /** PGlite's WebAssembly memory (its size; only the pages it touched are resident). */
  databaseMb: number;
}

/** The server's memory from its /metrics, or null when a figure is missing. */
async function serverMemory(url: string): Promise<ServerMemory | null> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const read = (name: string) => {
    const line = new RegExp(`^${name} (\\S+)$`, 'm').exec(text);
    return line ? mb(Number(line[1])) : Number.NaN;
  };
  const memory: ServerMemory = {
    heapUsedMb: read('nodejs_heap_size_used_bytes'),
    heapTotalMb: read('nodejs_heap_size_total_bytes'),
    externalMb: read('nodejs_external_memory_bytes'),
    arrayBuffersMb: read('nodejs_array_buffers_bytes'),
    databaseMb: read('db_in_process_memory_bytes'),
  };
  return Object.values(memory).some(Number.isNaN) ? null : memory;
}

function body(query: Extract<MixQuery, { kind: 'search' }>): string {
  return JSON.stringify({
    query: DRUG_SEARCH,
    variables: {
      query: query.query,
      searchBy: query.searchBy,
      page: query.page,
      pageSize: PAGE_SIZE,
    },
  });
}

export async function runHttp(options: HttpOptions): Promise<HttpResult> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dawa-bench-search-'));
  const databaseUrl = options.postgresUrl
    ? await createPostgresDatabase(options.postgresUrl)
    : undefined;
  let child: ChildProcess | undefined;
  try {
    const env: NodeJS.ProcessEnv = {
      // The allocator settings the server runs with (npm start, the image); a value set outside wins.
      ...SERVER_PROCESS_ENV,
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: 'false',
    };

    // What `npm run drugs:import -- <file>` does, against the database the server will use.
    const importStarted = performance.now();
    const platform = await createPlatform(loadConfig(env), pino({ level: 'warn' }));
    try {
      let reported = 0;
      await importDrugs(platform, SYSTEM_ACTOR, options.rows, (done, total) => {
        if (done - reported >= total / 4 || done === total) {
          reported = done;
          options.log(`  imported ${done}/${total}`);
        }
      });
    } finally {
      await platform.close();
    }
    const importMs = performance.now() - importStarted;

    const dist = path.join(root, 'apps/server/dist/main.js');
    const args = [
      ...SERVER_NODE_ARGS,
      ...options.serverNodeArgs,
      ...(existsSync(dist)
        ? [dist]
        : ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')]),
    ];
    const runner = existsSync(dist) ? 'apps/server/dist/main.js' : 'tsx apps/server/src/main.ts';
    const started = performance.now();
    child = spawn(process.execPath, args, {
      cwd: root,
      env,
      // The server's log (and --trace-gc output) goes to our stderr, away from the report.
      stdio: ['ignore', 2, 'inherit'],
    });
    const url = `http://127.0.0.1:${options.port}`;
    for (let attempt = 0; ; attempt += 1) {
      try {
        if ((await fetch(`${url}/readyz`)).ok) break;
      } catch {
        // not listening yet
      }
      if (attempt > 1200 || child.exitCode !== null) throw new Error('the server did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const startMs = performance.now() - started;
    const pid = child.pid!;
    const rssIdleMb = await processRssMb(pid);

    // Every distinct query once: the server must give the index's totals and no errors.
    let wrongTotals = 0;
    for (const { query, total } of options.queries) {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: body(query),
      });
      const json = (await response.json()) as {
        data?: { drugSearch?: { total: number } };
        errors?: unknown[];
      };
      if (!response.ok || json.errors) {
        throw new Error(`drugSearch failed (${response.status}): ${JSON.stringify(json.errors)}`);
      }
      if (json.data?.drugSearch?.total !== total) wrongTotals += 1;
    }

    options.log(
      `  ${options.warmupSeconds} s warm-up, then ${options.seconds} s at ${options.rate} req/s evenly spaced, then ${options.seconds} s of autocannon (${options.connections} connections)`,
    );
    const load = await generateLoad({
      url,
      serverPid: pid,
      rate: options.rate,
      connections: options.connections,
      warmupSeconds: options.warmupSeconds,
      seconds: options.seconds,
      bodies: options.queries.map(({ query }) => body(query)),
    });
    const rssMb = await processRssMb(pid);
    const rssPeakMb = await processRssMb(pid, 'VmHWM');
    const memory = await serverMemory(url);
    return {
      runner,
      database: databaseUrl ? 'PostgreSQL' : 'PGlite',
      importMs,
      startMs,
      wrongTotals,
      ...load,
      rssIdleMb,
      rssMb,
      rssPeakMb,
      memory,
    };
  } finally {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    if (databaseUrl && options.postgresUrl) {
      await dropPostgresDatabase(options.postgresUrl, databaseUrl).catch((error: unknown) =>
        console.error('could not drop the bench database:', error),
      );
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs the load from a separate process (load.ts), so our own heap does not skew it. */
function generateLoad(plan: LoadPlan): Promise<LoadResult> {
  const loader = fork(path.join(import.meta.dirname, 'load.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    loader.once('message', (result) => resolve(result as LoadResult));
    loader.once('exit', (code) => reject(new Error(`the load generator exited (${code})`)));
    loader.send(plan);
  });
}
