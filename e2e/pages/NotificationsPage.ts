import { expect, type Locator } from '@playwright/test';
import { screenshot } from './Screens';
import { PageObject } from './PageObject';

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
export class NotificationsPage extends PageObject(TEXT) {
  readonly bell = this.page.getByTestId('notification-bell');
  readonly badge = this.page.getByTestId('notification-badge');
  readonly panel = this.page.getByTestId('notification-panel');
  readonly scroller = this.page.getByTestId('notification-scroller');
  readonly toasts = this.page.locator('.ant-notification-notice');
  readonly list = this.page.getByTestId('notification-list');

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

  override async shot(name: string) {
    await screenshot(this.page, this.lang, name);
  }
}
