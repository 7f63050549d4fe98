/**
 * Reading an uploaded drug file (CSV or .xlsx) into validated `DrugInput` rows. Pure: no
 * database. The import service and the CLI write the rows; see docs/drug-import.md.
 */
import { parse as parseCsv } from 'csv-parse/sync';
import type { z } from 'zod';
import { drugInputSchema, type DrugInput } from '@dawa/shared/drugInput';
import type { DrugFileError, DrugFileLayout } from '@dawa/shared/drugImport';
import type { FieldError } from '@dawa/shared/errors';
import {
  headerColumns,
  isBlank,
  loadExcel,
  looksLikeZip,
  readXlsx,
  XLSX_MIME,
  type Cell,
  type TableRow,
} from '../../../platform/importer/workbook';
import { cleanCategory, splitCompanies, splitGenericNames } from './ingredients';

export interface DrugFileUpload {
  name: string;
  type?: string;
  bytes: Uint8Array;
}

/**
 * One data row. `line` is the 1-based line of the file (CSV) or row of the sheet (xlsx);
 * the header is line 1. `drug` is set exactly when `errors` is empty. `code` is the trimmed
 * `id` cell, kept on a row with errors so messages can name it; null only when blank (which
 * is itself an error).
 */
export interface DrugFileRow {
  line: number;
  code: string | null;
  drug: DrugInput | null;
  errors: FieldError[];
}

export type DrugFileResult =
  | { ok: false; error: DrugFileError; missingColumns?: string[] }
  | { ok: true; layout: DrugFileLayout; rows: DrugFileRow[] };

/** Columns of our template, in order. List columns hold values separated by ` | `. */
export const DAWA_COLUMNS = [
  'id',
  'trade_name',
  'arabic_name',
  'generic_names',
  'companies',
  'routes',
  'pharmacological_uses',
  'category',
  'mechanism_of_action',
  'barcode',
  'price',
  'old_price',
] as const;
export type DawaColumn = (typeof DAWA_COLUMNS)[number];

/** Columns of the Egyptian price list (drugs-eg.csv), in order. */
export const DRUGS_EG_COLUMNS = [
  'id',
  'trade_name',
  'arabic_name',
  'price',
  'old_price',
  'category',
  'active_ingredients',
  'company',
  'dosage_form',
  'dosage_form_ar',
  'concentration',
  'pharmacology',
  'usage_ar',
  'barcode',
] as const;

/** Columns both layouts must have; the others may be absent. */
export const DRUG_FILE_REQUIRED_COLUMNS = ['id', 'trade_name', 'price'] as const;

export const DAWA_LIST_SEPARATOR = ' | ';
export const DRUG_CODE_MAX = 64;
export const CSV_MIME = 'text/csv';

/** Which column reports a problem with each `DrugInput` field, per layout. */
const FIELD_COLUMNS: Record<DrugFileLayout, Record<keyof DrugInput, string>> = {
  drugsEg: {
    tradeName: 'trade_name',
    arabicName: 'arabic_name',
    genericNames: 'active_ingredients',
    companies: 'company',
    routes: 'dosage_form',
    pharmacologicalUses: 'category',
    category: 'category',
    mechanismOfAction: 'pharmacology',
    barcode: 'barcode',
    price: 'price',
    oldPrice: 'old_price',
  },
  dawa: {
    tradeName: 'trade_name',
    arabicName: 'arabic_name',
    genericNames: 'generic_names',
    companies: 'companies',
    routes: 'routes',
    pharmacologicalUses: 'pharmacological_uses',
    category: 'category',
    mechanismOfAction: 'mechanism_of_action',
    barcode: 'barcode',
    price: 'price',
    oldPrice: 'old_price',
  },
};

/** Messages the schema sets itself; any other zod message is mapped from its issue code. */
const SCHEMA_MESSAGES = new Set(['required', 'tooLong', 'tooMany', 'invalidPrice']);

// ---------------------------------------------------------------------------------------
// File type and table reading

