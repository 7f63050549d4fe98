import { expect, type Locator, type Page } from '@playwright/test';
import type { Language } from '@dawa/shared/language';
import { screenshot } from './Screens';

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
    loadMore: 'عرض المزيد',
    settings: 'إعدادات الإشعارات',
    offers: 'العروض الجديدة',
    markRead: 'تعليم كمقروء',
    next: 'التالي',
    previous: 'السابق',
    commented: (name: string) => `علّق ${name} على روشتتك`,
    newOffer: (title: string) => `عرض جديد: ${title}`,
  },
} as const;

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

  /**
   * Opens the home page and waits until the tab's live stream (the `NotificationChanged`
   * subscription over SSE) has been answered, so a notification sent next arrives live.
   */
  async openHomeLive() {
    const stream = this.page.waitForResponse(
      (response) =>
        response.url().endsWith('/graphql') &&
        (response.request().postData() ?? '').includes('subscription NotificationChanged') &&
        (response.headers()['content-type'] ?? '').startsWith('text/event-stream'),
    );
    await this.openHome();
    await stream;
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
    await expect(async () => {
      if (!(await entry.isVisible()) && (await more.isVisible())) await more.click();
      await expect(entry).toBeVisible({ timeout: 1_000 });
    }).toPass();
    return entry;
  }

  entries(): Locator {
    return this.panel.locator('li a, li div[data-status]');
  }

  async shot(name: string) {
    await screenshot(this.page, this.lang, name);
  }
}
