import { request, type IncomingMessage } from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server';

/**
 * The API as a phone app uses it (issue #20 §2, docs/api.md): plain `node:http`, no browser
 * headers at all (no Origin, no Sec-Fetch-*), a bearer token, and optionally a cookie jar, as
 * iOS URLSession and OkHttp keep one by default.
 */

interface Answer {
  status: number;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

function call(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string | Buffer,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(`${server.url}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** A client of the API: its credentials, and a cookie jar when it keeps cookies. */
class MobileClient {
  token = '';
  cookies = new Map<string, string>();
  constructor(private readonly keepsCookies: boolean) {}

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return {
      'accept-language': 'ar',
      ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      ...(this.keepsCookies && cookie ? { cookie } : {}),
      ...extra,
    };
  }

  private keep(answer: Answer): Answer {
    for (const line of answer.headers['set-cookie'] ?? []) {
      const [pair] = line.split(';');
      const [name, value = ''] = (pair ?? '').split('=');
      if (!name) continue;
      if (/max-age=0/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return answer;
  }

  async signIn(email: string, password: string): Promise<Answer> {
    const answer = this.keep(
      await call(
        'POST',
        '/api/auth/sign-in/email',
        this.headers({ 'content-type': 'application/json' }),
        JSON.stringify({ email, password }),
      ),
    );
    this.token = String(answer.headers['set-auth-token'] ?? '');
    return answer;
  }

  async graphql<T>(query: string, variables: Record<string, unknown> = {}) {
    const answer = await call(
      'POST',
      '/graphql',
      this.headers({ 'content-type': 'application/json' }),
      JSON.stringify({ query, variables }),
    );
    return JSON.parse(answer.body) as {
      data?: T | null;
      errors?: { message: string; extensions?: { code?: string } }[];
    };
  }

  async upload(image: Buffer, purpose: string) {
    const answer = await call(
      'POST',
      `/api/uploads?purpose=${purpose}`,
      this.headers({ 'x-file-name': 'case.jpg' }),
      image,
    );
    return { status: answer.status, body: JSON.parse(answer.body) as { id: string } };
  }

  /** A live subscription: its messages as they come, and how it ended. */
  subscribe(query: string) {
    const messages: unknown[] = [];
    let ended: () => void = () => undefined;
    const end = new Promise<void>((resolve) => (ended = resolve));
    const outgoing = request(`${server.url}/graphql`, {
      method: 'POST',
      headers: this.headers({
        'content-type': 'application/json',
        accept: 'text/event-stream',
      }),
    });
    const opened = new Promise<void>((resolve, reject) => {
      outgoing.on('response', (response) => {
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let boundary: number;
          while ((boundary = buffer.indexOf('\n\n')) >= 0) {
            const data = buffer
              .slice(0, boundary)
              .split('\n')
              .filter((line) => line.startsWith('data:'))
              .map((line) => line.slice(5).trim())
              .join('');
            buffer = buffer.slice(boundary + 2);
            if (data) messages.push(JSON.parse(data));
          }
        });
        response.on('end', ended);
        resolve();
      });
      outgoing.on('error', reject);
    });
    outgoing.end(JSON.stringify({ query }));
    return { opened, messages, end, close: () => outgoing.destroy() };
  }

  async signOut(): Promise<Answer> {
    return this.keep(await call('POST', '/api/auth/sign-out', this.headers()));
  }
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms),
    ),
  ]);

describe.each([
  ['a phone app with a bearer token', false],
  ['a phone app that also keeps cookies', true],
])('%s', (_name, keepsCookies) => {
  it('signs in, reads, uploads a photo and posts with it, listens, and signs out', async () => {
    const { email } = await server.signIn();
    const moderator = await server.signIn({ roles: ['entityEditor'] });
    const client = new MobileClient(keepsCookies);

    const signedIn = await client.signIn(email, 'secret-pass-1');
    expect(signedIn.status).toBe(200);
    expect(client.token).not.toBe('');
    if (keepsCookies) expect(client.cookies.has('dawa.session_token')).toBe(true);

    const me = await client.graphql<{ authMe: { email: string } }>('{ authMe { email } }');
    expect(me.data?.authMe.email).toBe(email);

    const photo = await sharp({
      create: { width: 48, height: 48, channels: 3, background: '#5a8' },
    })
      .jpeg()
      .toBuffer();
    const uploaded = await client.upload(photo, 'prescription');
    expect(uploaded.status).toBe(201);
    const created = await client.graphql<{ prescriptionCreate: { id: string } }>(
      'mutation($data: PrescriptionInput!) { prescriptionCreate(data: $data) { id } }',
      {
        data: {
          title: 'From the app',
          description: 'Posted from a phone.',
          imageUploadId: uploaded.body.id,
        },
      },
    );
    expect(created.errors).toBeUndefined();

    const stream = client.subscribe('subscription { notificationReceived { type } }');
    await stream.opened;
    // The moderator accepts the post: its author hears of it on the open stream.
    const accepted = await server.graphql(
      'mutation($id: ID!) { prescriptionAccept(id: $id) { id } }',
      { id: created.data?.prescriptionCreate.id },
      { cookie: moderator.cookie },
    );
    expect(accepted.errors).toBeUndefined();
    await expect
      .poll(() => stream.messages, { timeout: 2000 })
      .toContainEqual({ data: { notificationReceived: { type: 'prescriptionAccepted' } } });

    expect((await client.signOut()).status).toBe(200);
    await within(stream.end, 1000);
    expect(stream.messages.at(-1)).toMatchObject({
      errors: [{ extensions: { code: 'UNAUTHENTICATED' } }],
    });
    const after = await client.graphql('{ authMe { email } }');
    expect(after.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
