import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlFromOwnAddresses } from '../../../test/support/fixtures';
import { startTestServer, type TestServer } from '../../../test/support/server';
import { subscribe } from '../../../test/support/sse';
import { notificationsRuntime } from '../notifications/notifications.consumer';
import { notification } from '../notifications/notifications.tables';

const FIELDS = `id title { en ar } description { en ar } createdBy creator { id } createdAt`;
const LIST = `query($first: Int, $after: String) { offers(first: $first, after: $after) {
  items { ${FIELDS} } pageInfo { hasNextPage hasPreviousPage endCursor } } }`;
const ONE = `query($id: ID!) { offer(id: $id) { ${FIELDS} } }`;
const CREATE = `mutation($data: OfferInput!) { offerCreate(data: $data) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $data: OfferUpdateInput!) { offerUpdate(id: $id, data: $data) { ${FIELDS} } }`;
const DELETE = `mutation($id: ID!) { offerDelete(id: $id) }`;
const SUBSCRIBED = `query { offerSubscribed }`;
const SET_SUBSCRIBED = `mutation($s: Boolean!) { offerSubscriptionSet(subscribed: $s) }`;

interface Offer {
  id: string;
  title: { en: string; ar: string };
  description: { en: string; ar: string };
  createdBy: string;
}
type User = { cookie: string; userId: string };

const offerData = (n: number) => ({
  title: { en: `Vitamin C offer ${n}`, ar: `عرض فيتامين سي ${n}` },
  description: {
    en: 'Twenty percent off every vitamin C pack this week.',
    ar: 'خصم عشرين بالمئة على كل عبوات فيتامين سي هذا الأسبوع.',
  },
});

