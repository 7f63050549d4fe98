import { expect, type Locator, type Page } from '@playwright/test';
import type { Language } from '@dawa/shared/language';
import { ApiClient, encodePng, signInSession, signUpSession } from './ApiClient';
import { screenshot } from './Screens';

export { ADMIN } from './ApiClient';

const TEXT = {
  en: {
    navLabel: 'Admin sections',
    navEntry: 'Moderation',
    adminMenu: /^Admin menu/,
    heading: 'Moderation',
    kinds: 'Kinds of post',
    prescriptions: 'Prescriptions',
    jobs: 'Jobs',
    list: {
      prescription: 'Pending prescriptions',
      job: 'Pending job ads',
      facility: 'Pending facility ads',
    },
    openPhoto: (title: string) => `Open the photo of “${title}” in a new tab`,
    duplicateAd: 'Duplicate ad',
    noPermissions: 'You have no permissions yet. Wait for the admin to grant you privileges.',
    accept: (title: string) => `Accept “${title}”`,
    delete: (title: string) => `Delete “${title}”`,
    editTag: 'Edit of a published post',
    publishedTitle: (title: string) => `Published title: ${title}`,
    rejectEdit: (title: string) => `Reject the edit of “${title}”`,
    rejectDialogTitle: (title: string) => `Reject the edit of “${title}”?`,
    confirmReject: 'Reject edit',
    editRejected: (title: string) =>
      `The edit of “${title}” was rejected; the published version stays`,
    accepted: (title: string) => `“${title}” was accepted and is public now`,
    deleted: (title: string) => `“${title}” was deleted`,
    dialogTitle: (title: string) => `Delete “${title}”?`,
    confirm: 'Delete',
    reasonRequired: 'Choose a reason',
    detailsRequired: 'Write the reason (at least 3 characters)',
    other: 'Another reason',
    personalData: 'Shows personal data (a name, phone number or ID)',
    details: 'Details for the author',
    detailsOptional: 'Details for the author (optional)',
    loadMore: 'Load more',
    more: 'Show more',
  },
  ar: {
    navLabel: 'أقسام الإدارة',
    navEntry: 'المراجعة',
    adminMenu: /^قائمة الإدارة/,
    heading: 'المراجعة',
    kinds: 'أنواع المنشورات',
    prescriptions: 'الروشتات',
    jobs: 'الوظائف',
    list: {
      prescription: 'روشتات بانتظار المراجعة',
      job: 'إعلانات وظائف بانتظار المراجعة',
      facility: 'إعلانات منشآت بانتظار المراجعة',
    },
    openPhoto: (title: string) => `فتح صورة «${title}» في علامة تبويب جديدة`,
    duplicateAd: 'إعلان مكرر',
    noPermissions: 'ليس لديك أي صلاحيات بعد. انتظر حتى يمنحك المسؤول الصلاحيات.',
    accept: (title: string) => `قبول «${title}»`,
    delete: (title: string) => `حذف «${title}»`,
    editTag: 'تعديل لمنشور سبق نشره',
    publishedTitle: (title: string) => `العنوان المنشور: ${title}`,
    rejectEdit: (title: string) => `رفض تعديل «${title}»`,
    rejectDialogTitle: (title: string) => `رفض تعديل «${title}»؟`,
    confirmReject: 'رفض التعديل',
    editRejected: (title: string) => `تم رفض تعديل «${title}» وتظل النسخة المنشورة كما هي`,
    accepted: (title: string) => `تم قبول «${title}» وأصبح متاحًا للجميع`,
    deleted: (title: string) => `تم حذف «${title}»`,
    dialogTitle: (title: string) => `حذف «${title}»؟`,
    confirm: 'حذف',
    reasonRequired: 'اختر سببًا',
    detailsRequired: 'اكتب السبب (لا يقل عدد أحرفه عن 3)',
    other: 'سبب آخر',
    personalData: 'تظهر بيانات شخصية (اسم أو رقم موبايل أو رقم قومي)',
    details: 'تفاصيل لصاحب المنشور',
    detailsOptional: 'تفاصيل لصاحب المنشور (اختياري)',
    loadMore: 'عرض المزيد',
    more: 'اقرأ المزيد',
  },
} as const;

