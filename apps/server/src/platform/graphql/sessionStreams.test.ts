import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookie, startTestServer, type TestServer } from '../../../test/support/server';
import { STREAM_ENDED, subscribe, type Subscription } from '../../../test/support/sse';

type Message = { data?: unknown; errors?: { extensions?: { code?: string } }[] };

const RECEIVED = `subscription { notificationReceived { id } }`;
const PASSWORD = 'secret-pass-1';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** Another session of the same account: its cookie and its bearer token. */
async function signInAgain(email: string) {
  const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(response.status).toBe(200);
  return { cookie: sessionCookie(response), token: response.headers.get('set-auth-token') ?? '' };
}

const authPost = (path: string, headers: Record<string, string>, body: unknown = {}) =>
  fetch(`${server.url}/api/auth${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, ...headers },
    body: JSON.stringify(body),
  });

/** The stream's next message is UNAUTHENTICATED, within `ms`, and then it ends. */
async function expectEnded(stream: Subscription<Message>, ms = 1000) {
  const message = await stream.next(ms);
  expect(message.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  await expect(stream.next(ms)).rejects.toThrow(STREAM_ENDED);
}

/** The stream is still open: nothing arrives, and it has not ended. */
async function expectOpen(stream: Subscription<Message>) {
  await expect(stream.next(300)).rejects.toThrow('no subscription message in time');
}

describe('live streams end with their session', () => {
  it('ends the stream of a session signed out, and only that one', async () => {
    const user = await server.signIn();
    const other = await signInAgain(user.email);
    const signedOut = await subscribe<Message>(server.url, RECEIVED, { cookie: user.cookie });
    const kept = await subscribe<Message>(server.url, RECEIVED, { cookie: other.cookie });
    try {
      expect((await authPost('/sign-out', { cookie: user.cookie })).status).toBe(200);
      await expectEnded(signedOut);
      await expectOpen(kept);
    } finally {
      signedOut.close();
      kept.close();
    }
  });

  it('ends a bearer client’s stream when it signs out', async () => {
    const user = await server.signIn();
    const { token } = await signInAgain(user.email);
    const authorization = `Bearer ${token}`;
    const stream = await subscribe<Message>(server.url, RECEIVED, {
      headers: { authorization },
    });
    try {
      expect((await authPost('/sign-out', { authorization })).status).toBe(200);
      await expectEnded(stream);
    } finally {
      stream.close();
    }
  });

  it('ends the other sessions’ streams when the password changes with revocation', async () => {
    const user = await server.signIn();
    const other = await signInAgain(user.email);
    const stream = await subscribe<Message>(server.url, RECEIVED, { cookie: user.cookie });
    try {
      const changed = await authPost(
        '/change-password',
        { cookie: other.cookie },
        { currentPassword: PASSWORD, newPassword: 'another-pass-2', revokeOtherSessions: true },
      );
      expect(changed.status).toBe(200);
      await expectEnded(stream);
    } finally {
      stream.close();
    }
  });

  it('ends every stream of a user an administrator disables, and of one whose roles change', async () => {
    const admin = await server.signIn({ roles: ['owner'] });
    const disabled = await server.signIn();
    const demoted = await server.signIn({ roles: ['viewer'] });
    const streams = await Promise.all(
      [disabled, demoted].map((user) =>
        subscribe<Message>(server.url, RECEIVED, { cookie: user.cookie }),
      ),
    );
    const bystander = await subscribe<Message>(server.url, RECEIVED, { cookie: admin.cookie });
    try {
      const disabling = await server.graphql(
        `mutation($id: String!) { userDisable(userId: $id, disabled: true) { id } }`,
        { id: disabled.userId },
        { cookie: admin.cookie },
      );
      expect(disabling.errors).toBeUndefined();
      const demoting = await server.graphql(
        `mutation($id: String!) { userRolesSet(userId: $id, roles: []) { id } }`,
        { id: demoted.userId },
        { cookie: admin.cookie },
      );
      expect(demoting.errors).toBeUndefined();
      for (const stream of streams) await expectEnded(stream);
      await expectOpen(bystander);
    } finally {
      for (const stream of [...streams, bystander]) stream.close();
    }
  });
});
