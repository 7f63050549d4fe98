import { randomUUID } from 'node:crypto';
import { ERROR_MESSAGES } from '@dawa/shared/errors';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/support/server';
import {
  browserSubscription,
  startPushService,
  type PushService,
} from '../../../test/support/webPush';
import { statementCount } from '../../platform/db/db';
import { event } from '../../platform/events/event.tables';
import { notificationsRuntime } from '../notifications/notifications.consumer';
import { deviceNameOf } from './devices';
import { device } from './devices.tables';

const DEVICES = `{ devices { id platform browser system language offerSubscribed push current
  createdAt lastSeenAt } }`;
const REMOVE = `mutation($id: ID!) { deviceRemove(id: $id) { id platform current } }`;
const PUSH_SUBSCRIBE = `mutation($s: PushSubscriptionInput!) {
  notificationPushSubscribe(subscription: $s) }`;
const PUSH_UNSUBSCRIBE = `mutation { notificationPushUnsubscribe }`;
const NOTIFY = `mutation($data: NotificationInput!) { notificationCreate(data: $data) }`;

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/131.0.0.0 Mobile Safari/537.36';
const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

interface DeviceView {
  id: string;
  platform: string;
  browser: string | null;
  system: string | null;
  language: string;
  offerSubscribed: boolean;
  push: boolean;
  current: boolean;
  createdAt: string;
  lastSeenAt: string;
}

/** A device as a client names it: its SPEC §7 headers. */
interface Caller {
  token: string;
  language?: string;
  offers?: boolean;
  userAgent?: string;
}

interface User {
  cookie: string;
  userId: string;
  email: string;
}

