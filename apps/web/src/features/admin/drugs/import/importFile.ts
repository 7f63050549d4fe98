import { DRUG_IMPORT_MAX_BYTES, type DrugFileError } from '@dawa/shared/drugImport';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CSV_MIME = 'text/csv';
/** The file chooser's filter: the extensions and their MIME types. */
export const IMPORT_ACCEPT = `.csv,.xlsx,${CSV_MIME},${XLSX_MIME}`;

/** Why a file is refused: one of the route's whole-file errors, or over the size limit. */
export type ImportFileProblem =
  { error: DrugFileError; missingColumns?: string[] } | { error: 'importTooLarge' };

/** A chosen file, read into memory when chosen (SPEC §5): what is checked is what is sent. */
export interface ChosenFile {
  name: string;
  type: string;
  size: number;
  bytes: ArrayBuffer;
}

/** csv or xlsx by extension, else by MIME type: the same rule as the server's. */
export function importFileKind(name: string, type: string): 'csv' | 'xlsx' | null {
  const extension = /\.([^./\\]+)$/.exec(name.trim().toLowerCase())?.[1];
  if (extension === 'csv' || extension === 'xlsx') return extension;
  const mime = type.split(';')[0]?.trim().toLowerCase();
  if (mime === CSV_MIME) return 'csv';
  if (mime === XLSX_MIME) return 'xlsx';
  return null;
}

/** What can be told before sending anything; the server checks the rest (columns, rows). */
export function checkImportFile(file: {
  name: string;
  type: string;
  size: number;
}): ImportFileProblem | null {
  if (importFileKind(file.name, file.type) === null) return { error: 'importInvalidType' };
  if (file.size === 0) return { error: 'importEmptyFile' };
  if (file.size > DRUG_IMPORT_MAX_BYTES) return { error: 'importTooLarge' };
  return null;
}

/** The request's content type: the file's own, or a neutral one when the browser has none. */
export function uploadContentType(file: Pick<ChosenFile, 'name' | 'type'>): string {
  if (file.type) return file.type;
  const kind = importFileKind(file.name, '');
  if (kind === 'csv') return CSV_MIME;
  if (kind === 'xlsx') return XLSX_MIME;
  return 'application/octet-stream';
}
