import { expect, type Locator } from '@playwright/test';
import { PageObject } from './PageObject';

/** The upload widget keeps sizes and formats in their own direction (Unicode isolates). */
const isolated = (text: string) => `\u2068${text}\u2069`;

const TEXT = {
  en: {
    heading: 'Prescriptions',
    myHeading: 'My prescriptions',
    new: 'New prescription',
    createTitle: 'New prescription',
    title: 'Title',
    description: 'Description',
    publish: 'Publish',
    save: 'Save changes',
    close: 'Close',
    pending: 'Your prescription is waiting for admin approval',
    invalidTitle: 'Invalid Title',
    invalidDescription: 'Invalid Description',
    imageRequired: 'You must upload an image',
    tooBig: `File is too big. Max allowed size is ${isolated('10 MB')}`,
    invalidFormat: `Invalid format. Must be ${isolated('JPEG, PNG, WebP')}`,
    quota: 'You Can Not Add More Than 3 Prescriptions In A Month',
    previous: 'Previous',
    next: 'Next',
    page: (n: number) => `Page ${n}`,
    commentLabel: 'Write a comment',
    send: 'Comment',
    edit: 'Edit',
    editLabel: 'Edit your comment',
    saveComment: 'Save',
    delete: 'Delete',
    loadMore: 'Load more comments',
    typing: (name: string) => `${name} is typing a comment…`,
    editPrescription: 'Edit prescription',
    awaiting: 'Waiting for admin approval',
    editInReview: 'Edit in review',
    editAwaiting:
      'Your edit is waiting for admin approval. Until then everyone sees the version below.',
    oneComment: '1 comment',
    uploaded: 'Photo uploaded',
    preview: 'Preview of the chosen photo',
  },
  ar: {
    heading: 'الروشتات',
    myHeading: 'روشتاتي',
    new: 'روشتة جديدة',
    createTitle: 'روشتة جديدة',
    title: 'العنوان',
    description: 'الوصف',
    publish: 'نشر',
    save: 'حفظ التغييرات',
    close: 'إغلاق',
    pending: 'روشتتك بانتظار موافقة المشرف',
    invalidTitle: 'عنوان غير صالح',
    invalidDescription: 'وصف غير صالح',
    imageRequired: 'يجب رفع صورة',
    tooBig: `الملف كبير جدًا. الحد الأقصى المسموح به ${isolated('10 MB')}`,
    invalidFormat: `صيغة غير صالحة. يجب أن تكون ${isolated('JPEG, PNG, WebP')}`,
    quota: 'لا يمكنك إضافة أكثر من 3 روشتات في الشهر',
    previous: 'السابق',
    next: 'التالي',
    page: (n: number) => `صفحة ${n}`,
    commentLabel: 'اكتب تعليقًا',
    send: 'تعليق',
    edit: 'تعديل',
    editLabel: 'عدّل تعليقك',
    saveComment: 'حفظ',
    delete: 'حذف',
    loadMore: 'عرض المزيد من التعليقات',
    typing: (name: string) => `${name} يكتب تعليقًا…`,
    editPrescription: 'تعديل الروشتة',
    awaiting: 'بانتظار موافقة المشرف',
    editInReview: 'تعديل قيد المراجعة',
    editAwaiting: 'تعديلك بانتظار موافقة المشرف. وحتى تتم الموافقة يرى الجميع النسخة المعروضة هنا.',
    oneComment: 'تعليق واحد',
    uploaded: 'تم رفع الصورة',
    preview: 'معاينة الصورة المختارة',
  },
} as const;

/** The prescriptions screens as a test uses them. */
export class PrescriptionsPage extends PageObject(TEXT) {
  readonly dialog = this.page.getByRole('dialog', { name: this.text.createTitle });
  readonly fileInput = this.page.locator('input[type=file]');
  readonly pager = this.page.getByRole('navigation', {
    name: this.lang === 'ar' ? 'الصفحات' : 'Pages',
  });

  async openList(query = '') {
    await this.page.goto(`/${this.lang}/prescriptions${query}`);
  }

  /**
   * Opens the "new prescription" dialog. Its code loads on first use; on a loaded machine a
   * click can land before the list settles, so a click that opened nothing is repeated.
   */
  async openCreateDialog() {
    await expect(async () => {
      if (!(await this.dialog.isVisible())) await this.button(this.text.new).click();
      await expect(this.dialog).toBeVisible({ timeout: 5000 });
    }).toPass({ timeout: 30_000 });
  }

  async openDetail(id: string) {
    await this.page.goto(`/${this.lang}/prescriptions/${id}`);
  }

  card(title: string): Locator {
    return this.page
      .getByRole('article')
      .filter({ has: this.page.getByRole('link', { name: title }) });
  }

  cards(): Locator {
    return this.page.locator('article[data-prescription-id]');
  }

  field(label: string): Locator {
    return this.dialogOrPage().getByLabel(label, { exact: true });
  }

  dialogOrPage(): Locator {
    return this.page.locator('body');
  }

  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  params(): URLSearchParams {
    return new URL(this.page.url()).searchParams;
  }

  /** The upload widget's preview of the stored photo. */
  preview(): Locator {
    return this.dialog.getByRole('img', { name: this.text.preview });
  }

  comment(text: string): Locator {
    return this.page.getByRole('listitem').filter({ hasText: text });
  }
}
