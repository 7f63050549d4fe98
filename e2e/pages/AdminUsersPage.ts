import { expect } from '@playwright/test';
import { PageObject } from './PageObject';

const TEXT = {
  en: {
    navLabel: 'Admin sections',
    nav: {
      home: 'Home',
      users: 'Users and roles',
      offers: 'Offers',
      customers: 'Customers',
      products: 'Products',
      orders: 'Orders',
      moderation: 'Moderation',
      drugs: 'Drugs',
      referenceData: 'Reference data',
      import: 'Import',
    },
    title: 'Users and roles',
    search: 'Name, e-mail or phone',
    invite: 'Invite user',
    email: 'E-mail',
    fullName: 'Full name',
    roles: 'Roles',
    send: 'Send invitation',
    invited: (email: string) => `Invitation sent to ${email}`,
    entityEditor: 'Entity editor',
    disableOf: (name: string) => `Disable ${name}`,
    disable: 'Disable',
    disabled: 'User disabled',
    statusDisabled: 'Disabled',
    exists: 'User with this e-mail already exists',
  },
  ar: {
    navLabel: 'أقسام الإدارة',
    nav: {
      home: 'الرئيسية',
      users: 'المستخدمون والأدوار',
      offers: 'العروض',
      customers: 'العملاء',
      products: 'المنتجات',
      orders: 'الطلبات',
      moderation: 'المراجعة',
      drugs: 'الأدوية',
      referenceData: 'البيانات المرجعية',
      import: 'الاستيراد',
    },
    title: 'المستخدمون والأدوار',
    search: 'الاسم أو البريد الإلكتروني أو الهاتف',
    invite: 'دعوة مستخدم',
    email: 'البريد الإلكتروني',
    fullName: 'الاسم الكامل',
    roles: 'الأدوار',
    send: 'إرسال الدعوة',
    invited: (email: string) => `أُرسلت الدعوة إلى ${email}`,
    entityEditor: 'محرر الكيانات',
    disableOf: (name: string) => `تعطيل ${name}`,
    disable: 'تعطيل',
    disabled: 'تم تعطيل المستخدم',
    statusDisabled: 'معطّل',
    exists: 'يوجد مستخدم بهذا البريد الإلكتروني بالفعل',
  },
};

/** `/{lang}/admin/users`: the IAM table, the invitation drawer and the row actions. */
export class AdminUsersPage extends PageObject(TEXT) {
  readonly nav = this.page.getByRole('navigation', { name: this.text.navLabel });
  readonly search = this.page.getByRole('searchbox', { name: this.text.search });

  async open(query = '') {
    await this.page.goto(`/${this.lang}/admin/users${query}`);
    await expect(this.page.getByRole('heading', { level: 1, name: this.text.title })).toBeVisible();
  }

  async invite(email: string, fullName: string, role: string) {
    await this.page.getByRole('button', { name: this.text.invite }).click();
    const drawer = this.page.getByRole('dialog');
    await drawer.getByLabel(this.text.email).fill(email);
    await drawer.getByLabel(this.text.fullName).fill(fullName);
    await this.pickOption(drawer.getByLabel(this.text.roles), role);
    // Closes the options (Escape would close the drawer too).
    await drawer.getByLabel(this.text.fullName).click();
    await drawer.getByRole('button', { name: this.text.send }).click();
  }
}
