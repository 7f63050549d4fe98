import type { Locator, Page } from '@playwright/test';
import type { Language } from '@dawa/shared/language';

/** The sign-in services, and what the dialog calls another sign-in page. */
export type LoginSubject = 'prescriptions' | 'jobs' | 'facilities' | 'offers' | 'page';
export type SignInService = Exclude<LoginSubject, 'page'>;

export const SIGN_IN_SERVICES: readonly SignInService[] = [
  'prescriptions',
  'jobs',
  'facilities',
  'offers',
];

/** Each sign-in service's page under `/{lang}/`. */
export const SERVICE_PATHS: Record<SignInService, string> = {
  prescriptions: 'prescriptions',
  jobs: 'job-opportunities',
  facilities: 'facilities',
  offers: 'offers',
};

/** The catalogue texts the tests look for (app/messages and features/home/messages). */
const TEXT = {
  en: {
    title: 'Login required',
    login: 'Login',
    cancel: 'Not now',
    says: {
      prescriptions: 'Please login to see the prescriptions.',
      jobs: 'Please login to see the job opportunities.',
      facilities: 'Please login to see the facilities.',
      offers: 'Please login to see the offers.',
      page: 'Please login to see this page.',
    },
    /** The action link of each service card. */
    card: {
      prescriptions: 'Browse prescriptions',
      jobs: 'Browse job opportunities',
      facilities: 'Browse facilities',
      offers: "See today's offers",
    },
    /** The services of the header's menu and of the drawer, in order. */
    services: [
      'Drug index',
      'Drug interactions',
      'Prescriptions',
      'Job opportunities',
      'Facilities',
      'Offers',
    ],
    signInRequired: '(sign-in required)',
    servicesGroup: 'Services',
  },
  ar: {
    title: 'يلزم تسجيل الدخول',
    login: 'تسجيل الدخول',
    cancel: 'ليس الآن',
    says: {
      prescriptions: 'يرجى تسجيل الدخول لعرض الروشتات.',
      jobs: 'يرجى تسجيل الدخول لعرض فرص العمل.',
      facilities: 'يرجى تسجيل الدخول لعرض الصيدليات والمنشآت.',
      offers: 'يرجى تسجيل الدخول لعرض العروض.',
      page: 'يرجى تسجيل الدخول لعرض هذه الصفحة.',
    },
    card: {
      prescriptions: 'تصفح الروشتات',
      jobs: 'تصفح فرص العمل',
      facilities: 'تصفح الصيدليات والمنشآت',
      offers: 'شاهد عروض اليوم',
    },
    services: [
      'دليل الأدوية',
      'التداخلات الدوائية',
      'الروشتات',
      'فرص العمل',
      'الصيدليات والمنشآت',
      'العروض',
    ],
    signInRequired: '(يتطلب تسجيل الدخول)',
    servicesGroup: 'الخدمات',
  },
} satisfies Record<Language, unknown>;

/**
 * The login-required dialog (SPEC §2, §6) that a link to a sign-in page, or the guard, opens
 * for a signed-out visitor; its Login button swaps it for the sign-in dialog.
 */
export class LoginRequiredDialog {
  readonly text: (typeof TEXT)[Language];
  readonly dialog: Locator;
  readonly login: Locator;
  readonly cancel: Locator;
  /** Every dialog on screen (hidden ones are not counted): one at a time. */
  readonly openDialogs: Locator;

  constructor(
    readonly page: Page,
    readonly lang: Language,
  ) {
    this.text = TEXT[lang];
    this.dialog = page.getByRole('dialog', { name: this.text.title });
    this.login = this.dialog.getByRole('link', { name: this.text.login, exact: true });
    this.cancel = this.dialog.getByRole('button', { name: this.text.cancel, exact: true });
    this.openDialogs = page.getByRole('dialog');
  }

  /** The dialog's message for `subject`. */
  says(subject: LoginSubject): Locator {
    return this.dialog.getByText(this.text.says[subject], { exact: true });
  }

  /** The action link of a service card in the page's main content. */
  card(service: SignInService): Locator {
    return this.page.getByRole('main').getByRole('link', { name: this.text.card[service] });
  }

  /** `/{lang}/{path}` of a sign-in service. */
  servicePath(service: SignInService): string {
    return `/${this.lang}/${SERVICE_PATHS[service]}`;
  }

  /** Where the guard sends a signed-out visitor who opens `page` (path and query). */
  homeAskingFor(page: string): string {
    return `/${this.lang}?next=${encodeURIComponent(page)}`;
  }
}
