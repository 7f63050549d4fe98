import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/support/server';
import { analyticsEvent } from './analytics.tables';

const TRACK = `mutation($anonymousId: String!, $events: [AnalyticsEventInput!]!) {
  analyticsTrack(anonymousId: $anonymousId, events: $events)
}`;

describe('analytics', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('accepts events from visitors who are not signed in', async () => {
    const anonymousId = randomUUID();
    const response = await server.graphql(
      TRACK,
      {
        anonymousId,
        events: [
          { name: 'app_open' },
          { name: 'screen_view', params: { screenName: 'home', screenClass: 'HomePage' } },
          { name: 'drug_filter', params: { searchBy: 'genericName' } },
          { name: 'app_install', params: { method: 'prompt' } },
        ],
      },
      { headers: { 'accept-language': 'ar' } },
    );
    expect(response.data).toEqual({ analyticsTrack: 4 });
    const rows = await server.app.platform.database.db.select().from(analyticsEvent);
    expect(rows.map((row) => row.name).sort()).toEqual([
      'app_install',
      'app_open',
      'drug_filter',
      'screen_view',
    ]);
    expect(
      rows.every(
        (row) => row.anonymousId === anonymousId && row.language === 'ar' && row.userId === null,
      ),
    ).toBe(true);
  });

  it('records the signed-in user', async () => {
    const user = await server.signIn();
    await server.graphql(
      TRACK,
      { anonymousId: randomUUID(), events: [{ name: 'login', params: { method: 'email' } }] },
      { cookie: user.cookie },
    );
    const rows = await server.app.platform.database.db.select().from(analyticsEvent);
    expect(rows.find((row) => row.name === 'login')?.userId).toBe(user.userId);
  });

  it('rejects unknown events, bad parameters, bad ids and oversized batches, storing nothing', async () => {
    const before = (await server.app.platform.database.db.select().from(analyticsEvent)).length;
    const attempts = [
      { anonymousId: randomUUID(), events: [{ name: 'purchase' }] },
      { anonymousId: randomUUID(), events: [{ name: 'button_click', params: { button: 'buy' } }] },
      { anonymousId: randomUUID(), events: [{ name: 'app_open', params: { extra: 1 } }] },
      { anonymousId: randomUUID(), events: [{ name: 'app_install', params: { method: 'store' } }] },
      { anonymousId: 'not-a-uuid', events: [{ name: 'app_open' }] },
      {
        anonymousId: randomUUID(),
        events: Array.from({ length: 51 }, () => ({ name: 'app_open' })),
      },
      { anonymousId: randomUUID(), events: [] },
    ];
    for (const variables of attempts) {
      const response = await server.graphql(TRACK, variables);
      expect(response.errors?.[0]?.extensions?.code).toBe('VALIDATION');
    }
    expect(await server.app.platform.database.db.select().from(analyticsEvent)).toHaveLength(
      before,
    );
  });

  it('does not trust client clocks that are far off', async () => {
    const anonymousId = randomUUID();
    await server.graphql(TRACK, {
      anonymousId,
      events: [{ name: 'app_open', occurredAt: '2001-01-01T00:00:00.000Z' }],
    });
    const rows = await server.app.platform.database.db.select().from(analyticsEvent);
    const row = rows.find((candidate) => candidate.anonymousId === anonymousId);
    expect(Math.abs((row?.occurredAt.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
  });
});
