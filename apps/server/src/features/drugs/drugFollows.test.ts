import { drugInputSchema } from '@dawa/shared/drugInput';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { event } from '../../platform/events/event.tables';
import { SYSTEM_ACTOR } from '../../platform/events/events';
import { startTestServer, type TestServer } from '../../../test/support/server';
import { notificationsRuntime } from '../notifications/notifications.consumer';
import { fanOutPriceChanges } from '../notifications/notifications.service';
import { notification, notifiedEvent } from '../notifications/notifications.tables';
import { drugCatalogue } from './drugs.catalogue';
import { importDrugs } from './drugs.import';
import { drugFollow, drugPriceChange } from './drugs.tables';

const CREATE = `mutation($data: DrugInput!) { drugCreate(data: $data) { id } }`;
const UPDATE = `mutation($id: ID!, $data: DrugInput!) { drugUpdate(id: $id, data: $data) { id } }`;
const FOLLOW = `mutation($id: ID!) { drugFollow(id: $id) }`;
const UNFOLLOW = `mutation($id: ID!) { drugUnfollow(id: $id) }`;
const FOLLOWED = `query($id: ID!) { drugFollowed(id: $id) }`;
const MINE = `query { myFollowedDrugs { id tradeName } }`;
const HISTORY = `query($id: ID!) { drugPriceHistory(id: $id) { previousPrice price createdAt } }`;

type User = { cookie: string; userId: string };
const codeOf = (response: { errors?: { extensions?: { code?: string } }[] }) =>
  response.errors?.[0]?.extensions?.code;

const drugData = (tradeName: string, price: number) => ({
  tradeName,
  genericNames: ['PARACETAMOL'],
  companies: ['DAWA LABS'],
  routes: ['ORAL.SOLID'],
  pharmacologicalUses: ['ANALGESIC'],
  price,
});

