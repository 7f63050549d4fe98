import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/features/accounts/accounts.seed';
import { createPostgresDatabase, dropPostgresDatabase } from './support/database';
import {
  postGraphQL,
  signInWithPassword,
  spawnServer,
  type ServerProcess,
} from './support/process';
import { subscribe } from './support/sse';

const databaseServer = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

/**
 * The scaled topology: two server processes share PostgreSQL and Redis. A subscriber on one
 * receives the change made through the other. Needs DATABASE_URL and REDIS_URL (CI sets both).
 */
describe.skipIf(!databaseServer || !redisUrl)(
  'live updates across server processes (Redis)',
  () => {
    let databaseUrl: string;
    let a: ServerProcess;
    let b: ServerProcess;

    beforeAll(async () => {
      databaseUrl = await createPostgresDatabase(databaseServer ?? '');
      const env = {
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl ?? '',
        BUS_NAMESPACE: `test-${randomBytes(4).toString('hex')}`,
        SEED_DEMO: 'true',
      };
      a = await spawnServer(env);
      b = await spawnServer(env);
    }, 120_000);
    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await dropPostgresDatabase(databaseServer ?? '', databaseUrl);
    });

    it('delivers an event published by process B to a subscription on process A', async () => {
      const admin = DEMO_ACCOUNTS.find((account) => account.roles.includes('owner'));
      if (!admin) throw new Error('no demo owner');
      const cookie = await signInWithPassword(a.url, admin.email, admin.password);
      const stream = await subscribe<{
        data?: { auditEvents: { entity: string; values: { email: string } } };
      }>(a.url, 'subscription { auditEvents(entity: "contact") { entity values } }', { cookie });
      try {
        const sent = await postGraphQL(
          b.url,
          `mutation($data: ContactInput!) { contactCreate(data: $data) { email } }`,
          {
            data: {
              name: 'Across',
              email: 'across@example.com',
              phone: '01000000000',
              message: 'Sent through server B.',
            },
          },
        );
        expect(sent.errors).toBeUndefined();
        const message = await stream.next(5000);
        expect(message.data?.auditEvents).toEqual({
          entity: 'contact',
          values: { name: 'Across', email: 'across@example.com' },
        });
      } finally {
        stream.close();
      }
    });
  },
);
