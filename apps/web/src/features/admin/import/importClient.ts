import {
  IMPORT_FILE_ERRORS,
  IMPORT_FILE_NAME_HEADER,
  importPath,
  type ImportEntity,
  type ImportFileError,
} from '@dawa/shared/importer';
import { codeFromStatus } from '@dawa/shared/errors';
import type { ApiErrorCode } from '../../../app/errors/apiError';
import type { ChosenFile, ImportFileProblem } from './importFile';
import { uploadContentType } from './importFile';

/** Why sending a file did not give a job: the file refused as a whole, or an API error. */
export type ImportFailure =
  { kind: 'refused'; problem: ImportFileProblem } | { kind: 'api'; code: ApiErrorCode };

export type ImportAnswer = { ok: true; jobId: string } | { ok: false; failure: ImportFailure };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isFileError(value: unknown): value is ImportFileError {
  return typeof value === 'string' && (IMPORT_FILE_ERRORS as readonly string[]).includes(value);
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

/** Sends the chosen file to be checked into an import job; nothing is imported yet. */
export async function checkInFile(
  entity: ImportEntity,
  file: ChosenFile,
  signal?: AbortSignal,
): Promise<ImportAnswer> {
  let response: Response;
  try {
    response = await fetch(importPath(entity), {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'Content-Type': uploadContentType(file),
        [IMPORT_FILE_NAME_HEADER]: encodeURIComponent(file.name),
        Accept: 'application/json',
      },
      body: file.bytes,
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ok: false, failure: { kind: 'api', code: 'NETWORK' } };
  }
  if (!response.ok) return { ok: false, failure: await failureOf(response) };
  const body = await readJson(response);
  return isRecord(body) && typeof body.jobId === 'string'
    ? { ok: true, jobId: body.jobId }
    : { ok: false, failure: { kind: 'api', code: 'INTERNAL' } };
}