describe('price alerts (#17 point 8)', () => {
  let server: TestServer;
  let editor: User;
  let follower: User;
  let other: User;

  const gql = <T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown>,
    user?: User,
  ) => server.graphql<T>(query, variables, user ? { cookie: user.cookie } : {});
  const db = () => server.app.platform.database.db;
  const create = async (tradeName: string, price: number) => {
    const result = await gql<{ drugCreate: { id: string } }>(
      CREATE,
      { data: drugData(tradeName, price) },
      editor,
    );
    expect(result.errors).toBeUndefined();
    return result.data!.drugCreate.id;
  };
  const setPrice = async (id: string, tradeName: string, price: number) => {
    const result = await gql(UPDATE, { id, data: drugData(tradeName, price) }, editor);
    expect(result.errors).toBeUndefined();
  };
  const follow = async (user: User, id: string) => {
    const result = await gql(FOLLOW, { id }, user);
    expect(result.errors).toBeUndefined();
  };
  /** The drugPrice notifications of `user` about drug `id`, once every event was handled. */
  const told = async (user: User, id: string) => {
    // The bus may still be bringing an event: wait until every request to notify is done.
    await vi.waitFor(async () => {
      const [left] = await db()
        .select({ left: count() })
        .from(event)
        .leftJoin(notifiedEvent, eq(notifiedEvent.eventId, event.id))
        .where(and(sql`${event.values} -> 'notify' is not null`, isNull(notifiedEvent.eventId)));
      expect(left?.left).toBe(0);
    });
    await notificationsRuntime(server.app.platform)?.settled();
    return db()
      .select()
      .from(notification)
      .where(
        and(
          eq(notification.userId, user.userId),
          eq(notification.postId, id),
          eq(notification.type, 'drugPrice'),
        ),
      );
  };

  beforeAll(async () => {
    server = await startTestServer();
    editor = await server.signIn({ roles: ['productEditor'] });
    follower = await server.signIn();
    other = await server.signIn();
  });
  afterAll(() => server.close());

  it('needs sign-in to follow, and says signed-out visitors follow nothing', async () => {
    const id = await create('FOLLOWME 10 MG', 10);
    expect(codeOf(await gql(FOLLOW, { id }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await gql(UNFOLLOW, { id }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await gql(MINE, {}))).toBe('UNAUTHENTICATED');
    expect((await gql<{ drugFollowed: boolean }>(FOLLOWED, { id })).data?.drugFollowed).toBe(false);
  });

  it('follows and unfollows the viewer’s own drugs only; bad ids are NOT_FOUND', async () => {
    const id = await create('OWNED 20 MG', 20);
    await drugCatalogue(server.app.platform).settled();
    await follow(follower, id);
    // Following again changes nothing.
    await follow(follower, id);
    const mine = await gql<{ myFollowedDrugs: { id: string }[] }>(MINE, {}, follower);
    expect(mine.data?.myFollowedDrugs.map((drug) => drug.id)).toEqual([id]);
    expect(
      (await gql<{ drugFollowed: boolean }>(FOLLOWED, { id }, follower)).data?.drugFollowed,
    ).toBe(true);
    expect((await gql<{ drugFollowed: boolean }>(FOLLOWED, { id }, other)).data?.drugFollowed).toBe(
      false,
    );

    // Another user cannot unfollow for the follower: theirs is not found, the follow stays.
    expect(codeOf(await gql(UNFOLLOW, { id }, other))).toBe('NOT_FOUND');
    const rows = await db().select().from(drugFollow).where(eq(drugFollow.drugId, id));
    expect(rows.map((row) => row.userId)).toEqual([follower.userId]);

    for (const bad of ['not-a-uuid', crypto.randomUUID()]) {
      expect(codeOf(await gql(FOLLOW, { id: bad }, other))).toBe('NOT_FOUND');
      expect(codeOf(await gql(UNFOLLOW, { id: bad }, other))).toBe('NOT_FOUND');
    }
    expect(await db().select().from(drugFollow).where(eq(drugFollow.userId, other.userId))).toEqual(
      [],
    );

    expect((await gql(UNFOLLOW, { id }, follower)).errors).toBeUndefined();
    expect(codeOf(await gql(UNFOLLOW, { id }, follower))).toBe('NOT_FOUND');
    const after = await gql<{ myFollowedDrugs: unknown[] }>(MINE, {}, follower);
    expect(after.data?.myFollowedDrugs).toEqual([]);
  });

  it('tells the followers of an edited price, in both languages, and nobody else', async () => {
    const id = await create('PANADOL 500 MG', 30);
    await follow(follower, id);
    // The editor who changes the price is not told of their own change.
    await follow(editor, id);
    await setPrice(id, 'PANADOL 500 MG', 36);
    const [alert, ...more] = await told(follower, id);
    expect(more).toEqual([]);
    expect(alert?.title).toEqual({
      en: '\u2068PANADOL 500 MG\u2069 price changed from 30 to 36 L.E.',
      ar: 'تغيّر سعر \u2068PANADOL 500 MG\u2069 من 30 إلى 36 ج.م',
    });
    expect(await told(other, id)).toEqual([]);
    expect(await told(editor, id)).toEqual([]);

    // An edit that keeps the price tells nobody; the history keeps each change with its date.
    await setPrice(id, 'PANADOL 500 MG 24 TABS', 36);
    await setPrice(id, 'PANADOL 500 MG 24 TABS', 16.5);
    expect((await told(follower, id)).map((row) => row.title.en)).toEqual(
      expect.arrayContaining([
        '\u2068PANADOL 500 MG 24 TABS\u2069 price changed from 36 to 16.5 L.E.',
      ]),
    );
    expect(await told(follower, id)).toHaveLength(2);
    const history = await gql<{
      drugPriceHistory: { previousPrice: number; price: number; createdAt: string }[];
    }>(HISTORY, { id });
    expect(
      history.data?.drugPriceHistory.map((change) => [change.previousPrice, change.price]),
    ).toEqual([
      [36, 16.5],
      [30, 36],
    ]);
    expect(Number.isNaN(Date.parse(history.data?.drugPriceHistory[0]?.createdAt ?? ''))).toBe(
      false,
    );
  });

  it('tells a follower of each of an import’s changed drugs, once however often it runs', async () => {
    const first = await create('IMPORTED A 1 MG', 5);
    const second = await create('IMPORTED B 2 MG', 7);
    const unfollowed = await create('IMPORTED C 3 MG', 9);
    await follow(follower, first);
    await follow(follower, second);
    await importDrugs(server.app.platform, SYSTEM_ACTOR, [
      { id: first, input: drugInputSchema.parse(drugData('IMPORTED A 1 MG', 6)) },
      { id: second, input: drugInputSchema.parse(drugData('IMPORTED B 2 MG', 6.25)) },
      { id: unfollowed, input: drugInputSchema.parse(drugData('IMPORTED C 3 MG', 10)) },
    ]);
    expect((await told(follower, first)).map((row) => row.title.en)).toEqual([
      '\u2068IMPORTED A 1 MG\u2069 price changed from 5 to 6 L.E.',
    ]);
    expect(await told(follower, second)).toHaveLength(1);
    expect(await told(follower, unfollowed)).toEqual([]);

    // The consumer of another process (or the catch-up sweep) runs it again: nothing twice.
    const changes = await db().select({ id: drugPriceChange.id }).from(drugPriceChange);
    expect(
      await fanOutPriceChanges(
        server.app.platform,
        SYSTEM_ACTOR,
        changes.map((change) => change.id),
      ),
    ).toBe(0);
    expect(await told(follower, first)).toHaveLength(1);
  });
});
