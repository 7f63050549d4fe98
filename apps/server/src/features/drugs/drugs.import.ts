import { createHash } from 'node:crypto';
import type { DrugInput } from '@dawa/shared/drugInput';
import {
  DRUG_IMPORT_ERRORS_SHOWN,
  type DrugFileLayout,
  type DrugImportPreview,
} from '@dawa/shared/drugImport';
import { IMPORT_SECTIONS } from '@dawa/shared/importer';
import { isUuid, newId } from '../../platform/db/ids';
import type { Actor } from '../../platform/events/events';
import { importDefinition } from '../../platform/importer/importDefinition';
import type { Platform } from '../../platform/platform';
import { DRUG_ENTITY } from './drugs.catalogue';
import { priceAlertRequest, upsertDrugs } from './drugs.service';
import { buildDrugTemplate, parseDrugFile, type DrugFileRow } from './import/drugFile';

/** Rows written per transaction: big enough to be fast, small enough to report progress. */
export const IMPORT_BATCH_SIZE = 500;

/** Namespace of the ids derived from a file's own ids (UUIDv5 of RFC 9562). */
const DRUG_ID_NAMESPACE = Buffer.from('4d6f0c1e8a2b4f5e9c3d7a1b2e4f6a80', 'hex');

/**
 * The drug id for a file's `id` column: our own UUIDs as they are (our template), any other
 * value (the price list's numbers) as a name-based UUID, so importing the same file again
 * updates the same drugs.
 */
export function drugIdFromCode(code: string): string {
  if (isUuid(code)) return code.toLowerCase();
  const hash = createHash('sha1').update(DRUG_ID_NAMESPACE).update(code, 'utf8').digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface ImportableDrug {
  id: string;
  input: DrugInput;
}

/** The rows that can be imported, with their ids; rows with errors are left out. */
export function importableRows(rows: readonly DrugFileRow[]): ImportableDrug[] {
  return rows.flatMap((row) =>
    row.drug && row.code && !row.errors.length
      ? [{ id: drugIdFromCode(row.code), input: row.drug }]
      : [],
  );
}

/** What importing would do: counts and the first row errors. */
export function previewImport(
  layout: DrugFileLayout,
  rows: readonly DrugFileRow[],
): DrugImportPreview {
  const errors = rows.flatMap((row) =>
    row.errors.map((error) => ({ line: row.line, path: error.path, message: error.message })),
  );
  const invalid = rows.filter((row) => row.errors.length > 0).length;
  return {
    layout,
    total: rows.length,
    valid: rows.length - invalid,
    invalid,
    errors: errors.slice(0, DRUG_IMPORT_ERRORS_SHOWN),
  };
}

/**
 * Upserts the drugs by id, one transaction per batch, each batch with one event listing its
 * ids (the audit log, and what tells every server's index to reload those drugs) and, when
 * followed prices changed, the request to tell their followers (after commit). A failed
 * batch stops the import; the batches before it stay imported.
 */
export async function importDrugs(
  platform: Platform,
  actor: Actor,
  drugs: readonly ImportableDrug[],
  onProgress: (done: number, total: number) => void = () => {},
): Promise<number> {
  const importId = newId();
  let done = 0;
  onProgress(0, drugs.length);
  for (let start = 0; start < drugs.length; start += IMPORT_BATCH_SIZE) {
    const batch = drugs.slice(start, start + IMPORT_BATCH_SIZE);
    await platform.transact(actor, async (tx, record) => {
      const written = await upsertDrugs(tx, actor, batch);
      await record({
        entity: DRUG_ENTITY,
        entityId: importId,
        action: 'import',
        values: {
          ids: batch.map((entry) => entry.id),
          from: start,
          count: batch.length,
          ...priceAlertRequest(written),
        },
      });
    });
    done += batch.length;
    onProgress(done, drugs.length);
  }
  return done;
}

/**
 * The drug index as an importable entity (issue #16 point 5): our template or the Egyptian price
 * list, as .xlsx or, for that list, the CSV it is published as (see ADR 0030); rows are
 * upserted by id, each batch with one event listing its ids.
 */
export const drugImportDefinition = importDefinition<ImportableDrug>({
  entity: 'drugs',
  section: IMPORT_SECTIONS.drugs,
  async parse(upload) {
    const parsed = await parseDrugFile(upload);
    if (!parsed.ok) return parsed;
    return {
      ok: true,
      rows: parsed.rows.map((row) => ({
        line: row.line,
        label: row.drug?.tradeName ?? row.code ?? '',
        value: row.drug && row.code ? { id: drugIdFromCode(row.code), input: row.drug } : null,
        errors: row.errors,
      })),
    };
  },
  template: buildDrugTemplate,
  async write(tx, record, batch, { jobId, actor }) {
    const written = await upsertDrugs(tx, actor, batch);
    await record({
      entity: DRUG_ENTITY,
      entityId: jobId,
      action: 'import',
      values: {
        ids: batch.map((entry) => entry.id),
        count: batch.length,
        ...priceAlertRequest(written),
      },
    });
  },
});