function fileKind(file: DrugFileUpload): 'csv' | 'xlsx' | null {
  // The extension wins: browsers report .csv as text/csv, application/vnd.ms-excel or ''.
  const extension = /\.([^./\\]+)$/.exec(file.name.trim().toLowerCase())?.[1];
  if (extension === 'csv') return 'csv';
  if (extension === 'xlsx') return 'xlsx';
  const mime = (file.type ?? '').split(';')[0]?.trim().toLowerCase();
  if (mime === CSV_MIME) return 'csv';
  if (mime === XLSX_MIME) return 'xlsx';
  return null;
}

/** Excel in some locales saves CSV with `;` or tabs: pick what the header line uses most. */
function detectDelimiter(text: string): string {
  const header = text.slice(0, text.indexOf('\n') === -1 ? undefined : text.indexOf('\n'));
  let best = ',';
  let bestCount = 0;
  for (const candidate of [',', ';', '\t']) {
    const count = header.split(candidate).length - 1;
    if (count > bestCount) {
      best = candidate;
      bestCount = count;
    }
  }
  return best;
}

/** Null when the bytes are not UTF-8 text or not parseable CSV. */
function readCsv(bytes: Uint8Array): TableRow[] | null {
  let text: string;
  try {
    // `fatal` rejects other encodings (e.g. Windows-1256) instead of garbling Arabic.
    // The decoder drops a leading BOM.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  // One line-end style, so that line numbers are simply counted.
  text = text.replace(/\r\n?/g, '\n');
  const starts: number[] = [];
  let lastEnd = 0;
  let records: string[][];
  try {
    records = parseCsv(text, {
      delimiter: detectDelimiter(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      // `context.lines` is the line a record ends on; a record starts after the previous.
      on_record: (record: string[], context) => {
        starts.push(lastEnd + 1);
        lastEnd = context.lines;
        return record;
      },
    });
  } catch {
    return null;
  }
  const rows: TableRow[] = [];
  records.forEach((cells, index) => {
    if (!isBlank(cells)) rows.push({ line: starts[index] ?? index + 1, cells });
  });
  return rows;
}

// ---------------------------------------------------------------------------------------
// Header and layout

const DAWA_ONLY = [
  'generic_names',
  'companies',
  'routes',
  'pharmacological_uses',
  'mechanism_of_action',
];
const DRUGS_EG_ONLY = [
  'active_ingredients',
  'company',
  'dosage_form',
  'dosage_form_ar',
  'concentration',
  'pharmacology',
  'usage_ar',
];

/** The layout whose own columns the header has more of; our template on a tie. */
function detectLayout(columns: Map<string, number>): DrugFileLayout {
  const dawa = DAWA_ONLY.filter((name) => columns.has(name)).length;
  const drugsEg = DRUGS_EG_ONLY.filter((name) => columns.has(name)).length;
  return drugsEg > dawa ? 'drugsEg' : 'dawa';
}

// ---------------------------------------------------------------------------------------
// Cell values

/** Arabic-Indic digits and separators, as typed on an Arabic keyboard, to ASCII. */
function asciiDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066B/g, '.')
    .replace(/\u066C/g, ',');
}

const PRICE_RE = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/;

/**
 * A price: a plain decimal (`16.5`, `0.55`) with optional thousands commas (`1,250.50`).
 * Null for a blank cell, 'invalid' for anything else. A spreadsheet number is taken as is,
 * with float noise from formulas (`18.150000000000002`) rounded to cents.
 */
export function parsePrice(cell: Cell): number | null | 'invalid' {
  if (cell === null) return null;
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell)) return 'invalid';
    const cents = Math.round(cell * 100);
    return Math.abs(cell * 100 - cents) < 1e-6 ? cents / 100 : cell;
  }
  const text = asciiDigits(cell).trim();
  if (text === '') return null;
  return PRICE_RE.test(text) ? Number(text.replace(/,/g, '')) : 'invalid';
}

function cellText(cell: Cell | undefined): string {
  return cell === null || cell === undefined ? '' : String(cell).trim();
}

/** A ` | ` list of our template; `|` with or without spaces. */
function splitList(text: string): string[] {
  const values: string[] = [];
  const seen = new Set<string>();
  for (const part of text.split('|')) {
    const value = part.replace(/\s+/g, ' ').trim();
    const key = value.toLowerCase();
    if (value === '' || seen.has(key)) continue;
    seen.add(key);
    values.push(value);
  }
  return values;
}

