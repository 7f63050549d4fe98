import type { Locator, Page } from '@playwright/test';
import type { Language } from '@dawa/shared/language';

const TEXT = {
  en: {
    nav: 'Import',
    title: 'Import',
    jobTitle: (entity: string) => `Import: ${entity}`,
    entity: 'What to import',
    entities: { cities: 'Governorates and districts', drugs: 'Drugs' },
    template: 'Download the template',
    check: 'Check file',
    importRows: (count: number) => (count === 1 ? 'Import one row' : `Import ${count} rows`),
    progress: 'Import progress',
    done: 'Import complete. Rows with errors were skipped.',
    total: 'Rows',
    invalid: 'With errors',
    imported: 'Imported',
    status: { pending: 'Pending', imported: 'Imported', error: 'Error' },
    required: 'This field is required',
    invalidPrice: 'Invalid price: a positive amount with at most 2 decimals',
    alreadyImported: 'This data was already imported',
    onlyXlsx: 'Only .xlsx files',
    invalidType: 'Only .csv or .xlsx files',
    invalidFile: 'Invalid file, please use the latest template',
    missingColumns: 'Missing columns',
    readOnly:
      "You may read these imports and download their templates; importing a file needs an editor's role.",
    history: 'Past imports',
  },
  ar: {
    nav: 'الاستيراد',
    title: 'الاستيراد',
    jobTitle: (entity: string) => `استيراد: ${entity}`,
    entity: 'ما تريد استيراده',
    entities: { cities: 'المحافظات والمناطق', drugs: 'الأدوية' },
    template: 'تنزيل القالب',
    check: 'فحص الملف',
    importRows: (count: number) =>
      count === 1
        ? 'استيراد صف واحد'
        : count === 2
          ? 'استيراد صفين'
          : count <= 10
            ? `استيراد ${count} صفوف`
            : `استيراد ${count} صفًا`,
    progress: 'تقدم الاستيراد',
    done: 'اكتمل الاستيراد. تم تخطي الصفوف التي بها أخطاء.',
    total: 'الصفوف',
    invalid: 'بها أخطاء',
    imported: 'تم استيرادها',
    status: { pending: 'بانتظار الاستيراد', imported: 'تم الاستيراد', error: 'خطأ' },
    required: 'هذا الحقل مطلوب',
    invalidPrice: 'سعر غير صالح: مبلغ موجب برقمين عشريين على الأكثر',
    alreadyImported: 'تم استيراد هذه البيانات من قبل',
    onlyXlsx: 'ملفات \u2066.xlsx\u2069 فقط',
    invalidType: 'ملفات ‎.csv أو ‎.xlsx فقط',
    invalidFile: 'ملف غير صالح، يرجى استخدام أحدث قالب',
    missingColumns: 'أعمدة ناقصة',
    readOnly:
      'يمكنك الاطلاع على هذه الاستيرادات وتنزيل قوالبها؛ أما استيراد ملف فيحتاج إلى دور محرر.',
    history: 'الاستيرادات السابقة',
  },
} as const;

/** The importer's screens: the entity picker and file choice, then one import's page. */
export class AdminImportPage {
  readonly text: (typeof TEXT)[Language];
  readonly fileInput: Locator;

  constructor(
    readonly page: Page,
    readonly lang: Language,
  ) {
    this.text = TEXT[lang];
    this.fileInput = page.locator('input[type=file]');
  }

  async open(entity: 'cities' | 'drugs') {
    await this.page.goto(`/${this.lang}/admin/import?entity=${entity}`);
  }

  /** Chooses the file (read, not sent) and checks it, landing on the import's page. */
  async checkIn(file: { name: string; mimeType: string; buffer: Buffer }) {
    await this.fileInput.setInputFiles(file);
    await this.page.getByRole('button', { name: this.text.check }).click();
  }

  /** The table row of the file's row `line` (the row number is the first cell). */
  row(line: number): Locator {
    return this.page
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name: String(line), exact: true }) });
  }

  statistic(title: string): Locator {
    return this.page
      .locator('.ant-statistic')
      .filter({ hasText: title })
      .locator('.ant-statistic-content');
  }
}
