/**
 * The contract of the drug import route (`/api/drugs/import`), used by the admin screen and
 * the server. It is an HTTP route rather than GraphQL because it takes a file and streams
 * progress.
 */
export const DRUG_IMPORT_PATH = '/api/drugs/import';
export const DRUG_IMPORT_TEMPLATE_PATH = '/api/drugs/import/template';
/** Request header carrying the chosen file's name (URI-encoded), which decides csv or xlsx. */
export const DRUG_IMPORT_FILE_NAME_HEADER = 'x-file-name';
export const DRUG_IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** At most this many row errors are listed in a dry run; the counts are always complete. */
export const DRUG_IMPORT_ERRORS_SHOWN = 1000;

export type DrugImportMode = 'dry-run' | 'commit';

/** Why a file was refused as a whole (SPEC §5/§8); catalogue keys under `validation.`. */
export const DRUG_FILE_ERRORS = [
  'importEmptyFile',
  'importInvalidType',
  'importInvalidFile',
] as const;
export type DrugFileError = (typeof DRUG_FILE_ERRORS)[number];

export type DrugFileLayout = 'drugsEg' | 'dawa';

export interface DrugImportRowError {
  /** 1-based line in the file (the header is line 1). */
  line: number;
  /** The column at fault; a catalogue key under `validation.` says what is wrong. */
  path: string;
  message: string;
}

/** 400 answer: the file as a whole cannot be imported; nothing was changed. */
export interface DrugImportRefused {
  code: 'VALIDATION';
  error: DrugFileError;
  missingColumns?: string[];
}

/** Dry-run answer: what an import would do. */
export interface DrugImportPreview {
  layout: DrugFileLayout;
  total: number;
  valid: number;
  invalid: number;
  errors: DrugImportRowError[];
}

/** Commit answer: newline-delimited JSON, one message per line, ending with `done` or `failed`. */
export type DrugImportMessage =
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; imported: number; skipped: number }
  | { type: 'failed'; imported: number };
