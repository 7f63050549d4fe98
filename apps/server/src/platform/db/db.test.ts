import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/support/server';

const databaseServer = process.env.DATABASE_URL;

describe.skipIf(!databaseServer)('PostgreSQL connections (needs DATABASE_URL)', () => {
  it('survives the database closing its idle connections, and keeps answering', async () => {
    const server = await startTestServer();
    const admin = new pg.Client({ connectionString: databaseServer });
    await admin.connect();
    try {
      // Several connections in the pool, then idle.
      await Promise.all(Array.from({ length: 4 }, () => server.graphql('{ cities { id } }')));
      const database = new URL(server.app.platform.config.DATABASE_URL ?? '').pathname.slice(1);
      const closed = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [database],
      );
      expect(closed.rowCount).toBeGreaterThan(0);
      // Without a listener on the pool, each closed connection was an uncaught exception.
      await expect.poll(async () => (await fetch(`${server.url}/readyz`)).status).toBe(200);
      const answer = await server.graphql<{ cities: { id: string }[] }>('{ cities { id } }');
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.cities).toHaveLength(27);
    } finally {
      await admin.end();
      await server.close();
    }
  });
});
