import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/support/server';
import { user, verification } from './auth.tables';
import { AUTH_ERROR_CODES } from '@dawa/shared/authErrorCodes';
import { STORAGE_TOKEN_PATH } from './storageToken';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const TOKEN = 'query { authStorageToken }';
const ME = 'query { authMe { id } }';

async function graphql(query: string, headers: Record<string, string>) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });
  return (await response.json()) as {
    data?: { authStorageToken?: string; authMe?: { id: string } };
    errors?: { extensions?: { code?: string } }[];
  };
}

/** As the other context would: no cookie, no Origin. */
const exchange = (token: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/api/auth${STORAGE_TOKEN_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ token }),
  });

async function tokenFor(cookie: string, headers: Record<string, string> = {}): Promise<string> {
  const answer = await graphql(TOKEN, { cookie, ...headers });
  const token = answer.data?.authStorageToken;
  if (!token) throw new Error(`no token: ${JSON.stringify(answer)}`);
  return token;
}

describe('authStorageToken (SPEC §7, ADR 0019)', () => {
  it('gives another context a session of its own, once', async () => {
    const account = await server.signIn();
    const token = await tokenFor(account.cookie);
    expect(token).toMatch(/^[\w-]{43}$/);

    const exchanged = await exchange(token);
    expect(exchanged.status).toBe(200);
    const bearer = exchanged.headers.get('set-auth-token');
    expect(bearer).toBeTruthy();
    expect(exchanged.headers.getSetCookie().join(';')).toContain('dawa.session_token=');
    const other = { authorization: `Bearer ${bearer}` };
    expect((await graphql(ME, other)).data?.authMe?.id).toBe(account.userId);

    // Its own session: signing it out leaves the first one signed in.
    const signOut = await fetch(`${server.url}/api/auth/sign-out`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...other },
      body: '{}',
    });
    expect(signOut.status).toBe(200);
    expect((await graphql(ME, other)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await graphql(ME, { cookie: account.cookie })).data?.authMe?.id).toBe(account.userId);

    const again = await exchange(token);
    expect(again.status).toBe(401);
    expect(await again.json()).toMatchObject({ code: AUTH_ERROR_CODES.invalidStorageToken });
    const arabic = (await (await exchange(token, { 'accept-language': 'ar' })).json()) as {
      code: string;
      message: string;
    };
    expect(arabic.code).toBe(AUTH_ERROR_CODES.invalidStorageToken);
    expect(arabic.message).not.toMatch(/[A-Za-z]/);
  });

  it('is only for the signed in, stored as a digest, and expires', async () => {
    expect((await graphql(TOKEN, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const account = await server.signIn();
    const token = await tokenFor(account.cookie);
    const db = server.app.platform.database.db;
    const rows = await db
      .select()
      .from(verification)
      .where(like(verification.identifier, 'storage-token:%'));
    expect(rows.some((row) => row.identifier.includes(token))).toBe(false);
    await db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.value, account.userId));
    expect((await exchange(token)).status).toBe(401);
    expect((await exchange('not-a-token')).status).toBe(401);
  });

  it('keeps the sign-in rules: a disabled account or another kind of account is refused', async () => {
    const db = server.app.platform.database.db;
    const disabled = await server.signIn();
    const disabledToken = await tokenFor(disabled.cookie);
    await db.update(user).set({ disabled: true }).where(eq(user.id, disabled.userId));
    const refused = await exchange(disabledToken);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('set-auth-token')).toBeNull();

    const pharmacy = await server.signIn();
    await db.update(user).set({ accountType: 'pharmacy' }).where(eq(user.id, pharmacy.userId));
    const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'account-type': 'pharmacy' },
      body: JSON.stringify({ email: pharmacy.email, password: 'secret-pass-1' }),
    });
    const pharmacyBearer = { authorization: `Bearer ${signIn.headers.get('set-auth-token')}` };
    const first = await tokenFor('', { ...pharmacyBearer, 'account-type': 'pharmacy' });
    expect((await exchange(first)).status).toBe(401);
    const second = await tokenFor('', { ...pharmacyBearer, 'account-type': 'pharmacy' });
    expect((await exchange(second, { 'account-type': 'pharmacy' })).status).toBe(200);
  });
});
