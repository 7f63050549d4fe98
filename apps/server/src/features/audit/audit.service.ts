import { and, asc, count, eq, exists, gte, ilike, lte, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { user } from '../../platform/auth/auth.tables';
import { escapeLike } from '../../platform/db/like';
import { parseInput, requireAccess } from '../../platform/errors';
import { event } from '../../platform/events/event.tables';
import type { Viewer } from '../../platform/graphql/context';
import { tablePage, type TableArgs, type TablePage } from '../../platform/graphql/pagination';
import type { Platform } from '../../platform/platform';

/** One row of the audit log (SPEC §3): an event with the e-mail of whoever made the change. */
export interface AuditLogRow {
  id: string;
  createdAt: Date;
  entity: string;
  entityId: string;
  action: string;
  values: Record<string, unknown>;
  actorId: string | null;
  /** Null for the system, a signed-out visitor, or a user deleted since. */
  createdByEmail: string | null;
  ip: string | null;
}

/** The audit log's filters (issue #16): each narrows the list; none lists every event. */
const auditLogFilterSchema = z.object({
  entity: z.string().trim().max(80).nullish(),
  action: z.string().trim().max(80).nullish(),
  /** The e-mail address of the user who made the change, exactly (any case). */
  createdByEmail: z.string().trim().max(320).nullish(),
  from: z.date().nullish(),
  to: z.date().nullish(),
});

const AUDIT_SORTS = {
  createdAt: event.createdAt,
  entity: event.entity,
  action: event.action,
};

/** The audit log: one numbered page of events, newest first unless sorted otherwise. */
export async function listAuditLog(
  platform: Platform,
  viewer: Viewer | null,
  filterInput: unknown,
  args: TableArgs,
): Promise<TablePage<AuditLogRow>> {
  requireAccess(viewer, 'auditLog', 'read');
  const filter = parseInput(auditLogFilterSchema, filterInput ?? {});
  const { db } = platform.database;
  const where = and(
    filter.entity ? eq(event.entity, filter.entity) : undefined,
    filter.action ? eq(event.action, filter.action) : undefined,
    filter.createdByEmail
      ? sql`lower(${user.email}) = ${filter.createdByEmail.toLowerCase()}`
      : undefined,
    filter.from ? gte(event.createdAt, filter.from) : undefined,
    filter.to ? lte(event.createdAt, filter.to) : undefined,
  );
  const columns = {
    id: event.id,
    createdAt: event.createdAt,
    entity: event.entity,
    entityId: event.entityId,
    action: event.action,
    values: event.values,
    actorId: event.actorId,
    createdByEmail: user.email,
    ip: event.ip,
  };
  return tablePage({
    args,
    sortable: AUDIT_SORTS,
    defaultSort: { key: 'createdAt', descending: true },
    tiebreak: event.id,
    count: async () => {
      const base = db.select({ n: count() }).from(event);
      const [row] = await (
        filter.createdByEmail ? base.innerJoin(user, eq(user.id, event.actorId)) : base
      ).where(where);
      return row?.n ?? 0;
    },
    query: (order, limit, offset) =>
      db
        .select(columns)
        .from(event)
        .leftJoin(user, eq(user.id, event.actorId))
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
  });
}

/** What the audit log's filters offer: the entity names and actions recorded so far. */
export async function auditLogOptions(
  platform: Platform,
  viewer: Viewer | null,
): Promise<{ entities: string[]; actions: string[] }> {
  requireAccess(viewer, 'auditLog', 'read');
  const { db } = platform.database;
  const distinct = async (column: typeof event.entity | typeof event.action) =>
    (await db.selectDistinct({ name: column }).from(event).orderBy(asc(column))).map(
      (row) => row.name,
    );
  const [entities, actions] = await Promise.all([distinct(event.entity), distinct(event.action)]);
  return { entities, actions };
}

const ACTOR_SEARCH_LIMIT = 20;

/**
 * The user filter's remote search: the e-mail addresses containing `search` of users who made
 * at least one recorded change, alphabetically, at most 20.
 */
export async function searchAuditLogActors(
  platform: Platform,
  viewer: Viewer | null,
  searchInput: unknown,
): Promise<string[]> {
  requireAccess(viewer, 'auditLog', 'read');
  const search = parseInput(z.string().trim().max(320), searchInput ?? '');
  const { db } = platform.database;
  const conditions: SQL[] = [
    exists(
      db
        .select({ one: sql`1` })
        .from(event)
        .where(eq(event.actorId, user.id)),
    ),
  ];
  if (search) conditions.push(ilike(user.email, `%${escapeLike(search)}%`));
  const rows = await db
    .select({ email: user.email })
    .from(user)
    .where(and(...conditions))
    .orderBy(asc(user.email))
    .limit(ACTOR_SEARCH_LIMIT);
  return rows.map((row) => row.email);
}
