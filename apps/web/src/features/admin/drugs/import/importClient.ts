import {
  DRUG_FILE_ERRORS,
  DRUG_IMPORT_FILE_NAME_HEADER,
  DRUG_IMPORT_PATH,
  type DrugFileError,
  type DrugImportMessage,
  type DrugImportMode,
  type DrugImportPreview,
  type DrugImportRowError,
} from '@dawa/shared/drugImport';
import { codeFromStatus } from '@dawa/shared/errors';
import type { ApiErrorCode } from '../../../../app/errors/apiError';
import type { ChosenFile, ImportFileProblem } from './importFile';
import { uploadContentType } from './importFile';
import { readImportMessages } from './ndjson';

/** Why a request to the import route did not give an answer to show. */
export type ImportFailure =
  { kind: 'refused'; problem: ImportFileProblem } | { kind: 'api'; code: ApiErrorCode };

export type ImportAnswer<T> = { ok: true; value: T } | { ok: false; failure: ImportFailure };

/** The end of a commit: `done`, or `failed` with what was imported before the failure. */
export type ImportOutcome = Extract<DrugImportMessage, { type: 'done' | 'failed' }>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

function isFileError(value: unknown): value is DrugFileError {
  return typeof value === 'string' && (DRUG_FILE_ERRORS as readonly string[]).includes(value);
}

function isRowError(value: unknown): value is DrugImportRowError {
  return (
    isRecord(value) &&
    isCount(value.line) &&
    typeof value.path === 'string' &&
    typeof value.message === 'string'
  );
}

/** The dry-run answer, or null when it does not have the contract's shape. */
export function parsePreview(value: unknown): DrugImportPreview | null {
  if (!isRecord(value)) return null;
  const { layout, total, valid, invalid, errors } = value;
  if (layout !== 'drugsEg' && layout !== 'dawa') return null;
  if (!isCount(total) || !isCount(valid) || !isCount(invalid) || !Array.isArray(errors)) {
    return null;
  }
  return { layout, total, valid, invalid, errors: errors.filter(isRowError) };
}

/** A 400 answer's whole-file error, with the missing columns when there are any. */
export function parseRefusal(value: unknown): ImportFileProblem | null {
  if (!isRecord(value) || !isFileError(value.error)) return null;
  const missingColumns = Array.isArray(value.missingColumns)
    ? value.missingColumns.filter((column): column is string => typeof column === 'string')
    : [];
  return missingColumns.length ? { error: value.error, missingColumns } : { error: value.error };
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** A non-2xx answer as a failure: the file refused as a whole, or an API error code. */
export async function failureOf(response: Response): Promise<ImportFailure> {
  if (response.status === 413) return { kind: 'refused', problem: { error: 'importTooLarge' } };
  if (response.status === 400) {
    const problem = parseRefusal(await readJson(response));
    if (problem) return { kind: 'refused', problem };
  }
  return { kind: 'api', code: codeFromStatus(response.status) };
}

async function send(
  file: ChosenFile,
  mode: DrugImportMode,
  signal?: AbortSignal,
): Promise<Response | ImportFailure> {
  try {
    return await fetch(`${DRUG_IMPORT_PATH}?mode=${mode}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'Content-Type': uploadContentType(file),
        [DRUG_IMPORT_FILE_NAME_HEADER]: encodeURIComponent(file.name),
        Accept: mode === 'commit' ? 'application/x-ndjson' : 'application/json',
      },
      body: file.bytes,
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { kind: 'api', code: 'NETWORK' };
  }
}

/** Dry run: what importing the file would do; nothing changes. */
export async function checkDrugFile(
  file: ChosenFile,
  signal?: AbortSignal,
): Promise<ImportAnswer<DrugImportPreview>> {
  const response = await send(file, 'dry-run', signal);
  if (!(response instanceof Response)) return { ok: false, failure: response };
  if (!response.ok) return { ok: false, failure: await failureOf(response) };
  const preview = parsePreview(await readJson(response));
  return preview
    ? { ok: true, value: preview }
    : { ok: false, failure: { kind: 'api', code: 'INTERNAL' } };
}

/**
 * Imports the file, reporting each progress message as it arrives. A stream that ends
 * without its last message (the connection dropped) counts as failed after the last progress.
 */
export async function importDrugFile(
  file: ChosenFile,
  onProgress: (done: number, total: number) => void,
  signal?: AbortSignal,
): Promise<ImportAnswer<ImportOutcome>> {
  const response = await send(file, 'commit', signal);
  if (!(response instanceof Response)) return { ok: false, failure: response };
  if (!response.ok) return { ok: false, failure: await failureOf(response) };
  if (!response.body) return { ok: false, failure: { kind: 'api', code: 'INTERNAL' } };
  let imported = 0;
  try {
    for await (const message of readImportMessages(response.body)) {
      if (message.type === 'progress') {
        imported = message.done;
        onProgress(message.done, message.total);
      } else {
        return { ok: true, value: message };
      }
    }
  } catch (error) {
    if (signal?.aborted) throw error;
  }
  return { ok: true, value: { type: 'failed', imported } };
}
