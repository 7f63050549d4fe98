import { expect, type Locator, type Page } from '@playwright/test';
import type { Language } from '@dawa/shared/language';

const TEXT = {
  en: {
    navLabel: 'Admin sections',
    nav: {
      home: 'Home',
      users: 'Users and roles',
      offers: 'Offers',
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
export class AdminUsersPage {
  readonly text: (typeof TEXT)[Language];
  readonly nav: Locator;
  readonly search: Locator;

  constructor(
    readonly page: Page,
    readonly lang: Language,
  ) {
    this.text = TEXT[lang];
    this.nav = page.getByRole('navigation', { name: this.text.navLabel });
    this.search = page.getByRole('searchbox', { name: this.text.search });
  }

  async open(query = '') {
    await this.page.goto(`/${this.lang}/admin/users${query}`);
    await expect(this.page.getByRole('heading', { level: 1, name: this.text.title })).toBeVisible();
  }

  row(email: string): Locator {
    return this.page.getByRole('row').filter({ hasText: email });
  }

  async invite(email: string, fullName: string, role: string) {
    await this.page.getByRole('button', { name: this.text.invite }).click();
    const drawer = this.page.getByRole('dialog');
    await drawer.getByLabel(this.text.email).fill(email);
    await drawer.getByLabel(this.text.fullName).fill(fullName);
    const roles = drawer.getByLabel(this.text.roles);
    await roles.click();
    await roles.fill(role);
    // antd lists each option twice: a hidden one for assistive technology, and the one shown.
    await this.page.locator(`.ant-select-item-option[title="${role}"]`).click();
    // Closes the options (Escape would close the drawer too).
    await drawer.getByLabel(this.text.fullName).click();
    await drawer.getByRole('button', { name: this.text.send }).click();
  }
}