describe('offers', () => {
  let server: TestServer;
  let editor: User;
  let viewerAdmin: User;
  let alice: User;
  let bob: User;

  const gql = graphqlFromOwnAddresses(() => server, 3);

  const create = async (n: number, user = editor) => {
    const response = await gql<{ offerCreate: Offer }>(CREATE, { data: offerData(n) }, user);
    expect(response.errors).toBeUndefined();
    return response.data?.offerCreate as Offer;
  };

  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: '1' });
    editor = await server.signIn({ roles: ['entityEditor'] });
    viewerAdmin = await server.signIn({ roles: ['entityViewer'] });
    [alice, bob] = [await server.signIn(), await server.signIn()];
  });
  afterAll(() => server.close());

  it('needs sign-in to read and an offer editor to write', async () => {
    expect((await gql(LIST, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gql(SUBSCRIBED, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const anonymous = await gql(CREATE, { data: offerData(0) });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    for (const user of [alice, viewerAdmin]) {
      const refused = await gql(CREATE, { data: offerData(0) }, user);
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const invalid = await gql(
      CREATE,
      { data: { title: { en: 'ab', ar: 'عرض' }, description: { en: 'short', ar: '' } } },
      editor,
    );
    expect(invalid.errors?.[0]?.extensions?.code).toBe('VALIDATION');
    expect(invalid.errors?.[0]?.extensions?.fieldErrors).toMatchObject([
      { path: 'title.en', message: 'invalidTitle' },
      { path: 'description.en', message: 'invalidDescription' },
      { path: 'description.ar', message: 'invalidDescription' },
    ]);
  });

  it('creates, edits and deletes offers (owner, editor, entityEditor)', async () => {
    const owner = await server.signIn({ roles: ['owner'] });
    const created = await create(1, owner);
    expect(created).toMatchObject({ ...offerData(1), createdBy: owner.userId });
    const read = await gql<{ offer: Offer }>(ONE, { id: created.id }, alice);
    expect(read.data?.offer).toMatchObject(offerData(1));

    const title = { en: 'Vitamin D offer', ar: 'عرض فيتامين د' };
    const updated = await gql<{ offerUpdate: Offer }>(
      UPDATE,
      { id: created.id, data: { title } },
      editor,
    );
    expect(updated.data?.offerUpdate).toMatchObject({
      title,
      description: offerData(1).description,
    });
    const refused = await gql(UPDATE, { id: created.id, data: { title } }, alice);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    expect((await gql(DELETE, { id: created.id }, alice)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await gql(DELETE, { id: created.id }, editor)).data).toEqual({ offerDelete: true });
    const gone = await gql(ONE, { id: created.id }, alice);
    expect(gone.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await gql(DELETE, { id: created.id }, editor)).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
  });

  it('lists offers newest first, 10 a page', async () => {
    for (let n = 1; n <= 12; n++) await create(n);
    const first = await gql<{
      offers: { items: Offer[]; pageInfo: { hasNextPage: boolean; endCursor: string } };
    }>(LIST, {}, alice);
    expect(first.data?.offers.items).toHaveLength(10);
    expect(first.data?.offers.items[0]?.title.en).toBe('Vitamin C offer 12');
    expect(first.data?.offers.pageInfo.hasNextPage).toBe(true);
    const second = await gql<{
      offers: { items: Offer[]; pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean } };
    }>(LIST, { after: first.data?.offers.pageInfo.endCursor }, alice);
    expect(second.data?.offers.items.map((offer) => offer.title.en)).toEqual([
      'Vitamin C offer 2',
      'Vitamin C offer 1',
    ]);
    expect(second.data?.offers.pageInfo).toMatchObject({
      hasNextPage: false,
      hasPreviousPage: true,
    });
  });

  it('notifies users subscribed to offers (on by default), not those who turned it off', async () => {
    expect((await gql(SUBSCRIBED, {}, alice)).data).toEqual({ offerSubscribed: true });
    expect((await gql(SET_SUBSCRIBED, { s: false }, bob)).data).toEqual({
      offerSubscriptionSet: false,
    });
    expect((await gql(SUBSCRIBED, {}, bob)).data).toEqual({ offerSubscribed: false });
    await notificationsRuntime(server.app.platform)?.settled();

    type Received = {
      data?: {
        notificationReceived: { type: string; postId: string; title: { en: string; ar: string } };
      };
    };
    const stream = await subscribe<Received>(
      server.url,
      'subscription { notificationReceived { type postId title { en ar } description { en ar } } }',
      { cookie: alice.cookie },
    );
    try {
      const created = await create(99);
      const received = (await stream.next(1000)).data?.notificationReceived;
      expect(received).toMatchObject({
        type: 'offer',
        postId: created.id,
        title: { en: 'New offer: Vitamin C offer 99', ar: 'عرض جديد: عرض فيتامين سي 99' },
        description: offerData(99).description,
      });
    } finally {
      stream.close();
    }
    await notificationsRuntime(server.app.platform)?.settled();
    const { db } = server.app.platform.database;
    const forBob = await db
      .select()
      .from(notification)
      .where(and(eq(notification.userId, bob.userId), eq(notification.type, 'offer')));
    // Bob heard of the 12 listed offers (before opting out), not of this one.
    expect(forBob.map((row) => row.title.en)).not.toContain('New offer: Vitamin C offer 99');
    const forAlice = await db
      .select()
      .from(notification)
      .where(and(eq(notification.userId, alice.userId), eq(notification.type, 'offer')));
    expect(forAlice.map((row) => row.title.en)).toContain('New offer: Vitamin C offer 99');
    // The editor who published it (subscribed too, by default) is not told of their own offer.
    const forEditor = await db
      .select()
      .from(notification)
      .where(and(eq(notification.userId, editor.userId), eq(notification.type, 'offer')));
    const editorHeardOf = forEditor.map((row) => row.title.en);
    expect(editorHeardOf).toContain('New offer: Vitamin C offer 1'); // published by the owner
    expect(editorHeardOf).not.toContain('New offer: Vitamin C offer 99');

    expect((await gql(SET_SUBSCRIBED, { s: true }, bob)).data).toEqual({
      offerSubscriptionSet: true,
    });
  });
});
