import type { FieldError } from '@dawa/shared/errors';
import type { ImportEntity, ImportJobStatus, ImportRowStatus } from '@dawa/shared/importer';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from '../../platform/auth/auth.tables';
import { timestamps } from '../../platform/db/columns';

/**
 * One checked file of an importable entity (SPEC §4 import). `hash` is the SHA-256 of the
 * file's bytes: one job per entity and hash that is not discarded, so the same file is not
 * imported twice. `runner` and `leaseUntil` say which process writes it and until when (it renews per
 * batch); a running job whose lease ran out lost its process and is taken over (ADR 0030).
 */
export const importJob = pgTable(
  'import_job',
  {
    id: uuid().primaryKey(),
    entity: text().$type<ImportEntity>().notNull(),
    hash: text().notNull(),
    fileName: text().notNull(),
    status: text().$type<ImportJobStatus>().notNull(),
    total: integer().notNull(),
    invalid: integer().notNull(),
    imported: integer().notNull().default(0),
    createdBy: text().references(() => user.id, { onDelete: 'set null' }),
    /** The process writing the job, and until when it holds it (renewed every batch). */
    runner: text(),
    leaseUntil: timestamp({ withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('import_job_entity_hash_unique')
      .on(table.entity, table.hash)
      .where(sql`${table.status} <> 'discarded'`),
    index().on(table.status),
    index().on(table.createdAt),
  ],
);

/** One data row of a job (SPEC §3 Importer row): its line, what names it, status and errors. */
export const importRow = pgTable(
  'import_row',
  {
    jobId: uuid()
      .notNull()
      .references(() => importJob.id, { onDelete: 'cascade' }),
    line: integer().notNull(),
    label: text().notNull(),
    status: text().$type<ImportRowStatus>().notNull(),
    /** The validated row that the entity's definition writes; null on an ERROR row. */
    value: jsonb().$type<unknown>(),
    errors: jsonb().$type<FieldError[]>().notNull().default([]),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.jobId, table.line] }),
    index().on(table.jobId, table.status, table.line),
  ],
);