/** A kind of post with a tab of its own. */
export type ModeratedKind = keyof (typeof TEXT)['en']['list'];

/** The admin moderation queue, `/{lang}/admin/moderation`, on one kind's tab. */
export class ModerationPage {
  readonly text: (typeof TEXT)[Language];
  readonly nav: Locator;
  readonly list: Locator;
  readonly dialog: Locator;

  constructor(
    readonly page: Page,
    readonly lang: Language,
    readonly kind: ModeratedKind = 'prescription',
  ) {
    this.text = TEXT[lang];
    this.nav = page.getByRole('navigation', { name: this.text.navLabel });
    this.list = page.getByRole('list', { name: this.text.list[kind] });
    this.dialog = page.getByRole('dialog');
  }

  async open() {
    await this.page.goto(`/${this.lang}/admin/moderation`);
  }

  /** The card of a pending post, named by its title. */
  item(title: string): Locator {
    return this.list.getByRole('article', { name: title, exact: true });
  }

  /** Loads more pages until the post shows (other tests add pending posts at the same time). */
  async find(title: string): Promise<Locator> {
    const item = this.item(title);
    const more = this.page.getByRole('button', { name: this.text.loadMore });
    await expect(this.list).toBeVisible();
    while (!(await item.isVisible()) && (await more.isVisible())) await more.click();
    await expect(item).toBeVisible();
    return item;
  }

  toast(text: string): Locator {
    return this.page.locator('.ant-notification').getByText(text);
  }

  async shot(name: string) {
    await screenshot(this.page, this.lang, name, { fullPage: true });
  }
}

// ---------------------------------------------------------------------------------------------
// The API as the tests' other users use it

/** A signed-in user of the API: authors create prescriptions, the admin grants roles. */
export class ModerationApiUser extends ApiClient {
  static async signUp(name: string): Promise<ModerationApiUser> {
    return new ModerationApiUser(await signUpSession('e2e-mod', name));
  }

  static async signIn(account: { email: string; password: string }): Promise<ModerationApiUser> {
    return new ModerationApiUser(await signInSession(account));
  }

  /** POST /graphql, expecting no errors; the data. */
  graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    return this.graphqlData<T>(query, variables);
  }

  /** Uploads a photo (`/api/uploads?purpose=prescription`) and creates a pending prescription. */
  override createPrescription(
    title: string,
    png: Buffer,
    description = 'Adult, 40, productive cough for 5 days and a mild fever. Which antibiotic, and for how long?',
  ): Promise<string> {
    return super.createPrescription(title, png, description);
  }

  /** Ids in the public list (accepted, SPEC §4), newest first. */
  async publicPrescriptionIds(): Promise<string[]> {
    const { prescriptions } = await this.graphql<{ prescriptions: { items: { id: string }[] } }>(
      `{ prescriptions(first: 100) { items { id } } }`,
    );
    return prescriptions.items.map((item) => item.id);
  }

  /** Ids waiting for review (moderators only). */
  async queueIds(): Promise<string[]> {
    const { moderationQueue } = await this.graphql<{
      moderationQueue: { items: { id: string }[] };
    }>(`{ moderationQueue(kind: prescription, first: 100) { items { id } } }`);
    return moderationQueue.items.map((item) => item.id);
  }

  async prescription(id: string) {
    const answer = await this.graphql<{
      prescription: { postStatus: string; deactivationReason: string | null };
    }>(`query($id: ID!) { prescription(id: $id) { postStatus deactivationReason } }`, { id });
    return answer.prescription;
  }
}

/** A small valid PNG (stripes, so the thumbnail shows something), made without an image library. */
export function makePng(width = 48, height = 32): Buffer {
  return encodePng(width, height, (x, y) => ((x + y) % 16 < 8 ? [0, 109, 117] : [181, 245, 236]));
}
