import { expect } from '@playwright/test';
import { PageObject } from './PageObject';

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
export class AdminAuditPage extends PageObject(TEXT) {
  readonly nav = this.page.getByRole('navigation', { name: this.text.navLabel });

  async open(query = '') {
    await this.page.goto(`/${this.lang}/admin/audit-log${query}`);
    await expect(this.page.getByRole('heading', { level: 1, name: this.text.title })).toBeVisible();
  }
}
