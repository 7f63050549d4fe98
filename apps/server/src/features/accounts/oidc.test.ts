import { AUTH_ERROR_CODES } from '@dawa/shared/authErrorCodes';
import { TERMS_ACCEPTED_FIELD, TERMS_VERSION } from '@dawa/shared/legal';
import { cairoDate } from '@dawa/shared/time';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  oidcEnv,
  startOidcProvider,
  type LocalOidcProvider,
  type OidcClaims,
} from '../../../test/support/oidcProvider';
import { pngImage } from '../../../test/support/fixtures';
import { freePort, startTestServer, type TestServer } from '../../../test/support/server';
import { account, user } from '../../platform/auth/auth.tables';
import { analyticsEvent } from '../analytics/analytics.tables';

const ME = `query { authMe { id email emailVerified fullName firstName lastName avatar phoneNumber phoneNumberVerified accountType } }`;

const SALMA: OidcClaims = {
  sub: 'oidc-user-1',
  email: 'salma.oidc@example.com',
  email_verified: true,
  given_name: 'Salma',
  family_name: 'Abdel Nabil',
  name: 'S. N.',
  phone_number: '+20 101 234 5670',
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
  let provider: LocalOidcProvider;

  beforeAll(async () => {
    const issuerPort = await freePort();
    // Dawa discovers the provider when it starts; one that is not up yet is retried at sign-in.
    server = await startTestServer(oidcEnv(`http://127.0.0.1:${issuerPort}`));
    provider = await startOidcProvider({
      port: issuerPort,
      redirectUri: `${server.url}/api/auth/callback/oidc`,
    });
    provider.pictures.set('salma.png', { contentType: 'image/png', body: await pngImage(120, 90) });
  });
  afterAll(async () => {
    await provider.close();
    await server.close();
  });

  /**
   * Signs in as `claims` through the provider from a fresh browser (no cookies), following
   * redirects and answering the provider's login and consent pages. Where the browser lands
   * on our site, and our session cookie. The sign-up form's confirmation of age and terms goes
   * along unless `acceptTerms` is false (the sign-in form's buttons).
   */
  async function signInThroughProvider(
    claims: OidcClaims,
    { acceptTerms = true } = {},
  ): Promise<{ landed: URL; cookie: string }> {
    provider.people.set(claims.sub, claims);
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
      // What the web's social buttons send.
      body: JSON.stringify({
        provider: 'oidc',
        callbackURL: '/en',
        errorCallbackURL: '/en?auth=signin',
        ...(acceptTerms ? { additionalData: { [TERMS_ACCEPTED_FIELD]: true } } : {}),
      }),
    });
    expect(start.status).toBe(200);
    let next = new URL(((await start.json()) as { url: string }).url);
    expect(next.origin).toBe(provider.issuer);

    for (let step = 0; step < 15; step++) {
      let response = await request(next);
      if (response.status === 200 && next.pathname.startsWith('/interaction/')) {
        const page = await response.text();
        const form: Record<string, string> = page.includes('name="login"')
          ? { prompt: 'login', login: claims.sub, password: 'any' }
          : { prompt: 'consent' };
        response = await request(next, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(form).toString(),
        });
      }
      const location = response.headers.get('location');
      expect(location, `step ${step} at ${next.pathname}: ${response.status}`).toBeTruthy();
      next = new URL(location ?? '', next);
      if (next.origin === server.url && !next.pathname.startsWith('/api/auth'))
        return { landed: next, cookie: jar.header(next) };
    }
    throw new Error(`the redirects did not come back to ${server.url}`);
  }

  async function authMe(cookie: string) {
    return server.graphql<{ authMe: Record<string, unknown> }>(ME, {}, { cookie });
  }

  const usersWithEmail = (email: string) =>
    server.app.platform.database.db.select().from(user).where(eq(user.email, email));

  it('lists the provider, and requires sign-in before it is used', async () => {
    const response = await server.graphql('{ authProviders }');
    expect(response.data).toEqual({ authProviders: ['oidc'] });
    const me = await server.graphql(ME);
    expect(me.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('signs a new user in through the provider and fills the profile from it', async () => {
    const { landed, cookie } = await signInThroughProvider({
      ...SALMA,
      picture: provider.pictureUrl('salma.png'),
    });
    expect(landed.pathname + landed.search).toBe('/en');
    const me = await authMe(cookie);
    expect(me.data?.authMe).toEqual({
      id: expect.any(String),
      email: SALMA.email,
      emailVerified: true,
      fullName: 'Salma Abdel Nabil',
      firstName: 'Salma',
      lastName: 'Abdel Nabil',
      // A copy in our uploads: the provider's URL would not load under the web app's CSP.
      avatar: expect.stringMatching(/^\/files\/uploads\/avatar\/[0-9a-f-]+\.webp$/),
      // Normalised; proving it (phone code) is still ours to do before it can sign in.
      phoneNumber: '01012345670',
      phoneNumberVerified: false,
      accountType: 'client',
    });
  });

  it('serves the copied picture re-encoded, and the session shows it', async () => {
    const { cookie } = await signInThroughProvider(SALMA);
    const avatar = (await authMe(cookie)).data?.authMe.avatar;
    const served = await fetch(`${server.url}${String(avatar)}`);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 120, height: 90 });
    const session = await fetch(`${server.url}/api/auth/get-session`, { headers: { cookie } });
    expect(((await session.json()) as { user: { image: string } }).user.image).toBe(avatar);
  });

  it.each([
    ['on a host that is not the provider’s', () => 'https://cdn.example.com/salma.png'],
    [
      'behind a redirect off the provider’s host',
      () => {
        const elsewhere = provider.pictureUrl('salma.png').replace('127.0.0.1', 'localhost');
        provider.pictures.set('moved.png', { location: elsewhere });
        return provider.pictureUrl('moved.png');
      },
    ],
    [
      'not an image',
      () => {
        provider.pictures.set('notes.txt', { contentType: 'text/plain', body: Buffer.from('hi') });
        return provider.pictureUrl('notes.txt');
      },
    ],
    ['missing', () => provider.pictureUrl('gone.png')],
  ])('signs in with the initials when the picture is %s', async (label, picture) => {
    const sub = `oidc-picture-${label.split(' ')[0]}-${label.length}`;
    const { cookie } = await signInThroughProvider({
      sub,
      email: `${sub}@example.com`,
      email_verified: true,
      name: 'Nour Adel',
      picture: picture(),
    });
    expect((await authMe(cookie)).data?.authMe).toMatchObject({
      fullName: 'Nour Adel',
      avatar: null,
    });
  });

  it('creates no user without the confirmation of age and terms, and stores it with one', async () => {
    const claims: OidcClaims = { ...SALMA, sub: 'oidc-terms', email: 'terms.oidc@example.com' };
    delete claims.phone_number;
    const refused = await signInThroughProvider(claims, { acceptTerms: false });
    expect(refused.landed.searchParams.get('auth')).toBe('signin');
    expect(refused.landed.searchParams.get('error')).toBe(AUTH_ERROR_CODES.termsNotAccepted);
    expect((await authMe(refused.cookie)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await usersWithEmail(claims.email)).toEqual([]);

    const before = Date.now() - 1000;
    await signInThroughProvider(claims);
    const [created] = await usersWithEmail(claims.email);
    expect(created?.termsVersion).toBe(TERMS_VERSION);
    expect(created?.termsAcceptedAt?.getTime()).toBeGreaterThanOrEqual(before);

    // Signing in to the account it made asks nothing more.
    const again = await signInThroughProvider(claims, { acceptTerms: false });
    expect((await authMe(again.cookie)).data?.authMe.id).toBe(created?.id);
  });

  it('signs the same person in again as the same user', async () => {
    const first = await authMe((await signInThroughProvider(SALMA)).cookie);
    const again = await authMe((await signInThroughProvider(SALMA)).cookie);
    expect(again.data?.authMe.id).toBe(first.data?.authMe.id);
    expect(await usersWithEmail(SALMA.email)).toHaveLength(1);
    const accounts = await server.app.platform.database.db
      .select()
      .from(account)
      .where(eq(account.accountId, SALMA.sub));
    expect(accounts).toHaveLength(1);
  });

  it('counts the sign-up and each later sign-in by their method, as the dashboard shows', async () => {
    const claims: OidcClaims = { sub: 'oidc-counted', email: 'counted.oidc@example.com' };
    const dashboard = async () => {
      const today = cairoDate();
      const answer = await server.graphql<{
        analyticsDashboard: Record<'signUps' | 'logins', { key: string; count: number }[]>;
      }>(
        `query($day: String!) { analyticsDashboard(from: $day, to: $day) { signUps { key count } logins { key count } } }`,
        { day: today },
        owner,
      );
      expect(answer.errors).toBeUndefined();
      const { signUps, logins } = answer.data?.analyticsDashboard ?? { signUps: [], logins: [] };
      const of = (rows: { key: string; count: number }[]) =>
        rows.find((row) => row.key === 'oidc')?.count ?? 0;
      return { signUps: of(signUps), logins: of(logins) };
    };
    const owner = await server.signIn({ roles: ['owner'] });
    const before = await dashboard();

    const { cookie } = await signInThroughProvider(claims);
    await signInThroughProvider(claims);
    await signInThroughProvider(claims);
    const userId = String((await authMe(cookie)).data?.authMe.id);
    const events = await server.app.platform.database.db
      .select({ name: analyticsEvent.name, params: analyticsEvent.params })
      .from(analyticsEvent)
      .where(eq(analyticsEvent.userId, userId))
      .orderBy(analyticsEvent.occurredAt);
    expect(events).toEqual([
      { name: 'sign_up', params: { method: 'oidc' } },
      { name: 'login', params: { method: 'oidc' } },
      { name: 'login', params: { method: 'oidc' } },
    ]);
    expect(await dashboard()).toEqual({
      signUps: before.signUps + 1,
      logins: before.logins + 2,
    });
  });

  it('signs out of Dawa only, without sending the browser to the provider', async () => {
    const { cookie } = await signInThroughProvider({
      ...SALMA,
      sub: 'oidc-sign-out',
      email: 'sign.out@example.com',
      phone_number: undefined,
    });
    const response = await fetch(`${server.url}/api/auth/sign-out`, {
      method: 'POST',
      headers: { cookie, origin: server.url },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.json()).toEqual({ success: true });
    expect((await authMe(cookie)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('uses the display name when the provider has no name parts', async () => {
    const { cookie } = await signInThroughProvider({
      sub: 'oidc-display-name',
      email: 'display.name@example.com',
      email_verified: true,
      name: 'Hoda Fathy',
    });
    const me = await authMe(cookie);
    expect(me.data?.authMe).toMatchObject({
      fullName: 'Hoda Fathy',
      firstName: 'Hoda',
      lastName: 'Fathy',
      avatar: null,
      phoneNumber: null,
    });
  });

  /** Signs a new person in with these phone claims; the phone of their new user. */
  async function phoneAfterSignIn(label: string, phone: Record<string, unknown>) {
    const sub = `oidc-phone-${label.replaceAll(' ', '-')}`;
    const { landed, cookie } = await signInThroughProvider({
      sub,
      email: `${sub}@example.com`,
      email_verified: true,
      given_name: 'Omar',
      family_name: 'Said',
      ...phone,
    });
    expect(landed.pathname + landed.search).toBe('/en');
    const me = await authMe(cookie);
    expect(me.data?.authMe.fullName).toBe('Omar Said');
    return me.data?.authMe.phoneNumber;
  }

  it.each([
    ['not a valid number', { phone_number: '12345', phone_number_verified: true }],
    ['flagged unverified', { phone_number: '01098765432', phone_number_verified: false }],
  ])('signs in without the phone when it is %s', async (label, phone) => {
    expect(await phoneAfterSignIn(label, phone)).toBeNull();
  });

  it('signs in without the phone when another account holds it', async () => {
    const holder = await server.signIn();
    await server.app.platform.database.db
      .update(user)
      .set({ phoneNumber: '01112223334' })
      .where(eq(user.id, holder.userId));
    expect(await phoneAfterSignIn('held', { phone_number: '0020 111 222 3334' })).toBeNull();
  });

  it('refuses an account that is not a client account (SPEC §4)', async () => {
    const claims: OidcClaims = { ...SALMA, sub: 'oidc-doctor', email: 'doctor.oidc@example.com' };
    delete claims.phone_number;
    await signInThroughProvider(claims);
    await server.app.platform.database.db
      .update(user)
      .set({ accountType: 'doctor' })
      .where(eq(user.email, claims.email));

    const { landed, cookie } = await signInThroughProvider(claims);
    expect(landed.pathname).toBe('/en');
    expect(landed.searchParams.get('auth')).toBe('signin');
    expect(landed.searchParams.get('error')).toBe(AUTH_ERROR_CODES.userNotFound);
    const me = await authMe(cookie);
    expect(me.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
