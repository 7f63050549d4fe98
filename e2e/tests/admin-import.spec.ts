import ExcelJS from 'exceljs';
import { expect, test } from '../fixtures';
import { ADMIN, AdminDrugsPage } from '../pages/AdminDrugsPage';
import { AdminImportPage } from '../pages/AdminImportPage';
import { screenshot } from '../pages/Screens';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function unique(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
}

/** A cities file of the template's layout: invented governorates, the third without Arabic. */
async function citiesXlsx(stem: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Cities');
  sheet.addRow(['name_en', 'name_ar', 'region_en', 'region_ar']);
  sheet.addRow([`${stem} North`, 'محافظة الشمال', `${stem} Harbour`, 'الميناء']);
  sheet.addRow([`${stem} North`, 'محافظة الشمال', `${stem} Old town`, 'البلدة القديمة']);
  sheet.addRow([`${stem} Bad`, null, null, null]);
  sheet.addRow([`${stem} South`, 'محافظة الجنوب', null, null]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The Egyptian price list's layout: invented drugs, the second with a bad price. */
function priceListCsv(stem: string): Buffer {
  const id = () => String(900_000_000 + Math.floor(Math.random() * 90_000_000));
  return Buffer.from(
    [
      'id,trade_name,arabic_name,price,old_price,category,active_ingredients,company,dosage_form,dosage_form_ar,concentration,pharmacology,usage_ar,barcode',
      `${id()},${stem} A 500MG 20 TABS,زيتافين,42.5,40,ANALGESICS,PARACETAMOL,E2E PHARMA,TABLET,أقراص,500MG,,,`,
      `${id()},${stem} B SYRUP 100 ML,زيتافين شراب,abc,,ANALGESICS,PARACETAMOL,E2E PHARMA,SYRUP,شراب,,,,`,
      '',
    ].join('\n'),
  );
}

test.describe('admin: importer', () => {
  test('a cities file with one bad row imports the others, and not a second time', async ({
    page,
    lang,
    consoleErrors,
    seriousA11yViolations,
  }) => {
    test.setTimeout(120_000);
    const importer = new AdminImportPage(page, lang);
    await new AdminDrugsPage(page, lang).signInAs(ADMIN);
    await importer.open('cities');
    await expect(page.getByRole('heading', { level: 1, name: importer.text.title })).toBeVisible();
    await expect(page.getByRole('link', { name: importer.text.nav })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: importer.text.template }).click();
    expect((await download).suggestedFilename()).toBe('dawa-cities-template.xlsx');

    // A CSV is refused as soon as it is chosen, whatever it is named.
    await importer.fileInput.setInputFiles({
      name: 'cities.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('name_en,name_ar\nX,س\n'),
    });
    await expect(page.getByRole('alert')).toContainText(importer.text.onlyXlsx);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, lang, 'import-choose');
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // Choosing the file only reads it: nothing is sent until it is checked.
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/import/')) sent.push(request.url());
    });
    const file = {
      name: 'cities.xlsx',
      mimeType: XLSX,
      buffer: await citiesXlsx(`E2E ${unique()}`),
    };
    await importer.fileInput.setInputFiles(file);
    // In the chosen-file box: the history may list an earlier import of the same name.
    const chosen = page.getByRole('group', {
      name: lang === 'ar' ? 'الملف المختار' : 'Chosen file',
    });
    await expect(chosen.getByText('cities.xlsx')).toBeVisible();
    expect(sent).toEqual([]);
    await page.getByRole('button', { name: importer.text.check }).click();

    const title = importer.text.jobTitle(importer.text.entities.cities);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(importer.statistic(importer.text.total)).toHaveText('4');
    await expect(importer.statistic(importer.text.invalid)).toHaveText('1');
    await expect(importer.row(4)).toContainText(importer.text.status.error);
    await expect(importer.row(4)).toContainText('name_ar');
    await expect(importer.row(4)).toContainText(importer.text.required);
    await expect(importer.row(2)).toContainText(importer.text.status.pending);
    expect(await seriousA11yViolations()).toEqual([]);

    await page.getByRole('button', { name: importer.text.importRows(3) }).click();
    await expect(page.getByRole('progressbar', { name: importer.text.progress })).toBeVisible();
    await expect(page.getByText(importer.text.done)).toBeVisible();
    await expect(importer.statistic(importer.text.imported)).toHaveText('3');
    for (const line of [2, 3, 5]) {
      await expect(importer.row(line)).toContainText(importer.text.status.imported);
    }
    await expect(importer.row(4)).toContainText(importer.text.status.error);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, lang, 'import-job', { fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    expect(consoleErrors).toEqual([]);

    // The same file again is refused (the browser logs the route's 400 answer).
    await importer.open('cities');
    await importer.checkIn(file);
    await expect(page.getByRole('alert')).toContainText(importer.text.alreadyImported);
    await screenshot(page, lang, 'import-again');
  });

  test('the drug price list imports through the importer, skipping its bad row', async ({
    page,
    lang,
  }) => {
    test.setTimeout(120_000);
    const importer = new AdminImportPage(page, lang);
    const drugs = new AdminDrugsPage(page, lang);
    const stem = `E2E IMPORTOL ${lang.toUpperCase()} ${unique()}`;
    await drugs.signInAs(ADMIN);
    // The old address of the drug import leads here.
    await page.goto(`/${lang}/admin/drugs/import`);
    await expect(page).toHaveURL(`/${lang}/admin/import?entity=drugs`);

    // Whole-file problems: the wrong type at once; the wrong columns from the server.
    await importer.fileInput.setInputFiles({
      name: 'drugs.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('id,trade_name,price\n1,X,2\n'),
    });
    await expect(page.getByRole('alert')).toContainText(importer.text.invalidType);
    await importer.checkIn({
      name: 'other.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('name,cost\nSomething,12\n'),
    });
    await expect(page.getByRole('alert')).toContainText(importer.text.invalidFile);
    await expect(page.getByRole('alert')).toContainText('trade_name');

    await importer.open('drugs');
    await importer.checkIn({
      name: 'drugs-e2e.csv',
      mimeType: 'text/csv',
      buffer: priceListCsv(stem),
    });
    await expect(importer.row(3)).toContainText(importer.text.invalidPrice);
    await page.getByRole('button', { name: importer.text.importRows(1) }).click();
    await expect(page.getByText(importer.text.done)).toBeVisible();

    await drugs.findInList(`${stem} A`);
    await expect(drugs.row(`${stem} A 500MG 20 TABS`)).toContainText('42.50');
    await drugs.expectNotInList(`${stem} B`);
  });
});
