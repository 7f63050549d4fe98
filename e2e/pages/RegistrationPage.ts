import type { Locator, Page } from '@playwright/test';
import type { Language } from '@dawa/shared/language';

/** The catalogue texts the tests look for (features/auth/messages, registration). */
const TEXT = {
  en: {
    title: 'Complete your registration',
    phoneNumber: 'Mobile number',
    idNumber: 'ID number',
    userType: 'Profession',
    userCategory: 'Where you work',
    userTypes: { pharmacist: 'Pharmacist', nurse: 'Nurse' },
    userCategories: { communityPharmacy: 'Community pharmacy', hospital: 'Hospital' },
    save: 'Save',
    later: 'Not now',
    saved: 'Profile updated successfully',
    invalidIdNumber: 'Enter your ID number (up to 40 characters)',
    invalidUserType: 'Choose your profession',
    invalidUserCategory: 'Choose where you work',
  },
  ar: {
    title: 'أكمل تسجيلك',
    phoneNumber: 'رقم الموبايل',
    idNumber: 'الرقم القومي',
    userType: 'المهنة',
    userCategory: 'مجال العمل',
    userTypes: { pharmacist: 'صيدلي', nurse: 'ممرض / ممرضة' },
    userCategories: { communityPharmacy: 'صيدلية عامة', hospital: 'مستشفى' },
    save: 'حفظ',
    later: 'ليس الآن',
    saved: 'تم تحديث الملف الشخصي بنجاح',
    invalidIdNumber: 'أدخل الرقم القومي (حتى 40 حرفًا)',
    invalidUserType: 'اختر مهنتك',
    invalidUserCategory: 'اختر مجال عملك',
  },
} satisfies Record<Language, unknown>;

type UserType = keyof (typeof TEXT)['en']['userTypes'];
type UserCategory = keyof (typeof TEXT)['en']['userCategories'];

/** `/{lang}/auth/update-account-roles`: the fields a registration still lacks (SPEC §6). */
export class RegistrationPage {
  readonly text: (typeof TEXT)[Language];
  readonly title: Locator;
  readonly phoneNumber: Locator;
  readonly idNumber: Locator;
  readonly userType: Locator;
  readonly userCategory: Locator;
  readonly save: Locator;
  readonly later: Locator;
  /** The success toast after saving. */
  readonly saved: Locator;

  constructor(
    readonly page: Page,
    readonly lang: Language,
  ) {
    this.text = TEXT[lang];
    const main = page.getByRole('main');
    this.title = main.getByRole('heading', { level: 1, name: this.text.title });
    this.phoneNumber = main.getByLabel(this.text.phoneNumber, { exact: true });
    this.idNumber = main.getByLabel(this.text.idNumber, { exact: true });
    this.userType = main.getByRole('radiogroup', { name: this.text.userType });
    this.userCategory = main.getByRole('radiogroup', { name: this.text.userCategory });
    this.save = main.getByRole('button', { name: this.text.save, exact: true });
    this.later = main.getByRole('link', { name: this.text.later, exact: true });
    this.saved = page.getByText(this.text.saved, { exact: true });
  }

  async open(from?: string) {
    const query = from ? `?from=${encodeURIComponent(from)}` : '';
    await this.page.goto(`/${this.lang}/auth/update-account-roles${query}`);
  }

  message(text: string): Locator {
    return this.page.getByRole('main').getByText(text, { exact: true });
  }

  async fill(idNumber: string, userType: UserType, userCategory: UserCategory) {
    await this.idNumber.fill(idNumber);
    await this.userType
      .getByRole('radio', { name: this.text.userTypes[userType], exact: true })
      .check();
    await this.userCategory
      .getByRole('radio', { name: this.text.userCategories[userCategory], exact: true })
      .check();
  }
}
