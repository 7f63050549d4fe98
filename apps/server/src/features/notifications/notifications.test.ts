import { randomBytes } from 'node:crypto';
import { PRESCRIPTION_QUOTA_SETTING } from '@dawa/shared/prescriptions';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlFromOwnAddresses, uploadImage } from '../../../test/support/fixtures';
import { startTestServer, type TestServer } from '../../../test/support/server';
import { subscribe } from '../../../test/support/sse';
import {
  browserSubscription,
  startPushService,
  type PushService,
} from '../../../test/support/webPush';
import { newId } from '../../platform/db/ids';
import { SYSTEM_ACTOR } from '../../platform/events/events';
import { device } from '../devices/devices.tables';
import { putSetting } from '../settings/settings.service';
import { notificationsRuntime } from './notifications.consumer';
import { fanOut } from './notifications.service';
import { notification } from './notifications.tables';

const FIELDS = `id userId type status new postId createdBy creator { id fullName avatar }
  title { en ar } description { en ar } createdAt`;
const LIST = `query($first: Int, $after: String) { notifications(first: $first, after: $after) {
  items { ${FIELDS} } pageInfo { hasNextPage endCursor } } }`;
const UNREAD = `query { notificationsUnreadCount }`;
const MARK_ALL = `mutation { notificationMarkAllRead }`;
const UPDATE = `mutation($userId: ID!, $id: ID!, $data: NotificationUpdateInput!) {
  notificationUpdate(userId: $userId, id: $id, data: $data) { id title { en ar } status new } }`;
const CREATE = `mutation($data: NotificationInput!) { notificationCreate(data: $data) }`;
const SEND = `mutation($data: NotificationInput!) { notificationSend(data: $data) }`;
const RECEIVED = `subscription { notificationReceived { ${FIELDS} } }`;
const CHANGED = `subscription { notificationChanged { received { id userId type new } unreadCount } }`;
const PRESCRIPTION_CREATE = `mutation($data: PrescriptionInput!) { prescriptionCreate(data: $data) { id } }`;
const ACCEPT = `mutation($id: ID!) { prescriptionAccept(id: $id) { id } }`;
const COMMENT = `mutation($id: ID!, $data: CommentInput!) { commentCreate(id: $id, data: $data) { id } }`;
const PUSH_SUBSCRIBE = `mutation($s: PushSubscriptionInput!) {
  notificationPushSubscribe(subscription: $s) }`;

interface View {
  id: string;
  userId: string;
  type: string;
  status: string;
  new: boolean;
  postId: string | null;
  createdBy: string | null;
  creator: { id: string; fullName: string; avatar: string | null } | null;
  title: { en: string; ar: string };
  description: { en: string; ar: string } | null;
}
type Received = {
  data?: { notificationReceived: View };
  errors?: { extensions?: { code?: string } }[];
};
type Changed = {
  data?: {
    notificationChanged: {
      received: { id: string; userId: string; type: string; new: boolean } | null;
      unreadCount: number;
    };
  };
  errors?: { extensions?: { code?: string } }[];
};
type User = { cookie: string; userId: string };

const png = () =>
  sharp({ create: { width: 40, height: 40, channels: 3, background: '#38c' } })
    .png()
    .toBuffer();