describe('devices', () => {
  let server: TestServer;
  let alice: User;
  let bob: User;
  let admin: User;

  const headersOf = (caller?: Caller): Record<string, string> =>
    caller
      ? {
          'device-tokens': caller.token,
          'accept-language': caller.language ?? 'en',
          ...(caller.offers === undefined ? {} : { 'offer-subscribed': String(caller.offers) }),
          ...(caller.userAgent ? { 'user-agent': caller.userAgent } : {}),
        }
      : {};
  const call = <T>(user: User | null, query: string, variables = {}, caller?: Caller) =>
    server.graphql<T>(query, variables, {
      ...(user ? { cookie: user.cookie } : {}),
      headers: headersOf(caller),
    });
  const devicesOf = async (user: User, caller?: Caller) => {
    const answer = await call<{ devices: DeviceView[] }>(user, DEVICES, {}, caller);
    expect(answer.errors).toBeUndefined();
    return answer.data?.devices ?? [];
  };
  const web = (extra: Omit<Caller, 'token'> = {}): Caller => ({
    token: `web=${randomUUID()}`,
    ...extra,
  });

  beforeAll(async () => {
    server = await startTestServer();
    [alice, bob, admin] = [
      await server.signIn(),
      await server.signIn(),
      await server.signIn({ roles: ['editor'] }),
    ];
  });
  afterAll(() => server?.close());

  it('records the browser a signed-in request names, and follows its language and wish', async () => {
    const phone = web({ language: 'ar', offers: true, userAgent: CHROME_ANDROID });
    const [listed] = await devicesOf(alice, phone);
    expect(listed).toMatchObject({
      platform: 'web',
      browser: 'chrome',
      system: 'android',
      language: 'ar',
      offerSubscribed: true,
      push: false,
      current: true,
    });
    // A value that changes is written at once, whatever the hour.
    await devicesOf(alice, { ...phone, language: 'en', offers: false });
    // An absent offer-subscribed says nothing: the last wish stands.
    expect(await devicesOf(alice, { ...phone, offers: undefined })).toEqual([
      expect.objectContaining({ id: listed?.id, language: 'ar', offerSubscribed: false }),
    ]);
    // Without the header no device is current; SPEC §3 deviceTokens lists it with its language.
    expect((await devicesOf(alice)).map((entry) => entry.current)).toEqual([false]);
    const me = await call<{ authMe: { deviceTokens: unknown[] } }>(
      alice,
      '{ authMe { deviceTokens { platform token language } } }',
    );
    expect(me.data?.authMe.deviceTokens).toEqual([
      { platform: 'web', token: phone.token.slice(4), language: 'ar' },
    ]);
  });

  it('records an app named by its FCM token, signed in with a bearer token', async () => {
    const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: bob.email, password: 'secret-pass-1' }),
    });
    const bearer = signIn.headers.get('set-auth-token');
    expect(bearer).toBeTruthy();
    const token = `cXk1:APA91b${randomUUID().replaceAll('-', '')}`;
    const answer = await server.graphql<{ devices: DeviceView[] }>(
      DEVICES,
      {},
      {
        headers: {
          authorization: `Bearer ${bearer}`,
          'device-tokens': `fcm=${token}`,
          'accept-language': 'ar',
          'user-agent': 'Dawa/2.1 (Android 14; okhttp/4.12.0)',
        },
      },
    );
    expect(answer.data?.devices).toEqual([
      expect.objectContaining({
        platform: 'fcm',
        browser: null,
        system: 'android',
        language: 'ar',
        current: true,
      }),
    ]);
    const [row] = await server.app.platform.database.db
      .select()
      .from(device)
      .where(eq(device.userId, bob.userId));
    expect(row).toMatchObject({ token, userAgent: 'Dawa/2.1 (Android 14; okhttp/4.12.0)' });
  });

  it('keeps devices in their table alone: the user row no longer has device_tokens', async () => {
    const columns = (await server.app.platform.database.db.execute(
      sql`select column_name from information_schema.columns
          where table_name = 'user' and column_name = 'device_tokens'`,
    )) as unknown as { rows: unknown[] };
    expect(columns.rows).toEqual([]);
  });

  it('records nothing for a signed-out request or one that names no device', async () => {
    const caller = web();
    await call(null, '{ notificationPushPublicKey }', {}, caller);
    await call(admin, '{ notificationPushPublicKey }', {}, { ...caller, token: 'web' });
    const rows = await server.app.platform.database.db
      .select()
      .from(device)
      .where(eq(device.token, caller.token.slice(4)));
    expect(rows).toEqual([]);
    expect(await devicesOf(admin)).toEqual([]);
  });

  it('removes one’s own device, never another user’s, with an audit event', async () => {
    const user = await server.signIn();
    const laptop = web({ userAgent: FIREFOX_WINDOWS });
    const phone = web({ userAgent: CHROME_ANDROID });
    await devicesOf(user, phone);
    const listed = await devicesOf(user, laptop);
    expect(listed.map((entry) => [entry.browser, entry.system, entry.current])).toEqual([
      ['firefox', 'windows', true],
      ['chrome', 'android', false],
    ]);
    const phoneId = listed[1]?.id as string;

    // Bob neither sees nor removes it: the same answer as for no device at all.
    expect((await devicesOf(bob)).map((entry) => entry.id)).not.toContain(phoneId);
    for (const id of [phoneId, randomUUID(), 'not-an-id']) {
      const refused = await call(bob, REMOVE, { id });
      expect(refused.errors?.[0]?.extensions?.code, id).toBe('NOT_FOUND');
    }
    const signedOut = await call(null, REMOVE, { id: phoneId });
    expect(signedOut.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const removed = await call<{ deviceRemove: { id: string; current: boolean } }>(
      user,
      REMOVE,
      { id: phoneId },
      laptop,
    );
    expect(removed.data?.deviceRemove).toEqual({ id: phoneId, platform: 'web', current: false });
    expect((await devicesOf(user, laptop)).map((entry) => entry.id)).toEqual([listed[0]?.id]);
    const [audited] = await server.app.platform.database.db
      .select()
      .from(event)
      .where(and(eq(event.entityId, phoneId), eq(event.action, 'remove')));
    expect(audited).toMatchObject({ entity: 'device', actorId: user.userId });

    // Still used, the phone is recorded again at its next request (every process forgets it).
    await expect.poll(async () => (await devicesOf(user, phone)).length, { timeout: 3000 }).toBe(2);
  });

  it('refuses a malformed device-tokens or offer-subscribed header: 400, in the caller’s language', async () => {
    for (const [name, value] of [
      ['device-tokens', 'web=not a token'],
      ['device-tokens', 'pager=12345678'],
      ['offer-subscribed', 'maybe'],
    ] as const) {
      for (const language of ['en', 'ar'] as const) {
        const response = await fetch(`${server.url}/graphql`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            cookie: alice.cookie,
            'accept-language': language,
            [name]: value,
          },
          body: JSON.stringify({ query: DEVICES }),
        });
        expect(response.status, `${name}: ${value}`).toBe(400);
        const body = (await response.json()) as {
          errors: { message: string; extensions: { code: string } }[];
        };
        expect(body.errors[0]?.extensions.code).toBe('BAD_REQUEST');
        if (language === 'ar') expect(body.errors[0]?.message).toBe(ERROR_MESSAGES.ar.BAD_REQUEST);
        else expect(body.errors[0]?.message).toMatch(/device-tokens/);
      }
    }
  });

  it('keeps a signed-in read at one statement once its device is recorded', async () => {
    const caller = web({ userAgent: CHROME_ANDROID });
    const read = '{ notificationPushPublicKey }';
    await call(alice, read, {}, caller);
    // The fewest of a few tries: the process's timers (outbox, catch-up) also run statements.
    const cost = async (named?: Caller) => {
      let fewest = Infinity;
      for (let attempt = 0; attempt < 3; attempt++) {
        const before = statementCount();
        const answer = await call(alice, read, {}, named);
        expect(answer.errors).toBeUndefined();
        fewest = Math.min(fewest, statementCount() - before);
      }
      return fewest;
    };
    expect(await cost(caller)).toBe(1);
    expect(await cost()).toBe(1);
  });

  describe('push', () => {
    let service: PushService;
    const notify = async (type: string, ...users: User[]) => {
      const created = await call(admin, NOTIFY, {
        data: { type, userIds: users.map((user) => user.userId) },
      });
      expect(created.data).toEqual({ notificationCreate: users.length });
    };
    /** The pushes since the last call, by path, once `count` arrived and the rest settled. */
    const pushes = async (count: number) => {
      await expect
        .poll(() => service.received.length, { timeout: 5000 })
        .toBeGreaterThanOrEqual(count);
      await notificationsRuntime(server.app.platform)?.settled();
      return service.received.splice(0).sort((a, b) => a.path.localeCompare(b.path));
    };
    const pushed = async (count: number) => (await pushes(count)).map((push) => push.path);

    beforeAll(async () => {
      service = await startPushService();
    });
    afterAll(() => service.close());

    it('pushes to every subscribed device in its own language; offers only where wanted', async () => {
      const user = await server.signIn();
      const arabic = {
        caller: web({ language: 'ar' }),
        browser: browserSubscription(service.endpoint('/ar')),
      };
      const english = {
        caller: web({ language: 'en', offers: false }),
        browser: browserSubscription(service.endpoint('/en')),
      };
      for (const { caller, browser } of [arabic, english]) {
        const stored = await call(user, PUSH_SUBSCRIBE, { s: browser.subscription }, caller);
        expect(stored.data).toEqual({ notificationPushSubscribe: true });
      }
      await devicesOf(user, web());
      expect((await devicesOf(user)).map((entry) => entry.push).sort()).toEqual([
        false,
        true,
        true,
      ]);

      await notify('prescriptionAccepted', user);
      const [toArabic, toEnglish] = await pushes(2);
      expect([toArabic?.path, toEnglish?.path]).toEqual(['/ar', '/en']);
      expect(arabic.browser.read(toArabic?.body ?? Buffer.alloc(0))).toMatchObject({
        type: 'prescriptionAccepted',
        language: 'ar',
        title: expect.stringMatching(/[\u0600-\u06ff]/),
      });
      expect(english.browser.read(toEnglish?.body ?? Buffer.alloc(0))).toMatchObject({
        type: 'prescriptionAccepted',
        language: 'en',
        title: expect.stringMatching(/^[\x20-\x7e]+$/),
      });

      // `offer-subscribed: false` on the English device: the offer reaches the Arabic one only.
      await notify('offer', user);
      expect(await pushed(1)).toEqual(['/ar']);

      // Push off on the Arabic device: the English one still gets its pushes.
      const off = await call(user, PUSH_UNSUBSCRIBE, {}, arabic.caller);
      expect(off.data).toEqual({ notificationPushUnsubscribe: true });
      await notify('prescriptionAccepted', user);
      expect(await pushed(1)).toEqual(['/en']);
    });

    it('needs the device to subscribe, and gives a browser’s endpoint to its last account', async () => {
      const browser = browserSubscription(service.endpoint('/shared'));
      const nameless = await call(alice, PUSH_SUBSCRIBE, { s: browser.subscription });
      expect(nameless.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
      const offNameless = await call(alice, PUSH_UNSUBSCRIBE);
      expect(offNameless.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');

      // One browser (one device id): Alice signed in first, then Bob.
      const shared = web();
      for (const user of [alice, bob])
        await call(user, PUSH_SUBSCRIBE, { s: browser.subscription }, shared);
      const pushOn = async (user: User) =>
        (await devicesOf(user, shared)).find((entry) => entry.current)?.push;
      expect(await pushOn(alice)).toBe(false);
      expect(await pushOn(bob)).toBe(true);
      // Both are notified: the browser shows Bob's notification only.
      await notify('prescriptionAccepted', alice, bob);
      expect(await pushed(1)).toEqual(['/shared']);
    });

    it('forgets only the device whose push service answers 410 Gone', async () => {
      const user = await server.signIn();
      const gone = { caller: web(), browser: browserSubscription(service.endpoint('/gone')) };
      const kept = { caller: web(), browser: browserSubscription(service.endpoint('/kept')) };
      for (const { caller, browser } of [gone, kept])
        await call(user, PUSH_SUBSCRIBE, { s: browser.subscription }, caller);
      service.answers.set('/gone', 410);
      await notify('jobAccepted', user);
      expect(await pushed(2)).toEqual(['/gone', '/kept']);
      await expect
        .poll(async () => (await devicesOf(user)).filter((entry) => entry.push).length)
        .toBe(1);
      await notify('jobAccepted', user);
      expect(await pushed(1)).toEqual(['/kept']);
    });
  });
});

