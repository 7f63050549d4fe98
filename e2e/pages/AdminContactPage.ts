import { expect, type Locator } from '@playwright/test';
import { PageObject } from './PageObject';

const TEXT = {
  en: {
    navLabel: 'Admin sections',
    navContact: 'Contact messages',
    title: 'Contact messages',
    home: 'Admin',
    unreadOnHome: 'Unread contact messages',
    unread: 'Unread',
    read: 'Read',
    open: (name: string) => `Open the message of ${name}`,
    detailTitle: 'Contact message',
    markUnread: 'Mark unread',
    markReadSelected: 'Mark selected read',
    bulkDone: (count: number) => `${count} message${count === 1 ? '' : 's'} changed`,
    close: 'Close',
  },
  ar: {
    navLabel: 'أقسام الإدارة',
    navContact: 'رسائل التواصل',
    title: 'رسائل التواصل',
    home: 'الإدارة',
    unreadOnHome: 'رسائل تواصل غير مقروءة',
    unread: 'غير مقروءة',
    read: 'مقروءة',
    open: (name: string) => `افتح رسالة ${name}`,
    detailTitle: 'رسالة تواصل',
    markUnread: 'تعليم كغير مقروءة',
    markReadSelected: 'تعليم المحدد كمقروء',
    bulkDone: (count: number) => (count === 2 ? 'تغيّرت رسالتان' : `تغيّرت ${count} رسائل`),
    close: 'إغلاق',
  },
};

/** `/{lang}/admin/contact-messages`: the list, its bulk actions and the message drawer. */
export class AdminContactPage extends PageObject(TEXT) {
  readonly nav = this.page.getByRole('navigation', { name: this.text.navLabel });

  async open(query = '') {
    await this.page.goto(`/${this.lang}/admin/contact-messages${query}`);
    await this.heading();
  }

  async heading() {
    await expect(this.page.getByRole('heading', { level: 1, name: this.text.title })).toBeVisible();
  }

  drawer(): Locator {
    return this.page.getByRole('dialog', { name: this.text.detailTitle });
  }
}
