import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/support/server';
import { statementCount } from '../db/db';
import { session, user } from './auth.tables';
import { resolveViewer } from './viewer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const cookieHeaders = (cookie: string) => new Headers({ cookie });
const viewerOf = (headers: Headers) => resolveViewer(server.app.platform, headers);

/** What better-auth itself says of the same credentials: the reference for the fast path. */
async function betterAuthUserId(headers: Headers): Promise<string | null> {
  const answer = await server.app.platform.auth.api.getSession({ headers });
  return answer?.user.id ?? null;
}

/** The session's token, as better-auth's bearer plugin hands it out (`set-auth-token`). */
async function signedBearer(email: string): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'secret-pass-1' }),
  });
  const token = response.headers.get('set-auth-token');
  if (!token) throw new Error(`no token: ${response.status}`);
  return token;
}

async function sessionOf(userId: string) {
  const [row] = await server.app.platform.database.db
    .select()
    .from(session)
    .where(eq(session.userId, userId));
  if (!row) throw new Error('no session');
  return row;
}

describe('resolveViewer', () => {
  it('reads a signed-in user and their roles in one statement, as better-auth would', async () => {
    const admin = await server.signIn({ roles: ['editor', 'viewer'] });
    const headers = cookieHeaders(admin.cookie);
    const before = statementCount();
    const viewer = await viewerOf(headers);
    expect(statementCount() - before).toBe(1);
    expect(viewer?.id).toBe(admin.userId);
    expect([...(viewer?.roles ?? [])].sort()).toEqual(['editor', 'viewer']);
    expect(await betterAuthUserId(headers)).toBe(admin.userId);
  });

  it('costs nothing without credentials', async () => {
    const before = statementCount();
    expect(await viewerOf(new Headers())).toBeNull();
    expect(statementCount() - before).toBe(0);
  });

  it('refuses a cookie whose signature is not the server’s', async () => {
    const signedIn = await server.signIn();
    const { token } = await sessionOf(signedIn.userId);
    const forged = cookieHeaders(`dawa.session_token=${token}.${'A'.repeat(43)}=`);
    const unsigned = cookieHeaders(`dawa.session_token=${token}`);
    for (const headers of [forged, unsigned]) {
      expect(await viewerOf(headers)).toBeNull();
      expect(await betterAuthUserId(headers)).toBeNull();
    }
  });

  it('reads bearer tokens signed (encoded or not) and bare, and ignores a forged one', async () => {
    const signedIn = await server.signIn();
    const signed = await signedBearer(signedIn.email);
    const { token } = await sessionOf(signedIn.userId);
    for (const value of [signed, encodeURIComponent(decodeURIComponent(signed)), token]) {
      const headers = new Headers({ authorization: `Bearer ${value}` });
      expect(await viewerOf(headers)).toMatchObject({ id: signedIn.userId });
      expect(await betterAuthUserId(headers)).toBe(signedIn.userId);
    }
    const forged = new Headers({ authorization: `Bearer ${token}.${'A'.repeat(43)}` });
    expect(await viewerOf(forged)).toBeNull();
    expect(await betterAuthUserId(forged)).toBeNull();
  });

  it('refuses at once a session signed out, an account disabled, a session expired', async () => {
    const signedOut = await server.signIn();
    expect(await viewerOf(cookieHeaders(signedOut.cookie))).not.toBeNull();
    const response = await fetch(`${server.url}/api/auth/sign-out`, {
      method: 'POST',
      headers: { cookie: signedOut.cookie, origin: server.url },
    });
    expect(response.status).toBe(200);
    expect(await viewerOf(cookieHeaders(signedOut.cookie))).toBeNull();

    const { db } = server.app.platform.database;
    const disabled = await server.signIn();
    await db.update(user).set({ disabled: true }).where(eq(user.id, disabled.userId));
    expect(await viewerOf(cookieHeaders(disabled.cookie))).toBeNull();

    const expired = await server.signIn();
    await db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, expired.userId));
    expect(await viewerOf(cookieHeaders(expired.cookie))).toBeNull();
    expect(await betterAuthUserId(cookieHeaders(expired.cookie))).toBeNull();
  });

  it('leaves the sliding expiry to better-auth once a day has passed', async () => {
    const signedIn = await server.signIn();
    const { db } = server.app.platform.database;
    // Issued six and a half days ago: due for better-auth's daily refresh of its 7 days.
    const halfDayLeft = new Date(Date.now() + 12 * 60 * 60 * 1000);
    await db
      .update(session)
      .set({ expiresAt: halfDayLeft })
      .where(eq(session.userId, signedIn.userId));
    expect(await viewerOf(cookieHeaders(signedIn.cookie))).toMatchObject({ id: signedIn.userId });
    await expect
      .poll(async () => (await sessionOf(signedIn.userId)).expiresAt.getTime())
      .toBeGreaterThan(Date.now() + 6 * 24 * 60 * 60 * 1000);
  });
});
