import { expect } from '@playwright/test';
import { PageObject } from './PageObject';

const TEXT = {
  en: {
    title: 'Reference data',
    cities: 'Governorates',
    regions: 'Regions',
    city: 'Governorate',
    english: 'English',
    arabic: 'Arabic',
    save: 'Save',
    add: (list: string) => `Add to ${list}`,
    created: (name: string) => `${name} was added.`,
    search: 'Search by name',
    moveUp: (name: string) => `Move ${name} up`,
    hide: (name: string) => `Hide ${name}`,
    hidden: 'Hidden',
    delete: (name: string) => `Delete ${name}`,
    confirmDelete: 'Delete',
    inUse: 'This entry is used by posts or other entries and cannot be deleted. Hide it instead.',
    giza: 'Giza',
  },
  ar: {
    title: 'البيانات المرجعية',
    cities: 'المحافظات',
    regions: 'المناطق',
    city: 'المحافظة',
    english: 'بالإنجليزية',
    arabic: 'بالعربية',
    save: 'حفظ',
    add: (list: string) => `إضافة إلى ${list}`,
    created: (name: string) => `تمت إضافة ${name}.`,
    search: 'ابحث بالاسم',
    moveUp: (name: string) => `نقل ${name} لأعلى`,
    hide: (name: string) => `إخفاء ${name}`,
    hidden: 'مخفي',
    delete: (name: string) => `حذف ${name}`,
    confirmDelete: 'حذف',
    inUse: 'هذا العنصر مستخدم في إعلانات أو عناصر أخرى ولا يمكن حذفه. يمكنك إخفاؤه بدلًا من ذلك.',
    giza: 'الجيزة',
  },
};

/** `/{lang}/admin/reference-data/{list}`: a reference list's table and its add/edit drawer. */
export class AdminReferencePage extends PageObject(TEXT) {
  readonly drawer = this.page.getByRole('dialog');

  async open(path: string, search = '') {
    await this.page.goto(`/${this.lang}/admin/reference-data/${path}${search}`);
    await expect(this.page.getByRole('heading', { level: 1, name: this.text.title })).toBeVisible();
  }

  /** Adds an entry to the open list through the drawer; `city` for a region. */
  async add(list: string, name: { en: string; ar: string }, city?: string) {
    await this.page.getByRole('button', { name: this.text.add(list) }).click();
    await this.drawer.getByLabel(this.text.english).fill(name.en);
    await this.drawer.getByLabel(this.text.arabic).fill(name.ar);
    // The remote-search select: typing asks the server.
    if (city)
      await this.pickOption(this.drawer.getByRole('combobox', { name: this.text.city }), city);
    await this.drawer.getByRole('button', { name: this.text.save }).click();
    await expect(this.page.getByText(this.text.created(name[this.lang]))).toBeVisible();
    await expect(this.drawer).toBeHidden();
  }
}