/** Schema input from one row; price fields are handled by the caller. */
function candidate(layout: DrugFileLayout, get: (column: string) => string) {
  if (layout === 'drugsEg') {
    const category = cleanCategory(get('category'));
    const form = get('dosage_form');
    return {
      tradeName: get('trade_name'),
      arabicName: get('arabic_name') || null,
      genericNames: splitGenericNames(get('active_ingredients')),
      companies: splitCompanies(get('company')),
      // UNKNOWN is the list's placeholder for "no route".
      routes: form === '' || form.toUpperCase() === 'UNKNOWN' ? [] : [form],
      // The list has no uses column; its category is what "alternatives" match on.
      pharmacologicalUses: category === null ? [] : [category],
      category,
      mechanismOfAction: get('pharmacology') || null,
      barcode: get('barcode') || null,
    };
  }
  const generic = get('generic_names');
  return {
    tradeName: get('trade_name'),
    arabicName: get('arabic_name') || null,
    // Without a `|`, the cell is read like the price list's ingredients (`A+B`).
    genericNames: generic.includes('|') ? splitList(generic) : splitGenericNames(generic),
    companies: splitList(get('companies')),
    routes: splitList(get('routes')),
    pharmacologicalUses: splitList(get('pharmacological_uses')),
    category: cleanCategory(get('category')),
    mechanismOfAction: get('mechanism_of_action') || null,
    barcode: get('barcode') || null,
  };
}

function issueMessage(issue: z.core.$ZodIssue): string {
  if (SCHEMA_MESSAGES.has(issue.message)) return issue.message;
  if (issue.code === 'too_big') return 'tooLong';
  if (issue.code === 'too_small') return 'required';
  return 'invalid';
}

// ---------------------------------------------------------------------------------------
// Rows

function buildRows(layout: DrugFileLayout, columns: Map<string, number>, data: TableRow[]) {
  const fieldColumns = FIELD_COLUMNS[layout];
  const seenCodes = new Set<string>();
  return data.map(({ line, cells }): DrugFileRow => {
    const raw = (column: string): Cell => {
      const index = columns.get(column);
      return index === undefined ? null : (cells[index] ?? null);
    };
    const get = (column: string) => cellText(raw(column));
    const errors: FieldError[] = [];
    const addError = (path: string, message: string) => {
      if (!errors.some((e) => e.path === path && e.message === message))
        errors.push({ path, message });
    };

    // The code is the key a later import finds the drug by, so every row needs one.
    const code = get('id') || null;
    if (code === null) addError('id', 'required');
    else if (code.length > DRUG_CODE_MAX) addError('id', 'tooLong');
    else if (code !== null && seenCodes.has(code)) addError('id', 'duplicateId');
    if (code !== null) seenCodes.add(code);

    // Prices are parsed here so that a blank price says 'required', a bad one 'invalidPrice'.
    const price = parsePrice(raw('price'));
    const oldPrice = parsePrice(raw('old_price'));
    if (price === null) addError('price', 'required');
    if (price === 'invalid') addError('price', 'invalidPrice');
    if (oldPrice === 'invalid') addError('old_price', 'invalidPrice');

    const parsed = drugInputSchema.safeParse({
      ...candidate(layout, get),
      price: typeof price === 'number' ? price : undefined,
      // A blank cell says nothing of the old price: the stored one is kept (or moved).
      oldPrice: typeof oldPrice === 'number' ? oldPrice : undefined,
    });
    if (!parsed.success) {
      const reported = new Set(errors.map((e) => e.path));
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        const path =
          typeof field === 'string' && field in fieldColumns
            ? fieldColumns[field as keyof DrugInput]
            : String(field ?? '');
        // A price already reported above is not reported again by the schema.
        if (reported.has(path) && (path === 'price' || path === 'old_price')) continue;
        addError(path, issueMessage(issue));
      }
    }
    return {
      line,
      code,
      drug: parsed.success && errors.length === 0 ? parsed.data : null,
      errors,
    };
  });
}

/**
 * Reads an uploaded drug file. CSV (UTF-8, with or without BOM, CRLF or LF; `,` or a `;`
 * or tab header) or .xlsx (first sheet with a `trade_name` header). The header is the
 * first non-blank row; blank rows are skipped. Unknown columns are ignored.
 */
