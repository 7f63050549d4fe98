import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMS_ACCEPTED_FIELD } from '@dawa/shared/legal';
import { DEMO_ACCOUNTS } from '../src/features/accounts/accounts.seed';
import { createPostgresDatabase, dropPostgresDatabase } from './support/database';
import {
  postGraphQL,
  signInWithPassword,
  spawnServer,
  type ServerProcess,
} from './support/process';
import { sessionCookie } from './support/server';
import { subscribe } from './support/sse';

const databaseServer = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

/**
 * The scaled topology: two server processes share PostgreSQL and Redis. A subscriber on one
 * receives the change made through the other. Needs DATABASE_URL and REDIS_URL (CI sets both).
 */
describe.skipIf(!databaseServer || !redisUrl)(
  'live updates across server processes (Redis) (needs DATABASE_URL and REDIS_URL)',
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

    it('ends at once, on every process, the sessions of a user disabled through another', async () => {
      const admin = DEMO_ACCOUNTS.find((account) => account.roles.includes('owner'));
      if (!admin) throw new Error('no demo owner');
      const adminCookie = await signInWithPassword(b.url, admin.email, admin.password);
      const email = `disabled-${randomBytes(4).toString('hex')}@example.com`;
      const signUp = await fetch(`${a.url}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: a.url },
        body: JSON.stringify({
          email,
          password: 'secret-pass-1',
          name: 'Soon Disabled',
          [TERMS_ACCEPTED_FIELD]: true,
        }),
      });
      expect(signUp.status).toBe(200);
      const cookie = sessionCookie(signUp);
      const me = '{ authMe { id } }';
      const before = await postGraphQL<{ authMe: { id: string } }>(a.url, me, {}, { cookie });
      const userId = before.data?.authMe.id ?? '';
      expect(userId).not.toBe('');
      const stream = await subscribe<{ errors?: { extensions?: { code?: string } }[] }>(
        a.url,
        'subscription { notificationReceived { id } }',
        { cookie },
      );
      try {
        const disabled = await postGraphQL(
          b.url,
          'mutation($id: String!) { userDisable(userId: $id, disabled: true) { id } }',
          { id: userId },
          { cookie: adminCookie },
        );
        expect(disabled.errors).toBeUndefined();
        // The next request on either process is refused; the live stream on A ends.
        for (const url of [a.url, b.url]) {
          const after = await postGraphQL(url, me, {}, { cookie });
          expect(after.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
        }
        const ended = await stream.next(5000);
        expect(ended.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      } finally {
        stream.close();
      }
    });

    it('delivers a notification created through process B to its recipient on process A, once', async () => {
      const admin = DEMO_ACCOUNTS.find((account) => account.roles.includes('owner'));
      if (!admin) throw new Error('no demo owner');
      // One sign-in (sign-ins are rate limited across processes): the session works on both.
      const cookie = await signInWithPassword(a.url, admin.email, admin.password);
      const me = await postGraphQL<{ authMe: { id: string } }>(
        a.url,
        '{ authMe { id } }',
        {},
        {
          cookie,
        },
      );
      const recipientId = me.data?.authMe.id ?? '';
      const stream = await subscribe<{
        data?: { notificationReceived: { type: string; userId: string; title: { en: string } } };
      }>(a.url, 'subscription { notificationReceived { type userId title { en } } }', { cookie });
      try {
        // Sent in the background: both processes' consumers hear the request through Redis.
        const sent = await postGraphQL(
          b.url,
          'mutation($data: NotificationInput!) { notificationSend(data: $data) }',
          { data: { type: 'propertyAccepted', userIds: [recipientId] } },
          { cookie },
        );
        expect(sent.errors).toBeUndefined();
        const acknowledged = Date.now();
        const message = await stream.next(5000);
        expect(Date.now() - acknowledged).toBeLessThan(1000);
        expect(message.data?.notificationReceived).toEqual({
          type: 'propertyAccepted',
          userId: recipientId,
          title: { en: 'Your facility ad has been approved' },
        });
        // Only one of the two consumers created it.
        await expect(stream.next(500)).rejects.toThrow('no subscription message in time');
      } finally {
        stream.close();
      }
    });

    it('applies quotas and support settings saved through process B on process A at once', async () => {
      const admin = DEMO_ACCOUNTS.find((account) => account.roles.includes('owner'));
      if (!admin) throw new Error('no demo owner');
      const cookie = await signInWithPassword(b.url, admin.email, admin.password);
      const quota = '{ postQuota(kind: prescription) { limit } }';
      const before = await postGraphQL<{ postQuota: { limit: number } }>(
        a.url,
        quota,
        {},
        { cookie },
      );
      expect(before.data?.postQuota.limit).toBe(3);
      const saved = await postGraphQL(
        b.url,
        'mutation { settingsQuotasUpdate(data: { prescription: 1, job: 10, facility: 5 }) { theme } }',
        {},
        { cookie },
      );
      expect(saved.errors).toBeUndefined();
      // Nothing caches a setting: A's very next guard reads the new limit.
      const after = await postGraphQL<{ postQuota: { limit: number } }>(
        a.url,
        quota,
        {},
        { cookie },
      );
      expect(after.data?.postQuota.limit).toBe(1);

      const support = await postGraphQL<{ settings: { support: Record<string, string> } }>(
        b.url,
        '{ settings { support { email companyEn companyAr facebookUrl twitterUrl linkedinUrl instagramUrl appStoreUrl googlePlayUrl } } }',
        {},
        { cookie },
      );
      const data = { ...support.data?.settings.support, email: 'across@dawa.example' };
      const updated = await postGraphQL(
        b.url,
        'mutation($data: SettingsSupportInput!) { settingsSupportUpdate(data: $data) { theme } }',
        { data },
        { cookie },
      );
      expect(updated.errors).toBeUndefined();
      const read = await postGraphQL<{ supportSettings: { email: string } }>(
        a.url,
        '{ supportSettings { email } }',
        {},
      );
      expect(read.data?.supportSettings.email).toBe('across@dawa.example');
    });

    it("puts a drug changed through process B into process A's index within a second", async () => {
      const admin = DEMO_ACCOUNTS.find((account) => account.roles.includes('owner'));
      if (!admin) throw new Error('no demo owner');
      const cookie = await signInWithPassword(b.url, admin.email, admin.password);
      const created = await postGraphQL(
        b.url,
        `mutation($data: DrugInput!) { drugCreate(data: $data) { id } }`,
        { data: { tradeName: 'ACROSSOL 10 MG 20 TABS', genericNames: ['ACROSSINE'], price: 42 } },
        { cookie },
      );
      expect(created.errors).toBeUndefined();
      const written = Date.now();
      const search = `{ drugSearch(query: "acrossol", searchBy: tradeName) { total } }`;
      let total = 0;
      while (total === 0 && Date.now() - written < 5000) {
        const found = await postGraphQL<{ drugSearch: { total: number } }>(a.url, search, {});
        total = found.data?.drugSearch.total ?? 0;
        if (total === 0) await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(total).toBe(1);
      expect(Date.now() - written).toBeLessThan(1000);
    });
  },
);
