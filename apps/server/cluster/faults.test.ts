import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/features/accounts/accounts.seed';
import { sessionCookie } from '../test/support/server';
import { subscribe } from '../test/support/sse';
import { graphqlFromNewAddress, startLoad, type LoadFigures } from './load';
import { startTestCluster, type TestCluster } from './support';

/** Users sending at once: a read or a write each, one after the other. */
const CONCURRENCY = 8;
const WRITE_SHARE = 0.2;

const CONTACT = `mutation($data: ContactInput!) { contactCreate(data: $data) { email } }`;
const contact = (email: string) => ({
  data: { name: 'Probe', email, phone: '01000000000', message: 'Is anyone listening?' },
});

/** Polls until `check` holds, or throws after `timeoutMs`; how long it took. */
async function waitUntil(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await sleep(100);
  }
  return Math.round(performance.now() - started);
}

/**
 * Instances that die or are replaced, and PostgreSQL and Redis going away, while users keep
 * working (issue #19): what was acknowledged is kept, only what was in flight on a killed
 * instance may fail, and everything comes back by itself.
 */
describe('instances failing and restarting under load', () => {
  let cluster: TestCluster;
  let database: pg.Client;

  beforeAll(async () => {
    cluster = await startTestCluster({ faultyServices: true });
    database = new pg.Client({ connectionString: cluster.databaseUrl });
    await database.connect();
  });
  afterAll(async () => {
    await database?.end();
    await cluster?.stop();
  });

  /** How many of the acknowledged writes are missing from the database. */
  const lost = async (figures: LoadFigures) => {
    const found = await database.query<{ email: string }>(
      'select email from contact where email = any($1)',
      [figures.acknowledged],
    );
    return figures.acknowledged.length - found.rowCount!;
  };

  const report = (name: string, figures: LoadFigures, seconds: number) =>
    console.log(
      `${name}: ${figures.reads} reads (${figures.readsRetried} answered on the second attempt, ` +
        `${figures.readsFailed} failed), ${figures.writes} writes (${figures.writesFailed} failed, ` +
        `${figures.acknowledged.length} acknowledged) in ${seconds} s; failures seen: ` +
        `${JSON.stringify(figures.failures)}`,
    );

  it('loses no acknowledged write when an instance is killed with SIGKILL, and takes it back', async () => {
    const victim = cluster.instances[1];
    if (!victim) throw new Error('no second instance');
    const load = startLoad({ url: cluster.url, concurrency: CONCURRENCY, writeShare: WRITE_SHARE });
    await sleep(1500);
    await victim.stop('SIGKILL');
    await cluster.settled();
    await sleep(1000);
    await victim.start({ SEED_DEMO: 'false' });
    await cluster.settled();
    await sleep(1000);
    const figures = await load.stop();
    report('kill -9 of app2', figures, 5);

    expect(figures.writes).toBeGreaterThan(20);
    expect(await lost(figures)).toBe(0);
    // Only what was in flight on the killed instance may fail; reads are tried twice.
    expect(figures.writesFailed).toBeLessThanOrEqual(CONCURRENCY);
    expect(figures.readsFailed).toBe(0);
    expect(await cluster.serverStates()).toMatchObject({ app2: 'UP' });
  });

  it('loses nothing in a rolling restart of all three under load', async () => {
    const load = startLoad({ url: cluster.url, concurrency: CONCURRENCY, writeShare: WRITE_SHARE });
    const started = performance.now();
    for (const instance of cluster.instances) {
      expect(await instance.stop('SIGTERM')).toBe(0);
      await instance.start({ SEED_DEMO: 'false' });
      await cluster.settled();
    }
    const figures = await load.stop();
    report('rolling restart', figures, Math.round((performance.now() - started) / 1000));

    expect(figures.writes).toBeGreaterThan(20);
    expect(await lost(figures)).toBe(0);
    expect(figures.writesFailed).toBe(0);
    expect(figures.readsFailed).toBe(0);
    expect(figures.failures).toEqual({});
  });

  it('takes writes while Redis is down, and live updates and notifications catch up after', async () => {
    const owner = DEMO_ACCOUNTS.find((account) => account.roles.includes('owner'));
    if (!owner || !cluster.faults) throw new Error('no demo owner or no proxies');
    const signedIn = await fetch(`${cluster.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: cluster.url },
      body: JSON.stringify({ email: owner.email, password: owner.password }),
    });
    const cookie = sessionCookie(signedIn);
    const asOwner = async <T>(query: string, variables: Record<string, unknown> = {}) => {
      const answer = await fetch(`${cluster.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ query, variables }),
      });
      return ((await answer.json()) as { data: T }).data;
    };
    const { authMe } = await asOwner<{ authMe: { id: string } }>('{ authMe { id } }');
    const stream = await subscribe<{ data?: { auditEvents: { values: { email: string } } } }>(
      cluster.url,
      'subscription { auditEvents(entity: "contact") { values } }',
      { cookie },
    );
    const delivered = async (email: string) => {
      await graphqlFromNewAddress(cluster.url, CONTACT, contact(email));
      for (;;) {
        const event = await stream.next(400).catch(() => undefined);
        if (!event) return false;
        if (event.data?.auditEvents.values.email === email) return true;
      }
    };
    try {
      expect(await delivered('before-redis@example.com')).toBe(true);
      await cluster.faults.redis.cut();
      const load = startLoad({ url: cluster.url, concurrency: CONCURRENCY, writeShare: 0.5 });
      await sleep(3000);
      const figures = await load.stop();
      report('Redis down', figures, 3);
      expect(figures.writes).toBeGreaterThan(20);
      expect(figures.failures).toEqual({});
      expect(await lost(figures)).toBe(0);
      // A notification asked for now is committed, but its event cannot travel.
      const postId = `redis-probe-${Date.now()}`;
      const sent = await asOwner<{ notificationSend: boolean }>(
        'mutation($data: NotificationInput!) { notificationSend(data: $data) }',
        { data: { type: 'jobAccepted', userIds: [authMe.id], postId } },
      );
      expect(sent).toEqual({ notificationSend: true });

      await cluster.faults.redis.restore();
      let probe = 0;
      const resumedAfter = await waitUntil(
        () => delivered(`after-redis-${++probe}@example.com`),
        20_000,
      );
      console.log(`Redis back: live updates resumed within ${resumedAfter} ms`);
      // The instances' catch-up finds the event in the database and makes the notification.
      const notifiedAfter = await waitUntil(async () => {
        const { notifications } = await asOwner<{
          notifications: { items: { postId: string | null }[] };
        }>('{ notifications(first: 20) { items { postId } } }');
        return notifications.items.some((item) => item.postId === postId);
      }, 20_000);
      console.log(
        `Redis back: the notification asked for meanwhile arrived ${notifiedAfter} ms later`,
      );
    } finally {
      stream.close();
    }
  });

  it('answers 503 while PostgreSQL is down, and recovers without a restart', async () => {
    if (!cluster.faults) throw new Error('no proxies');
    const pids = cluster.instances.map((instance) => instance.pid);
    const direct = cluster.instances.map((instance) => ({
      url: `http://127.0.0.1:${instance.port}`,
    }));
    await cluster.faults.database.cut();
    const cutAt = performance.now();
    try {
      // Every instance says it is not ready, and a write answers 503 UNAVAILABLE, not a crash.
      for (const instance of direct)
        await waitUntil(async () => (await fetch(`${instance.url}/readyz`)).status === 503, 5000);
      const refused = await graphqlFromNewAddress(
        direct[0]?.url ?? '',
        CONTACT,
        contact('down@example.com'),
      );
      expect(refused.status).toBe(503);
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('UNAVAILABLE');
      // The load balancer takes them all out and answers 503 itself.
      await waitUntil(async () => (await fetch(`${cluster.url}/readyz`)).status === 503, 5000);
      console.log(
        `PostgreSQL down: readiness red through the load balancer after ${Math.round(performance.now() - cutAt)} ms`,
      );
    } finally {
      await cluster.faults.database.restore();
    }
    const restoredAt = performance.now();
    await cluster.settled(20_000);
    const back = await graphqlFromNewAddress(cluster.url, CONTACT, contact('back@example.com'));
    expect(back.body.errors).toBeUndefined();
    console.log(
      `PostgreSQL back: serving again after ${Math.round(performance.now() - restoredAt)} ms`,
    );
    expect(cluster.instances.map((instance) => instance.pid)).toEqual(pids);
  });
});
