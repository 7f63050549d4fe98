import { randomUUID } from 'node:crypto';
import { addDays, cairoDate } from '@dawa/shared/time';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobInput } from '../../../test/support/fixtures';
import { startTestServer, type TestServer } from '../../../test/support/server';
import { statementCount } from '../../platform/db/db';
import { importJob } from '../importer/importer.tables';

const TRACK = `mutation($anonymousId: String!, $events: [AnalyticsEventInput!]!) {
  analyticsTrack(anonymousId: $anonymousId, events: $events)
}`;
const DASHBOARD = `query($from: String!, $to: String!) {
  analyticsDashboard(from: $from, to: $to) {
    from to
    activeUsers { day visitors users }
    signUps { day key count }
    logins { day key count }
    drugFilters { key count }
    topDrugs { id tradeName hits }
    shares { service network count }
    postsCreated { day key count }
    moderationBacklog { day key count }
    notificationsSent { day key count }
  }
}`;
const ATTENTION = `query { adminAttention { key section count } }`;

interface Daily {
  day: string;
  key: string;
  count: number;
}
interface Dashboard {
  from: string;
  to: string;
  activeUsers: { day: string; visitors: number; users: number }[];
  signUps: Daily[];
  logins: Daily[];
  drugFilters: { key: string; count: number }[];
  topDrugs: { id: string; tradeName: string; hits: number }[];
  shares: { service: string; network: string; count: number }[];
  postsCreated: Daily[];
  moderationBacklog: Daily[];
  notificationsSent: Daily[];
}

