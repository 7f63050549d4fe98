import {
  IMPORT_FORMATS,
  IMPORT_MAX_BYTES,
  type ImportEntity,
  type ImportFileError,
} from '@dawa/shared/importer';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CSV_MIME = 'text/csv';

/** Why a file is refused: one of the route's whole-file errors, or over the size limit. */
export type ImportFileProblem =
  { error: ImportFileError; missingColumns?: string[] } | { error: 'importTooLarge' };

/** A chosen file, read into memory when chosen (SPEC §5): what is checked is what is sent. */
export interface ChosenFile {
  name: string;
  type: string;
  size: number;
  bytes: ArrayBuffer;
}

/** The file chooser's filter for an entity: its extensions and their MIME types. */
export function importAccept(entity: ImportEntity): string {
  return IMPORT_FORMATS[entity]
    .flatMap((format) => [`.${format}`, format === 'csv' ? CSV_MIME : XLSX_MIME])
    .join(',');
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
export function checkImportFile(
  entity: ImportEntity,
  file: { name: string; type: string; size: number },
): ImportFileProblem | null {
  const kind = importFileKind(file.name, file.type);
  const formats = IMPORT_FORMATS[entity];
  if (kind === null || !formats.includes(kind)) {
    return { error: formats.includes('csv') ? 'importInvalidType' : 'importOnlyXlsx' };
  }
  if (file.size === 0) return { error: 'importEmptyFile' };
  if (file.size > IMPORT_MAX_BYTES) return { error: 'importTooLarge' };
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
