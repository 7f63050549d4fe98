import type ExcelJS from 'exceljs';

/** One cell as the importer reads it: text, a number, or nothing. */
export type Cell = string | number | null;

/** One non-blank row of a sheet or CSV file; `line` is its 1-based row (the header is 1). */
export interface TableRow {
  line: number;
  cells: Cell[];
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** exceljs weighs ~10 MB in memory: loaded by the first import or template, not at start. */
export const loadExcel = () => import('exceljs').then((module) => module.default);

export function isBlank(cells: Cell[]): boolean {
  return cells.every((cell) => cell === null || String(cell).trim() === '');
}

/** `Trade Name`, ` TRADE_NAME ` and `trade-name` all mean `trade_name`. */
export function normalizeHeader(cell: Cell): string {
  return String(cell ?? '')
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/** Every .xlsx is a zip, and every zip starts with `PK`: a CSV or image renamed .xlsx is not. */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b;
}

export function cellToValue(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value && Array.isArray(value.richText)) {
      return value.richText
        .map((part: unknown) =>
          typeof part === 'object' && part && 'text' in part ? part.text : '',
        )
        .join('');
    }
    // Formula cells carry their last computed result.
    if ('formula' in value || 'sharedFormula' in value) {
      return 'result' in value ? cellToValue(value.result) : null;
    }
    if ('text' in value) return cellToValue(value.text);
    // An error cell (#N/A …) stays visible so that a number reads as invalid, not blank.
    if ('error' in value && typeof value.error === 'string') return value.error;
  }
  return null;
}

function readSheet(sheet: ExcelJS.Worksheet): TableRow[] {
  const rows: TableRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: Cell[] = [];
    for (let column = 1; column <= row.cellCount; column++) {
      cells.push(cellToValue(row.getCell(column).value));
    }
    if (!isBlank(cells)) rows.push({ line: rowNumber, cells });
  });
  return rows;
}

/**
 * The rows of the first sheet whose header has `keyColumn` (so that an Instructions sheet put
 * first is skipped), else of the first sheet; null when the bytes are not a readable workbook.
 */
export async function readXlsx(bytes: Uint8Array, keyColumn: string): Promise<TableRow[] | null> {
  const workbook = new (await loadExcel()).Workbook();
  try {
    // A fresh ArrayBuffer: exceljs types ask for one, and JSZip reads it as is.
    await workbook.xlsx.load(new Uint8Array(bytes).buffer);
  } catch {
    return null;
  }
  let first: TableRow[] | null = null;
  for (const sheet of workbook.worksheets) {
    const rows = readSheet(sheet);
    first ??= rows;
    const header = rows[0]?.cells.map(normalizeHeader) ?? [];
    if (header.includes(keyColumn)) return rows;
  }
  return first ?? [];
}

/** The header's columns by name, each at its first index. */
export function headerColumns(header: TableRow): Map<string, number> {
  const columns = new Map<string, number>();
  header.cells.forEach((cell, index) => {
    const name = normalizeHeader(cell);
    if (name !== '' && !columns.has(name)) columns.set(name, index);
  });
  return columns;
}
