import { expect, type Locator, type Page } from '@playwright/test';
import type { Language } from '@dawa/shared/language';
import { ApiClient, signInSession, signUpSession } from './ApiClient';
import { screenshot } from './Screens';

const TEXT = {
  en: {
    tabs: 'Profile sections',
    prescriptions: 'My prescriptions',
    jobs: 'My jobs',
    facilities: 'My facilities',
    account: 'Edit account',
    notifications: 'Notifications',
    fullName: 'Full name',
    phone: 'Mobile number',
    language: 'Language of e-mails and notifications',
    arabic: 'العربية',
    save: 'Save changes',
    saved: 'Profile updated successfully',
    invalidPhone: 'Invalid Phone Number',
    invalidName: 'Invalid Name',
    unverified: 'Not verified',
    emptyMine: 'You have no approved prescriptions yet.',
    choosePicture: 'Choose a photo',
    settings: 'Notification settings',
    sendReset: 'Send me a reset link',
    resetSent: 'Password reset e-mail sent',
    completeRegistration: 'Complete registration',
    confirmHeading: 'Confirm your mobile number',
    sendCode: 'Send me a code',
    code: 'Code from the SMS',
    confirm: 'Confirm',
    wrongCode: 'The code is not correct. Check the SMS and try again.',
    codeDigits: 'The code must be exactly 6 digits',
    phoneConfirmed: 'Mobile number confirmed',
  },
  ar: {
    tabs: 'أقسام الملف الشخصي',
    prescriptions: 'روشتاتي',
    jobs: 'وظائفي',
    facilities: 'منشآتي',
    account: 'تعديل الحساب',
    notifications: 'الإشعارات',
    fullName: 'الاسم الكامل',
    phone: 'رقم الموبايل',
    language: 'لغة الرسائل والإشعارات',
    arabic: 'العربية',
    save: 'حفظ التغييرات',
    saved: 'تم تحديث الملف الشخصي بنجاح',
    invalidPhone: 'رقم موبايل غير صالح',
    invalidName: 'اسم غير صالح',
    unverified: 'غير مؤكَّد',
    emptyMine: 'ليست لديك روشتات موافق عليها بعد.',
    choosePicture: 'اختر صورة',
    settings: 'إعدادات الإشعارات',
    sendReset: 'أرسل لي رابط إعادة التعيين',
    resetSent: 'تم إرسال بريد إعادة تعيين كلمة المرور',
    completeRegistration: 'أكمل التسجيل',
    confirmHeading: 'أكّد رقم الموبايل',
    sendCode: 'أرسل لي رمزًا',
    code: 'الرمز من الرسالة',
    confirm: 'تأكيد',
    wrongCode: 'الرمز غير صحيح. تحقّق من الرسالة النصية وحاول مرة أخرى.',
    codeDigits: 'يجب أن يتكوّن الرمز من 6 أرقام بالضبط',
    phoneConfirmed: 'تم تأكيد رقم الموبايل',
  },
} as const;

export interface Me {
  fullName: string;
  phoneNumber: string | null;
  phoneNumberVerified: boolean;
  countryCode: string | null;
  avatar: string | null;
  language: string;
}

/** A user of the API for the profile tests. */
export class ProfileApi extends ApiClient {
  static async signUp(name: string): Promise<ProfileApi> {
    return new ProfileApi(await signUpSession('e2e-profile', name));
  }

  static async signIn(account: { email: string; password: string }): Promise<ProfileApi> {
    return new ProfileApi(await signInSession(account));
  }

  /** Saves a number the way the account form does: not proven until a code confirms it. */
  async setPhoneNumber(phoneNumber: string): Promise<void> {
    await this.graphqlData(
      'mutation($profile: ProfileInput!) { authUpdateProfile(profile: $profile) { id } }',
      { profile: { phoneNumber } },
    );
  }

  async me(): Promise<Me> {
    const data = await this.graphqlData<{ authMe: Me }>(
      '{ authMe { fullName phoneNumber phoneNumberVerified countryCode avatar language } }',
    );
    return data.authMe;
  }
}

export type ProfileTabName = 'prescriptions' | 'jobs' | 'facilities' | 'account' | 'notifications';

/** `/{lang}/profile`: the header, its tabs and the account form. */
export class ProfilePage {
  readonly text: (typeof TEXT)[Language];
  readonly tabs: Locator;
  readonly heading: Locator;

  constructor(
    readonly page: Page,
    readonly lang: Language,
  ) {
    this.text = TEXT[lang];
    this.tabs = page.getByRole('tablist');
    this.heading = page.getByRole('heading', { level: 1 });
  }

  async open(query = ''): Promise<void> {
    await this.page.goto(`/${this.lang}/profile${query}`);
    await expect(this.tabs).toBeVisible();
  }

  tab(name: ProfileTabName): Locator {
    return this.page.getByRole('tab', { name: this.text[name], exact: true });
  }

  field(label: 'fullName' | 'phone'): Locator {
    return this.page.getByLabel(this.text[label], { exact: true });
  }

  get fileInput(): Locator {
    return this.page.locator('input[type="file"]');
  }

  /** antd's button-style radios hide the input: the label takes the click. */
  async chooseLanguage(name: 'arabic'): Promise<void> {
    const radio = this.page.getByRole('radio', { name: this.text[name] });
    await radio.locator('xpath=ancestor::label').click();
    await expect(radio).toBeChecked();
  }

  /** Waits until the tab shows its data (the live connections never let the network idle). */
  async settled(tab: ProfileTabName): Promise<void> {
    const panel = this.page.getByRole('tabpanel');
    if (tab === 'prescriptions' || tab === 'jobs' || tab === 'facilities')
      await expect(panel.locator('[aria-busy="true"]')).toHaveCount(0);
    if (tab === 'account') await expect(this.field('fullName')).not.toHaveValue('');
    if (tab === 'notifications') await expect(panel.getByRole('switch').first()).toBeEnabled();
    await expect(this.heading).toBeVisible();
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: this.text.save }).click();
  }

  async shot(name: string): Promise<void> {
    await screenshot(this.page, this.lang, name, { fullPage: true });
  }
}