export async function parseDrugFile(file: DrugFileUpload): Promise<DrugFileResult> {
  const kind = fileKind(file);
  if (kind === null) return { ok: false, error: 'importInvalidType' };
  if (file.bytes.length === 0) return { ok: false, error: 'importEmptyFile' };
  let table: TableRow[] | null;
  if (kind === 'xlsx') {
    if (!looksLikeZip(file.bytes)) return { ok: false, error: 'importInvalidType' };
    table = await readXlsx(file.bytes, 'trade_name');
  } else {
    table = readCsv(file.bytes);
  }
  if (table === null) return { ok: false, error: 'importInvalidType' };

  const [header, ...data] = table;
  if (header === undefined) return { ok: false, error: 'importEmptyFile' };
  const columns = headerColumns(header);
  const missingColumns = DRUG_FILE_REQUIRED_COLUMNS.filter((name) => !columns.has(name));
  if (missingColumns.length > 0) {
    return { ok: false, error: 'importInvalidFile', missingColumns };
  }
  if (data.length === 0) return { ok: false, error: 'importEmptyFile' };
  const layout = detectLayout(columns);
  return { ok: true, layout, rows: buildRows(layout, columns, data) };
}

// ---------------------------------------------------------------------------------------
// Template

interface ColumnHelp {
  required: boolean;
  en: string;
  ar: string;
}

/** What each template column holds, for the Instructions sheet and the docs. */
export const DAWA_COLUMN_HELP: Record<DawaColumn, ColumnHelp> = {
  id: {
    required: true,
    en: 'Your code for the drug (up to 64 characters). It must not repeat in the file; importing the same code again updates that drug.',
    ar: 'كود الدواء لديك (حتى 64 حرفًا). يجب ألا يتكرر في الملف؛ واستيراد الكود نفسه مرة أخرى يحدّث ذلك الدواء.',
  },
  trade_name: {
    required: true,
    en: 'Trade name in English, with strength and pack (up to 300 characters).',
    ar: 'الاسم التجاري بالإنجليزية مع التركيز والعبوة (حتى 300 حرف).',
  },
  arabic_name: {
    required: false,
    en: 'Trade name in Arabic.',
    ar: 'الاسم التجاري بالعربية.',
  },
  generic_names: {
    required: false,
    en: 'Generic names separated by " | ". Without "|", "+" and the other separators of docs/drug-import.md are used.',
    ar: 'الأسماء العلمية مفصولة بـ " | ". إن لم يوجد "|" تُستخدم "+" وبقية الفواصل الموضحة في دليل الاستيراد.',
  },
  companies: {
    required: false,
    en: 'Manufacturer, then distributors, separated by " | ".',
    ar: 'الشركة المصنعة ثم الموزعون، مفصولين بـ " | ".',
  },
  routes: {
    required: false,
    en: 'Routes or dosage forms (e.g. ORAL.SOLID, INJECTION) separated by " | ".',
    ar: 'طرق الإعطاء أو الأشكال الصيدلانية (مثل ORAL.SOLID و INJECTION) مفصولة بـ " | ".',
  },
  pharmacological_uses: {
    required: false,
    en: 'Pharmacological uses separated by " | ". Drugs with the same uses are listed as alternatives.',
    ar: 'الاستخدامات الدوائية مفصولة بـ " | ". الأدوية ذات الاستخدامات نفسها تظهر كبدائل.',
  },
  category: {
    required: false,
    en: 'Pharmacological class, e.g. ANTIBIOTIC.QUINOLONE.',
    ar: 'الفئة الدوائية، مثل ANTIBIOTIC.QUINOLONE.',
  },
  mechanism_of_action: {
    required: false,
    en: 'Mechanism of action and other information (up to 5000 characters).',
    ar: 'آلية العمل ومعلومات إضافية (حتى 5000 حرف).',
  },
  barcode: {
    required: false,
    en: 'Pack barcode (up to 64 characters). Format the cell as text so that Excel keeps every digit.',
    ar: 'باركود العبوة (حتى 64 حرفًا). اجعل تنسيق الخلية نصًا حتى يحتفظ Excel بكل الأرقام.',
  },
  price: {
    required: true,
    en: 'Current price in L.E., above 0, at most two decimals, e.g. 16.5 or 1,250.50.',
    ar: 'السعر الحالي بالجنيه المصري، أكبر من صفر، بحد أقصى رقمين عشريين، مثل 16.5 أو 1,250.50.',
  },
  old_price: {
    required: false,
    en: 'Previous price in L.E., same format as price; may be blank.',
    ar: 'السعر السابق بالجنيه المصري بنفس صيغة السعر؛ يمكن تركه فارغًا.',
  },
};

