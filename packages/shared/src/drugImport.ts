/**
 * The drug file's own types: its two layouts and what the command-line import
 * (`npm run drugs:import`) reports. The admin screen imports drugs through the importer
 * (`importer.ts`).
 */

/** At most this many row errors are listed in a dry run; the counts are always complete. */
export const DRUG_IMPORT_ERRORS_SHOWN = 1000;

/** Why a drug file was refused as a whole (SPEC §5/§8); catalogue keys under `validation.`. */
export type DrugFileError = 'importEmptyFile' | 'importInvalidType' | 'importInvalidFile';

export type DrugFileLayout = 'drugsEg' | 'dawa';

export interface DrugImportRowError {
  /** 1-based line in the file (the header is line 1). */
  line: number;
  /** The column at fault; a catalogue key under `validation.` says what is wrong. */
  path: string;
  message: string;
}

/** Dry-run answer: what an import would do. */
export interface DrugImportPreview {
  layout: DrugFileLayout;
  total: number;
  valid: number;
  invalid: number;
  errors: DrugImportRowError[];
}
