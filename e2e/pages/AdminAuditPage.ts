import { expect, type Locator, type Page } from '@playwright/test';
import type { Language } from '@dawa/shared/language';

const TEXT = {
  en: {
    navLabel: 'Admin sections',
    navHome: 'Home',
    navAuditLog: 'Audit log',
    title: 'Audit log',
    entity: 'Entity',
    action: 'Action',
    user: 'User e-mail',
    detailTitle: 'Change details',
    changes: 'Before and after',
    changed: 'Changed',
    before: 'Before',
    after: 'After',
    auditLogViewer: 'Audit log viewer',
    editRolesOf: (name: string) => `Change the roles of ${name}`,
    roles: 'Roles',
    save: 'Save',
    rolesSaved: 'Roles saved',
  },
  ar: {
    navLabel: 'أقسام الإدارة',
    navHome: 'الرئيسية',
    navAuditLog: 'سجل التدقيق',
    title: 'سجل التدقيق',
    entity: 'الكيان',
    action: 'الإجراء',
    user: 'البريد الإلكتروني للمستخدم',
    detailTitle: 'تفاصيل التغيير',
    changes: 'قبل وبعد',
    changed: 'تغيّر',
    before: 'قبل',
    after: 'بعد',
    auditLogViewer: 'مُطّلع على سجل التدقيق',
    editRolesOf: (name: string) => `تغيير أدوار ${name}`,
    roles: 'الأدوار',
    save: 'حفظ',
    rolesSaved: 'تم حفظ الأدوار',
  },
};

/** `/{lang}/admin/audit-log`: the filters, the rows and the detail drawer. */
export class AdminAuditPage {
  readonly text: (typeof TEXT)[Language];
  readonly nav: Locator;

  constructor(
    readonly page: Page,
    readonly lang: Language,
  ) {
    this.text = TEXT[lang];
    this.nav = page.getByRole('navigation', { name: this.text.navLabel });
  }

  async open(query = '') {
    await this.page.goto(`/${this.lang}/admin/audit-log${query}`);
    await expect(this.page.getByRole('heading', { level: 1, name: this.text.title })).toBeVisible();
  }

  /** Picks `option` in the filter select named `label`; `typed` searches first (remote). */
  async filter(label: string, option: string, typed = option) {
    const select = this.page.getByRole('combobox', { name: label });
    await select.click();
    await select.fill(typed);
    // antd lists each option twice: a hidden one for assistive technology, and the one shown.
    await this.page.locator(`.ant-select-item-option[title="${option}"]`).click();
  }

  row(text: string): Locator {
    return this.page.getByRole('row').filter({ hasText: text });
  }
}
