import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { notificationsRuntime } from '../../src/features/notifications/notifications.consumer';
import { notification } from '../../src/features/notifications/notifications.tables';
import { putSetting } from '../../src/features/settings/settings.service';
import { graphqlFromOwnAddresses } from './fixtures';
import { startTestServer, type TestServer } from './server';

export type User = { cookie: string; userId: string };

/**
 * What the saved-search alert suites of a post kind (jobs, facilities) share: a server with a
 * moderator and a poster whose quota is lifted, the kind's alert operations by their GraphQL
 * names (`job` → `jobAlertCreate(filter: JobFilter!)`, `jobCreate(data: JobInput!)`…) and
 * helpers that save, list, publish and count who was told. Call it inside the suite's
 * `describe`: it starts the server before the suite and closes it after.
 */
export function postAlertsSuite<Alert extends { id: string }>(options: {
  kind: 'job' | 'property';
  alertFields: string;
  quotaSetting: string;
  /** A valid post input, with `overrides`. */
  input: (overrides?: Record<string, unknown>) => Record<string, unknown>;
  /** The suite's own address block (see `graphqlFromOwnAddresses`). */
  network: number;
}) {
  const { kind } = options;
  const Kind = kind[0]?.toUpperCase() + kind.slice(1);
  const queries = {
    ALERTS: `query { ${kind}Alerts { ${options.alertFields} } }`,
    SAVE: `mutation($filter: ${Kind}Filter!) { ${kind}AlertCreate(filter: $filter) { ${options.alertFields} } }`,
    REMOVE: `mutation($id: ID!) { ${kind}AlertDelete(id: $id) }`,
    CREATE: `mutation($data: ${Kind}Input!) { ${kind}Create(data: $data) { id } }`,
    UPDATE: `mutation($id: ID!, $data: ${Kind}Input!) { ${kind}Update(id: $id, data: $data) { id } }`,
    ACCEPT: `mutation($id: ID!) { ${kind}Accept(id: $id) { id } }`,
    EDIT_ACCEPT: `mutation($id: ID!) { ${kind}EditAccept(id: $id) { id } }`,
  };
  let server: TestServer;
  let moderator: User;
  let poster: User;
  const gql = graphqlFromOwnAddresses(() => server, options.network);
  const db = () => server.app.platform.database.db;

  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: '1' });
    moderator = await server.signIn({ roles: ['entityEditor'] });
    poster = await server.signIn();
    await putSetting(db(), options.quotaSetting, 100);
  });
  afterAll(() => server.close());

  const ok = async (query: string, variables: Record<string, unknown>, user: User) =>
    expect((await gql(query, variables, user)).errors).toBeUndefined();

  /** Creates the poster's ad (unpublished): its id. */
  const post = async (overrides: Record<string, unknown> = {}) => {
    const created = await gql<Record<string, { id: string }>>(
      queries.CREATE,
      { data: options.input(overrides) },
      poster,
    );
    expect(created.errors).toBeUndefined();
    return created.data?.[`${kind}Create`]?.id as string;
  };

  return {
    ...queries,
    gql,
    db,
    ok,
    server: () => server,
    moderator: () => moderator,
    poster: () => poster,
    save: async (user: User, filter: Record<string, unknown>) => {
      const response = await gql<Record<string, Alert>>(queries.SAVE, { filter }, user);
      expect(response.errors).toBeUndefined();
      return response.data?.[`${kind}AlertCreate`] as Alert;
    },
    alertsOf: async (user: User) =>
      (await gql<Record<string, Alert[]>>(queries.ALERTS, {}, user)).data?.[`${kind}Alerts`] ?? [],
    post,
    /** Creates the poster's ad and has the moderator publish it: its id. */
    postAndAccept: async (overrides: Record<string, unknown> = {}) => {
      const id = await post(overrides);
      await ok(queries.ACCEPT, { id }, moderator);
      return id;
    },
    /** The `<kind>Alert` notifications of each user for `postId`, once every event was handled. */
    alertsTold: async (users: User[], postId: string) => {
      await notificationsRuntime(server.app.platform)?.settled();
      const rows = await db()
        .select()
        .from(notification)
        .where(and(eq(notification.postId, postId), eq(notification.type, `${kind}Alert`)));
      return users.map((user) => rows.filter((row) => row.userId === user.userId).length);
    },
  };
}
