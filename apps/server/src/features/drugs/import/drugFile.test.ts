import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { sharedDataFile } from '../../../../test/support/sharedData';
import { XLSX_MIME } from '../../../platform/importer/workbook';
import {
  DAWA_COLUMNS,
  DRUGS_EG_COLUMNS,
  buildDrugTemplate,
  parseDrugFile,
  parsePrice,
  type DrugFileResult,
  type DrugFileRow,
} from './drugFile';

/** Read at run time, never copied into the repository. */
const SAMPLE_FILE = sharedDataFile('drugs-eg.sample.csv');
const FULL_FILE = sharedDataFile('drugs-eg.csv');

const EG_HEADER = DRUGS_EG_COLUMNS.join(',');
const DAWA_HEADER = DAWA_COLUMNS.join(',');
const KNOWN_MESSAGES = ['required', 'tooLong', 'tooMany', 'invalidPrice', 'duplicateId', 'invalid'];

const encoder = new TextEncoder();
const csv = (text: string, name = 'drugs.csv', type?: string) =>
  parseDrugFile({ name, type, bytes: encoder.encode(text) });

/** The rows of a successful result; fails the test otherwise. */
function rowsOf(result: DrugFileResult): DrugFileRow[] {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result)}`);
  return result.rows;
}

/** A drugs-eg row with the columns that matter here; the rest stay empty. */
function egRow(values: Partial<Record<(typeof DRUGS_EG_COLUMNS)[number], string>>): string {
  return DRUGS_EG_COLUMNS.map((column) => {
    const value = values[column] ?? '';
    return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
  }).join(',');
}

describe('parseDrugFile: the drugsEg layout', () => {
  it('maps every column of a row', async () => {
    const result = await csv(
      [
        EG_HEADER,
        egRow({
          id: '26',
          trade_name: 'ABASAGLAR KWIKPEN 100 I.U./ML 5 PENS',
          arabic_name: 'أباساجلار كويكبين',
          price: '725',
          old_price: '650.5',
          category: 'ANTI-DIABETIC.INSULIN ANALOUGE',
          active_ingredients: 'INSULIN GLARGINE+VITAMINS(C+D3)',
          company: 'ELI LILLY > AKHNATON TRADING & DISTRIBUTION',
          dosage_form: 'INJECTION',
          dosage_form_ar: 'حقن',
          concentration: '100 IU',
          pharmacology: 'Long-acting insulin.',
          usage_ar: 'مرة يوميا',
          barcode: '6221234567890',
        }),
      ].join('\n'),
    );
    expect(result.ok && result.layout).toBe('drugsEg');
    expect(rowsOf(result)).toEqual([
      {
        line: 2,
        code: '26',
        errors: [],
        drug: {
          tradeName: 'ABASAGLAR KWIKPEN 100 I.U./ML 5 PENS',
          arabicName: 'أباساجلار كويكبين',
          genericNames: ['INSULIN GLARGINE', 'VITAMINS(C+D3)'],
          companies: ['ELI LILLY', 'AKHNATON TRADING & DISTRIBUTION'],
          routes: ['INJECTION'],
          pharmacologicalUses: ['ANTI-DIABETIC.INSULIN ANALOUGE'],
          category: 'ANTI-DIABETIC.INSULIN ANALOUGE',
          mechanismOfAction: 'Long-acting insulin.',
          barcode: '6221234567890',
          price: 725,
          oldPrice: 650.5,
        },
      },
    ]);
  });

  it('reads placeholders as empty: UNKNOWN form, "." category, missing optional columns', async () => {
    const rows = rowsOf(
      await csv(
        [
          'id,trade_name,price,category,dosage_form',
          '7,X 10 TABS,10,.,UNKNOWN',
          '8,Y,5,62026,',
        ].join('\n'),
      ),
    );
    for (const row of rows) {
      expect(row.errors).toEqual([]);
      expect(row.drug).toMatchObject({
        routes: [],
        category: null,
        pharmacologicalUses: [],
        genericNames: [],
        companies: [],
        arabicName: null,
        mechanismOfAction: null,
        barcode: null,
        oldPrice: undefined,
      });
    }
  });
});

describe('parseDrugFile: the dawa layout', () => {
  it('splits list columns on |, falling back to the ingredient rules without |', async () => {
    const result = await csv(
      [
        DAWA_HEADER,
        'A1,EXAMPLIN,إكزامبلين,PARACETAMOL | CAFFEINE,EXAMPLE PHARMA|SAMPLE CO.,ORAL.SOLID | EFF,ANALGESIC | ANTIPYRETIC,ANALGESIC,Text.,,16.5,',
        'A2,SAMPLAMOX,,AMOXICILLIN+CLAVULANIC ACID,SAMPLE LABS,,,,,,"1,250.50",1000',
      ].join('\r\n'),
    );
    expect(result.ok && result.layout).toBe('dawa');
    const [first, second] = rowsOf(result);
    expect(first?.drug).toMatchObject({
      genericNames: ['PARACETAMOL', 'CAFFEINE'],
      companies: ['EXAMPLE PHARMA', 'SAMPLE CO.'],
      routes: ['ORAL.SOLID', 'EFF'],
      pharmacologicalUses: ['ANALGESIC', 'ANTIPYRETIC'],
      category: 'ANALGESIC',
      mechanismOfAction: 'Text.',
      price: 16.5,
      oldPrice: undefined,
    });
    expect(second?.drug).toMatchObject({
      arabicName: null,
      genericNames: ['AMOXICILLIN', 'CLAVULANIC ACID'],
      pharmacologicalUses: [],
      price: 1250.5,
      oldPrice: 1000,
    });
  });

  it('recognises headers case-insensitively and trimmed, in any order', async () => {
    const result = await csv(' PRICE ,Trade Name,ID\n3,Z,9\n');
    expect(result.ok && result.layout).toBe('dawa');
    expect(rowsOf(result)[0]).toMatchObject({ code: '9', drug: { tradeName: 'Z', price: 3 } });
  });
});

describe('parseDrugFile: CSV details', () => {
  it('accepts a BOM and CRLF, skips blank rows and counts file lines', async () => {
    const text =
      '\uFEFF' +
      [
        EG_HEADER,
        '',
        egRow({ id: '1', trade_name: 'A', price: '1' }),
        ',,,,,,,,,,,,,',
        egRow({ id: '2', trade_name: 'B "QUOTED", WITH COMMA\nAND A LINE BREAK', price: '2' }),
        egRow({ id: '3', trade_name: 'C', price: '3' }),
      ].join('\r\n') +
      '\r\n';
    const rows = rowsOf(await csv(text));
    expect(rows.map((row) => [row.line, row.code])).toEqual([
      [3, '1'],
      [5, '2'],
      [7, '3'],
    ]);
    expect(rows[1]?.drug?.tradeName).toBe('B "QUOTED", WITH COMMA\nAND A LINE BREAK');
  });

  it('accepts a ; separated file, as Excel saves it in some locales', async () => {
    const rows = rowsOf(await csv('id;trade_name;price\n1;A, B;1,250.50\n'));
    expect(rows[0]?.drug).toMatchObject({ tradeName: 'A, B', price: 1250.5 });
  });

  it('accepts a file named otherwise when its MIME type is text/csv', async () => {
    const result = await csv(
      'id,trade_name,price\n1,A,1\n',
      'export.txt',
      'text/csv; charset=utf-8',
    );
    expect(result.ok).toBe(true);
  });

  it('rejects bytes that are not UTF-8', async () => {
    const bytes = new Uint8Array([...encoder.encode('id,trade_name,price\n1,'), 0xc7, 0xe1, 0x0a]);
    expect(await parseDrugFile({ name: 'win1256.csv', bytes })).toEqual({
      ok: false,
      error: 'importInvalidType',
    });
  });
});

describe('parseDrugFile: errors', () => {
  it('reports an empty file', async () => {
    expect(await parseDrugFile({ name: 'a.csv', bytes: new Uint8Array() })).toEqual({
      ok: false,
      error: 'importEmptyFile',
    });
    expect(await parseDrugFile({ name: 'a.xlsx', bytes: new Uint8Array() })).toEqual({
      ok: false,
      error: 'importEmptyFile',
    });
    expect(await csv('\n\r\n  \n')).toEqual({ ok: false, error: 'importEmptyFile' });
  });

  it('reports a header without rows as empty', async () => {
    expect(await csv(`${EG_HEADER}\r\n`)).toEqual({ ok: false, error: 'importEmptyFile' });
    expect(await csv(`${DAWA_HEADER}\n,,,,,,,,,,,\n\n`)).toEqual({
      ok: false,
      error: 'importEmptyFile',
    });
  });

  it('rejects other file types', async () => {
    const bytes = encoder.encode('id,trade_name,price\n1,A,1\n');
    for (const name of ['drugs.txt', 'drugs.pdf', 'drugs.xls', 'drugs']) {
      expect(await parseDrugFile({ name, bytes })).toEqual({
        ok: false,
        error: 'importInvalidType',
      });
    }
    expect(await parseDrugFile({ name: 'drugs.pdf', type: 'application/pdf', bytes })).toEqual({
      ok: false,
      error: 'importInvalidType',
    });
  });

  it('rejects a PNG named .xlsx and a corrupt zip', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(await parseDrugFile({ name: 'drugs.xlsx', bytes: png })).toEqual({
      ok: false,
      error: 'importInvalidType',
    });
    expect(await parseDrugFile({ name: 'drugs', type: XLSX_MIME, bytes: png })).toEqual({
      ok: false,
      error: 'importInvalidType',
    });
    const corrupt = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await parseDrugFile({ name: 'drugs.xlsx', bytes: corrupt })).toEqual({
      ok: false,
      error: 'importInvalidType',
    });
  });

  it('lists missing required columns', async () => {
    const header = DRUGS_EG_COLUMNS.filter((column) => column !== 'price').join(',');
    expect(await csv(`${header}\n1,A\n`)).toEqual({
      ok: false,
      error: 'importInvalidFile',
      missingColumns: ['price'],
    });
    expect(await csv('name,cost\nA,1\n')).toEqual({
      ok: false,
      error: 'importInvalidFile',
      missingColumns: ['id', 'trade_name', 'price'],
    });
  });

  it('reports bad prices on their row and keeps the other rows', async () => {
    const rows = rowsOf(
      await csv(
        [
          'id,trade_name,price,old_price',
          '1,A,12.5,',
          '2,B,abc,',
          '3,C,,',
          '4,D,0,',
          '5,E,4.415,',
          '6,F,-3,',
          '7,G,1,25',
          '8,H,10,1;5',
        ].join('\n'),
      ),
    );
    expect(rows.map((row) => [row.line, row.errors])).toEqual([
      [2, []],
      [3, [{ path: 'price', message: 'invalidPrice' }]],
      [4, [{ path: 'price', message: 'required' }]],
      [5, [{ path: 'price', message: 'invalidPrice' }]],
      [6, [{ path: 'price', message: 'invalidPrice' }]],
      [7, [{ path: 'price', message: 'invalidPrice' }]],
      [8, []],
      [9, [{ path: 'old_price', message: 'invalidPrice' }]],
    ]);
    expect(rows[0]?.drug?.price).toBe(12.5);
    expect(rows[6]?.drug).toMatchObject({ price: 1, oldPrice: 25 });
    expect(rows.slice(1).every((row) => row.errors.length === 0 || row.drug === null)).toBe(true);
  });

  it('reports a repeated id on the later row', async () => {
    const rows = rowsOf(await csv('id,trade_name,price\n1,A,1\n2,B,2\n1,C,3\n 2 ,D,4\n'));
    expect(rows.map((row) => [row.line, row.code, row.errors])).toEqual([
      [2, '1', []],
      [3, '2', []],
      [4, '1', [{ path: 'id', message: 'duplicateId' }]],
      [5, '2', [{ path: 'id', message: 'duplicateId' }]],
    ]);
    expect(rows[2]?.drug).toBeNull();
  });

  it('maps schema problems to column names', async () => {
    const long = 'X'.repeat(301);
    const rows = rowsOf(
      await csv(
        [
          'id,trade_name,price,active_ingredients,category',
          `,${long},1,A+${long},${long}`,
          `${'9'.repeat(65)},,1,${Array.from({ length: 31 }, (_, i) => `N${i}`).join('+')},`,
        ].join('\n'),
      ),
    );
    expect(rows[0]?.errors).toEqual([
      { path: 'id', message: 'required' },
      { path: 'trade_name', message: 'tooLong' },
      { path: 'active_ingredients', message: 'tooLong' },
      { path: 'category', message: 'tooLong' },
    ]);
    expect(rows[1]?.errors).toEqual([
      { path: 'id', message: 'tooLong' },
      { path: 'trade_name', message: 'required' },
      { path: 'active_ingredients', message: 'tooMany' },
    ]);
  });
});

describe('parsePrice', () => {
  it('reads plain decimals, thousands commas and Arabic-Indic digits', () => {
    expect(parsePrice('16.5')).toBe(16.5);
    expect(parsePrice('0.55')).toBe(0.55);
    expect(parsePrice('1,250.50')).toBe(1250.5);
    expect(parsePrice('375504')).toBe(375504);
    expect(parsePrice(' ١٬٢٥٠٫٥ ')).toBe(1250.5);
    expect(parsePrice(18.150000000000002)).toBe(18.15);
    expect(parsePrice('')).toBeNull();
    expect(parsePrice(null)).toBeNull();
    for (const bad of ['1,25', '12,50.5', '1.2.3', 'L.E. 5', '5 L.E.', '.5', '1e3', '-1']) {
      expect(parsePrice(bad), bad).toBe('invalid');
    }
    expect(parsePrice(Number.NaN)).toBe('invalid');
  });
});

describe('parseDrugFile: xlsx', () => {
  it('reads a workbook with the drugsEg header', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('drugs');
    sheet.addRow([...DRUGS_EG_COLUMNS]);
    sheet.addRow([1, 'A 10 TABS', 'أ', 16.5, null, 'ANALGESIC', 'PARACETAMOL+CAFFEINE']);
    sheet.addRow([]);
    sheet.addRow(['2', 'B', null, '1,250.50', 1000, '.', null, '> PHARCO', 'UNKNOWN']);
    sheet.addRow([
      3,
      { richText: [{ text: 'C ' }, { text: 'RICH' }] },
      null,
      { formula: '2*3', result: 6 },
    ]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());

    const result = await parseDrugFile({ name: 'Drugs.XLSX', bytes });
    expect(result.ok && result.layout).toBe('drugsEg');
    const rows = rowsOf(result);
    expect(rows.map((row) => [row.line, row.code, row.errors])).toEqual([
      [2, '1', []],
      [4, '2', []],
      [5, '3', []],
    ]);
    expect(rows[0]?.drug).toMatchObject({
      tradeName: 'A 10 TABS',
      price: 16.5,
      genericNames: ['PARACETAMOL', 'CAFFEINE'],
      pharmacologicalUses: ['ANALGESIC'],
    });
    expect(rows[1]?.drug).toMatchObject({
      price: 1250.5,
      oldPrice: 1000,
      category: null,
      companies: ['PHARCO'],
      routes: [],
    });
    expect(rows[2]?.drug).toMatchObject({ tradeName: 'C RICH', price: 6 });
  });

  it('builds a template that parses as two valid dawa rows', async () => {
    const template = await buildDrugTemplate();
    const result = await parseDrugFile({ name: 'template.xlsx', bytes: template });
    expect(result.ok && result.layout).toBe('dawa');
    const rows = rowsOf(result);
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.errors.length === 0 && row.drug !== null)).toBe(true);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(template).buffer);
    const [drugs, help] = workbook.worksheets;
    expect(drugs?.getRow(1).values).toEqual([undefined, ...DAWA_COLUMNS]);
    expect(drugs?.getRow(1).font?.bold).toBe(true);
    expect(drugs?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(help?.name).toBe('Instructions');
    const described = help?.getColumn(1).values.slice(2, 2 + DAWA_COLUMNS.length);
    expect(described).toEqual([...DAWA_COLUMNS]);
  });
});

describe.skipIf(!SAMPLE_FILE)(
  'parseDrugFile: the real sample (needs shared/data/drugs-eg.sample.csv)',
  () => {
    it('reads 2,000 rows with the drugsEg layout', async () => {
      const result = await parseDrugFile({
        name: 'drugs-eg.sample.csv',
        bytes: readFileSync(SAMPLE_FILE ?? ''),
      });
      expect(result.ok && result.layout).toBe('drugsEg');
      const rows = rowsOf(result);
      expect(rows).toHaveLength(2000);
      expect(rows[0]).toMatchObject({
        line: 2,
        code: '1',
        drug: {
          tradeName: '1 2 3 (ONE TWO THREE) 20 F.C.TABS.',
          genericNames: ['CHLORPHENIRAMINE', 'PARACETAMOL(ACETAMINOPHEN)', 'PSEUDOEPHEDRINE'],
          companies: ['HIKMA PHARMA'],
          routes: ['ORAL.SOLID'],
          pharmacologicalUses: ['COLD PRODUCTS'],
          price: 10,
        },
      });
      expect(rows.at(-1)?.line).toBe(2001);
      // The junk row of the README is a valid record: it has a name and a price.
      expect(rows.find((row) => row.drug?.tradeName === '9999999999RR')?.drug).toMatchObject({
        genericNames: [],
        companies: ['DRUGEYR', 'DRUGEYE'],
        category: null,
      });
      // The sample holds none of the few invalid rows of the full list.
      expect(rows.filter((row) => row.errors.length > 0)).toEqual([]);
    });
  },
);

describe.skipIf(!FULL_FILE)('parseDrugFile: the full list (needs shared/data/drugs-eg.csv)', () => {
  it('reads 25,066 rows in a few seconds, with very few invalid rows', async () => {
    const bytes = readFileSync(FULL_FILE ?? '');
    const started = performance.now();
    const result = await parseDrugFile({ name: 'drugs-eg.csv', bytes });
    const elapsed = performance.now() - started;
    const rows = rowsOf(result);
    expect(rows).toHaveLength(25_066);
    expect(elapsed).toBeLessThan(10_000);

    const invalid = rows.filter((row) => row.errors.length > 0);
    expect(invalid.length).toBeLessThanOrEqual(10);
    for (const row of invalid) {
      expect(row.drug).toBeNull();
      for (const error of row.errors) {
        expect(KNOWN_MESSAGES).toContain(error.message);
        expect(DRUGS_EG_COLUMNS as readonly string[]).toContain(error.path);
      }
    }
    // Known bad rows: a price with three decimals, a sentence as category, a 300+ character
    // ingredient blob without separators.
    const errorsOf = (code: string) => rows.find((row) => row.code === code)?.errors;
    expect(errorsOf('22197')).toEqual([{ path: 'price', message: 'invalidPrice' }]);
    expect(errorsOf('6779')).toEqual([{ path: 'category', message: 'tooLong' }]);
    expect(errorsOf('14343')).toEqual([{ path: 'active_ingredients', message: 'tooLong' }]);
    expect(new Set(rows.map((row) => row.code)).size).toBe(25_066);
  });
});