describe('device names', () => {
  it('reads browser and system from the User-Agent', () => {
    const cases: [string, string, ReturnType<typeof deviceNameOf>][] = [
      ['web', CHROME_ANDROID, { browser: 'chrome', system: 'android' }],
      ['web', FIREFOX_WINDOWS, { browser: 'firefox', system: 'windows' }],
      [
        'web',
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 ' +
          '(KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
        { browser: 'safari', system: 'ios' },
      ],
      [
        'web',
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like ' +
          'Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
        { browser: 'edge', system: 'macOs' },
      ],
      [
        'web',
        'Mozilla/5.0 (Linux; Android 14; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) ' +
          'SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
        { browser: 'samsungInternet', system: 'android' },
      ],
      [
        'web',
        'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) ' +
          'Chrome/131.0.0.0 Safari/537.36 OPR/115.0.0.0',
        { browser: 'opera', system: 'chromeOs' },
      ],
      [
        'web',
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) ' +
          'HeadlessChrome/131.0.0.0 Safari/537.36',
        { browser: 'chrome', system: 'linux' },
      ],
      ['web', 'curl/8.5.0', { browser: null, system: null }],
      ['apns', 'Dawa/2.1 CFNetwork/1568 Darwin/24.0.0', { browser: null, system: 'ios' }],
      ['fcm', 'okhttp/4.12.0', { browser: null, system: null }],
    ];
    for (const [platform, userAgent, name] of cases)
      expect(deviceNameOf(platform as 'web', userAgent), userAgent).toEqual(name);
  });
});
