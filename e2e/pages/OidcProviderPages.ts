import { expect, type Page } from '@playwright/test';

/**
 * The local OpenID Connect provider's own pages (oidc-provider's development interactions, in
 * English only): a login form that takes any login as the person's subject and any password,
 * then a consent page.
 */
export class OidcProviderPages {
  constructor(
    readonly page: Page,
    readonly issuer: string,
  ) {}

  /** Waits until the browser is on one of the provider's interaction pages. */
  async expectShown() {
    await expect(this.page).toHaveURL(
      (url) => url.origin === this.issuer && url.pathname.startsWith('/interaction/'),
    );
  }

  /** Logs in as `sub` and agrees to share the profile with Dawa. */
  async signIn(sub: string) {
    await this.expectShown();
    await this.page.getByPlaceholder('Enter any login').fill(sub);
    await this.page.getByPlaceholder('and password').fill('any password');
    await this.page.getByRole('button', { name: 'Sign-in' }).click();
    await this.page.getByRole('button', { name: 'Continue' }).click();
  }

  /** Gives up at the provider, which sends the browser back with `error=access_denied`. */
  async cancel() {
    await this.expectShown();
    await this.page.getByRole('link', { name: '[ Cancel ]' }).click();
  }
}
