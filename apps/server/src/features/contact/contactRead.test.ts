import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/support/server';
import { event } from '../../platform/events/event.tables';

const CREATE = `mutation($data: ContactInput!) { contactCreate(data: $data) { name } }`;
const TABLE = `query($filter: ContactFilterInput, $page: Int, $pageSize: Int, $sort: String, $descending: Boolean) {
  contactsTable(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort, descending: $descending) {
    total page pageSize items { id name email readAt }
  }
}`;
const MARK = `mutation($ids: [ID!]!, $read: Boolean!) { contactsMarkRead(ids: $ids, read: $read) { id readAt } }`;
const ATTENTION = `query { adminAttention { key section count } }`;

type Caller = Awaited<ReturnType<TestServer['signIn']>>;
interface Row {
  id: string;
  name: string;
  email: string;
  readAt: string | null;
}
type Table = { contactsTable: { total: number; page: number; pageSize: number; items: Row[] } };

/** Issue #16: contact messages are unread until someone who handles them opens them. */
describe('contact messages: the admin list and their read state', () => {
  let server: TestServer;
  let owner: Caller;
  let viewer: Caller;

  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: '1' });
    owner = await server.signIn({ roles: ['owner'] });
    viewer = await server.signIn({ roles: ['viewer'] });
    for (const [at, name] of ['Salma Nabil', 'Omar Adel', 'Mona Said'].entries()) {
      const sent = await server.graphql(
        CREATE,
        {
          data: {
            name,
            email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
            phone: '01012345678',
            message: `Message number ${at + 1} about listing a pharmacy.`,
          },
        },
        { headers: { 'x-forwarded-for': `10.1.0.${at + 1}` } },
      );
      expect(sent.errors).toBeUndefined();
    }
  });
  afterAll(() => server.close());

  const table = async (variables: Record<string, unknown>, as: Caller = viewer) => {
    const answer = await server.graphql<Table>(TABLE, variables, as);
    expect(answer.errors).toBeUndefined();
    return answer.data?.contactsTable as Table['contactsTable'];
  };
  const unreadOnHome = async (as: Caller) =>
    (
      await server.graphql<{ adminAttention: { key: string; count: number }[] }>(ATTENTION, {}, as)
    ).data?.adminAttention.find((item) => item.key === 'unreadContacts')?.count;

  it('needs a sign-in and the contact section; marking read needs its write', async () => {
    expect((await server.graphql(TABLE)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const client = await server.signIn();
    expect((await server.graphql(TABLE, {}, client)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    const mark = await server.graphql(MARK, { ids: [randomUUID()], read: true }, viewer);
    expect(mark.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await unreadOnHome(client)).toBeUndefined();
  });

  it('lists them newest first, every one unread, searched and sorted in numbered pages', async () => {
    const all = await table({});
    expect(all.total).toBe(3);
    expect(all.items.map((row) => row.name)).toEqual(['Mona Said', 'Omar Adel', 'Salma Nabil']);
    expect(all.items.every((row) => row.readAt === null)).toBe(true);
    const found = await table({ filter: { search: 'NUMBER 2' } });
    expect(found.items.map((row) => row.name)).toEqual(['Omar Adel']);
    const byName = await table({ sort: 'name', pageSize: 2, page: 2 });
    expect(byName).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(byName.items.map((row) => row.name)).toEqual(['Salma Nabil']);
    const bad = await server.graphql(TABLE, { sort: 'message' }, viewer);
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    expect(await unreadOnHome(viewer)).toBe(3);
  });

  it('marks messages read and unread again, recording each change once', async () => {
    const [mona, omar] = (await table({})).items;
    const marked = await server.graphql<{ contactsMarkRead: { id: string; readAt: string }[] }>(
      MARK,
      { ids: [mona?.id, omar?.id, randomUUID()], read: true },
      owner,
    );
    expect(marked.errors).toBeUndefined();
    expect(marked.data?.contactsMarkRead.map((row) => row.id).sort()).toEqual(
      [mona?.id, omar?.id].sort(),
    );
    expect(marked.data?.contactsMarkRead.every((row) => row.readAt !== null)).toBe(true);
    expect((await table({ filter: { status: 'unread' } })).items.map((row) => row.name)).toEqual([
      'Salma Nabil',
    ]);
    expect((await table({ filter: { status: 'read' } })).total).toBe(2);
    expect(await unreadOnHome(viewer)).toBe(1);

    // Already read: nothing changes, nothing is recorded.
    await server.graphql(MARK, { ids: [mona?.id], read: true }, owner);
    const editor = await server.signIn({ roles: ['editor'] });
    const again = await server.graphql(MARK, { ids: [mona?.id], read: false }, editor);
    expect(again.errors).toBeUndefined();
    const events = await server.app.platform.database.db
      .select({ action: event.action, values: event.values, actorId: event.actorId })
      .from(event)
      .where(and(eq(event.entity, 'contact'), eq(event.entityId, String(mona?.id))))
      .orderBy(event.createdAt);
    expect(events.map((row) => [row.action, row.actorId])).toEqual([
      ['create', null],
      ['markRead', owner.userId],
      ['markUnread', editor.userId],
    ]);
    expect(events[1]?.values).toEqual({
      before: { readAt: null },
      after: { readAt: expect.any(String) },
    });
    expect(await unreadOnHome(owner)).toBe(2);
  });

  it('refuses an empty or oversized batch', async () => {
    const empty = await server.graphql(MARK, { ids: [], read: true }, owner);
    expect(empty.errors?.[0]?.extensions?.code).toBe('VALIDATION');
    const many = Array.from({ length: 101 }, () => randomUUID());
    const tooMany = await server.graphql(MARK, { ids: many, read: true }, owner);
    expect(tooMany.errors?.[0]?.extensions?.code).toBe('VALIDATION');
  });
});
