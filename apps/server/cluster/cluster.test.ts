import { JOB_QUOTA_SETTING } from '@dawa/shared/jobs';
import { UPLOAD_PATH, type UploadAnswer } from '@dawa/shared/uploads';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/features/accounts/accounts.seed';
import { jobInput, pngImage } from '../test/support/fixtures';
import { sessionCookie } from '../test/support/server';
import { subscribe } from '../test/support/sse';
import { graphqlVia, startTestCluster, type TestCluster } from './support';

const JOB_CREATE = `mutation($data: JobInput!) { jobCreate(data: $data) { id } }`;
const jobData = (name: string) => jobInput({ name, salary: { negotiable: true } });

function demo(predicate: (account: (typeof DEMO_ACCOUNTS)[number]) => boolean) {
  const account = DEMO_ACCOUNTS.find(predicate);
  if (!account) throw new Error('demo account missing');
  return account;
}

/**
 * Three instances behind HAProxy on one PostgreSQL, Redis and S3 bucket (issue #19): whatever
 * a user does through one instance holds on the others.
 */
describe('a cluster of three behind HAProxy', () => {
  let cluster: TestCluster;
  let database: pg.Client;
  const owner = demo((account) => account.roles.includes('owner'));
  const mona = demo((account) => account.email.startsWith('mona.'));
  const karim = demo((account) => account.email.startsWith('karim.'));
  const cookies: Record<string, string> = {};
  const signInInstances: string[] = [];

  const signIn = async (email: string, password: string) =>
    fetch(`${cluster.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: cluster.url },
      body: JSON.stringify({ email, password }),
    });

  beforeAll(async () => {
    cluster = await startTestCluster();
    database = new pg.Client({ connectionString: cluster.databaseUrl });
    await database.connect();
    // One sign-in each; the per-account limit is the rate-limit test below.
    for (const account of [owner, mona, karim]) {
      const response = await signIn(account.email, account.password);
      expect(response.status).toBe(200);
      signInInstances.push(response.headers.get('x-dawa-instance') ?? '');
      cookies[account.email] = sessionCookie(response);
    }
  });
  afterAll(async () => {
    await database?.end();
    await cluster?.stop();
  });

  it('balances across all three and shares the sign-in limit between them', async () => {
    expect(new Set(signInInstances)).toEqual(new Set(['app1', 'app2', 'app3']));
    // 5 sign-ins a minute to one account from one address, wherever they land: Mona signed in
    // once above; four more pass, on every instance, and the sixth is refused.
    const more: Response[] = [];
    for (let i = 0; i < 4; i++) more.push(await signIn(mona.email, mona.password));
    expect(more.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(more.map((response) => response.headers.get('x-dawa-instance')))).toEqual(
      new Set(['app1', 'app2', 'app3']),
    );
    expect((await signIn(mona.email, mona.password)).status).toBe(429);
  });

  it('accepts a session made on one instance on every instance', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        graphqlVia<{ authMe: { email: string } }>(
          cluster,
          '{ authMe { email } }',
          {},
          {
            cookie: cookies[mona.email] ?? '',
          },
        ),
      ),
    );
    expect(new Set(answers.map((answer) => answer.instance))).toEqual(
      new Set(['app1', 'app2', 'app3']),
    );
    for (const answer of answers) expect(answer.body.data?.authMe.email).toBe(mona.email);
  });

  it('serves an upload made through one instance from every instance (S3)', async () => {
    const response = await fetch(`${cluster.url}${UPLOAD_PATH}?purpose=prescription`, {
      method: 'POST',
      headers: { cookie: cookies[mona.email] ?? '', 'x-file-name': 'photo.png' },
      body: new Uint8Array(await pngImage(640, 480)),
    });
    expect(response.status).toBe(201);
    const uploadedOn = response.headers.get('x-dawa-instance');
    const { url } = (await response.json()) as UploadAnswer;
    const served = await Promise.all(
      Array.from({ length: 3 }, async () => {
        const file = await fetch(`${cluster.url}${url}`, {
          headers: { cookie: cookies[mona.email] ?? '' },
        });
        return {
          status: file.status,
          type: file.headers.get('content-type'),
          instance: file.headers.get('x-dawa-instance'),
        };
      }),
    );
    expect(served.map((file) => file.status)).toEqual([200, 200, 200]);
    expect(served.map((file) => file.type)).toEqual(Array(3).fill('image/webp'));
    expect(served.some((file) => file.instance !== uploadedOn)).toBe(true);
  });

  it('delivers a live notification and a live list change made through another instance', async () => {
    const cookie = cookies[mona.email] ?? '';
    const me = await graphqlVia<{ authMe: { id: string } }>(
      cluster,
      '{ authMe { id } }',
      {},
      {
        cookie,
      },
    );
    const monaId = me.body.data?.authMe.id ?? '';
    const notifications = await subscribe<{
      data?: { notificationReceived: { userId: string; type: string } };
    }>(cluster.url, 'subscription { notificationReceived { userId type } }', { cookie });
    const jobs = await subscribe<{ data?: { jobChanged: { job: { id: string } | null } } }>(
      cluster.url,
      'subscription { jobChanged(mine: true) { job { id } } }',
      { cookie },
    );
    try {
      // Round robin puts the streams and the writes on different instances.
      const sent = await graphqlVia(
        cluster,
        'mutation($data: NotificationInput!) { notificationSend(data: $data) }',
        { data: { type: 'propertyAccepted', userIds: [monaId] } },
        { cookie: cookies[owner.email] ?? '' },
      );
      expect(sent.body.errors).toBeUndefined();
      expect((await notifications.next(5000)).data?.notificationReceived).toEqual({
        userId: monaId,
        type: 'propertyAccepted',
      });

      const created = await graphqlVia<{ jobCreate: { id: string } }>(
        cluster,
        JOB_CREATE,
        { data: jobData('Live across instances') },
        { cookie },
      );
      expect(created.body.errors).toBeUndefined();
      const id = created.body.data?.jobCreate.id;
      expect((await jobs.next(5000)).data?.jobChanged.job?.id).toBe(id);
    } finally {
      notifications.close();
      jobs.close();
    }
  });

  it('applies a setting changed in the database on every instance, and the quota across them', async () => {
    const cookie = cookies[mona.email] ?? '';
    const quota = async () =>
      graphqlVia<{ jobQuota: { used: number; limit: number } }>(
        cluster,
        '{ jobQuota { used limit } }',
        {},
        { cookie },
      );
    const { used } = (await quota()).body.data?.jobQuota ?? { used: 0 };
    // The limit is one more than Mona has used: one more ad this month, not three.
    await database.query(
      `insert into setting (key, value) values ($1, $2)
       on conflict (key) do update set value = excluded.value`,
      [JOB_QUOTA_SETTING, JSON.stringify(used + 1)],
    );
    const seen = await Promise.all([quota(), quota(), quota()]);
    expect(new Set(seen.map((answer) => answer.instance)).size).toBe(3);
    for (const answer of seen) expect(answer.body.data?.jobQuota.limit).toBe(used + 1);

    const creates = await Promise.all(
      [1, 2, 3].map((n) =>
        graphqlVia(cluster, JOB_CREATE, { data: jobData(`At the limit ${n}`) }, { cookie }),
      ),
    );
    expect(new Set(creates.map((answer) => answer.instance)).size).toBe(3);
    const codes = creates.map((answer) => answer.body.errors?.[0]?.extensions?.code ?? 'OK');
    expect(codes.sort()).toEqual(['OK', 'QUOTA_EXCEEDED', 'QUOTA_EXCEEDED']);
  });

  it('refuses a disabled user on every instance at once, and ends their live streams', async () => {
    // One live stream on each instance, straight to it (not through the load balancer).
    const streams = await Promise.all(
      cluster.instances.map((instance) =>
        subscribe<{ errors?: { extensions?: { code?: string } }[] }>(
          `http://127.0.0.1:${instance.port}`,
          'subscription { notificationReceived { id } }',
          { cookie: cookies[karim.email] ?? '' },
        ),
      ),
    );
    const target = await graphqlVia<{ authMe: { id: string } }>(
      cluster,
      '{ authMe { id } }',
      {},
      {
        cookie: cookies[karim.email] ?? '',
      },
    );
    const disabled = await graphqlVia(
      cluster,
      'mutation($userId: String!) { userDisable(userId: $userId, disabled: true) { id } }',
      { userId: target.body.data?.authMe.id },
      { cookie: cookies[owner.email] ?? '' },
    );
    expect(disabled.body.errors).toBeUndefined();
    const after = await Promise.all(
      Array.from({ length: 3 }, () =>
        graphqlVia<{ authMe: { id: string } | null }>(
          cluster,
          '{ authMe { id } }',
          {},
          {
            cookie: cookies[karim.email] ?? '',
          },
        ),
      ),
    );
    expect(new Set(after.map((answer) => answer.instance)).size).toBe(3);
    for (const answer of after)
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    try {
      for (const stream of streams)
        expect((await stream.next(1000)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});

describe('three instances started at the same moment on an empty database', () => {
  it('migrate it once and all become ready', async () => {
    const cluster = await startTestCluster({ startTogether: true });
    const database = new pg.Client({ connectionString: cluster.databaseUrl });
    try {
      await database.connect();
      const applied = await database.query<{ hash: string; count: string }>(
        'select hash, count(*) from drizzle.__drizzle_migrations group by hash',
      );
      expect(applied.rows.length).toBeGreaterThan(10);
      expect(applied.rows.every((row) => row.count === '1')).toBe(true);
      expect(Object.values(await cluster.serverStates())).toEqual(['UP', 'UP', 'UP']);
    } finally {
      await database.end();
      await cluster.stop();
    }
  });
});
