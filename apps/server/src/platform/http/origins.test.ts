import { get } from 'node:http';
import { UPLOAD_PATH } from '@dawa/shared/uploads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngImage } from '../../../test/support/fixtures';
import { startTestServer, type TestServer } from '../../../test/support/server';

const FOREIGN = 'https://evil.example';
const ME = '{ authMe { email fullName } }';
const RENAME = `mutation($profile: ProfileInput!) { authUpdateProfile(profile: $profile) { fullName } }`;

type User = { cookie: string; userId: string; email: string };

describe('the session cookie from other web sites (ADR 0014)', () => {
  let server: TestServer;
  let user: User;

  beforeAll(async () => {
    server = await startTestServer({ ALLOWED_ORIGINS: 'https://admin.dawa.example' });
    user = await server.signIn();
  });
  afterAll(async () => {
    await server.close();
  });

  /** A POST to /graphql as a browser page of `origin` would send it. */
  const post = (body: unknown, headers: Record<string, string>) =>
    fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  /** The status of a GET sent with exactly these headers. */
  const rawGet = (path: string, headers: Record<string, string>) =>
    new Promise<number | undefined>((resolve, reject) => {
      get(`${server.url}${path}`, { headers }, (response) => {
        response.resume();
        resolve(response.statusCode);
      }).on('error', reject);
    });

  /** A bearer token for the user, as a mobile client signs in. */
  const bearerToken = async () => {
    const signedIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email: user.email, password: 'secret-pass-1' }),
    });
    const token = signedIn.headers.get('set-auth-token');
    if (!token) throw new Error('no bearer token');
    return token;
  };

  it('refuses reads and writes that carry the cookie from a foreign page, and changes nothing', async () => {
    const read = await post({ query: ME }, { cookie: user.cookie, origin: FOREIGN });
    expect(read.status).toBe(403);
    expect(read.headers.get('access-control-allow-credentials')).toBeNull();
    const refused = (await read.json()) as {
      data?: unknown;
      errors: { extensions: { code: string } }[];
    };
    expect(refused.data).toBeUndefined();
    expect(refused.errors[0]?.extensions.code).toBe('FORBIDDEN');
    expect(JSON.stringify(refused)).not.toContain(user.email);

    const write = await post(
      { query: RENAME, variables: { profile: { fullName: 'Renamed by a foreign page' } } },
      { cookie: user.cookie, origin: FOREIGN },
    );
    expect(write.status).toBe(403);
    // A page that hides its Origin is still a cross-site fetch to the browser.
    const hidden = await post(
      { query: RENAME, variables: { profile: { fullName: 'Renamed again' } } },
      { cookie: user.cookie, 'sec-fetch-site': 'cross-site' },
    );
    expect(hidden.status).toBe(403);
    const me = await server.graphql<{ authMe: { fullName: string } }>(ME, {}, user);
    expect(me.data?.authMe.fullName).toBe('Test User');
  });

  it('refuses a live stream, an upload and a sign-out from a foreign page', async () => {
    const stream = await fetch(
      `${server.url}/graphql?query=${encodeURIComponent('subscription { notificationChanged { unreadCount } }')}`,
      { headers: { accept: 'text/event-stream', cookie: user.cookie, origin: FOREIGN } },
    );
    expect(stream.status).toBe(403);
    await stream.body?.cancel();

    const upload = await fetch(`${server.url}${UPLOAD_PATH}?purpose=avatar`, {
      method: 'POST',
      headers: { cookie: user.cookie, origin: FOREIGN, 'x-file-name': 'avatar.png' },
      body: new Uint8Array(await pngImage(64, 64)),
    });
    expect(upload.status).toBe(403);
    expect(await upload.json()).toMatchObject({ code: 'FORBIDDEN' });

    const signOut = await fetch(`${server.url}/api/auth/sign-out`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: user.cookie, origin: FOREIGN },
      body: '{}',
    });
    expect(signOut.status).toBe(403);
    const still = await server.graphql<{ authMe: { email: string } }>(ME, {}, user);
    expect(still.data?.authMe.email).toBe(user.email);
  });

  it('answers the app’s own pages, and the allowed ones, with credentials', async () => {
    for (const origin of [server.url, 'https://admin.dawa.example']) {
      const read = await post({ query: ME }, { cookie: user.cookie, origin });
      expect(read.status).toBe(200);
      expect(read.headers.get('access-control-allow-origin')).toBe(origin);
      expect(read.headers.get('access-control-allow-credentials')).toBe('true');
      expect(await read.json()).toMatchObject({ data: { authMe: { email: user.email } } });
    }
    // A link followed from another site (a provider's redirect, a webmail's link) navigates.
    // (node:http: fetch writes its own Sec-Fetch headers.)
    const link = await rawGet(`/graphql?query=${encodeURIComponent(ME)}`, {
      cookie: user.cookie,
      accept: 'application/json',
      'sec-fetch-site': 'cross-site',
      'sec-fetch-mode': 'navigate',
    });
    expect(link).toBe(200);
    expect(
      await rawGet(`/graphql?query=${encodeURIComponent(ME)}`, {
        cookie: user.cookie,
        accept: 'application/json',
        'sec-fetch-site': 'cross-site',
        'sec-fetch-mode': 'no-cors',
      }),
    ).toBe(403);
    // A native client that keeps cookies sends no browser headers at all.
    const native = await post({ query: ME }, { cookie: user.cookie });
    expect(native.status).toBe(200);
  });

  it('lets a native client that keeps cookies sign in and out without an Origin', async () => {
    const signIn = (headers: Record<string, string>) =>
      fetch(`${server.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ email: user.email, password: 'secret-pass-1' }),
      });
    // An app whose cookie store still holds the last session (iOS URLSession, OkHttp).
    const signedIn = await signIn({ cookie: user.cookie });
    expect(signedIn.status).toBe(200);
    const session = signedIn.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    const signedOut = await fetch(`${server.url}/api/auth/sign-out`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: session },
      body: '{}',
    });
    expect(signedOut.status).toBe(200);
    const after = await server.graphql<{ authMe: unknown }>(ME, {}, { cookie: session });
    expect(after.data?.authMe ?? null).toBeNull();

    // A form on another site must not sign its visitor in, with or without a cookie.
    const forged = await signIn({ origin: FOREIGN });
    expect(forged.status).toBe(403);
    expect(forged.headers.getSetCookie()).toEqual([]);
  });

  it('lets any page call with a bearer token, which is no ambient credential', async () => {
    const token = await bearerToken();
    const read = await post({ query: ME }, { authorization: `Bearer ${token}`, origin: FOREIGN });
    expect(read.status).toBe(200);
    expect(read.headers.get('access-control-allow-origin')).toBe(FOREIGN);
    expect(read.headers.get('access-control-allow-credentials')).toBeNull();
    expect(await read.json()).toMatchObject({ data: { authMe: { email: user.email } } });

    const preflight = await fetch(`${server.url}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin: FOREIGN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
  });
});
