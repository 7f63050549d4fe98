import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from '../config/paths';

/** A database handle or an open transaction: both run the same query builder. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /**
   * Runs `work` in one transaction and returns only once the commit is durable.
   * Every write that is acknowledged to a user goes through here.
   */
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  /** Applies pending migrations (serialised across processes on PostgreSQL). */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * Bytes of this process's memory the database holds: PGlite's WebAssembly memory (it grows
   * and never shrinks), 0 for PostgreSQL (another process). For /metrics and the benches.
   */
  memoryBytes(): number;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://…, `pglite:memory`, or undefined for PGlite on disk. */
  url: string | undefined;
  dataDir: string;
}

const casing = 'snake_case';

let statements = 0;
/** Counts every statement the app runs through drizzle (auth included), for /metrics. */
const countStatements = {
  logQuery() {
    statements++;
  },
};
/** Statements run by this process so far (health checks' pings are not counted). */
export const statementCount = (): number => statements;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url?.startsWith('postgres')) return openPostgres(options.url);
  const dir = options.url === 'pglite:memory' ? undefined : path.join(options.dataDir, 'db');
  return openPglite(dir);
}

async function openPglite(dir: string | undefined): Promise<Database> {
  if (dir) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create({
    ...(dir ? { dataDir: dir } : {}),
    // Postgres' default 128 MB buffer pool is allocated up front in WebAssembly memory; the
    // embedded database is small and the OS caches its files, so 16 MB saves ~140 MB of RSS.
    // 8 MB saved 8 MB more, but went with test runs 2.5× slower on CI (docs/decisions/0040-…).
    postgresqlconf: ['shared_buffers=16MB'],
  });
  const db = drizzlePglite({ client, casing, logger: countStatements }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    async transaction(work) {
      const result = await db.transaction(work);
      // PGlite 0.5 does not flush to disk after COMMIT inside transaction(); do it before acknowledging.
      await client.syncToFs();
      return result;
    },
    migrate: () =>
      migratePglite(drizzlePglite({ client, casing }), { migrationsFolder: migrationsDir() }),
    async ping() {
      await db.execute(sql`select 1`);
    },
    memoryBytes: () => wasmMemoryBytes(client),
    close: () => client.close(),
  };
}

/**
 * The size of PGlite's WebAssembly memory. PGlite keeps its Emscripten module in a protected
 * field (`mod`) and offers no accessor; the module's HEAPU8 view spans the whole memory (it is
 * renewed when the memory grows). Read structurally: 0 if a later version moves it.
 */
function wasmMemoryBytes(client: PGlite): number {
  const { mod } = client as unknown as { mod?: { HEAPU8?: Uint8Array } };
  return mod?.HEAPU8?.byteLength ?? 0;
}

async function openPostgres(url: string): Promise<Database> {
  // A database that does not answer fails a request in 5 s (503) instead of holding it.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle connection the server closes (a restart, a failover, a test database dropped
  // after its server stopped) is reported here; without a listener it would crash the
  // process. The pool drops that connection and opens another on next use, and a query's own
  // error still reaches its caller.
  pool.on('error', () => undefined);
  // The same for a connection that drops while checked out (a transaction in progress): the
  // pool listens only to idle ones, and an 'error' nobody listens to ends the process. The
  // query running on it fails with the error; nothing else is lost.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg({ client: pool, casing, logger: countStatements }) as unknown as Db;
  await pool.query('select 1');
  return {
    kind: 'postgres',
    db,
    transaction: (work) => db.transaction(work),
    async migrate() {
      const client = await pool.connect();
      // Several instances may start at once: one migrates, the others wait, then find nothing
      // to do. The lock is a transaction's, held until the migrations commit, so that it also
      // holds behind PgBouncer in transaction mode (a session lock there stayed with a pooled
      // connection and blocked the next start: ADR 0016). drizzle's own BEGIN and COMMIT run
      // inside this transaction (PostgreSQL only warns about the BEGIN); its COMMIT ends it.
      try {
        await client.query('begin');
        await client.query('select pg_advisory_xact_lock(7307431)');
        await migratePg(drizzlePg({ client, casing }), { migrationsFolder: migrationsDir() });
        await client.query('commit');
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async ping() {
      await pool.query('select 1');
    },
    memoryBytes: () => 0,
    close: () => pool.end(),
  };
}
