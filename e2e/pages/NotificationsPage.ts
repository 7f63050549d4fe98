import { mkdirSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import type { Language } from '@dawa/shared/language';

const TEXT = {
  en: {
    title: 'Notifications',
    seeAll: 'See all notifications',
    loadMore: 'Load more',
    settings: 'Notification settings',
    offers: 'New offers',
    markRead: 'Mark as read',
    next: 'Next',
    previous: 'Previous',
    commented: (name: string) => `${name} commented on your prescription`,
    newOffer: (title: string) => `New offer: ${title}`,
  },
  ar: {
    title: 'الإشعارات',
    seeAll: 'عرض كل الإشعارات',
    loadMore: 'تحميل المزيد',
    settings: 'إعدادات الإشعارات',
    offers: 'العروض الجديدة',
    markRead: 'تعليم كمقروء',
    next: 'التالي',
    previous: 'السابق',
    commented: (name: string) => `علّق ${name} على روشتتك`,
    newOffer: (title: string) => `عرض جديد: ${title}`,
  },
} as const;

export const SHOTS = '/tmp/shots-notif';

/** The header bell, its dropdown, the toasts and the `/notification` page. */
export class NotificationsPage {
  readonly text: (typeof TEXT)[Language];
  readonly bell: Locator;
  readonly badge: Locator;
  readonly panel: Locator;
  readonly scroller: Locator;
  readonly toasts: Locator;
  readonly list: Locator;

  constructor(
    readonly page: Page,
    readonly lang: Language,
  ) {
    this.text = TEXT[lang];
    this.bell = page.getByTestId('notification-bell');
    this.badge = page.getByTestId('notification-badge');
    this.panel = page.getByTestId('notification-panel');
    this.scroller = page.getByTestId('notification-scroller');
    this.toasts = page.locator('.ant-notification-notice');
    this.list = page.getByTestId('notification-list');
  }

  async openHome() {
    await this.page.goto(`/${this.lang}`);
    await expect(this.bell).toBeVisible();
  }

  async openList(search = '') {
    await this.page.goto(`/${this.lang}/notification${search}`);
    await expect(this.page.getByRole('heading', { level: 1, name: this.text.title })).toBeVisible();
  }

  async openBell() {
    await this.bell.click();
    await expect(this.panel).toBeVisible();
  }

  /** The bell's entry named `name`, loading more pages until it shows. */
  async findInBell(name: string): Promise<Locator> {
    const entry = this.panel.getByRole('link', { name });
    const more = this.panel.getByRole('button', { name: this.text.loadMore });
    for (let attempt = 0; attempt < 6; attempt += 1) {
      if (await entry.isVisible()) break;
      if (!(await more.isVisible())) {
        await this.page.waitForTimeout(500);
        continue;
      }
      await more.click();
    }
    await expect(entry).toBeVisible();
    return entry;
  }

  entries(): Locator {
    return this.panel.locator('li a, li div[data-status]');
  }

  async shot(name: string) {
    mkdirSync(SHOTS, { recursive: true });
    const width = this.page.viewportSize()?.width ?? 0;
    await this.page.screenshot({ path: `${SHOTS}/${name}-${this.lang}-${width}.png` });
  }
}
