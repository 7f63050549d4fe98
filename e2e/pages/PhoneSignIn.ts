import type { Locator, Page } from '@playwright/test';
import type { Language } from '@dawa/shared/language';

/** The catalogue texts the tests look for (features/auth/messages). */
const TEXT = {
  en: {
    phoneOption: 'Continue with phone number',
    phone: 'Mobile number',
    code: 'Verification code',
    sendCode: 'Send code',
    verify: 'Verify and sign in',
    resend: /^Resend code( in \d:\d\d)?$/,
    resendIn: /^Resend code in \d:\d\d$/,
    changeNumber: 'Change number',
    codeSent: (phone: string) => `We sent a code by SMS to \u2066${phone}\u2069.`,
    codeResent: (phone: string) => `We sent a new code to \u2066${phone}\u2069.`,
    invalidPhone:
      'Invalid Phone Number: enter an Egyptian mobile number of 11 digits starting with 01',
    codeDigits: 'The code must be exactly 6 digits',
    wrongCode: 'The code is not correct. Check the SMS and try again.',
    userNotFound: 'No account matches these credentials; it may have been deleted',
  },
  ar: {
    phoneOption: 'المتابعة برقم الموبايل',
    phone: 'رقم الموبايل',
    code: 'رمز التأكيد',
    sendCode: 'إرسال الرمز',
    verify: 'أكّد وسجّل الدخول',
    resend: /^إعادة إرسال الرمز( بعد \d:\d\d)?$/,
    resendIn: /^إعادة إرسال الرمز بعد \d:\d\d$/,
    changeNumber: 'تغيير الرقم',
    codeSent: (phone: string) => `أرسلنا رمزًا في رسالة نصية إلى \u2066${phone}\u2069.`,
    codeResent: (phone: string) => `أرسلنا رمزًا جديدًا إلى \u2066${phone}\u2069.`,
    invalidPhone: 'رقم موبايل غير صالح: أدخل رقم موبايل مصريًا من 11 رقمًا يبدأ بـ 01',
    codeDigits: 'يجب أن يتكوّن الرمز من 6 أرقام بالضبط',
    wrongCode: 'الرمز غير صحيح. تحقّق من الرسالة النصية وحاول مرة أخرى.',
    userNotFound: 'لا يوجد حساب مطابق لبيانات الدخول هذه، ربما تم حذفه',
  },
} satisfies Record<Language, unknown>;

/** The phone option of the sign-in dialog: the number, then the code sent by SMS. */
export class PhoneSignIn {
  readonly text: (typeof TEXT)[Language];
  readonly dialog: Locator;
  readonly option: Locator;
  readonly phone: Locator;
  readonly code: Locator;
  readonly sendCode: Locator;
  readonly verify: Locator;
  readonly resend: Locator;
  readonly changeNumber: Locator;

  constructor(
    readonly page: Page,
    readonly lang: Language,
  ) {
    this.text = TEXT[lang];
    this.dialog = page.getByRole('dialog');
    this.option = this.dialog.getByRole('button', { name: this.text.phoneOption });
    this.phone = this.dialog.getByLabel(this.text.phone, { exact: true });
    this.code = this.dialog.getByLabel(this.text.code, { exact: true });
    this.sendCode = this.dialog.getByRole('button', { name: this.text.sendCode, exact: true });
    this.verify = this.dialog.getByRole('button', { name: this.text.verify, exact: true });
    this.resend = this.dialog.getByRole('button', { name: this.text.resend });
    this.changeNumber = this.dialog.getByRole('button', { name: this.text.changeNumber });
  }

  message(text: string): Locator {
    return this.dialog.getByText(text, { exact: true });
  }

  codeSent(phone: string, again = false): Locator {
    return this.dialog
      .getByRole('status')
      .filter({ hasText: again ? this.text.codeResent(phone) : this.text.codeSent(phone) });
  }

  /** Asks for a code for `phone`; waits for the code step. */
  async requestCode(phone: string) {
    await this.phone.fill(phone);
    await this.sendCode.click();
    await this.code.waitFor();
  }

  async enterCode(code: string) {
    await this.code.fill(code);
    await this.verify.click();
  }
}