/** Invented examples: names and codes belong to no real product. */
const TEMPLATE_EXAMPLES: Record<DawaColumn, string | number | null>[] = [
  {
    id: 'EX-0001',
    trade_name: 'EXAMPLIN EXTRA 500 MG 20 F.C. TABS.',
    arabic_name: 'إكزامبلين إكسترا ٥٠٠ مجم ٢٠ قرص',
    generic_names: 'PARACETAMOL | CAFFEINE',
    companies: 'EXAMPLE PHARMA | SAMPLE DISTRIBUTION CO.',
    routes: 'ORAL.SOLID',
    pharmacological_uses: 'ANALGESIC | ANTIPYRETIC',
    category: 'ANALGESIC.COMBINATION',
    mechanism_of_action: 'Example text: relieves mild to moderate pain and fever.',
    barcode: '6220000000017',
    price: 45.5,
    old_price: 39,
  },
  {
    id: 'EX-0002',
    trade_name: 'SAMPLAMOX 1 GM 14 F.C. TABS.',
    arabic_name: 'سامبلاموكس ١ جم ١٤ قرص',
    generic_names: 'AMOXICILLIN+CLAVULANIC ACID',
    companies: 'SAMPLE LABS',
    routes: 'ORAL.SOLID',
    pharmacological_uses: 'ANTIBIOTIC.PENICILLIN',
    category: 'ANTIBIOTIC.PENICILLIN',
    mechanism_of_action: null,
    barcode: null,
    price: 1250.75,
    old_price: null,
  },
];

/** Our .xlsx template: the `dawa` header (bold, frozen), two examples, an Instructions sheet. */
export async function buildDrugTemplate(): Promise<Buffer> {
  const workbook = new (await loadExcel()).Workbook();
  workbook.creator = 'Dawa';
  const sheet = workbook.addWorksheet('Drugs', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = DAWA_COLUMNS.map((key) => ({
    header: key,
    key,
    width: key === 'mechanism_of_action' || key === 'trade_name' ? 40 : 22,
    // Codes and barcodes as text, so Excel neither drops leading zeros nor rounds.
    style: key === 'id' || key === 'barcode' ? { numFmt: '@' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const example of TEMPLATE_EXAMPLES) sheet.addRow(example);

  const help = workbook.addWorksheet('Instructions');
  help.columns = [
    { header: 'Column', key: 'column', width: 24 },
    { header: 'Required / مطلوب', key: 'required', width: 18 },
    { header: 'Description', key: 'en', width: 70 },
    { header: 'الوصف', key: 'ar', width: 70 },
  ];
  help.getRow(1).font = { bold: true };
  for (const column of DAWA_COLUMNS) {
    const { required, en, ar } = DAWA_COLUMN_HELP[column];
    help.addRow({ column, required: required ? 'yes / نعم' : 'no / لا', en, ar });
  }
  help.getColumn('en').alignment = { wrapText: true, vertical: 'top' };
  help.getColumn('ar').alignment = {
    wrapText: true,
    vertical: 'top',
    horizontal: 'right',
    readingOrder: 'rtl',
  };
  help.addRow({});
  help.addRow({
    en: 'Fill the Drugs sheet from row 2 (the two rows there are examples: replace them). Keep the header row. Save as .xlsx, or as CSV UTF-8.',
    ar: 'املأ ورقة Drugs بدءًا من الصف 2 (الصفان الموجودان أمثلة: استبدلهما). لا تغيّر صف العناوين. احفظ الملف بصيغة ‎.xlsx أو CSV UTF-8.',
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
