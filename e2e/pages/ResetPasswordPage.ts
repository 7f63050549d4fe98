import type { Locator } from '@playwright/test';
import type { Language } from '@dawa/shared/language';
import { PageObject } from './PageObject';

const TEXT = {
  en: {
    title: 'Choose a new password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    submit: 'Save new password',
    invalidLink: 'This reset link is invalid or has expired. Ask for a new one.',
    requestNewLink: 'Ask for a new link',
    passwordsDiffer: 'Passwords do not match',
    invalidPassword: 'Use 6 to 128 characters for the password',
    changed: 'Your password was changed',
  },
  ar: {
    title: 'اختر كلمة مرور جديدة',
    newPassword: 'كلمة المرور الجديدة',
    confirmPassword: 'تأكيد كلمة المرور الجديدة',
    submit: 'حفظ كلمة المرور الجديدة',
    invalidLink: 'رابط إعادة التعيين هذا غير صالح أو انتهت صلاحيته. اطلب رابطاً جديداً.',
    requestNewLink: 'اطلب رابطاً جديداً',
    passwordsDiffer: 'كلمتا المرور غير متطابقتين',
    invalidPassword: 'اكتب كلمة مرور عدد حروفها من 6 إلى 128',
    changed: 'تم تغيير كلمة المرور',
  },
} satisfies Record<Language, unknown>;

/** `/{lang}/auth/reset-password?token=…`, where the reset e-mail's link lands. */
export class ResetPasswordPage extends PageObject(TEXT) {
  readonly heading = this.page.getByRole('heading', { level: 1, name: this.text.title });
  readonly newPassword = this.page.getByLabel(this.text.newPassword, { exact: true });
  readonly confirmPassword = this.page.getByLabel(this.text.confirmPassword, { exact: true });
  readonly submit = this.page.getByRole('button', { name: this.text.submit });
  readonly requestNewLink = this.page.getByRole('link', { name: this.text.requestNewLink });

  message(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }

  async setPassword(password: string, confirmation = password) {
    await this.newPassword.fill(password);
    await this.confirmPassword.fill(confirmation);
    await this.submit.click();
  }
}
