import type { FastifyInstance, FastifyRequest } from 'fastify';
import { refuse } from './refuse';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** better-auth's cookies (`advanced.cookiePrefix`), with the `__Secure-` prefix over HTTPS. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?dawa\.[\w-]+=/;

const FOREIGN_PAGE_MESSAGE =
  'Pages of another web site may not use the session cookie or sign in here; send a bearer token.';

/**
 * Whether a page of another site made the browser send this: its `Origin` is not trusted, or,
 * when the browser leaves `Origin` out, `Sec-Fetch-Site` says cross-site. A link followed from
 * another site (a sign-in provider's redirect back, a verification link in a webmail) is a
 * top-level GET navigation: the user goes there, the page that linked reads nothing, so it
 * passes. Native clients send neither header, and are not browsers: no ambient cookie.
 */
function isForeignPage(request: FastifyRequest, trusted: ReadonlySet<string>): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) return !trusted.has(origin);
  return (
    request.headers['sec-fetch-site'] === 'cross-site' &&
    request.headers['sec-fetch-mode'] !== 'navigate'
  );
}

/** Whether the request carries one of our session cookies. */
function carriesSessionCookie(request: FastifyRequest): boolean {
  const cookie = request.headers.cookie;
  return typeof cookie === 'string' && SESSION_COOKIE.test(cookie);
}

/**
 * The session cookie works only from the app's own pages (ADR 0014): a request to the API
 * (`/graphql`, `/api/*`) that carries it from another site's page is refused before anything
 * runs, reads included (a page must not read a user's data with their cookie) and live streams
 * too. Sign-in, sign-up and sign-out (`/api/auth/*` writes) are refused to another site's page
 * even without a cookie: a form there must not sign the visitor into someone else's account.
 * A bearer token is no ambient credential: it is not bound to an origin.
 */
export function refuseForeignPages(app: FastifyInstance, trustedOrigins: readonly string[]) {
  const trusted = new Set(trustedOrigins);
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url;
    if (!path.startsWith('/graphql') && !path.startsWith('/api/')) return;
    const authWrite = path.startsWith('/api/auth/') && !SAFE_METHODS.has(request.method);
    if ((authWrite || carriesSessionCookie(request)) && isForeignPage(request, trusted))
      return refuse(request, reply, 403, 'FORBIDDEN', FOREIGN_PAGE_MESSAGE);
  });
}
