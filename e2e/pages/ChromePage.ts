import { expect, type Locator } from '@playwright/test';
import { openApp } from './ShellPage';
import { PageObject } from './PageObject';

const TEXT = {
  en: {
    openMenu: 'Open menu',
    prescriptions: 'Prescriptions',
    loginRequired: 'Please login to see the prescriptions.',
    login: 'Login',
    switchTo: 'العربية',
    about: 'About',
    services: 'Services',
    notifications: 'Notifications',
    logout: 'Logout',
  },
  ar: {
    openMenu: 'فتح القائمة',
    prescriptions: 'الروشتات',
    loginRequired: 'يرجى تسجيل الدخول لعرض الروشتات.',
    login: 'تسجيل الدخول',
    switchTo: 'English',
    about: 'من نحن',
    services: 'الخدمات',
    notifications: 'الإشعارات',
    logout: 'تسجيل الخروج',
  },
} as const;

/** Header, drawer, services menu and footer: the chrome around every page. */
export class ChromePage extends PageObject(TEXT) {
  readonly header = this.page.locator('header[data-sticky-header]');
  readonly footer = this.page.getByRole('contentinfo');
  readonly servicesMenuButton = this.page.getByTestId('services-menu');
  readonly hamburger = this.page.getByRole('button', { name: this.text.openMenu });
  readonly drawer = this.page.getByRole('dialog');

  async open(path = '') {
    await openApp(this.page, `/${this.lang}${path}`);
  }

  menuItem(name: string): Locator {
    return this.page.getByRole('menuitem', { name });
  }

  footerLink(name: string): Locator {
    return this.footer.getByRole('link', { name, exact: true });
  }

  /** Signs in through better-auth with the browser context's cookies. */
  async signIn(email = 'mona.pharmacist@dawa.local', password = 'dawa-demo-2026') {
    const response = await this.page.request.post('/api/auth/sign-in/email', {
      data: { email, password },
    });
    if (!response.ok()) throw new Error(`sign-in failed: ${response.status()}`);
  }

  /** The avatar button of a signed-in user. */
  get profileMenu(): Locator {
    return this.page.getByTestId('profile-menu');
  }

  /** Signs out with the profile menu's Logout; returns once the header offers Login again. */
  async signOutFromMenu() {
    const login = this.header.getByRole('link', { name: this.text.login });
    await this.chooseFromProfileMenu(this.text.logout, () =>
      expect(login).toBeVisible({ timeout: 10_000 }),
    );
  }

  /** Picks an entry of the profile menu and waits for `done` (see chooseFromMenu). */
  async chooseFromProfileMenu(name: string, done: () => Promise<void>) {
    await this.chooseFromMenu(this.profileMenu, name, done);
  }

  /**
   * Picks an entry of the menu `button` opens and waits for `done`. The menu loads on first
   * use; a click that lands while it is still opening (moving) is retried.
   */
  async chooseFromMenu(button: Locator, name: string, done: () => Promise<void>) {
    await expect(async () => {
      if (!(await this.menuItem(name).isVisible())) await button.click();
      await this.menuItem(name).click({ timeout: 10_000 });
      await done();
    }).toPass({ timeout: 45_000 });
  }

  /** Whether the element's box lies inside the viewport. */
  async isInViewport(selector: string): Promise<boolean> {
    return this.page.locator(selector).evaluate((element) => {
      const box = element.getBoundingClientRect();
      return box.top < window.innerHeight && box.bottom > 0;
    });
  }
}
