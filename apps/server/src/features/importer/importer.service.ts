import { createHash } from 'node:crypto';
import type { AccessLevel } from '@dawa/shared/access';
import type { FieldError } from '@dawa/shared/errors';
import {
  IMPORT_MAX_ROWS,
  IMPORT_PAGE_SIZE,
  importAccess,
  type ImportEntity,
  type ImportFileError,
  type ImportJobStatus,
  type ImportRowStatus,
} from '@dawa/shared/importer';
import { and, asc, count, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db';
import { newId } from '../../platform/db/ids';
import type { Actor } from '../../platform/events/events';
import { AppError, notFound, requireAccess } from '../../platform/errors';
import type { Viewer } from '../../platform/graphql/context';
import { tablePage, type TableArgs, type TablePage } from '../../platform/graphql/pagination';
import type { ImportDefinition, ImportUpload } from '../../platform/importer/importDefinition';
import type { Platform } from '../../platform/platform';
import { importJob, importRow } from './importer.tables';

/** Rows written per transaction: big enough to be fast, small enough to pause and report. */
export const IMPORT_BATCH_SIZE = 500;
/** How long a process holds a running job without renewing (it renews every batch). */
export const IMPORT_LEASE_MS = 30_000;
/** Rows stored per insert when a file is checked in. */
const STORE_CHUNK = 1000;
const ENTITY = 'importJob';

/** A file refused as a whole (SPEC §5/§8): a VALIDATION error naming the catalogue key. */
export class ImportRefusedError extends AppError {
  constructor(
    readonly error: ImportFileError,
    readonly missingColumns?: string[],
  ) {
    super('VALIDATION', `The file cannot be imported: ${error}.`, [
      { path: 'file', message: error },
    ]);
  }
}

export type ImportJob = typeof importJob.$inferSelect;
export type ImportRowView = Pick<
  typeof importRow.$inferSelect,
  'line' | 'label' | 'status' | 'errors'
>;

interface Importer {
  definitions: ReadonlyMap<ImportEntity, ImportDefinition>;
  /** This process's name in `runner`. */
  runnerId: string;
  /** Jobs this process is writing now, each until its current batch ends. */
  running: Map<string, Promise<void>>;
  closing: boolean;
}

const importers = new WeakMap<Platform, Importer>();

function importer(platform: Platform): Importer {
  const found = importers.get(platform);
  if (!found) throw new Error('The importer has not been started.');
  return found;
}

function definitionOf(platform: Platform, entity: string): ImportDefinition {
  const definition = importer(platform).definitions.get(entity as ImportEntity);
  if (!definition) throw notFound('Importable entity');
  return definition;
}

/**
 * The imports of an entity: reading them (its template, its jobs and their rows) needs read on
 * the importer and on the entity's section; importing (a file checked in, complete, pause,
 * discard) needs write on both (`importAccess`, one rule with the web app's buttons).
 */
function requireImport(
  viewer: Viewer | null,
  definition: ImportDefinition,
  level: AccessLevel,
): Viewer {
  requireAccess(viewer, 'importer', level);
  return requireAccess(viewer, definition.section, level);
}

/**
 * Registers the importable entities and takes over the running jobs whose process is gone: a
 * restart resumes them from their first PENDING row (every batch is one transaction, so no
 * row is half written). Checked again every lease period, for the jobs of a dead instance.
 */
export async function startImporter(
  platform: Platform,
  definitions: readonly ImportDefinition[],
): Promise<void> {
  const state: Importer = {
    definitions: new Map(definitions.map((definition) => [definition.entity, definition])),
    runnerId: newId(),
    running: new Map(),
    closing: false,
  };
  importers.set(platform, state);
  const sweep = async () => {
    const orphans = await platform.database.db
      .select({ id: importJob.id, entity: importJob.entity, createdBy: importJob.createdBy })
      .from(importJob)
      .where(
        and(
          eq(importJob.status, 'running'),
          or(isNull(importJob.leaseUntil), lt(importJob.leaseUntil, new Date())),
        ),
      );
    for (const orphan of orphans) {
      const actor = { userId: orphan.createdBy, ip: null, requestId: null };
      void runJob(platform, definitionOf(platform, orphan.entity), orphan.id, actor);
    }
  };
  const timer = setInterval(() => {
    sweep().catch((error: unknown) => platform.logger.error({ err: error }, 'import sweep'));
  }, IMPORT_LEASE_MS);
  timer.unref();
  platform.onClose(async () => {
    state.closing = true;
    clearInterval(timer);
    // Each writer stops after its current batch; then the jobs are handed back at once, so that
    // the next process resumes without waiting for the lease to run out.
    const ids = [...state.running.keys()];
    await Promise.all(state.running.values());
    if (ids.length > 0) {
      await platform.database.db
        .update(importJob)
        .set({ runner: null, leaseUntil: null })
        .where(and(inArray(importJob.id, ids), eq(importJob.runner, state.runnerId)));
    }
  });
  await sweep();
}

/** The importable entities this server knows, in registration order. */
export function importEntities(platform: Platform): ImportEntity[] {
  return [...importer(platform).definitions.keys()];
}

/** The .xlsx template of an entity, for those who read its imports. */
export async function importTemplate(
  platform: Platform,
  viewer: Viewer | null,
  entity: string,
): Promise<Buffer> {
  const definition = definitionOf(platform, entity);
  requireImport(viewer, definition, 'read');
  return definition.template();
}

/**
 * Checks a file into a job: every row validated and stored PENDING or ERROR, nothing written
 * to the entity yet. The same file (by SHA-256) is refused once imported
 * (`importAlreadyImported`); while its job is still open, that job is answered again.
 */
export async function checkImportFile(
  platform: Platform,
  viewer: Viewer | null,
  actor: Actor,
  entity: string,
  upload: ImportUpload,
): Promise<string> {
  const definition = definitionOf(platform, entity);
  requireImport(viewer, definition, 'write');
  const hash = createHash('sha256').update(upload.bytes).digest('hex');
  const open = await openJobOf(platform, definition.entity, hash);
  if (open) return open;
  const parsed = await definition.parse(upload);
  if (!parsed.ok) throw new ImportRefusedError(parsed.error, parsed.missingColumns);
  if (parsed.rows.length > IMPORT_MAX_ROWS) throw new ImportRefusedError('importTooManyRows');
  const id = newId();
  const invalid = parsed.rows.filter((row) => row.errors.length > 0).length;
  try {
    await platform.transact(actor, async (tx, record) => {
      await tx.insert(importJob).values({
        id,
        entity: definition.entity,
        hash,
        fileName: upload.name.slice(0, 255),
        status: 'checked',
        total: parsed.rows.length,
        invalid,
        createdBy: actor.userId,
      });
      for (let start = 0; start < parsed.rows.length; start += STORE_CHUNK) {
        await tx.insert(importRow).values(
          parsed.rows.slice(start, start + STORE_CHUNK).map((row) => ({
            jobId: id,
            line: row.line,
            label: row.label.slice(0, 300),
            status: row.errors.length ? ('error' as const) : ('pending' as const),
            value: row.errors.length ? null : row.value,
            errors: row.errors,
          })),
        );
      }
      await record({
        entity: ENTITY,
        entityId: id,
        action: 'create',
        values: {
          entity: definition.entity,
          fileName: upload.name,
          total: parsed.rows.length,
          invalid,
        },
      });
    });
  } catch (error) {
    // The same file checked in at the same moment by another request: answer its job.
    const raced = await openJobOf(platform, definition.entity, hash);
    if (raced) return raced;
    throw error;
  }
  return id;
}

async function openJobOf(
  platform: Platform,
  entity: ImportEntity,
  hash: string,
): Promise<string | null> {
  const [found] = await platform.database.db
    .select({ id: importJob.id, status: importJob.status })
    .from(importJob)
    .where(
      and(
        eq(importJob.entity, entity),
        eq(importJob.hash, hash),
        ne(importJob.status, 'discarded'),
      ),
    );
  if (!found) return null;
  if (found.status === 'completed') throw new ImportRefusedError('importAlreadyImported');
  return found.id;
}

async function findJob(platform: Platform, id: string): Promise<ImportJob> {
  const [found] = /^[0-9a-f-]{36}$/i.test(id)
    ? await platform.database.db.select().from(importJob).where(eq(importJob.id, id))
    : [];
  if (!found) throw notFound('Import');
  return found;
}

/** A job, for the roles that read the imports of its entity. */
export async function importJobOf(
  platform: Platform,
  viewer: Viewer | null,
  id: string,
): Promise<ImportJob> {
  requireAccess(viewer, 'importer', 'read');
  const job = await findJob(platform, id);
  requireImport(viewer, definitionOf(platform, job.entity), 'read');
  return job;
}

/** The recent jobs, newest first (the importer page's history and the admin home's counts). */
export async function importJobsTable(
  platform: Platform,
  viewer: Viewer | null,
  args: TableArgs,
): Promise<TablePage<ImportJob>> {
  const reader = requireAccess(viewer, 'importer', 'read');
  const { db } = platform.database;
  // Only the imports of the entities whose section the caller reads.
  const readable = [...importer(platform).definitions.keys()].filter((entity) =>
    importAccess(reader.roles, entity, 'read'),
  );
  const where = and(ne(importJob.status, 'discarded'), inArray(importJob.entity, readable));
  return tablePage({
    args,
    sortable: { createdAt: importJob.createdAt },
    defaultSort: { key: 'createdAt', descending: true },
    tiebreak: importJob.id,
    count: async () => (await db.select({ n: count() }).from(importJob).where(where))[0]?.n ?? 0,
    query: (order, limit, offset) =>
      db
        .select()
        .from(importJob)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
  });
}

/** A job's rows in file order, 10 a page (SPEC §9), all or of one status. */
export async function importRowsOf(
  platform: Platform,
  job: ImportJob,
  status: ImportRowStatus | null,
  args: TableArgs,
): Promise<TablePage<ImportRowView>> {
  const { db } = platform.database;
  const where = status
    ? and(eq(importRow.jobId, job.id), eq(importRow.status, status))
    : eq(importRow.jobId, job.id);
  return tablePage({
    args: { ...args, pageSize: args.pageSize ?? IMPORT_PAGE_SIZE },
    sortable: { line: importRow.line },
    defaultSort: { key: 'line', descending: false },
    tiebreak: importRow.line,
    count: async () => (await db.select({ n: count() }).from(importRow).where(where))[0]?.n ?? 0,
    query: (order, limit, offset) =>
      db
        .select({
          line: importRow.line,
          label: importRow.label,
          status: importRow.status,
          errors: importRow.errors,
        })
        .from(importRow)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
  });
}

/**
 * Moves a job from one of `from` to `to` in one statement (so two callers cannot both win),
 * recording the action; VALIDATION when the job is in another state.
 */
async function transition(
  platform: Platform,
  viewer: Viewer | null,
  actor: Actor,
  id: string,
  from: readonly ImportJobStatus[],
  to: ImportJobStatus,
  action: string,
): Promise<ImportJob> {
  const job = await findJob(platform, id);
  requireImport(viewer, definitionOf(platform, job.entity), 'write');
  const changed = await platform.transact(actor, async (tx, record) => {
    const [row] = await tx
      .update(importJob)
      .set({ status: to, updatedAt: new Date() })
      .where(and(eq(importJob.id, id), inArray(importJob.status, [...from])))
      .returning();
    if (row) {
      await record({
        entity: ENTITY,
        entityId: id,
        action,
        values: { before: { status: job.status }, after: { status: to } },
      });
    }
    return row;
  });
  if (!changed) {
    throw new AppError('VALIDATION', `An import that is ${job.status} cannot be ${action}d.`, [
      { path: 'status', message: 'invalid' },
    ]);
  }
  return changed;
}

/** Imports the PENDING rows (SPEC §4 complete), in the background; a paused job resumes. */
export async function completeImport(
  platform: Platform,
  viewer: Viewer | null,
  actor: Actor,
  id: string,
): Promise<ImportJob> {
  const job = await transition(
    platform,
    viewer,
    actor,
    id,
    ['checked', 'paused'],
    'running',
    'complete',
  );
  const background = { userId: actor.userId, ip: actor.ip, requestId: null };
  void runJob(platform, definitionOf(platform, job.entity), id, background);
  return job;
}

/** Stops a running import after its current batch (SPEC §4 pause). */
export function pauseImport(
  platform: Platform,
  viewer: Viewer | null,
  actor: Actor,
  id: string,
): Promise<ImportJob> {
  return transition(platform, viewer, actor, id, ['running'], 'paused', 'pause');
}

/**
 * Drops a job that is not running (SPEC §4 discard): its PENDING rows are never imported and
 * the same file may be checked in again; rows already imported stay.
 */
export function discardImport(
  platform: Platform,
  viewer: Viewer | null,
  actor: Actor,
  id: string,
): Promise<ImportJob> {
  return transition(platform, viewer, actor, id, ['checked', 'paused'], 'discarded', 'discard');
}

/** Takes (or renews) the job's lease; false when it is not running or another process holds it. */
async function claim(platform: Platform, state: Importer, id: string): Promise<boolean> {
  const claimed = await platform.database.db
    .update(importJob)
    .set({ runner: state.runnerId, leaseUntil: new Date(Date.now() + IMPORT_LEASE_MS) })
    .where(
      and(
        eq(importJob.id, id),
        eq(importJob.status, 'running'),
        or(
          eq(importJob.runner, state.runnerId),
          isNull(importJob.leaseUntil),
          lt(importJob.leaseUntil, new Date()),
        ),
      ),
    )
    .returning({ id: importJob.id });
  return claimed.length > 0;
}

/**
 * Writes a running job's PENDING rows, a batch per transaction: the entity's rows, their
 * IMPORTED status and the job's count commit together. A batch that fails is retried row by
 * row, and a row that still fails becomes ERROR; the others are imported.
 */
function runJob(
  platform: Platform,
  definition: ImportDefinition,
  id: string,
  actor: Actor,
): Promise<void> {
  const state = importer(platform);
  const current = state.running.get(id);
  if (current) return current;
  const loop = writeJob(platform, state, definition, id, actor).finally(() =>
    state.running.delete(id),
  );
  state.running.set(id, loop);
  return loop;
}

async function writeJob(
  platform: Platform,
  state: Importer,
  definition: ImportDefinition,
  id: string,
  actor: Actor,
): Promise<void> {
  try {
    while (!state.closing && (await claim(platform, state, id))) {
      const batch = await platform.database.db
        .select({ line: importRow.line, value: importRow.value })
        .from(importRow)
        .where(and(eq(importRow.jobId, id), eq(importRow.status, 'pending')))
        .orderBy(asc(importRow.line))
        .limit(IMPORT_BATCH_SIZE);
      if (batch.length === 0) {
        await platform.transact(actor, async (tx, record) => {
          await tx
            .update(importJob)
            .set({ status: 'completed', runner: null, leaseUntil: null, updatedAt: new Date() })
            .where(and(eq(importJob.id, id), eq(importJob.status, 'running')));
          await record({ entity: ENTITY, entityId: id, action: 'completed', values: {} });
        });
        return;
      }
      try {
        await writeBatch(platform, definition, id, actor, batch);
      } catch (error) {
        platform.logger.warn({ err: error, importJob: id }, 'import batch failed: row by row');
        for (const row of batch) {
          await writeBatch(platform, definition, id, actor, [row]).catch(() =>
            failRow(platform, id, row.line),
          );
        }
      }
    }
  } catch (error) {
    platform.logger.error({ err: error, importJob: id }, 'import stopped');
  }
}

async function writeBatch(
  platform: Platform,
  definition: ImportDefinition,
  id: string,
  actor: Actor,
  batch: { line: number; value: unknown }[],
): Promise<void> {
  const lines = batch.map((row) => row.line);
  await platform.transact(actor, async (tx, record) => {
    await definition.write(
      tx,
      record,
      batch.map((row) => row.value),
      { jobId: id, actor },
    );
    await tx
      .update(importRow)
      .set({ status: 'imported', updatedAt: new Date() })
      .where(and(eq(importRow.jobId, id), inArray(importRow.line, lines)));
    await tx
      .update(importJob)
      .set({ imported: sql`${importJob.imported} + ${batch.length}`, updatedAt: new Date() })
      .where(eq(importJob.id, id));
  });
}

const WRITE_FAILED: FieldError[] = [{ path: '', message: 'invalid' }];

async function failRow(platform: Platform, id: string, line: number): Promise<void> {
  await platform.database.transaction(async (tx) => {
    await tx
      .update(importRow)
      .set({ status: 'error', errors: WRITE_FAILED, updatedAt: new Date() })
      .where(and(eq(importRow.jobId, id), eq(importRow.line, line)));
    await tx
      .update(importJob)
      .set({ invalid: sql`${importJob.invalid} + 1`, updatedAt: new Date() })
      .where(eq(importJob.id, id));
  });
}

/**
 * Imports checked or paused and neither completed nor discarded: what waits for an importer's
 * decision (the admin home).
 */
export async function openImportCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ open: count() })
    .from(importJob)
    .where(inArray(importJob.status, ['checked', 'paused']));
  return row?.open ?? 0;
}
