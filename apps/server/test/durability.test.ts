import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/features/accounts/accounts.seed';
import { createPostgresDatabase, dropPostgresDatabase } from './support/database';
import { postGraphQL, signInWithPassword, spawnServer } from './support/process';

const WRITES = 25;
const CREATE = `mutation($data: ContactInput!) { contactCreate(data: $data) { email } }`;
const LIST = `{ contacts(first: 100) { items { email } } }`;

/**
 * Every write the server acknowledged is still there after the process is killed with
 * SIGKILL (no shutdown, no flush) and started again: on PGlite on disk, and on PostgreSQL
 * when DATABASE_URL is set.
 */
describe('durability', () => {
  const serverUrl = process.env.DATABASE_URL;
  let dataDir: string;
  let databaseUrl: string | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'dawa-durable-'));
    databaseUrl = serverUrl ? await createPostgresDatabase(serverUrl) : undefined;
  });
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (serverUrl && databaseUrl) await dropPostgresDatabase(serverUrl, databaseUrl);
  });

  it(`keeps all ${WRITES} acknowledged writes across kill -9`, async () => {
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      REDIS_URL: '',
      SEED_DEMO: 'true',
      TRUST_PROXY: '1',
    };
    const first = await spawnServer(env);
    const acknowledged: string[] = [];
    try {
      for (let i = 0; i < WRITES; i++) {
        const email = `durable-${i}@example.com`;
        const result = await postGraphQL<{ contactCreate: { email: string } }>(
          first.url,
          CREATE,
          {
            data: {
              name: `Writer ${i}`,
              email,
              phone: '01000000000',
              message: 'Please keep this message safe.',
            },
          },
          { 'x-forwarded-for': `10.1.${Math.floor(i / 200)}.${i % 200}` },
        );
        expect(result.errors).toBeUndefined();
        acknowledged.push(result.data?.contactCreate.email ?? '');
      }
    } finally {
      await first.stop('SIGKILL');
    }

    const second = await spawnServer(env);
    try {
      const admin = DEMO_ACCOUNTS.find((account) => account.roles.includes('owner'));
      if (!admin) throw new Error('no demo owner');
      const cookie = await signInWithPassword(second.url, admin.email, admin.password);
      const result = await postGraphQL<{ contacts: { items: { email: string }[] } }>(
        second.url,
        LIST,
        {},
        { cookie },
      );
      const stored = new Set(result.data?.contacts.items.map((item) => item.email));
      expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
      expect(stored.size).toBe(WRITES);
    } finally {
      await second.stop();
    }
  }, 120_000);
});
