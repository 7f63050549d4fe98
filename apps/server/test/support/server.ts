import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { TERMS_ACCEPTED_FIELD } from '@dawa/shared/legal';
import type { Role } from '@dawa/shared/roles';
import { pino } from 'pino';
import { createApp, type App } from '../../src/app';
import { userRole } from '../../src/platform/auth/roles.tables';
import { loadConfig } from '../../src/platform/config/config';
import { createPostgresDatabase, dropPostgresDatabase } from './database';

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: {
    message: string;
    extensions?: { code?: string; fieldErrors?: { path: string; message: string }[] };
  }[];
}

export interface TestServer {
  app: App;
  url: string;
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: { cookie?: string; headers?: Record<string, string> },
  ): Promise<GraphQLResponse<T>>;
  /** Signs up a fresh user (optionally with admin roles) and returns its session cookie. */
  signIn(options?: {
    roles?: Role[];
    email?: string;
    /** Signs up from this address (`X-Forwarded-For`, with `TRUST_PROXY`): sign-ups are limited per address. */
    ip?: string;
  }): Promise<{ cookie: string; userId: string; email: string }>;
  close(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The real server, in this process, on in-memory PGlite (or a fresh PostgreSQL database and
 * Redis when DATABASE_URL / REDIS_URL are set), listening on a free port.
 */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const serverUrl = process.env.DATABASE_URL;
  const databaseUrl = serverUrl ? await createPostgresDatabase(serverUrl) : 'pglite:memory';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dawa-test-'));
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    // The address tests call, so mail links and better-auth's trusted origin match it.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    BUS_NAMESPACE: `test-${randomBytes(4).toString('hex')}`,
    LOG_LEVEL: 'silent',
    ...env,
  });
  const app = await createApp(config, pino({ level: 'silent' }));
  await app.http.listen({ port, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${port}`;

  const graphql: TestServer['graphql'] = async (query, variables, options = {}) => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...options.headers,
      },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, ...((await response.json()) as object) };
  };

  return {
    app,
    url,
    graphql,
    async signIn(options = {}) {
      const email = options.email ?? `user-${randomBytes(5).toString('hex')}@example.com`;
      const response = await fetch(`${url}/api/auth/sign-up/email`, {
        method: 'POST',
        // As a browser would: better-auth checks the origin of fetch-style requests.
        headers: {
          'content-type': 'application/json',
          origin: url,
          ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
        },
        body: JSON.stringify({
          email,
          password: 'secret-pass-1',
          name: 'Test User',
          [TERMS_ACCEPTED_FIELD]: true,
        }),
      });
      if (!response.ok)
        throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
      const body = (await response.json()) as { user: { id: string } };
      const cookie = sessionCookie(response);
      for (const role of options.roles ?? []) {
        await app.platform.database.db.insert(userRole).values({ userId: body.user.id, role });
      }
      return { cookie, userId: body.user.id, email };
    },
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (serverUrl) await dropPostgresDatabase(serverUrl, databaseUrl);
    },
  };
}

/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie header. */
export function sessionCookie(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
