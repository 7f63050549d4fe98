import { expect, type Locator, type Page } from '@playwright/test';
import type { Language } from '@dawa/shared/language';
import { ApiClient, send, signUpSession, type ApiSession } from './ApiClient';
import { screenshot } from './Screens';

const TEXT = {
  en: {
    title: 'Your devices',
    thisDevice: 'This device',
    remove: 'Remove',
    removed: 'Device removed',
    thisBrowser: 'Chrome on Linux',
    firefoxOnWindows: 'Firefox on Windows',
  },
  ar: {
    title: 'أجهزتك',
    thisDevice: 'هذا الجهاز',
    remove: 'إزالة',
    removed: 'تمت إزالة الجهاز',
    thisBrowser: 'كروم على لينكس',
    firefoxOnWindows: 'فايرفوكس على ويندوز',
  },
} as const;

/** Another device a test signs in from: its SPEC §7 `device-tokens` and its browser. */
export interface OtherDevice {
  token: string;
  userAgent: string;
  language: Language;
}

export const FIREFOX_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** A user of the API who also calls from other devices of theirs. */
export class DevicesApi extends ApiClient {
  private constructor(private readonly session: ApiSession) {
    super(session);
  }

  static async signUp(name: string): Promise<DevicesApi> {
    return new DevicesApi(await signUpSession('e2e-devices', name));
  }

  /** A signed-in call from `device`, which the server records among the user's devices. */
  async callFrom(device: OtherDevice): Promise<void> {
    const answer = await send('POST', '/graphql', {
      address: this.session.address,
      cookie: this.cookie,
      headers: {
        'content-type': 'application/json',
        'device-tokens': device.token,
        'user-agent': device.userAgent,
        'accept-language': device.language,
      },
      body: JSON.stringify({ query: '{ devices { id } }' }),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }

  async deviceCount(): Promise<number> {
    const { devices } = await this.graphqlData<{ devices: { id: string }[] }>('{ devices { id } }');
    return devices.length;
  }
}

/** The profile's "Your devices" section (notifications tab). */
export class DevicesSection {
  readonly text: (typeof TEXT)[Language];
  readonly region: Locator;
  readonly items: Locator;

  constructor(
    readonly page: Page,
    readonly lang: Language,
  ) {
    this.text = TEXT[lang];
    this.region = page.getByRole('region', { name: this.text.title });
    this.items = this.region.getByRole('listitem');
  }

  /** The device of this browser: the one tagged "This device". */
  get thisDevice(): Locator {
    return this.items.filter({ hasText: this.text.thisDevice });
  }

  /** Removes the device called `name`, confirming in the dialog. */
  async remove(name: string): Promise<void> {
    await this.region.getByRole('button', { name: `${this.text.remove} ${name}` }).click();
    const dialog = this.page.getByRole('dialog');
    await expect(dialog).toContainText(name);
    await dialog.getByRole('button', { name: this.text.remove, exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  /** The whole page from its top, so the sticky header stays where it belongs. */
  async shot(): Promise<void> {
    await this.page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(this.page, this.lang, 'profile-devices', { fullPage: true });
  }
}
