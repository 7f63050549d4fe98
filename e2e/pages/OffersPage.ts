import { expect, type Locator, type Page } from '@playwright/test';
import type { Language } from '@dawa/shared/language';
import { screenshot } from './Screens';

const TEXT = {
  en: {
    title: 'Daily offers',
    next: 'Next',
    previous: 'Previous',
    back: 'All offers',
    share: 'Share',
    admin: {
      title: 'Offers',
      navLabel: 'Admin sections',
      newOffer: 'New offer',
      fields: { title: 'Title', description: 'Description' },
      languages: { en: 'English', ar: 'Arabic' },
      length: (min: number, max: number) => `Between ${min} and ${max} characters`,
      create: 'Create offer',
      save: 'Save changes',
      edit: (title: string) => `Edit ${title}`,
      delete: (title: string) => `Delete ${title}`,
      confirmDelete: 'Delete',
    },
  },
  ar: {
    title: 'العروض اليومية',
    next: 'التالي',
    previous: 'السابق',
    back: 'كل العروض',
    share: 'مشاركة',
    admin: {
      title: 'العروض',
      navLabel: 'أقسام الإدارة',
      newOffer: 'عرض جديد',
      fields: { title: 'العنوان', description: 'الوصف' },
      languages: { en: 'بالإنجليزية', ar: 'بالعربية' },
      length: (min: number, max: number) => `عدد الأحرف: بين ${min} و${max}`,
      create: 'إضافة العرض',
      save: 'حفظ التغييرات',
      edit: (title: string) => `تعديل ${title}`,
      delete: (title: string) => `حذف ${title}`,
      confirmDelete: 'حذف',
    },
  },
} as const;

/** `/offers`, `/offers/:id` and the admin offers screens. */
export class OffersPage {
  readonly text: (typeof TEXT)[Language];
  readonly list: Locator;
  readonly cards: Locator;
  readonly detail: Locator;

  constructor(
    readonly page: Page,
    readonly lang: Language,
  ) {
    this.text = TEXT[lang];
    this.list = page.getByTestId('offer-list');
    this.cards = this.list.locator(':scope > li');
    this.detail = page.getByTestId('offer-detail');
  }

  async openList(search = '') {
    await this.page.goto(`/${this.lang}/offers${search}`);
    await expect(this.page.getByRole('heading', { level: 1, name: this.text.title })).toBeVisible();
  }

  async openAdmin(path = '') {
    await this.page.goto(`/${this.lang}/admin/offers${path}`);
  }

  /** One language's input of the offer form's bilingual title or description. */
  field(name: 'title' | 'description', language: Language): Locator {
    return this.page
      .getByRole('group', { name: this.text.admin.fields[name], exact: true })
      .getByLabel(this.text.admin.languages[language], { exact: true });
  }

  async shot(name: string, options?: { fullPage?: boolean }) {
    await screenshot(this.page, this.lang, name, options);
  }
}
