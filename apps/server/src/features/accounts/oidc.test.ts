import type { Server } from 'node:http';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startTestServer, type TestServer } from '../../../test/support/server';

const ME = `query { authMe { email emailVerified fullName firstName lastName avatar phoneNumber accountType } }`;

const CLAIMS = {
  sub: 'oidc-user-1',
  email: 'salma.oidc@example.com',
  email_verified: true,
  given_name: 'Salma',
  family_name: 'Nabil',
  name: 'S. N.',
  picture: 'https://cdn.example.com/salma.png',
  phone_number: '+201012345670',
  phone_number_verified: true,
};

/** Cookies per origin, as a browser would keep them (oidc-provider's and ours). */
class CookieJar {
  private readonly jars = new Map<string, Map<string, string>>();
  header(url: URL): string {
    return [...(this.jars.get(url.origin) ?? new Map<string, string>()).entries()]
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
  }
  store(url: URL, response: Response): void {
    const jar = this.jars.get(url.origin) ?? new Map<string, string>();
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const index = pair.indexOf('=');
      jar.set(pair.slice(0, index), pair.slice(index + 1));
    }
    this.jars.set(url.origin, jar);
  }
}

describe('OIDC sign-in', () => {
  let server: TestServer;
  let issuerServer: Server;
  let issuer: string;

  beforeAll(async () => {
    const issuerPort = await freePort();
    issuer = `http://127.0.0.1:${issuerPort}`;
    server = await startTestServer({
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: 'dawa',
      OIDC_CLIENT_SECRET: 'dawa-test-secret',
    });
    const provider = new Provider(issuer, {
      clients: [
        {
          client_id: 'dawa',
          client_secret: 'dawa-test-secret',
          redirect_uris: [`${server.url}/api/auth/callback/oidc`],
          token_endpoint_auth_method: 'client_secret_post',
        },
      ],
      claims: {
        openid: ['sub'],
        email: ['email', 'email_verified'],
        profile: ['name', 'given_name', 'family_name', 'picture'],
        phone: ['phone_number', 'phone_number_verified'],
      },
      findAccount: async (_context, sub) =>
        sub === CLAIMS.sub ? { accountId: sub, claims: async () => CLAIMS } : undefined,
      features: { devInteractions: { enabled: true } },
      cookies: { keys: ['oidc-test-cookie-key'] },
    });
    issuerServer = provider.listen(issuerPort, '127.0.0.1');
  });
  afterAll(async () => {
    await new Promise((resolve) => issuerServer.close(resolve));
    await server.close();
  });

  it('lists the provider, and requires sign-in before it is used', async () => {
    const response = await server.graphql('{ authProviders }');
    expect(response.data).toEqual({ authProviders: ['oidc'] });
    const me = await server.graphql(ME);
    expect(me.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('signs a new user in through the provider and fills the profile from it', async () => {
    const jar = new CookieJar();
    const request = async (url: URL, init: RequestInit = {}) => {
      const response = await fetch(url, {
        ...init,
        redirect: 'manual',
        headers: { ...(init.headers as Record<string, string>), cookie: jar.header(url) },
      });
      jar.store(url, response);
      return response;
    };

    const start = await request(new URL('/api/auth/sign-in/social', server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ provider: 'oidc', callbackURL: '/en' }),
    });
    expect(start.status).toBe(200);
    let next = new URL(((await start.json()) as { url: string }).url);
    expect(next.origin).toBe(issuer);

    // Follow redirects like a browser, answering the provider's login and consent pages.
    let landed: Response | undefined;
    for (let step = 0; step < 15 && !landed; step++) {
      let response = await request(next);
      if (response.status === 200 && next.pathname.startsWith('/interaction/')) {
        const page = await response.text();
        const form: Record<string, string> = page.includes('name="login"')
          ? { prompt: 'login', login: CLAIMS.sub, password: 'any' }
          : { prompt: 'consent' };
        response = await request(next, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(form).toString(),
        });
      }
      const location = response.headers.get('location');
      expect(location, `step ${step} at ${next.pathname}: ${response.status}`).toBeTruthy();
      const target = new URL(location ?? '', next);
      if (target.origin === server.url && !target.pathname.startsWith('/api/auth'))
        landed = response;
      next = target;
    }
    expect(next.pathname).toBe('/en');
    const cookie = jar.header(new URL(server.url));
    const me = await server.graphql<{ authMe: Record<string, unknown> }>(ME, {}, { cookie });
    expect(me.data?.authMe).toEqual({
      email: CLAIMS.email,
      emailVerified: true,
      fullName: 'Salma Nabil',
      firstName: 'Salma',
      lastName: 'Nabil',
      avatar: CLAIMS.picture,
      phoneNumber: null,
      accountType: 'client',
    });
  });
});