describe('analytics dashboard and admin home', () => {
  let server: TestServer;
  let viewer: { cookie: string };
  let moderator: { cookie: string };
  const today = cairoDate();
  const yesterday = addDays(today, -1);
  const range = { from: addDays(today, -6), to: today };

  const dashboard = async () => {
    const response = await server.graphql<{ analyticsDashboard: Dashboard }>(
      DASHBOARD,
      range,
      viewer,
    );
    expect(response.errors).toBeUndefined();
    return response.data?.analyticsDashboard as Dashboard;
  };

  beforeAll(async () => {
    server = await startTestServer();
    viewer = await server.signIn({ roles: ['viewer'] });
    moderator = await server.signIn({ roles: ['entityEditor'] });
    const author = await server.signIn();
    const browser = randomUUID();
    // Through the real ingestion endpoint, as the web app sends them.
    await server.graphql(TRACK, {
      anonymousId: browser,
      events: [
        { name: 'app_open' },
        { name: 'sign_up', params: { method: 'email' } },
        { name: 'login', params: { method: 'email' } },
        { name: 'login', params: { method: 'email' } },
        { name: 'drug_filter', params: { searchBy: 'genericName' } },
        { name: 'drug_filter', params: { searchBy: 'genericName' } },
        { name: 'drug_filter', params: { searchBy: 'company' } },
        { name: 'share', params: { contentType: 'job', itemId: 'a', method: 'whatsapp' } },
        { name: 'share', params: { contentType: 'job', itemId: 'b', method: 'whatsapp' } },
      ],
    });
    await server.graphql(
      TRACK,
      {
        anonymousId: randomUUID(),
        events: [{ name: 'login', params: { method: 'google' } }],
      },
      author,
    );
    const ids: string[] = [];
    for (const name of ['Evening pharmacist', 'Morning pharmacist']) {
      const response = await server.graphql<{ jobCreate: { id: string } }>(
        `mutation($data: JobInput!) { jobCreate(data: $data) { id } }`,
        { data: jobInput({ name }) },
        author,
      );
      expect(response.errors).toBeUndefined();
      ids.push(response.data?.jobCreate.id ?? '');
    }
    const accepted = await server.graphql(
      `mutation($id: ID!) { jobAccept(id: $id) { id } }`,
      { id: ids[0] },
      moderator,
    );
    expect(accepted.errors).toBeUndefined();
  });
  afterAll(() => server.close());

  it('is for the analytics section’s readers only', async () => {
    const signedOut = await server.graphql(DASHBOARD, range);
    expect(signedOut.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const refused = await server.graphql(DASHBOARD, range, moderator);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('counts the ingested events per day, method, field and network', async () => {
    const figures = await dashboard();
    expect(figures).toMatchObject({ from: range.from, to: today });
    expect(figures.activeUsers).toEqual([{ day: today, visitors: 2, users: 1 }]);
    expect(figures.signUps).toEqual([{ day: today, key: 'email', count: 1 }]);
    expect(figures.logins).toEqual(
      expect.arrayContaining([
        { day: today, key: 'email', count: 2 },
        { day: today, key: 'google', count: 1 },
      ]),
    );
    expect(figures.logins).toHaveLength(2);
    expect(figures.drugFilters).toEqual([
      { key: 'genericName', count: 2 },
      { key: 'company', count: 1 },
    ]);
    expect(figures.shares).toEqual([{ service: 'job', network: 'whatsapp', count: 2 }]);
  });

  it('counts posts created, the backlog at each day’s end and notifications', async () => {
    const figures = await dashboard();
    expect(figures.postsCreated).toEqual([{ day: today, key: 'job', count: 2 }]);
    const backlog = (day: string) =>
      figures.moderationBacklog.find((row) => row.day === day && row.key === 'job')?.count;
    // Two created today, one accepted: one waits; before today nothing did.
    expect(backlog(today)).toBe(1);
    expect(backlog(yesterday)).toBe(0);
    // Every day of the range for every kind.
    expect(figures.moderationBacklog).toHaveLength(7 * 3);
    // The authors are told their posts wait, then that one was accepted (by the consumer).
    await vi.waitFor(
      async () => {
        const sent = (await dashboard()).notificationsSent;
        expect(sent.reduce((sum, row) => sum + row.count, 0)).toBeGreaterThanOrEqual(3);
        expect(sent.every((row) => row.day === today)).toBe(true);
      },
      { timeout: 10_000, interval: 200 },
    );
  });

  it('answers in a fixed number of statements, whatever the range', async () => {
    // Other work of the server (the notifications consumer, timers) runs statements too, and
    // only ever adds: the fewest of a few calls is the dashboard's own count.
    const fewest = async (from: string) => {
      const counts: number[] = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        const before = statementCount();
        const response = await server.graphql(DASHBOARD, { from, to: today }, viewer);
        expect(response.errors).toBeUndefined();
        counts.push(statementCount() - before);
      }
      return Math.min(...counts);
    };
    // The session, the events, the post events, 3 pending counts and the edits,
    // notifications, search hits.
    expect(await fewest(range.from)).toBe(9);
    expect(await fewest(addDays(today, -365))).toBe(9);
  });

  it('rejects a backwards, too long or malformed range', async () => {
    for (const bad of [
      { from: today, to: yesterday },
      { from: addDays(today, -366), to: today },
      { from: '2026-02-30', to: today },
      { from: 'yesterday', to: today },
    ]) {
      const response = await server.graphql(DASHBOARD, bad, viewer);
      expect(response.errors?.[0]?.extensions?.code, JSON.stringify(bad)).toBe('VALIDATION');
    }
  });

  it('shows the admin home’s counts only for the sections the roles read', async () => {
    // One import checked and waiting, one discarded (which waits for nothing).
    await server.app.platform.database.db.insert(importJob).values(
      (['checked', 'discarded'] as const).map((status) => ({
        id: randomUUID(),
        entity: 'workplaces' as const,
        hash: randomUUID(),
        fileName: 'workplaces.xlsx',
        status,
        total: 3,
        invalid: 0,
      })),
    );
    const forViewer = await server.graphql<{ adminAttention: unknown[] }>(ATTENTION, {}, viewer);
    // New posts first, then edits, each in the kinds' order; then the imports and messages.
    expect(forViewer.data?.adminAttention.slice(0, 6)).toEqual(
      ['prescription', 'job', 'facility', 'prescription', 'job', 'facility'].map((kind, index) => ({
        key: `${index < 3 ? 'pendingPosts' : 'pendingEdits'}.${kind}`,
        section: 'moderation',
        count: index === 1 ? 1 : 0,
      })),
    );
    expect(forViewer.data?.adminAttention.slice(-2)).toEqual([
      { key: 'openImports', section: 'importer', count: 1 },
      { key: 'unreadContacts', section: 'contact', count: 0 },
    ]);
    const importer = await server.signIn({ roles: ['customerEditor'] });
    expect((await server.graphql(ATTENTION, {}, importer)).data).toEqual({
      adminAttention: [{ key: 'openImports', section: 'importer', count: 1 }],
    });
    const customers = await server.signIn({ roles: ['customerViewer'] });
    const forCustomers = await server.graphql(ATTENTION, {}, customers);
    expect(forCustomers.data).toEqual({ adminAttention: [] });
    const signedOut = await server.graphql(ATTENTION);
    expect(signedOut.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
