import type { AdminSection } from '@dawa/shared/access';
import type { FieldError } from '@dawa/shared/errors';
import { IMPORT_MAX_ROWS, type ImportEntity, type ImportFileError } from '@dawa/shared/importer';
import type { z } from 'zod';
import type { Db } from '../db/db';
import type { Actor, RecordChange } from '../events/events';
import { headerColumns, loadExcel, looksLikeZip, readXlsx, XLSX_MIME, type Cell } from './workbook';

/** A file as the browser sent it. */
export interface ImportUpload {
  name: string;
  type?: string;
  bytes: Uint8Array;
}

/**
 * One data row of a file, validated. `value` (what `write` is given; JSON) is set exactly when
 * `errors` is empty; `label` names the row on the importer page (a name, a trade name).
 */
export interface ParsedRow<Row> {
  line: number;
  label: string;
  value: Row | null;
  errors: FieldError[];
}

export type ParsedFile<Row> =
  | { ok: false; error: ImportFileError; missingColumns?: string[] }
  | { ok: true; rows: ParsedRow<Row>[] };

/**
 * An importable entity, registered with the importer (issue #16 point 5): how its file is read
 * and validated, its template, the role-table section whose writers may import it, and how a
 * batch of valid rows is written (in the importer's transaction, recording its own events).
 */
export interface ImportDefinition<Row = unknown> {
  entity: ImportEntity;
  section: AdminSection;
  parse(upload: ImportUpload): Promise<ParsedFile<Row>>;
  template(): Promise<Buffer>;
  write(tx: Db, record: RecordChange, rows: Row[], context: WriteContext): Promise<void>;
}

/** Who writes a batch, and for which job (the id an entity's batch events may carry). */
export interface WriteContext {
  jobId: string;
  actor: Actor;
}

/** Erases the row type: the importer stores rows as JSON and hands them back to `write`. */
export function importDefinition<Row>(definition: ImportDefinition<Row>): ImportDefinition {
  return definition as ImportDefinition;
}

/** A template column: its header, whether it is required, what it holds, example values. */
export interface SheetColumn {
  header: string;
  required: boolean;
  en: string;
  ar: string;
  examples: string[];
}

export interface SheetImport<Row> {
  /** The data sheet's name in the template. */
  sheet: string;
  columns: readonly SheetColumn[];
  /** The row's cells by header (trimmed text, null when blank) to the schema's input. */
  candidate(get: (header: string) => string | null): unknown;
  schema: z.ZodType<Row>;
  /** Which header reports a problem with each schema field. */
  fieldHeaders: Record<string, string>;
  label(get: (header: string) => string | null): string;
  /** Rows with the same key repeat an earlier row (`duplicateName`). */
  key(row: Row): string;
}

function cellText(cell: Cell | undefined): string | null {
  const text = cell === null || cell === undefined ? '' : String(cell).trim();
  return text === '' ? null : text;
}

function isXlsx(upload: ImportUpload): boolean {
  const extension = /\.([^./\\]+)$/.exec(upload.name.trim().toLowerCase())?.[1];
  const mime = (upload.type ?? '').split(';')[0]?.trim().toLowerCase();
  return extension === 'xlsx' || mime === XLSX_MIME;
}

/** Zod's own messages are not catalogue keys: map them to the nearest key. */
function issueMessage(issue: z.core.$ZodIssue): string {
  if (/^[a-z][a-zA-Z]*$/.test(issue.message)) return issue.message;
  if (issue.code === 'too_big') return 'tooLong';
  if (issue.code === 'too_small' || issue.code === 'invalid_type') return 'required';
  return 'invalid';
}

/**
 * Reads an .xlsx file of a template made by `sheetTemplate` (SPEC §5: .xlsx only, by extension
 * or MIME type; a file whose bytes are no workbook, such as a renamed CSV, is refused too).
 */
export async function parseSheet<Row>(
  spec: SheetImport<Row>,
  upload: ImportUpload,
): Promise<ParsedFile<Row>> {
  if (!isXlsx(upload)) return { ok: false, error: 'importOnlyXlsx' };
  if (upload.bytes.length === 0) return { ok: false, error: 'importEmptyFile' };
  if (!looksLikeZip(upload.bytes)) return { ok: false, error: 'importOnlyXlsx' };
  const first = spec.columns[0]?.header ?? '';
  const table = await readXlsx(upload.bytes, first);
  if (table === null) return { ok: false, error: 'importOnlyXlsx' };
  const [header, ...data] = table;
  if (header === undefined) return { ok: false, error: 'importEmptyFile' };
  const columns = headerColumns(header);
  const missingColumns = spec.columns
    .filter((column) => column.required && !columns.has(column.header))
    .map((column) => column.header);
  if (missingColumns.length > 0) return { ok: false, error: 'importInvalidFile', missingColumns };
  if (data.length === 0) return { ok: false, error: 'importEmptyFile' };
  if (data.length > IMPORT_MAX_ROWS) return { ok: false, error: 'importTooManyRows' };

  const seen = new Set<string>();
  const rows = data.map(({ line, cells }): ParsedRow<Row> => {
    const get = (name: string) => {
      const index = columns.get(name);
      return index === undefined ? null : cellText(cells[index]);
    };
    const parsed = spec.schema.safeParse(spec.candidate(get));
    const label = spec.label(get);
    if (!parsed.success) {
      const errors: FieldError[] = [];
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        const path = spec.fieldHeaders[field] ?? field;
        const message = issueMessage(issue);
        if (!errors.some((e) => e.path === path)) errors.push({ path, message });
      }
      return { line, label, value: null, errors };
    }
    const key = spec.key(parsed.data);
    if (seen.has(key)) {
      const path = spec.columns[0]?.header ?? '';
      return { line, label, value: null, errors: [{ path, message: 'duplicateName' }] };
    }
    seen.add(key);
    return { line, label, value: parsed.data, errors: [] };
  });
  return { ok: true, rows };
}

/** The .xlsx template: the header (bold, frozen), the examples, an Instructions sheet. */
export async function sheetTemplate<Row>(spec: SheetImport<Row>): Promise<Buffer> {
  const workbook = new (await loadExcel()).Workbook();
  workbook.creator = 'Dawa';
  const sheet = workbook.addWorksheet(spec.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = spec.columns.map((column) => ({
    header: column.header,
    key: column.header,
    width: 28,
    style: { numFmt: '@' },
  }));
  sheet.getRow(1).font = { bold: true };
  const examples = Math.max(...spec.columns.map((column) => column.examples.length));
  for (let index = 0; index < examples; index++) {
    sheet.addRow(
      Object.fromEntries(spec.columns.map((c) => [c.header, c.examples[index] ?? null])),
    );
  }
  const help = workbook.addWorksheet('Instructions');
  help.columns = [
    { header: 'Column', key: 'column', width: 24 },
    { header: 'Required / مطلوب', key: 'required', width: 18 },
    { header: 'Description', key: 'en', width: 60 },
    { header: 'الوصف', key: 'ar', width: 60 },
  ];
  help.getRow(1).font = { bold: true };
  for (const column of spec.columns) {
    help.addRow({
      column: column.header,
      required: column.required ? 'yes / نعم' : 'no / لا',
      en: column.en,
      ar: column.ar,
    });
  }
  help.getColumn('ar').alignment = { horizontal: 'right', readingOrder: 'rtl', wrapText: true };
  help.getColumn('en').alignment = { wrapText: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
