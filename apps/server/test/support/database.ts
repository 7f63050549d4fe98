import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/platform/db/db';

export interface TestDatabase {
  database: Database;
  /** The URL of the throw-away database (undefined for in-memory PGlite). */
  url: string | undefined;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new
 * database on the PostgreSQL server of `DATABASE_URL` (dropped afterwards), so test files
 * never see each other's rows.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ url: 'pglite:memory', dataDir: '' });
    await database.migrate();
    return { database, url: undefined, drop: () => database.close() };
  }
  const url = await createPostgresDatabase(serverUrl);
  const database = await openDatabase({ url, dataDir: '' });
  await database.migrate();
  return {
    database,
    url,
    async drop() {
      await database.close();
      await dropPostgresDatabase(serverUrl, url);
    },
  };
}

export async function createPostgresDatabase(serverUrl: string): Promise<string> {
  const name = `dawa_t_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropPostgresDatabase(serverUrl: string, url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  if (!/^dawa_t_[0-9a-f]+$/.test(name)) throw new Error(`refusing to drop ${name}`);
  await withAdmin(serverUrl, (client) =>
    client.query(`drop database if exists ${name} with (force)`),
  );
}

async function withAdmin<T>(
  serverUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
