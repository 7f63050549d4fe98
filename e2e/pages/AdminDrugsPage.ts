import { expect, type Cookie, type Locator } from '@playwright/test';
import { PageObject } from './PageObject';

const TEXT = {
  en: {
    navLabel: 'Admin sections',
    adminLink: 'Admin',
    profileMenu: 'Account menu',
    noPermissions: 'You have no permissions yet. Wait for the admin to grant you privileges.',
    nav: { drugs: 'Drugs' },
    list: {
      title: 'Drugs',
      search: 'Search by trade name',
      newDrug: 'New drug',
      edit: (name: string) => `Edit ${name}`,
      delete: (name: string) => `Delete ${name}`,
      confirmDelete: 'Delete',
      deleted: (name: string) => `${name} was deleted`,
      empty: (query: string) => `No drug has a trade name starting with “${query}”.`,
    },
    form: {
      tradeName: 'Trade name (English)',
      arabicName: 'Arabic name',
      genericNames: 'Generic names',
      companies: 'Companies',
      price: 'Price (L.E.)',
      oldPrice: 'Old price (L.E.)',
      create: 'Create drug',
      save: 'Save changes',
      created: (name: string) => `${name} was created`,
      saved: (name: string) => `${name} was saved`,
      history: 'Price history',
      required: 'This field is required',
    },
  },
  ar: {
    navLabel: 'أقسام الإدارة',
    adminLink: 'لوحة الإدارة',
    profileMenu: 'قائمة الحساب',
    noPermissions: 'ليس لديك أي صلاحيات بعد. انتظر حتى يمنحك المسؤول الصلاحيات.',
    nav: { drugs: 'الأدوية' },
    list: {
      title: 'الأدوية',
      search: 'البحث بالاسم التجاري',
      newDrug: 'دواء جديد',
      edit: (name: string) => `تعديل ${name}`,
      delete: (name: string) => `حذف ${name}`,
      confirmDelete: 'حذف',
      deleted: (name: string) => `تم حذف ${name}`,
      empty: (query: string) => `لا يوجد دواء يبدأ اسمه التجاري بـ «${query}».`,
    },
    form: {
      tradeName: 'الاسم التجاري (بالإنجليزية)',
      arabicName: 'الاسم بالعربية',
      genericNames: 'الأسماء العلمية',
      companies: 'الشركات',
      price: 'السعر (ج.م)',
      oldPrice: 'السعر القديم (ج.م)',
      create: 'إضافة الدواء',
      save: 'حفظ التغييرات',
      created: (name: string) => `تمت إضافة ${name}`,
      saved: (name: string) => `تم حفظ ${name}`,
      history: 'سجل الأسعار',
      required: 'هذا الحقل مطلوب',
    },
  },
} as const;

export const ADMIN = { email: 'admin@dawa.local', password: 'dawa-admin-2026' };
export const PHARMACIST = { email: 'mona.pharmacist@dawa.local', password: 'dawa-demo-2026' };

/** Session cookies per account, kept for the worker's life: one sign-in per account. */
const sessions = new Map<string, Cookie[]>();

/** The admin back office's drug screens: list and form. */
export class AdminDrugsPage extends PageObject(TEXT) {
  readonly nav = this.page.getByRole('navigation', { name: this.text.navLabel });
  readonly search = this.page.getByRole('searchbox', { name: this.text.list.search });
  readonly form = this.page.locator('form#drug');

  /** Signs the page's context in, reusing the worker's session for the account. */
  async signInAs(account: { email: string; password: string }) {
    const context = this.page.context();
    const known = sessions.get(account.email);
    if (known) {
      await context.addCookies(known);
      return;
    }
    // From the test's own client address (fixtures.ts), so the per-IP sign-in limit is the test's.
    const response = await this.page.request.post('/api/auth/sign-in/email', { data: account });
    expect(response.status(), `sign-in of ${account.email}`).toBe(200);
    sessions.set(account.email, await context.cookies());
  }

  async open(path = '') {
    await this.page.goto(`/${this.lang}/admin${path}`);
  }

  async searchFor(name: string) {
    await this.search.fill(name);
    await this.search.press('Enter');
  }

  /** The list row of a drug (not the empty-list row, which quotes the query). */
  override row(name: string): Locator {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('link', { name }) });
  }

  /**
   * Searches until the drug shows: changes reach the search index within a second. Searching
   * the same name again asks the server again.
   */
  async findInList(name: string) {
    await this.open(`/drugs?q=${encodeURIComponent(name)}`);
    await expect(async () => {
      await this.searchFor(name);
      await expect(this.row(name)).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    await this.searchSettled();
  }

  /**
   * The last search has answered: the row may show from the previous answer while the search
   * button still spins (faded, which axe rightly counts as too little contrast).
   */
  async searchSettled() {
    await expect(this.page.getByRole('search').locator('.ant-btn-loading')).toHaveCount(0);
  }

  /** Searches until the list says that nothing matches `name`. */
  async expectNotInList(name: string) {
    await this.open(`/drugs?q=${encodeURIComponent(name)}`);
    await expect(async () => {
      await this.searchFor(name);
      await expect(this.page.getByText(this.text.list.empty(name))).toBeVisible({
        timeout: 5_000,
      });
    }).toPass({ timeout: 30_000 });
  }

  field(label: string): Locator {
    return this.form.getByLabel(label, { exact: true });
  }

  async addTags(label: string, values: string[]) {
    const input = this.field(label);
    for (const value of values) {
      await input.fill(value);
      await input.press('Enter');
    }
  }

  toast(text: string): Locator {
    return this.page.locator('.ant-notification').getByText(text);
  }
}
