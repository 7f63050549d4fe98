import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** What the provider says about a person: standard OpenID Connect claims. */
export type OidcClaims = Record<string, unknown> & { sub: string; email: string };

export interface LocalOidcProvider {
  issuer: string;
  /** Dawa's settings for this provider (`oidcEnv`). */
  env: Record<string, string>;
  /** The people who may sign in, by subject; the login page takes the subject as the login. */
  people: Map<string, OidcClaims>;
  /**
   * What the provider serves under `/pictures/<name>` (its users' pictures, on the issuer's
   * host): an image, or a redirect to `location`.
   */
  pictures: Map<string, { contentType: string; body: Buffer } | { location: string }>;
  pictureUrl(name: string): string;
  close(): Promise<void>;
}

const CLIENT = { id: 'dawa', secret: 'dawa-test-secret' };

/** Dawa's settings for the provider at `issuer`. */
export const oidcEnv = (issuer: string): Record<string, string> => ({
  OIDC_ISSUER: issuer,
  OIDC_CLIENT_ID: CLIENT.id,
  OIDC_CLIENT_SECRET: CLIENT.secret,
});

/**
 * A local OpenID Connect provider (oidc-provider) on 127.0.0.1 (`port` 0: any free one) with
 * one client, Dawa, that comes back to `redirectUri`. Its development login page accepts any
 * password; used by the server's API test and by the browser test in e2e/.
 */
export async function startOidcProvider({
  port = 0,
  redirectUri,
}: {
  port?: number;
  redirectUri: string;
}): Promise<LocalOidcProvider> {
  const server = createServer();
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const people = new Map<string, OidcClaims>();
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT.id,
        client_secret: CLIENT.secret,
        redirect_uris: [redirectUri],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'picture'],
      phone: ['phone_number', 'phone_number_verified'],
    },
    findAccount: async (_context, sub) => {
      const claims = people.get(sub);
      return claims && { accountId: sub, claims: async () => claims };
    },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['oidc-test-cookie-key'] },
  });
  const pictures: LocalOidcProvider['pictures'] = new Map();
  const oidcRequests = provider.callback();
  server.on('request', (request, response) => {
    if (!request.url?.startsWith('/pictures/')) return oidcRequests(request, response);
    const picture = pictures.get(request.url.slice('/pictures/'.length));
    if (!picture) return response.writeHead(404).end();
    if ('location' in picture) return response.writeHead(302, picture).end();
    response.writeHead(200, { 'content-type': picture.contentType }).end(picture.body);
  });
  return {
    issuer,
    env: oidcEnv(issuer),
    people,
    pictures,
    pictureUrl: (name) => `${issuer}/pictures/${name}`,
    async close() {
      const closed = once(server, 'close');
      server.close();
      server.closeAllConnections();
      await closed;
    },
  };
}
