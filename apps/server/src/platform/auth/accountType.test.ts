import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/support/server';
import { user } from './auth.tables';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const ME = 'query { authMe { id accountType } }';
const PASSWORD = 'secret-pass-1';

/** A native client: JSON, no browser headers, its own `account-type`. */
const signIn = (email: string, headers: Record<string, string>) =>
  fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email, password: PASSWORD }),
  });

const graphql = async (headers: Record<string, string>) => {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: ME }),
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      data?: { authMe: { id: string; accountType: string } };
      errors?: { message: string; extensions?: { code?: string } }[];
    },
  };
};

async function pharmacyAccount() {
  const account = await server.signIn();
  await server.app.platform.database.db
    .update(user)
    .set({ accountType: 'pharmacy' })
    .where(eq(user.id, account.userId));
  return account;
}

describe('account-type (SPEC §6, §7; ADR 0019)', () => {
  it('signs a pharmacy account in only from an app that serves pharmacies', async () => {
    const pharmacy = await pharmacyAccount();
    const web = await signIn(pharmacy.email, {});
    expect(web.status).toBe(401);
    expect(await web.json()).toMatchObject({ code: 'auth/user-not-found' });
    expect((await signIn(pharmacy.email, { 'account-type': 'client' })).status).toBe(401);

    const app = await signIn(pharmacy.email, { 'account-type': 'pharmacy' });
    expect(app.status).toBe(200);
    const token = app.headers.get('set-auth-token');
    expect(token).toBeTruthy();
    const bearer = { authorization: `Bearer ${token}` };
    const me = await graphql({ ...bearer, 'account-type': 'pharmacy' });
    expect(me.body.data?.authMe).toEqual({ id: pharmacy.userId, accountType: 'pharmacy' });
    // The same session, presented by the web app, is nobody's.
    for (const headers of [bearer, { ...bearer, 'account-type': 'client' }])
      expect((await graphql(headers)).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('keeps client accounts out of an app that serves pharmacies', async () => {
    const client = await server.signIn();
    const refused = await signIn(client.email, { 'account-type': 'pharmacy' });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: 'auth/user-not-found' });
    const me = await graphql({ cookie: client.cookie, 'account-type': 'client' });
    expect(me.body.data?.authMe.accountType).toBe('client');
    const asPharmacy = await graphql({ cookie: client.cookie, 'account-type': 'pharmacy' });
    expect(asPharmacy.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a malformed client header with 400, in the caller’s language', async () => {
    const client = await server.signIn();
    const malformed: Record<string, string>[] = [
      { 'account-type': 'admin' },
      { 'device-tokens': 'pager=12345678' },
      { 'offer-subscribed': 'maybe' },
    ];
    for (const headers of malformed) {
      const english = await graphql({ cookie: client.cookie, ...headers });
      expect(english.status).toBe(400);
      expect(english.body.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
      expect(english.body.errors?.[0]?.message).toMatch(/header/);
      const arabic = await graphql({ cookie: client.cookie, 'accept-language': 'ar', ...headers });
      expect(arabic.status).toBe(400);
      expect(arabic.body.errors?.[0]?.message).not.toMatch(/[A-Za-z]/);
      const auth = await signIn(client.email, headers);
      expect(auth.status).toBe(400);
      expect(await auth.json()).toMatchObject({ code: 'BAD_REQUEST' });
    }
  });
});
