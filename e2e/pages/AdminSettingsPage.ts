import { expect, type Locator } from '@playwright/test';
import { PageObject } from './PageObject';

const TEXT = {
  en: {
    title: 'Settings',
    saved: 'Settings saved',
    saveTheme: 'Save theme',
    saveQuotas: 'Save quotas',
    saveSupport: 'Save support settings',
    presets: { purple: 'Purple', 'polar-green': 'Polar green' },
    prescriptionQuota: 'Prescriptions a month',
    supportEmail: 'Support e-mail',
    range: 'Enter a whole number from 0 to 10,000',
    emailInvalid: 'Invalid Email Address',
    quotaGuard: 'You Can Not Add More Than One Prescription In A Month',
  },
  ar: {
    title: 'الإعدادات',
    saved: 'حُفظت الإعدادات',
    saveTheme: 'حفظ السمة',
    saveQuotas: 'حفظ الحدود',
    saveSupport: 'حفظ إعدادات الدعم',
    presets: { purple: 'بنفسجي', 'polar-green': 'أخضر قطبي' },
    prescriptionQuota: 'الروشتات في الشهر',
    supportEmail: 'البريد الإلكتروني للدعم',
    range: 'أدخل عددًا صحيحًا من 0 إلى 10,000',
    emailInvalid: 'بريد إلكتروني غير صالح',
    quotaGuard: 'لا يمكنك إضافة أكثر من روشتة واحدة في الشهر',
  },
};

/** `/{lang}/admin/settings`: the theme, monthly quota and support settings forms. */
export class AdminSettingsPage extends PageObject(TEXT) {
  readonly heading = this.page.getByRole('heading', { name: this.text.title, level: 1 });

  async open() {
    await this.page.goto(`/${this.lang}/admin/settings`);
    await expect(this.heading).toBeVisible();
  }

  form(name: 'settingsTheme' | 'settingsQuotas' | 'settingsSupport'): Locator {
    return this.page.locator(`form#${name}`);
  }

  /**
   * Clicks a save button and waits for the saved toast and the reload that follows it (SPEC
   * §4), so the page after it shows what the server now serves.
   */
  async saveAndReload(button: string) {
    const reloaded = this.page.waitForEvent('framenavigated', { timeout: 20_000 });
    await this.page.getByRole('button', { name: button }).click();
    await expect(this.page.getByText(this.text.saved)).toBeVisible();
    await reloaded;
    await expect(this.heading).toBeVisible();
  }
}
