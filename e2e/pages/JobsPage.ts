import { type Locator, type Page } from '@playwright/test';
import type { Language } from '@dawa/shared/language';
import { ApiClient, signInSession, signUpSession } from './ApiClient';
import { screenshot } from './Screens';

export { ADMIN } from './ApiClient';

const TEXT = {
  en: {
    heading: 'Job opportunities',
    filters: 'Filter job opportunities',
    filterToggle: 'Filters',
    search: 'Title or company',
    city: 'Governorate',
    region: 'District',
    position: 'Position',
    apply: 'Show jobs',
    empty: 'No job opportunity matches these filters.',
    contact: 'Contact the employer',
    call: (phone: string) => `Call ${phone}`,
    whatsApp: 'WhatsApp',
    email: 'E-mail',
    hiredNotice: 'This position has been filled.',
    hired: 'Hired',
    negotiable: 'Salary negotiable',
    range: '9,000 – 12,000 L.E. a month',
    giza: 'Giza',
    alexandria: 'Alexandria',
    smouha: 'Smouha',
    pharmacist: 'Pharmacist',
  },
  ar: {
    heading: 'فرص العمل',
    filters: 'تصفية فرص العمل',
    filterToggle: 'الفلاتر',
    search: 'العنوان أو اسم الشركة',
    city: 'المحافظة',
    region: 'المنطقة',
    position: 'الوظيفة',
    apply: 'عرض الوظائف',
    empty: 'لا توجد فرصة عمل تطابق هذه الفلاتر.',
    contact: 'تواصل مع صاحب العمل',
    call: (phone: string) => `اتصل على ${phone}`,
    whatsApp: 'واتساب',
    email: 'البريد الإلكتروني',
    hiredNotice: 'تم شغل هذه الوظيفة.',
    hired: 'تم التعيين',
    negotiable: 'الراتب قابل للتفاوض',
    range: '٩٬٠٠٠ – ١٢٬٠٠٠ ج.م في الشهر',
    giza: 'الجيزة',
    alexandria: 'الإسكندرية',
    smouha: 'سموحة',
    pharmacist: 'صيدلي',
  },
} as const;

/** The job opportunities screens, `/{lang}/job-opportunities` and a job's view. */
export class JobsPage {
  readonly text: (typeof TEXT)[Language];
  readonly filters: Locator;

  constructor(
    readonly page: Page,
    readonly lang: Language,
  ) {
    this.text = TEXT[lang];
    this.filters = page.getByRole('region', { name: this.text.filters });
  }

  async openList(search = '') {
    await this.page.goto(`/${this.lang}/job-opportunities${search}`);
  }

  async openJob(id: string) {
    await this.page.goto(`/${this.lang}/job-opportunities/${id}`);
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  /** The card of a job, named by its title. */
  card(name: string): Locator {
    return this.page.getByRole('article', { name, exact: true });
  }

  cards(): Locator {
    return this.page.getByRole('list', { name: this.text.heading }).getByRole('article');
  }

  filter(label: string): Locator {
    return this.filters.getByLabel(label, { exact: true });
  }

  async shot(name: string) {
    await screenshot(this.page, this.lang, name, { fullPage: true });
  }
}

/** A user of the API who posts job ads (or, signed in as the admin, accepts them). */
export class JobsApiUser extends ApiClient {
  static async signUp(name: string): Promise<JobsApiUser> {
    return new JobsApiUser(await signUpSession('e2e-jobs', name));
  }

  static async signIn(account: { email: string; password: string }): Promise<JobsApiUser> {
    return new JobsApiUser(await signInSession(account));
  }

  /** A job ad accepted by `moderator`; its id. */
  async createAcceptedJob(
    moderator: ApiClient,
    name: string,
    fields: Record<string, unknown> = {},
  ): Promise<string> {
    const id = await this.createJob(name, fields);
    await moderator.acceptJob(id);
    return id;
  }

  async setHired(id: string): Promise<void> {
    await this.graphqlData(`mutation($id: ID!) { jobHiredSet(id: $id, hired: true) { id } }`, {
      id,
    });
  }
}