async function until<T>(probe: () => Promise<T | undefined | null | false>, ms = 3000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('notifications', () => {
  let server: TestServer;
  let moderator: User;
  let admin: User;
  let alice: User;
  let bob: User;
  let carol: User;

  const gql = graphqlFromOwnAddresses(() => server, 2);

  const settled = () => notificationsRuntime(server.app.platform)?.settled();

  const createAccepted = async (author: User, title = 'Persistent cough case') => {
    const imageUploadId = await uploadImage(server, author, await png());
    const created = await gql<{ prescriptionCreate: { id: string } }>(
      PRESCRIPTION_CREATE,
      { data: { title, description: 'Adult, dry cough for two weeks.', imageUploadId } },
      author,
    );
    expect(created.errors).toBeUndefined();
    const id = created.data?.prescriptionCreate.id as string;
    expect((await gql(ACCEPT, { id }, moderator)).errors).toBeUndefined();
    return id;
  };

  const list = async (user: User, first?: number, after?: string) => {
    const response = await gql<{
      notifications: { items: View[]; pageInfo: { hasNextPage: boolean; endCursor: string } };
    }>(LIST, { first, after }, user);
    expect(response.errors).toBeUndefined();
    return response.data?.notifications as {
      items: View[];
      pageInfo: { hasNextPage: boolean; endCursor: string };
    };
  };

  const unread = async (user: User) =>
    (await gql<{ notificationsUnreadCount: number }>(UNREAD, {}, user)).data
      ?.notificationsUnreadCount;

  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: '1' });
    moderator = await server.signIn({ roles: ['entityEditor'] });
    admin = await server.signIn({ roles: ['editor'] });
    [alice, bob, carol] = [await server.signIn(), await server.signIn(), await server.signIn()];
    await putSetting(server.app.platform.database.db, PRESCRIPTION_QUOTA_SETTING, 100);
  });
  afterAll(() => server.close());

  it('needs sign-in for every call', async () => {
    for (const query of [LIST, UNREAD, MARK_ALL]) {
      const response = await gql(query, {});
      expect(response.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    const update = await gql(UPDATE, { userId: 'x', id: 'y', data: { status: 'read' } });
    expect(update.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    for (const query of [RECEIVED, CHANGED]) {
      const stream = await subscribe<Received>(server.url, query);
      expect((await stream.next()).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      stream.close();
    }
    // The VAPID public key is public (the browser needs it to subscribe).
    const key = await gql<{ notificationPushPublicKey: string }>(
      '{ notificationPushPublicKey }',
      {},
    );
    expect(key.data?.notificationPushPublicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });

  it('tells the author live when a moderator accepts and when someone comments', async () => {
    const aliceStream = await subscribe<Received>(server.url, RECEIVED, { cookie: alice.cookie });
    const bobStream = await subscribe<Received>(server.url, RECEIVED, { cookie: bob.cookie });
    try {
      const prescriptionId = await createAccepted(alice);
      // Pending (on create), then accepted.
      const pending = (await aliceStream.next(1000)).data?.notificationReceived;
      expect(pending).toMatchObject({
        type: 'prescriptionPending',
        userId: alice.userId,
        postId: prescriptionId,
        status: 'unread',
        new: true,
      });
      const accepted = (await aliceStream.next(1000)).data?.notificationReceived;
      expect(accepted).toMatchObject({
        type: 'prescriptionAccepted',
        postId: prescriptionId,
        createdBy: moderator.userId,
        // The post is named, isolated so its own direction holds inside either sentence.
        title: {
          en: 'Your prescription “\u2068Persistent cough case\u2069” has been approved',
          ar: 'تمت الموافقة على روشتتك «\u2068Persistent cough case\u2069»',
        },
      });

      const comment = await gql(
        COMMENT,
        { id: prescriptionId, data: { comment: 'Try this.' } },
        bob,
      );
      expect(comment.errors).toBeUndefined();
      const sent = Date.now();
      const received = (await aliceStream.next(1000)).data?.notificationReceived;
      expect(Date.now() - sent).toBeLessThan(1000);
      expect(received).toMatchObject({
        type: 'prescriptionComment',
        userId: alice.userId,
        status: 'unread',
        new: true,
        postId: prescriptionId,
        createdBy: bob.userId,
        creator: { id: bob.userId, fullName: 'Test User' },
        title: {
          en: 'Test User commented on your prescription',
          ar: 'علّق Test User على روشتتك',
        },
        description: { en: 'Persistent cough case', ar: 'Persistent cough case' },
      });
      // The commenter is not told of their own comment.
      await expect(bobStream.next(300)).rejects.toThrow('no subscription message in time');

      // A later commenter: the author and Bob (now a follower) are told, with a follower's title.
      await gql(COMMENT, { id: prescriptionId, data: { comment: 'Agreed.' } }, carol);
      const followed = (await bobStream.next(1000)).data?.notificationReceived;
      expect(followed?.title.en).toBe('Test User also commented on a prescription you follow');
      expect((await aliceStream.next(1000)).data?.notificationReceived.type).toBe(
        'prescriptionComment',
      );
    } finally {
      aliceStream.close();
      bobStream.close();
    }
  });

  it('counts unread, pages newest first, and marks all read when the bell opens', async () => {
    await settled();
    const all = await list(alice, 50);
    expect(all.items.map((item) => item.type)).toEqual([
      'prescriptionComment',
      'prescriptionComment',
      'prescriptionAccepted',
      'prescriptionPending',
    ]);
    expect(await unread(alice)).toBe(4);
    const first = await list(alice, 3);
    expect(first.items).toHaveLength(3);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await list(alice, 3, first.pageInfo.endCursor);
    expect(second.items.map((item) => item.id)).toEqual([all.items[3]?.id]);
    expect(second.pageInfo.hasNextPage).toBe(false);

    expect((await gql(MARK_ALL, {}, alice)).data).toEqual({ notificationMarkAllRead: 4 });
    expect(await unread(alice)).toBe(0);
    expect((await list(alice)).items.every((item) => item.status === 'read' && !item.new)).toBe(
      true,
    );
    expect((await gql(MARK_ALL, {}, alice)).data).toEqual({ notificationMarkAllRead: 0 });
    // Nobody else's list moved.
    expect(await unread(bob)).toBe(1);
  });

  it("lets the owner (or an admin) update a notification, never another user's", async () => {
    const [mine] = (await list(bob)).items;
    if (!mine) throw new Error('bob has no notification');
    const cleared = await gql(
      UPDATE,
      { userId: bob.userId, id: mine.id, data: { new: false } },
      bob,
    );
    expect(cleared.data).toEqual({
      notificationUpdate: { id: mine.id, title: mine.title, status: 'unread', new: false },
    });

    const asOther = await gql(
      UPDATE,
      { userId: bob.userId, id: mine.id, data: { status: 'read' } },
      carol,
    );
    expect(asOther.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const disguised = await gql(
      UPDATE,
      { userId: carol.userId, id: mine.id, data: { status: 'read' } },
      carol,
    );
    expect(disguised.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const invalid = await gql(UPDATE, { userId: bob.userId, id: mine.id, data: {} }, bob);
    expect(invalid.errors?.[0]?.extensions?.code).toBe('VALIDATION');
    expect((await list(bob)).items[0]).toMatchObject({ status: 'unread', new: false });

    const byAdmin = await gql(
      UPDATE,
      { userId: bob.userId, id: mine.id, data: { status: 'read' } },
      admin,
    );
    expect(byAdmin.errors).toBeUndefined();
    expect(await unread(bob)).toBe(0);
  });

  it('lets only admins create and send notifications, with validated data', async () => {
    const data = {
      type: 'offer',
      userIds: [carol.userId],
      postId: newId(),
      title: { en: 'Weekend discount', ar: 'خصم نهاية الأسبوع' },
      description: { en: 'Ten percent off', ar: 'خصم عشرة بالمئة' },
    };
    for (const query of [CREATE, SEND]) {
      const refused = await gql(query, { data }, alice);
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const anonymous = await gql(query, { data });
      expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    // Recipients: a list of 1 to 1000 ids, or every offer subscriber; never both, never none.
    for (const recipients of [
      { userIds: [] },
      {},
      { userIds: [carol.userId], offerSubscribers: true },
    ]) {
      const invalid = await gql(CREATE, { data: { type: 'offer', ...recipients } }, admin);
      expect(invalid.errors?.[0]?.extensions?.code).toBe('VALIDATION');
      expect(invalid.errors?.[0]?.extensions?.fieldErrors).toEqual([
        expect.objectContaining({ path: 'userIds', message: 'invalidRecipients' }),
      ]);
    }
    const unknownType = await gql(
      CREATE,
      { data: { type: 'party', userIds: [carol.userId] } },
      admin,
    );
    expect(unknownType.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');

    const stream = await subscribe<Received>(server.url, RECEIVED, { cookie: carol.cookie });
    try {
      const created = await gql(
        CREATE,
        { data: { ...data, userIds: [carol.userId, 'nobody'] } },
        admin,
      );
      expect(created.data).toEqual({ notificationCreate: 1 });
      expect((await stream.next(1000)).data?.notificationReceived).toMatchObject({
        type: 'offer',
        postId: data.postId,
        title: data.title,
        description: data.description,
        creator: { id: admin.userId },
      });
      const sent = await gql(
        SEND,
        { data: { type: 'jobAccepted', userIds: [carol.userId], postId: data.postId } },
        admin,
      );
      expect(sent.data).toEqual({ notificationSend: true });
      expect((await stream.next(1000)).data?.notificationReceived).toMatchObject({
        type: 'jobAccepted',
        title: {
          en: 'Your job opportunity has been approved',
          ar: 'تمت الموافقة على فرصة العمل التي نشرتها',
        },
        description: null,
      });
    } finally {
      stream.close();
    }
    const toSubscribers = await gql<{ notificationCreate: number }>(
      CREATE,
      { data: { type: 'offer', offerSubscribers: true, title: data.title } },
      admin,
    );
    expect(toSubscribers.data?.notificationCreate).toBeGreaterThan(0);
  });

  it('keeps the unread count of every open tab in step, whichever tab reads', async () => {
    const dave = await server.signIn();
    const tabs = [
      await subscribe<Changed>(server.url, CHANGED, { cookie: dave.cookie }),
      await subscribe<Changed>(server.url, CHANGED, { cookie: dave.cookie }),
    ];
    const nextChange = async (tab: number) =>
      (await tabs[tab]?.next(1000))?.data?.notificationChanged;
    const bothTabs = async () => [await nextChange(0), await nextChange(1)];
    try {
      for (const unreadCount of [1, 2]) {
        const created = await gql(
          CREATE,
          { data: { type: 'jobPending', userIds: [dave.userId] } },
          admin,
        );
        expect(created.data).toEqual({ notificationCreate: 1 });
        const [first, second] = await bothTabs();
        expect(first).toEqual(second);
        expect(first).toMatchObject({
          received: { userId: dave.userId, type: 'jobPending', new: true },
          unreadCount,
        });
      }
      const [newest, older] = (await list(dave)).items;
      if (!newest || !older) throw new Error('dave has no notifications');

      // The first tab clears `new` after its toast: no count moves, nothing to tell.
      await gql(UPDATE, { userId: dave.userId, id: newest.id, data: { new: false } }, dave);
      await expect(tabs[1]?.next(300)).rejects.toThrow('no subscription message in time');

      // It marks one read: the other tab hears it.
      const read = await gql(
        UPDATE,
        { userId: dave.userId, id: older.id, data: { status: 'read' } },
        dave,
      );
      expect(read.errors).toBeUndefined();
      expect(await bothTabs()).toEqual([
        { received: null, unreadCount: 1 },
        { received: null, unreadCount: 1 },
      ]);

      // It opens the bell (all read): the other tab's badge empties.
      expect((await gql(MARK_ALL, {}, dave)).data).toEqual({ notificationMarkAllRead: 1 });
      expect(await bothTabs()).toEqual([
        { received: null, unreadCount: 0 },
        { received: null, unreadCount: 0 },
      ]);
    } finally {
      for (const tab of tabs) tab.close();
    }
  });

  it("never shows user A's notifications to user B, by any route", async () => {
    const userA = await server.signIn();
    const userB = await server.signIn();
    const receivedOfB = await subscribe<Received>(server.url, RECEIVED, { cookie: userB.cookie });
    const changedOfB = await subscribe<Changed>(server.url, CHANGED, { cookie: userB.cookie });
    const streamsOfB = [receivedOfB, changedOfB];
    try {
      const created = await gql(
        CREATE,
        {
          data: {
            type: 'offer',
            userIds: [userA.userId],
            title: { en: 'Only for A', ar: 'لـ A فقط' },
          },
        },
        admin,
      );
      expect(created.data).toEqual({ notificationCreate: 1 });
      const listOfA = await list(userA);
      const [ofA] = listOfA.items;
      if (!ofA) throw new Error('user A has no notification');
      expect(ofA.userId).toBe(userA.userId);

      // The list and the count are the viewer's own, whatever cursor B sends.
      expect((await list(userB)).items).toEqual([]);
      expect((await list(userB, 10, listOfA.pageInfo.endCursor)).items).toEqual([]);
      expect(await unread(userB)).toBe(0);

      // Changing it: FORBIDDEN under A's id, NOT_FOUND under B's own; A's row is untouched.
      for (const data of [{ status: 'read' }, { new: false }]) {
        const asA = await gql(UPDATE, { userId: userA.userId, id: ofA.id, data }, userB);
        expect(asA.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
        expect(asA.data?.notificationUpdate ?? null).toBeNull();
        const asB = await gql(UPDATE, { userId: userB.userId, id: ofA.id, data }, userB);
        expect(asB.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      }
      expect((await list(userA)).items[0]).toMatchObject({ status: 'unread', new: true });

      // A reads it, then B gets one: B's live streams hear only B's (events arrive in order).
      expect((await gql(MARK_ALL, {}, userA)).data).toEqual({ notificationMarkAllRead: 1 });
      await gql(CREATE, { data: { type: 'jobAccepted', userIds: [userB.userId] } }, admin);
      expect((await receivedOfB.next(1000)).data?.notificationReceived.userId).toBe(userB.userId);
      expect((await changedOfB.next(1000)).data?.notificationChanged).toMatchObject({
        received: { userId: userB.userId, type: 'jobAccepted' },
        unreadCount: 1,
      });
      for (const stream of streamsOfB)
        await expect(stream.next(300)).rejects.toThrow('no subscription message in time');
    } finally {
      for (const stream of streamsOfB) stream.close();
    }
  });

  it('creates one notification per recipient however often an event is consumed', async () => {
    const platform = server.app.platform;
    const spec = {
      type: 'propertyAccepted' as const,
      recipients: [carol.userId],
      postId: newId(),
      createdBy: null,
      title: null,
      description: null,
      authorId: null,
      offerTitle: null,
      postTitle: null,
      edit: false,
    };
    const sourceEventId = newId();
    const runs = await Promise.all([
      fanOut(platform, SYSTEM_ACTOR, spec, sourceEventId),
      fanOut(platform, SYSTEM_ACTOR, spec, sourceEventId),
    ]);
    expect(runs.sort()).toEqual([0, 1]);
    const rows = await platform.database.db
      .select()
      .from(notification)
      .where(eq(notification.sourceEventId, sourceEventId));
    expect(rows).toHaveLength(1);
  });

  describe('web push', () => {
    let service: PushService;
    const browser = () => browserSubscription(service.endpoint('/push/abc'));
    let subscribed: ReturnType<typeof browser>;
    const deviceId = randomBytes(8).toString('hex');
    /** Carol's calls from her browser (its `device-tokens`), in Arabic. */
    const fromBrowser = <T>(query: string, variables: Record<string, unknown>) =>
      server.graphql<T>(query, variables, {
        cookie: carol.cookie,
        headers: { 'device-tokens': `web=${deviceId}`, 'accept-language': 'ar' },
      });

    beforeAll(async () => {
      service = await startPushService();
      subscribed = browser();
    });
    afterAll(() => service.close());

    const pushOf = async (userId: string) => {
      const [row] = await server.app.platform.database.db
        .select({ subscription: device.pushSubscription })
        .from(device)
        .where(and(eq(device.userId, userId), eq(device.token, deviceId)));
      return row?.subscription ?? null;
    };

    const notifyCarol = async () => {
      const created = await gql(
        CREATE,
        { data: { type: 'propertyPending', userIds: [carol.userId] } },
        admin,
      );
      expect(created.data).toEqual({ notificationCreate: 1 });
    };

    it('stores the subscription on the calling device and pushes each notification once', async () => {
      const refused = await fromBrowser(PUSH_SUBSCRIBE, {
        s: { ...subscribed.subscription, endpoint: 'nope' },
      });
      expect(refused.errors?.[0]?.extensions?.code).toBe('VALIDATION');
      // The subscription belongs to a device: without `device-tokens` there is none to store it on.
      const nameless = await gql(PUSH_SUBSCRIBE, { s: subscribed.subscription }, carol);
      expect(nameless.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
      const stored = await fromBrowser(PUSH_SUBSCRIBE, { s: subscribed.subscription });
      expect(stored.data).toEqual({ notificationPushSubscribe: true });
      expect(await pushOf(carol.userId)).toEqual(subscribed.subscription);

      await notifyCarol();
      const push = await until(async () => service.received[0]);
      expect(push.method).toBe('POST');
      expect(push.headers.ttl).toBe(String(24 * 60 * 60));
      expect(push.headers['content-encoding']).toBe('aes128gcm');
      expect(push.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
      const key = await gql<{ notificationPushPublicKey: string }>(
        '{ notificationPushPublicKey }',
        {},
      );
      expect(push.headers.authorization).toContain(`k=${key.data?.notificationPushPublicKey}`);
      // Encrypted: the title is not readable in the body, only by the browser, in its language.
      expect(push.body.toString('latin1')).not.toContain('facility');
      expect(subscribed.read(push.body)).toMatchObject({
        type: 'propertyPending',
        language: 'ar',
        title: expect.stringMatching(/[\u0600-\u06ff]/),
      });
      await settled();
      expect(service.received).toHaveLength(1);
    });

    it('forgets the device’s subscription when the push service answers 410 Gone', async () => {
      service.answers.set('/push/abc', 410);
      service.received.length = 0;
      await notifyCarol();
      await until(async () => service.received[0]);
      await until(async () => (await pushOf(carol.userId)) === null);

      // No subscription, no push.
      service.received.length = 0;
      await notifyCarol();
      await settled();
      expect(service.received).toHaveLength(0);
    });
  });
});

describe('web push in production', () => {
  let server: TestServer;
  let user: User;
  const subscription = (endpoint: string) => ({
    endpoint,
    expirationTime: null,
    keys: { p256dh: 'BPp256dh', auth: 'authsecret' },
  });
  let ip = 0;
  const gql = <T>(query: string, variables: Record<string, unknown>, signedIn?: User) =>
    server.graphql<T>(query, variables, {
      ...(signedIn ? { cookie: signedIn.cookie } : {}),
      headers: { 'x-forwarded-for': `10.3.0.${++ip}`, 'device-tokens': 'web=prod-browser-1' },
    });

  beforeAll(async () => {
    // No VAPID keys configured: push is off rather than signed with a per-process pair.
    server = await startTestServer({ NODE_ENV: 'production', AUTH_SECRET: 'p'.repeat(40) });
    user = await server.signIn();
  });
  afterAll(() => server.close());

  it('reports push unavailable without configured keys, and makes no sender', async () => {
    const key = await gql<{ notificationPushPublicKey: string | null }>(
      '{ notificationPushPublicKey }',
      {},
    );
    expect(key.data).toEqual({ notificationPushPublicKey: null });
    expect(notificationsRuntime(server.app.platform)).toMatchObject({ vapid: null, push: null });
    const refused = await gql(
      PUSH_SUBSCRIBE,
      { s: subscription('https://fcm.googleapis.com/fcm/send/abc:APA91b') },
      user,
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
  });

  it('accepts only the browsers’ push services as endpoints', async () => {
    for (const endpoint of [
      'http://127.0.0.1:9/push/abc',
      'https://127.0.0.1/push/abc',
      'https://metadata.internal.example/push',
    ]) {
      const refused = await gql(PUSH_SUBSCRIBE, { s: subscription(endpoint) }, user);
      expect(refused.errors?.[0]?.extensions, endpoint).toMatchObject({
        code: 'VALIDATION',
        fieldErrors: [{ path: 'endpoint', message: 'invalidPushSubscription' }],
      });
    }
    const stored = await server.app.platform.database.db
      .select({ subscription: device.pushSubscription })
      .from(device)
      .where(eq(device.userId, user.userId));
    expect(stored.every((row) => row.subscription === null)).toBe(true);
  });
});
