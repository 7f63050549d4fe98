import { randomInt } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Language } from '@dawa/shared/language';
import { TERMS_VERSION } from '@dawa/shared/legal';
import sharp from 'sharp';
import {
  startOidcProvider,
  type LocalOidcProvider,
  type OidcClaims,
} from '../../apps/server/test/support/oidcProvider';
import { freePort, startDawaServer, type DawaServer } from '../dawaServer';
import { DIALOG, expect, test as base } from '../fixtures';
import { AccountApi } from '../pages/AccountApi';
import { AuthDialog } from '../pages/AuthDialog';
import { ChromePage } from '../pages/ChromePage';
import { OidcProviderPages } from '../pages/OidcProviderPages';
import { screenshot } from '../pages/Screens';

interface OidcSite {
  provider: LocalOidcProvider;
  server: DawaServer;
}

/**
 * A local OpenID Connect provider and a Dawa server configured with it, once per worker; the
 * tests' pages talk to that server. The suite's own server stays without providers: there the
 * sign-in dialog opens on the e-mail form, as the other specs expect.
 */
const test = base.extend<{ provider: LocalOidcProvider }, { oidcSite: OidcSite }>({
  oidcSite: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
    async ({}, use) => {
      const port = await freePort();
      const provider = await startOidcProvider({
        redirectUri: `http://127.0.0.1:${port}/api/auth/callback/oidc`,
      });
      const server = await startDawaServer(port, provider.env);
      await use({ provider, server });
      await server.stop();
      await provider.close();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ oidcSite }, use) => use(oidcSite.server.url),
  provider: async ({ oidcSite }, use) => use(oidcSite.provider),
});

const NAMES = {
  en: { given: 'Salma', family: 'Abdel Nabil' },
  ar: { given: 'سلمى', family: 'عبد النبيل' },
} satisfies Record<Language, unknown>;

/** A person the provider knows, new to Dawa, with an Egyptian mobile number of their own. */
async function newPerson(provider: LocalOidcProvider, lang: Language) {
  const sub = `oidc-${lang}-${Date.now()}-${randomInt(1e6)}`;
  const digits = String(randomInt(1e8)).padStart(8, '0');
  const claims: OidcClaims = {
    sub,
    email: `${sub}@oidc.test`,
    email_verified: true,
    given_name: NAMES[lang].given,
    family_name: NAMES[lang].family,
    name: 'S. N.',
    picture: provider.pictureUrl(`${sub}.png`),
    // As providers write them; Dawa keeps the national form.
    phone_number: `+20 10 ${digits.slice(0, 4)} ${digits.slice(4)}`,
    phone_number_verified: true,
  };
  provider.people.set(sub, claims);
  // A 2×2 picture, small enough to tell the copy by its size.
  const picture = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#c52' } })
    .png()
    .toBuffer();
  provider.pictures.set(`${sub}.png`, { contentType: 'image/png', body: picture });
  return { claims, phoneNumber: `010${digits}` };
}

// The tests run in order in one worker per language, so the provider and its server start once.
test.describe.configure({ mode: 'default' });

test.describe('social sign-in through an OpenID Connect provider', () => {
  test('offers the provider in the sign-in dialog, accessibly', async ({
    page,
    lang,
    seriousA11yViolations,
  }) => {
    const auth = new AuthDialog(page, lang);
    await auth.open('signin');
    await expect(auth.oidcButton).toBeVisible();
    expect(await seriousA11yViolations(DIALOG)).toEqual([]);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await expect(auth.oidcButton).toBeInViewport();
      const path = `../.artifacts/screens/social-signin-${lang}-${width}.png`;
      await page.screenshot({ path: fileURLToPath(new URL(path, import.meta.url)) });
    }
  });

  test('signs a new user up with the profile from the provider, and the same user in again', async ({
    page,
    lang,
    provider,
  }) => {
    const auth = new AuthDialog(page, lang);
    const chrome = new ChromePage(page, lang);
    const account = new AccountApi(page.request);
    const atProvider = new OidcProviderPages(page, provider.issuer);
    const person = await newPerson(provider, lang);

    // From the sign-in form a new person gets no account: they come back to the sign-up form.
    await auth.open('signin');
    await auth.oidcButton.click();
    await atProvider.signIn(person.claims.sub);
    await expect(auth.withTitle('signup')).toBeVisible();
    // Said once, at the box, which has the focus.
    await expect(auth.dialog.getByRole('alert')).toHaveText(auth.text.termsNotAccepted);
    await expect(auth.terms).toBeFocused();
    await expect(auth.terms).toHaveAttribute('aria-invalid', 'true');
    expect(await account.profile()).toBeNull();
    await screenshot(page, lang, 'social-signup-terms-required');

    // The provider's button asks for the box first, then goes (the provider remembers them).
    await auth.oidcButton.click();
    await expect(auth.terms).toBeFocused();
    await expect(page).toHaveURL((url) => url.searchParams.get('auth') === 'signin');
    await auth.terms.check();
    await expect(auth.dialog.getByRole('alert')).toHaveCount(0);
    await auth.oidcButton.click();
    await expect(page).toHaveURL(`/${lang}`);
    await expect(chrome.profileMenu).toBeVisible();
    await expect(auth.dialog).toBeHidden();
    // The provider's picture, copied to Dawa (the page's CSP loads pictures from Dawa only).
    const avatar = chrome.profileMenu.locator('img');
    await expect(avatar).toHaveAttribute('src', /^\/files\/uploads\/avatar\/.+\.webp$/);
    await expect
      .poll(() => avatar.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(2);
    const me = await account.profile();
    expect(me).toEqual({
      id: expect.any(String),
      email: person.claims.email,
      emailVerified: true,
      fullName: `${NAMES[lang].given} ${NAMES[lang].family}`,
      firstName: NAMES[lang].given,
      lastName: NAMES[lang].family,
      avatar: await avatar.getAttribute('src'),
      phoneNumber: person.phoneNumber,
      accountType: 'client',
      // SPEC §4: the language of the page the user signed up from.
      language: lang,
    });
    expect((await account.termsAcceptance())?.termsVersion).toBe(TERMS_VERSION);

    await chrome.signOutFromMenu();
    await auth.headerLogin.click();
    await auth.oidcButton.click();
    // The provider remembers the person and their consent, so it sends them straight back.
    await expect(chrome.profileMenu).toBeVisible();
    await expect(page).toHaveURL(`/${lang}`);
    expect((await account.profile())?.id).toBe(me?.id);
  });

  test('coming back without signing in reopens the dialog with the reason', async ({
    page,
    lang,
    provider,
    baseURL,
  }) => {
    // Only Dawa's pages count: the provider's fetch a web font from the Internet, and a favicon.
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && baseURL && page.url().startsWith(baseURL))
        consoleErrors.push(message.text());
    });
    const auth = new AuthDialog(page, lang);
    await auth.open('signin', '/drug-index');
    await auth.oidcButton.click();
    await new OidcProviderPages(page, provider.issuer).cancel();
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === `/${lang}/drug-index` &&
        url.searchParams.get('auth') === 'signin' &&
        url.searchParams.get('error') === 'access_denied',
    );
    await expect(auth.withTitle('signin')).toBeVisible();
    await expect(auth.dialog.getByRole('alert')).toHaveText(auth.text.socialFailed);
    expect(await new AccountApi(page.request).profile()).toBeNull();
    expect(consoleErrors).toEqual([]);
  });

  // A non-client account coming through the provider is refused with auth/user-not-found: the
  // browser has no way to make an account a non-client one, so oidc.test.ts (server) covers it.
});
