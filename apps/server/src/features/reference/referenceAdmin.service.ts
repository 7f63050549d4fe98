import {
  REFERENCE_INPUT_SCHEMAS,
  referenceUpdateSchema,
  type DeactivationCategory,
  type ReferenceItem,
  type ReferenceList,
} from '@dawa/shared/reference';
import { and, asc, eq, gt, max, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../platform/db/db';
import { newId } from '../../platform/db/ids';
import { AppError, notFound, parseInput, requireAccess } from '../../platform/errors';
import type { Actor, RecordChange } from '../../platform/events/events';
import type { Viewer } from '../../platform/graphql/context';
import {
  TABLE_PAGE_MAX,
  TABLE_PAGE_SIZE,
  type TableArgs,
  type TablePage,
} from '../../platform/graphql/pagination';
import type { Platform } from '../../platform/platform';
import { loadReferenceSnapshot, referenceData, type ReferenceSnapshot } from './reference.service';
import {
  city,
  deactivationReason,
  facilityListedFor,
  facilityType,
  jobPosition,
  region,
  workplace,
} from './reference.tables';

/**
 * The back office's editing of reference data (issue #16 point 4): one service for the seven
 * lists, which share their columns (a bilingual name, a display `index`, a `hidden` flag); a
 * region also names its governorate and a deactivation reason its category, and each orders
 * within that group. Every change is an event whose entity is the list's name, so every
 * process drops its reference snapshot when it hears it on the bus (`startReferenceData`).
 */

/** One entry of any list, as the admin table shows it. */
export interface ReferenceEntry extends ReferenceItem {
  list: ReferenceList;
  /** A region's governorate; null in other lists. */
  cityId: string | null;
  /** A deactivation reason's category; null in other lists. */
  category: DeactivationCategory | null;
}

export interface ReferenceRequest {
  viewer: Viewer | null;
  actor: Actor;
}

const TABLES = {
  city,
  region,
  workplace,
  jobPosition,
  deactivationReason,
  facilityType,
  facilityListedFor,
} as const;

/** The list's entries from `snapshot`, in display order (regions by governorate first). */
function entriesOf(snapshot: ReferenceSnapshot, list: ReferenceList): ReferenceEntry[] {
  const plain = (items: readonly ReferenceItem[]) =>
    items.map((item) => ({ ...item, list, cityId: null, category: null }));
  switch (list) {
    case 'city':
      return plain(snapshot.cities);
    case 'region':
      return snapshot.cities.flatMap((parent) =>
        (snapshot.regionsOfCity.get(parent.id) ?? []).map((item) => ({
          ...item,
          list,
          category: null,
        })),
      );
    case 'workplace':
      return plain(snapshot.workplaces);
    case 'jobPosition':
      return plain(snapshot.jobPositions);
    case 'facilityType':
      return plain(snapshot.facilityTypes);
    case 'facilityListedFor':
      return plain(snapshot.facilityListedFor);
    case 'deactivationReason':
      return snapshot.deactivationReasons.map((item) => ({ ...item, list, cityId: null }));
  }
}

const filterSchema = z.object({
  search: z.string().trim().max(200).nullish(),
  cityId: z.string().trim().max(100).nullish(),
  category: z.enum(['job', 'property']).nullish(),
});

/**
 * The admin table of one list: a search in either language's name, a region's governorate, a
 * reason's category; in display order (the only sort: the order is what the operator edits).
 * Read from the database, not this process's snapshot, so an operator sees their change at
 * once; a list is a few hundred rows at most, so it is filtered and paged in memory.
 */
export async function listReferenceTable(
  platform: Platform,
  viewer: Viewer | null,
  list: ReferenceList,
  filterInput: unknown,
  args: TableArgs,
): Promise<TablePage<ReferenceEntry>> {
  requireAccess(viewer, 'referenceData', 'read');
  const filter = parseInput(filterSchema, filterInput ?? {});
  if (args.sort && args.sort !== 'index')
    throw new AppError('BAD_REQUEST', `The table cannot be sorted by ${args.sort}.`);
  const words = filter.search?.toLocaleLowerCase();
  const matching = entriesOf(await loadReferenceSnapshot(platform.database.db), list).filter(
    (entry) =>
      (!words ||
        entry.name.en.toLocaleLowerCase().includes(words) ||
        entry.name.ar.includes(words)) &&
      (!filter.cityId || entry.cityId === filter.cityId) &&
      (!filter.category || entry.category === filter.category),
  );
  if (args.sort && args.descending) matching.reverse();
  const pageSize = Math.min(Math.max(1, args.pageSize ?? TABLE_PAGE_SIZE), TABLE_PAGE_MAX);
  const page = Math.max(1, args.page ?? 1);
  return {
    items: matching.slice((page - 1) * pageSize, page * pageSize),
    total: matching.length,
    page,
    pageSize,
  };
}

/** The entry's row, locked for the change; NOT_FOUND otherwise. */
async function lockedEntry(tx: Db, list: ReferenceList, id: string): Promise<ReferenceEntry> {
  const table = TABLES[list];
  const [row] = await tx.select().from(table).where(eq(table.id, id)).for('update');
  if (!row) throw notFound('Entry');
  return {
    id: row.id,
    name: row.name,
    index: row.index,
    hidden: row.hidden,
    list,
    cityId: 'cityId' in row ? row.cityId : null,
    category: 'category' in row ? row.category : null,
  };
}

/** The entries an entry is ordered among: its governorate's regions, its category's reasons. */
function groupOf(entry: Pick<ReferenceEntry, 'list' | 'cityId' | 'category'>): SQL | undefined {
  if (entry.list === 'region' && entry.cityId) return eq(region.cityId, entry.cityId);
  if (entry.list === 'deactivationReason' && entry.category)
    return eq(deactivationReason.category, entry.category);
  return undefined;
}

const DELETE_REFUSED = 'referenceInUse';

/**
 * Runs a change of `list` in its transaction, then drops this process's reference snapshot.
 * Changes of one list take their turn (a transaction-scoped advisory lock): two moves that
 * renumber the same group, or two entries added at its end, cannot interleave.
 */
async function change<T>(
  platform: Platform,
  request: ReferenceRequest,
  list: ReferenceList,
  work: (tx: Db, record: RecordChange) => Promise<T>,
): Promise<T> {
  const result = await platform.transact(request.actor, async (tx, record) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`reference:${list}`}, 0))`,
    );
    return work(tx, record);
  });
  referenceData(platform).changed();
  return result;
}

/**
 * SQLSTATEs of a delete refused because a row still points at the entry: 23503 for a plain
 * foreign key, 23001 for one declared ON DELETE RESTRICT (a region's governorate).
 */
const STILL_REFERENCED = new Set(['23503', '23001']);

/** Whether the database refused a delete because a row still points at the entry. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && STILL_REFERENCED.has(code)) return true;
    current = current.cause;
  }
  return false;
}

/** Adds an entry at the end of its list (of its group). VALIDATION for bad input. */
export async function createReferenceEntry(
  platform: Platform,
  request: ReferenceRequest,
  list: ReferenceList,
  input: unknown,
): Promise<ReferenceEntry> {
  requireAccess(request.viewer, 'referenceData', 'write');
  const data = parseInput(REFERENCE_INPUT_SCHEMAS[list], input);
  const cityId = 'cityId' in data ? data.cityId : null;
  const category = 'category' in data ? data.category : null;
  return change(platform, request, list, async (tx, record) => {
    if (cityId) {
      // Locked so that the governorate cannot be deleted before the region is in.
      const [parent] = await tx.select().from(city).where(eq(city.id, cityId)).for('update');
      if (!parent)
        throw new AppError('VALIDATION', 'Some fields are invalid.', [
          { path: 'cityId', message: 'invalidCity' },
        ]);
    }
    const table = TABLES[list];
    const [last] = await tx
      .select({ index: max(table.index) })
      .from(table)
      .where(groupOf({ list, cityId, category }));
    const entry: ReferenceEntry = {
      id: newId(),
      name: data.name,
      index: (last?.index ?? 0) + 1,
      hidden: data.hidden,
      list,
      cityId,
      category,
    };
    const values = { id: entry.id, name: entry.name, index: entry.index, hidden: entry.hidden };
    if (list === 'region' && cityId) await tx.insert(region).values({ ...values, cityId });
    else if (list === 'deactivationReason' && category)
      await tx.insert(deactivationReason).values({ ...values, category });
    else await tx.insert(table).values(values);
    await record({
      entity: list,
      entityId: entry.id,
      action: 'create',
      values: { name: entry.name, hidden: entry.hidden, index: entry.index, cityId, category },
    });
    return entry;
  });
}

/** Renames an entry, or hides or shows it. */
export async function updateReferenceEntry(
  platform: Platform,
  request: ReferenceRequest,
  list: ReferenceList,
  id: string,
  input: unknown,
): Promise<ReferenceEntry> {
  requireAccess(request.viewer, 'referenceData', 'write');
  const data = parseInput(referenceUpdateSchema, input);
  return change(platform, request, list, async (tx, record) => {
    const before = await lockedEntry(tx, list, id);
    const after = {
      ...before,
      name: data.name ?? before.name,
      hidden: data.hidden ?? before.hidden,
    };
    const table = TABLES[list];
    await tx
      .update(table)
      .set({ name: after.name, hidden: after.hidden, updatedAt: new Date() })
      .where(eq(table.id, id));
    await record({
      entity: list,
      entityId: id,
      action: 'update',
      values: {
        before: { name: before.name, hidden: before.hidden },
        after: { name: after.name, hidden: after.hidden },
      },
    });
    return after;
  });
}

/**
 * Deletes an entry no post, alert row or region points at; CONFLICT `referenceInUse` otherwise
 * (the foreign keys decide, so no list of users can be forgotten): hide it instead.
 */
export async function deleteReferenceEntry(
  platform: Platform,
  request: ReferenceRequest,
  list: ReferenceList,
  id: string,
): Promise<boolean> {
  requireAccess(request.viewer, 'referenceData', 'write');
  try {
    return await change(platform, request, list, async (tx, record) => {
      const entry = await lockedEntry(tx, list, id);
      const table = TABLES[list];
      await tx.delete(table).where(eq(table.id, id));
      // The entries after it close the gap: an index stays its entry's place.
      await tx
        .update(table)
        .set({ index: sql`${table.index} - 1` })
        .where(and(groupOf(entry), gt(table.index, entry.index)));
      await record({
        entity: list,
        entityId: id,
        action: 'delete',
        values: { name: entry.name, index: entry.index, cityId: entry.cityId },
      });
      return true;
    });
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    throw new AppError('CONFLICT', 'This entry is in use and cannot be deleted; hide it instead.', [
      { path: 'id', message: DELETE_REFUSED },
    ]);
  }
}

const positionSchema = z.number().int().min(1, { error: 'invalid' });

/**
 * Moves an entry to `position` (from 1) among its group, shifting the others; a position past
 * the end means the last. The group's indexes become 1…n, so an index is its entry's place
 * (migration 0025 numbered the seeded lists so; a delete closes its gap).
 */
export async function moveReferenceEntry(
  platform: Platform,
  request: ReferenceRequest,
  list: ReferenceList,
  id: string,
  positionInput: unknown,
): Promise<ReferenceEntry> {
  requireAccess(request.viewer, 'referenceData', 'write');
  const position = parseInput(z.object({ position: positionSchema }), {
    position: positionInput,
  }).position;
  return change(platform, request, list, async (tx, record) => {
    const entry = await lockedEntry(tx, list, id);
    const table = TABLES[list];
    const group = await tx
      .select({ id: table.id, index: table.index })
      .from(table)
      .where(groupOf(entry))
      .orderBy(asc(table.index), asc(table.id))
      .for('update');
    const order = group.filter((row) => row.id !== id);
    const to = Math.min(position, order.length + 1);
    order.splice(to - 1, 0, { id, index: entry.index });
    const from = group.findIndex((row) => row.id === id) + 1;
    for (const [place, row] of order.entries())
      if (row.index !== place + 1)
        await tx
          .update(table)
          .set({ index: place + 1 })
          .where(eq(table.id, row.id));
    await record({ entity: list, entityId: id, action: 'move', values: { from, to } });
    return { ...entry, index: to };
  });
}
