import { ApiClient, signInSession, signUpSession } from './ApiClient';
import { PostListPage } from './PostListPage';

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
    // The number is isolated left-to-right (formatPhone).
    call: (phone: string) => `Call \u2066${phone}\u2069`,
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
    mine: 'My jobs',
    labels: {
      inReview: 'In review',
      active: 'Active',
      hired: 'Hired',
      editInReview: 'Edit in review',
    },
    markHired: 'Mark as hired',
    reopen: 'Open again',
    edit: 'Edit',
    alerts: {
      save: 'Alert me to these jobs',
      saved: 'Alert saved',
      savedToast: 'Job alert saved',
      manage: 'Manage alerts',
      heading: 'Job alerts',
      told: 'A new job matches your alert',
      summary: (words: string) => `Alexandria · “${words}”`,
      deleteNamed: (summary: string) => `Delete the alert: ${summary}`,
      deleted: 'Job alert deleted',
      empty: 'No job alerts yet.',
    },
    form: {
      name: 'Title of the ad',
      company: 'Company or pharmacy name',
      position: 'Position',
      workplace: 'Workplace',
      city: 'Governorate',
      region: 'District',
      address: 'Address',
      description: 'About the job',
      negotiable: 'Salary negotiable',
      email: 'E-mail for applications',
      phone: 'Mobile number',
      publish: 'Publish',
      pending: 'Your job opportunity waiting admin approval',
      invalidName: 'Invalid Name',
      invalidPhone: 'Invalid Phone Number',
      invalidCity: 'Invalid City Name',
      quotaGuard: 'You Can Not Add More Jobs This Month',
      communityPharmacy: 'Community pharmacy',
      dokki: 'Dokki',
    },
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
    call: (phone: string) => `اتصل على \u2066${phone}\u2069`,
    whatsApp: 'واتساب',
    email: 'البريد الإلكتروني',
    hiredNotice: 'تم شغل هذه الوظيفة.',
    hired: 'تم التعيين',
    negotiable: 'الراتب قابل للتفاوض',
    range: '9,000 – 12,000 ج.م في الشهر',
    giza: 'الجيزة',
    alexandria: 'الإسكندرية',
    smouha: 'سموحة',
    pharmacist: 'صيدلي',
    mine: 'وظائفي',
    labels: {
      inReview: 'قيد المراجعة',
      active: 'نشط',
      hired: 'تم التعيين',
      editInReview: 'تعديل قيد المراجعة',
    },
    markHired: 'تم التعيين',
    reopen: 'إعادة فتح الإعلان',
    edit: 'تعديل',
    alerts: {
      save: 'نبّهني بهذه الوظائف',
      saved: 'تم حفظ التنبيه',
      savedToast: 'تم حفظ تنبيه الوظائف',
      manage: 'إدارة التنبيهات',
      heading: 'تنبيهات الوظائف',
      told: 'فرصة عمل جديدة تطابق تنبيهك',
      summary: (words: string) => `الإسكندرية · «${words}»`,
      deleteNamed: (summary: string) => `حذف التنبيه: ${summary}`,
      deleted: 'تم حذف تنبيه الوظائف',
      empty: 'لا توجد تنبيهات وظائف بعد.',
    },
    form: {
      name: 'عنوان الإعلان',
      company: 'اسم الشركة أو الصيدلية',
      position: 'الوظيفة',
      workplace: 'مكان العمل',
      city: 'المحافظة',
      region: 'المنطقة',
      address: 'العنوان',
      description: 'عن الوظيفة',
      negotiable: 'الراتب قابل للتفاوض',
      email: 'البريد الإلكتروني لاستقبال الطلبات',
      phone: 'رقم الموبايل',
      publish: 'نشر',
      pending: 'فرصة العمل الخاصة بك بانتظار موافقة المشرف',
      invalidName: 'اسم غير صالح',
      invalidPhone: 'رقم موبايل غير صالح',
      invalidCity: 'محافظة غير صالحة',
      quotaGuard: 'لا يمكنك إضافة المزيد من الوظائف هذا الشهر',
      communityPharmacy: 'صيدلية عامة',
      dokki: 'الدقي',
    },
  },
} as const;

/** The job opportunities screens, `/{lang}/job-opportunities` and a job's view. */
export class JobsPage extends PostListPage(TEXT) {
  async openList(search = '') {
    await this.page.goto(`/${this.lang}/job-opportunities${search}`);
  }

  async openJob(id: string) {
    await this.page.goto(`/${this.lang}/job-opportunities/${id}`);
  }

  /**
   * Opens the list and waits until the tab's live notification stream has been answered, so
   * a notification sent next arrives live.
   */
  async openListLive(search = '') {
    const stream = this.page.waitForResponse(
      (response) =>
        response.url().endsWith('/graphql') &&
        (response.request().postData() ?? '').includes('subscription NotificationChanged') &&
        (response.headers()['content-type'] ?? '').startsWith('text/event-stream'),
    );
    await this.openList(search);
    await stream;
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
