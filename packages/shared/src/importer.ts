import { z } from 'zod';
import { can, type AccessLevel, type AdminSection } from './access';
import type { Role } from './roles';

/**
 * The contract of the one importer (issue #16 point 5, SPEC §3 "Importer row", §4, §5, §8, §9):
 * every importable entity is checked into an import job whose rows are PENDING, IMPORTED or
 * ERROR; the job is then completed (imported batch by batch), paused, or discarded. The file is
 * sent over HTTP (a raw body); the job, its rows and its actions are GraphQL.
 */
export const IMPORT_ENTITIES = [
  'drugs',
  'cities',
  'workplaces',
  'jobPositions',
  'facilityTypes',
  'customers',
  'products',
] as const;
export type ImportEntity = (typeof IMPORT_ENTITIES)[number];

/** The role-table section (ADR 0022) whose writers may import each entity, beside `importer`. */
export const IMPORT_SECTIONS: Readonly<Record<ImportEntity, AdminSection>> = {
  drugs: 'drugs',
  cities: 'referenceData',
  workplaces: 'referenceData',
  jobPositions: 'referenceData',
  facilityTypes: 'referenceData',
  customers: 'customers',
  products: 'products',
};

/**
 * Whether `roles` may `level` the imports of `entity`: reading (its template and its imports)
 * needs read on the importer and on the entity's section; importing (checking a file, complete,
 * pause, discard) needs write on both.
 */
export function importAccess(
  roles: readonly Role[],
  entity: ImportEntity,
  level: AccessLevel,
): boolean {
  return can(roles, 'importer', level) && can(roles, IMPORT_SECTIONS[entity], level);
}

/**
 * The file types each entity takes: .xlsx (SPEC §5); the drug index also takes the CSV that the
 * Egyptian price list is published as (its import took it before the importer; see its ADR).
 */
export const IMPORT_FORMATS: Readonly<Record<ImportEntity, readonly ('xlsx' | 'csv')[]>> = {
  drugs: ['xlsx', 'csv'],
  cities: ['xlsx'],
  workplaces: ['xlsx'],
  jobPositions: ['xlsx'],
  facilityTypes: ['xlsx'],
  customers: ['xlsx'],
  products: ['xlsx'],
};

export function isImportEntity(value: string): value is ImportEntity {
  return (IMPORT_ENTITIES as readonly string[]).includes(value);
}

/** `POST` the file here (raw body, its name in `IMPORT_FILE_NAME_HEADER`): checks it into a job. */
export const importPath = (entity: ImportEntity) => `/api/import/${entity}`;
/** `GET`: the entity's .xlsx template. */
export const importTemplatePath = (entity: ImportEntity) => `/api/import/${entity}/template`;
/** Request header carrying the chosen file's name (URI-encoded). */
export const IMPORT_FILE_NAME_HEADER = 'x-file-name';
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/**
 * Data rows one file may hold: the whole Egyptian price list (about 25,000 drugs) fits; a bigger
 * file is refused as a whole (`importTooManyRows`) before anything is stored.
 */
export const IMPORT_MAX_ROWS = 30_000;
/** SPEC §9: importer page size. */
export const IMPORT_PAGE_SIZE = 10;

/** Why a file was refused as a whole (SPEC §5/§8); catalogue keys under `validation.`. */
export const IMPORT_FILE_ERRORS = [
  'importEmptyFile',
  'importInvalidType',
  'importOnlyXlsx',
  'importInvalidFile',
  'importTooManyRows',
  'importAlreadyImported',
] as const;
export type ImportFileError = (typeof IMPORT_FILE_ERRORS)[number];

/** 400 answer of the file route: nothing was stored. */
export interface ImportRefused {
  code: 'VALIDATION';
  error: ImportFileError;
  missingColumns?: string[];
}

/** 201 answer of the file route: the job the file was checked into. */
export interface ImportAccepted {
  jobId: string;
}

/** SPEC §3 Importer row: PENDING, IMPORTED or ERROR (camelCase, as GraphQL enum values are). */
export const IMPORT_ROW_STATUSES = ['pending', 'imported', 'error'] as const;
export type ImportRowStatus = (typeof IMPORT_ROW_STATUSES)[number];

/**
 * SPEC §4 import: `checked` (rows validated, nothing written), `running` (batches being
 * written), `paused`, `completed` (every valid row imported), `discarded` (never imported).
 */
export const IMPORT_JOB_STATUSES = [
  'checked',
  'running',
  'paused',
  'completed',
  'discarded',
] as const;
export type ImportJobStatus = (typeof IMPORT_JOB_STATUSES)[number];

/** A name in a reference list, as an import row gives it. */
const name = z.string().trim().min(1, 'required').max(100, 'tooLong');

/** A row of the workplaces, job positions or facility types template. */
export const referenceNameRowSchema = z.object({ en: name, ar: name });
export type ReferenceNameRow = z.infer<typeof referenceNameRowSchema>;

/** A row of the cities template: a city, and optionally one of its regions. */
export const cityRowSchema = z
  .object({
    en: name,
    ar: name,
    regionEn: name.nullable(),
    regionAr: name.nullable(),
  })
  .superRefine((row, context) => {
    // A region needs both its names, or neither.
    if (row.regionEn !== null && row.regionAr === null)
      context.addIssue({ code: 'custom', path: ['regionAr'], message: 'required' });
    if (row.regionAr !== null && row.regionEn === null)
      context.addIssue({ code: 'custom', path: ['regionEn'], message: 'required' });
  });
export type CityRow = z.infer<typeof cityRowSchema>;
