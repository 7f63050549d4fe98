import type { Locator, Page } from '@playwright/test';
import type { Language } from '@dawa/shared/language';

const TEXT = {
  en: {
    form: 'Contact form',
    name: 'Full name',
    email: 'E-mail',
    phone: 'Mobile number',
    message: 'Message',
    submit: 'Send message',
    errors: {
      name: 'Invalid Name',
      email: 'Invalid Email Address',
      phone: 'Invalid Phone Number',
      message: 'Invalid message: write at least 10 characters',
    },
    sent: (name: string) => `Thank you, ${name}: we received your message.`,
    rateLimited: 'Too many attempts, please try again later',
  },
  ar: {
    form: 'نموذج التواصل',
    name: 'الاسم بالكامل',
    email: 'البريد الإلكتروني',
    phone: 'رقم الموبايل',
    message: 'الرسالة',
    submit: 'أرسل الرسالة',
    errors: {
      name: 'اسم غير صالح',
      email: 'بريد إلكتروني غير صالح',
      phone: 'رقم موبايل غير صالح',
      message: 'رسالة غير صالحة: اكتب 10 أحرف على الأقل',
    },
    sent: (name: string) => `شكرًا يا ${name}: وصلتنا رسالتك.`,
    rateLimited: 'محاولات كثيرة، يرجى المحاولة لاحقاً',
  },
} as const;

export type ContactField = 'name' | 'email' | 'phone' | 'message';

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  message: string;
}

/** The contact-us form in the home page's `contactUs` section. */
export class ContactForm {
  readonly form: Locator;
  readonly submitButton: Locator;
  readonly text: (typeof TEXT)[Language];

  constructor(
    readonly page: Page,
    readonly lang: Language,
  ) {
    this.text = TEXT[lang];
    this.form = page.getByRole('form', { name: this.text.form });
    this.submitButton = this.form.getByRole('button', { name: this.text.submit });
  }

  /** Opens the home page at the contact section; the form loads as it nears the viewport. */
  async open() {
    await this.page.goto(`/${this.lang}#contactUs`);
    await this.form.waitFor();
    // The page glides to the section for a second; the form is used once it has arrived.
    await this.page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          let last = -1;
          let still = 0;
          const check = () => {
            still = window.scrollY > 0 && window.scrollY === last ? still + 1 : 0;
            last = window.scrollY;
            if (still >= 3) resolve();
            else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        }),
    );
  }

  field(name: ContactField): Locator {
    return this.form.getByLabel(this.text[name], { exact: true });
  }

  error(name: ContactField): Locator {
    return this.form.locator(`#contact_${name}_help`);
  }

  async fill(values: ContactValues) {
    for (const [name, value] of Object.entries(values) as [ContactField, string][]) {
      await this.field(name).fill(value);
    }
  }

  async submit() {
    await this.submitButton.click();
  }

  successToast(name: string): Locator {
    return this.page.getByText(this.text.sent(name));
  }
}
