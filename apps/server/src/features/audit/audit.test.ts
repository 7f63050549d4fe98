import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/support/server';

const AUDIT_LOG = `query($filter: AuditLogFilterInput, $page: Int, $pageSize: Int, $sort: String, $descending: Boolean) {
  auditLog(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort, descending: $descending) {
    total page pageSize items { id createdAt entity entityId action values actorId createdByEmail }
  } }`;
const SET_ROLES = `mutation($userId: String!, $roles: [String!]!) { userRolesSet(userId: $userId, roles: $roles) { id } }`;

interface Row {
  id: string;
  createdAt: string;
  entity: string;
  entityId: string;
  action: string;
  values: Record<string, unknown>;
  actorId: string | null;
  createdByEmail: string | null;
}
type AuditLog = { auditLog: { total: number; page: number; pageSize: number; items: Row[] } };
type Caller = Awaited<ReturnType<TestServer['signIn']>>;

describe('the audit log (issue #16 point 2)', () => {
  let server: TestServer;
  let owner: Caller;
  let reader: Caller;
  let member: Caller;

  beforeAll(async () => {
    server = await startTestServer();
    owner = await server.signIn({ roles: ['owner'] });
    reader = await server.signIn({ roles: ['auditLogViewer'] });
    member = await server.signIn({ roles: ['orderViewer'] });
    for (const roles of [['orderViewer', 'customerViewer'], ['customerViewer']])
      expect(
        (await server.graphql(SET_ROLES, { userId: member.userId, roles }, owner)).errors,
      ).toBeUndefined();
  });
  afterAll(() => server.close());

  it('needs a sign-in and the auditLog section', async () => {
    const signedOut = await server.graphql(AUDIT_LOG);
    expect(signedOut.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const other = await server.graphql(AUDIT_LOG, {}, member);
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(other.data?.auditLog ?? null).toBeNull();
  });

  it('lists the role changes newest first, with who made them and before/after', async () => {
    const answer = await server.graphql<AuditLog>(
      AUDIT_LOG,
      { filter: { entity: 'user', action: 'setRoles', createdByEmail: owner.email.toUpperCase() } },
      reader,
    );
    expect(answer.errors).toBeUndefined();
    const rows = answer.data?.auditLog.items ?? [];
    expect(answer.data?.auditLog.total).toBe(2);
    expect(rows.map((row) => row.values)).toEqual([
      {
        roles: ['customerViewer'],
        before: { roles: ['customerViewer', 'orderViewer'] },
        after: { roles: ['customerViewer'] },
      },
      {
        roles: ['orderViewer', 'customerViewer'],
        before: { roles: ['orderViewer'] },
        after: { roles: ['customerViewer', 'orderViewer'] },
      },
    ]);
    expect(rows[0]).toMatchObject({
      entity: 'user',
      entityId: member.userId,
      actorId: owner.userId,
      createdByEmail: owner.email,
    });
    expect(rows[0]!.createdAt >= rows[1]!.createdAt).toBe(true);
  });

  it('filters by date range, pages and sorts; refuses an unknown sort column', async () => {
    const future = new Date(Date.now() + 60_000).toISOString();
    const none = await server.graphql<AuditLog>(AUDIT_LOG, { filter: { from: future } }, reader);
    expect(none.data?.auditLog).toMatchObject({ total: 0, items: [] });
    const past = await server.graphql<AuditLog>(
      AUDIT_LOG,
      { filter: { to: future }, pageSize: 1, page: 2, sort: 'createdAt', descending: false },
      reader,
    );
    expect(past.data?.auditLog.total).toBeGreaterThanOrEqual(2);
    expect(past.data?.auditLog).toMatchObject({ page: 2, pageSize: 1 });
    expect(past.data?.auditLog.items).toHaveLength(1);
    const bad = await server.graphql(AUDIT_LOG, { sort: 'values' }, reader);
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    const tooLong = await server.graphql(AUDIT_LOG, { filter: { entity: 'x'.repeat(81) } }, reader);
    expect(tooLong.errors?.[0]?.extensions?.code).toBe('VALIDATION');
  });

  it('offers the recorded entities and actions, and searches the users who made changes', async () => {
    const options = await server.graphql<{
      auditLogOptions: { entities: string[]; actions: string[] };
    }>(`{ auditLogOptions { entities actions } }`, {}, reader);
    expect(options.data?.auditLogOptions.entities).toContain('user');
    expect(options.data?.auditLogOptions.actions).toContain('setRoles');
    const entities = options.data?.auditLogOptions.entities ?? [];
    expect(entities).toEqual(entities.toSorted());

    const search = async (text: string) =>
      (
        await server.graphql<{ auditLogActors: string[] }>(
          `query($search: String) { auditLogActors(search: $search) }`,
          { search: text },
          reader,
        )
      ).data?.auditLogActors;
    expect(await search(owner.email.slice(0, 12))).toEqual([owner.email]);
    // The reader made no change: not offered.
    expect(await search(reader.email)).toEqual([]);
  });
});
