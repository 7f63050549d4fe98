import type { FieldError } from '@dawa/shared/errors';
import { sameInBoth, type AlertNotification } from '@dawa/shared/notifications';
import { and, count, desc, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { user } from '../../platform/auth/auth.tables';
import type { Db } from '../../platform/db/db';
import { isUuid, newId } from '../../platform/db/ids';
import { AppError, notFound, parseInput, requireSignedIn } from '../../platform/errors';
import type { Actor, RecordChange } from '../../platform/events/events';
import type { Viewer } from '../../platform/graphql/context';
import type { Platform } from '../../platform/platform';
import type { PostKind } from '../posts/posts';
import { referenceData, regionsOf, type ReferenceSnapshot } from '../reference/reference.service';
import { postAlert, type PostAlert } from './alerts.tables';

/** The filters of one alert kind, as its schema answers them: every field, null for any. */
export type AlertFilter = Record<string, unknown>;

/** A post table alerts tell of: `alertedAt` is set once its current publication was told. */
export type AlertedTable = PgTable & {
  $inferSelect: { id: string; createdBy: string };
  id: PgColumn;
  createdBy: PgColumn;
  alertedAt: PgColumn;
};

type PostOf<T extends AlertedTable> = T['$inferSelect'];

/** A saved alert as the API shows it: its filters in the kind's own type. */
export type AlertOf<F extends AlertFilter> = Omit<PostAlert, 'filter'> & { filter: F };

/**
 * The conditions a kind writes to say which alerts an accepted post matches, one per filter
 * field. Each reads the alert's field from its jsonb `filter` and lets a null field (any) match.
 */
export interface AlertConditions<F extends AlertFilter> {
  /** The alert's id (or enum value) is the post's. */
  equal: (field: keyof F & string, value: string | null) => SQL;
  /** The alert's yes/no is the post's. */
  flag: (field: keyof F & string, value: boolean) => SQL;
  /** The alert's lower bound is at most the post's number (a null number matches none). */
  atMost: (field: keyof F & string, value: number | null) => SQL;
  /** The alert's upper bound is at least the post's number (a null number matches none). */
  atLeast: (field: keyof F & string, value: number | null) => SQL;
  /** The alert's words are found in one of the post's texts, ignoring case. */
  within: (field: keyof F & string, texts: (string | null)[]) => SQL;
}

/**
 * One kind of saved alert (ADR 0026), declared in the kind's feature beside its post kind:
 * the mechanism here stores, lists, deletes and tells the same way for every kind.
 */
export interface AlertKindDefinition<F extends AlertFilter, T extends AlertedTable> {
  kind: PostKind;
  /** The entity of its create / delete events ('jobAlert'), and how NOT_FOUND names one. */
  names: { entity: string; noun: string };
  /** The list's filters as an alert keeps them (VALIDATION with each field's message key). */
  schema: z.ZodType<F>;
  /**
   * The filter's reference ids, in the order errors name them: an id given must pass
   * `valid` (VALIDATION with each failing field's message, all at once).
   */
  references: {
    [K in keyof F & string]?: {
      message: string;
      valid: (id: string, reference: ReferenceSnapshot, filter: F) => boolean;
    };
  };
  /** The filters in one canonical text: the same filters give the same key. */
  key: (filter: F) => string;
  /** At most `max` alerts of this kind per user: the field error's key and the message. */
  limit: { max: number; message: string; text: string };
  /** The posts it tells of. */
  table: T;
  /**
   * The indexed field (the governorate): an accepted post reads only the alerts with its
   * value there or none (`post_alert_scope_index`).
   */
  scope: { field: keyof F & string; of: (post: PostOf<T>) => string | null };
  /** Which alerts an accepted post matches: one condition per filter field. */
  matches: (post: PostOf<T>, on: AlertConditions<F>) => SQL[];
  /** The notification sent, and its description (the post's title, in both languages). */
  notification: AlertNotification;
  description: (post: PostOf<T>) => string;
}

export function defineAlertKind<F extends AlertFilter, T extends AlertedTable>(
  definition: AlertKindDefinition<F, T>,
): AlertKindDefinition<F, T> {
  return definition;
}

/** A district given must be one of the governorate's, when one is given too. */
export function regionInCity(
  id: string,
  reference: ReferenceSnapshot,
  filter: { cityId?: string | null },
): boolean {
  return filter.cityId
    ? regionsOf(reference, filter.cityId).some((region) => region.id === id)
    : reference.regionById.has(id);
}

async function checkReferences<F extends AlertFilter, T extends AlertedTable>(
  platform: Platform,
  definition: AlertKindDefinition<F, T>,
  filter: F,
): Promise<void> {
  const reference = await referenceData(platform).snapshot();
  const errors: FieldError[] = [];
  for (const [path, rule] of Object.entries(definition.references)) {
    const id = filter[path];
    if (rule && typeof id === 'string' && !rule.valid(id, reference, filter))
      errors.push({ path, message: rule.message });
  }
  if (errors.length > 0) throw new AppError('VALIDATION', 'Please correct the alert.', errors);
}

interface AlertRequest {
  viewer: Viewer | null;
  actor: Actor;
}

/** The alert's value of a filter field as text (null when it is null: any). */
function field(name: string): SQL {
  if (!/^\w+$/.test(name)) throw new Error(`not a filter field name: ${name}`);
  return sql`(${postAlert.filter} ->> ${sql.raw(`'${name}'`)})`;
}

const conditions = <F extends AlertFilter>(): AlertConditions<F> => ({
  equal: (name, value) => sql`(${field(name)} is null or ${field(name)} = ${value}::text)`,
  flag: (name, value) =>
    sql`(${field(name)} is null or ${field(name)}::boolean = ${value}::boolean)`,
  atMost: (name, value) =>
    sql`(${field(name)} is null or ${field(name)}::numeric <= ${value}::numeric)`,
  atLeast: (name, value) =>
    sql`(${field(name)} is null or ${field(name)}::numeric >= ${value}::numeric)`,
  within: (name, texts) =>
    sql`(${field(name)} is null or ${sql.join(
      texts.map((text) => sql`strpos(lower(${text ?? ''}::text), lower(${field(name)})) > 0`),
      sql` or `,
    )})`,
});

const asAlert = <F extends AlertFilter>(row: PostAlert) => row as AlertOf<F>;

/** The viewer's alerts of one kind, newest first; nobody else's. */
export async function listAlerts<F extends AlertFilter, T extends AlertedTable>(
  platform: Platform,
  viewer: Viewer | null,
  definition: AlertKindDefinition<F, T>,
): Promise<AlertOf<F>[]> {
  const me = requireSignedIn(viewer);
  const rows = await platform.database.db
    .select()
    .from(postAlert)
    .where(and(eq(postAlert.userId, me.id), eq(postAlert.kind, definition.kind)))
    .orderBy(desc(postAlert.createdAt), desc(postAlert.id));
  return rows.map((row) => asAlert<F>(row));
}

/**
 * Saves a list's filters as an alert. The same filters again answer the alert already saved;
 * past the kind's limit a new one is refused (QUOTA_EXCEEDED), race-safe per user and kind.
 */
export async function saveAlert<F extends AlertFilter, T extends AlertedTable>(
  platform: Platform,
  request: AlertRequest,
  definition: AlertKindDefinition<F, T>,
  input: unknown,
): Promise<AlertOf<F>> {
  const me = requireSignedIn(request.viewer);
  const filter = parseInput(definition.schema, input);
  await checkReferences(platform, definition, filter);
  const key = definition.key(filter);
  const { kind, limit } = definition;
  const mine = and(eq(postAlert.userId, me.id), eq(postAlert.kind, kind));
  return platform.transact(request.actor, async (tx, record) => {
    // One user's saves of a kind one after the other: the count and the insert agree.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`alert:${kind}:${me.id}`}, 0))`,
    );
    const [existing] = await tx
      .select()
      .from(postAlert)
      .where(and(mine, eq(postAlert.filterKey, key)));
    if (existing) return asAlert<F>(existing);
    const [row] = await tx.select({ used: count() }).from(postAlert).where(mine);
    if ((row?.used ?? 0) >= limit.max)
      throw new AppError('QUOTA_EXCEEDED', limit.text, [
        { path: 'quota', message: limit.message, params: { limit: limit.max, count: limit.max } },
      ]);
    const scope = filter[definition.scope.field];
    const [created] = await tx
      .insert(postAlert)
      .values({
        id: newId(),
        userId: me.id,
        kind,
        filter,
        filterKey: key,
        scope: typeof scope === 'string' ? scope : null,
      })
      .returning();
    if (!created) throw new Error('alert insert returned no row');
    await record({
      entity: definition.names.entity,
      entityId: created.id,
      action: 'create',
      values: { userId: me.id },
    });
    return asAlert<F>(created);
  });
}

/** Deletes one of the viewer's alerts of the kind; another user's is NOT_FOUND (not leaked). */
export async function deleteAlert<F extends AlertFilter, T extends AlertedTable>(
  platform: Platform,
  request: AlertRequest,
  definition: AlertKindDefinition<F, T>,
  id: string,
): Promise<boolean> {
  const me = requireSignedIn(request.viewer);
  if (!isUuid(id)) throw notFound(definition.names.noun);
  return platform.transact(request.actor, async (tx, record) => {
    const [deleted] = await tx
      .delete(postAlert)
      .where(
        and(eq(postAlert.id, id), eq(postAlert.userId, me.id), eq(postAlert.kind, definition.kind)),
      )
      .returning({ id: postAlert.id });
    if (!deleted) throw notFound(definition.names.noun);
    await record({
      entity: definition.names.entity,
      entityId: deleted.id,
      action: 'delete',
      values: { userId: me.id },
    });
    return true;
  });
}

/**
 * The kind's `afterAccept`, in the transaction that accepts a post: the first time it is
 * published (and again once its owner activated it, which clears `alertedAt`), the users whose
 * alerts it matches are told through the notifications' fan-out of this event, push included.
 * An accepted edit tells nobody twice; the owner and disabled users are left out. One
 * statement reads the recipients, whatever the number of alerts (ADR 0026).
 */
export function tellAlerts<F extends AlertFilter, T extends AlertedTable>(
  definition: AlertKindDefinition<F, T>,
): (tx: Db, postId: string, record: RecordChange) => Promise<void> {
  const { table } = definition;
  return async (tx, postId, record) => {
    const [post] = (await tx
      .update(table as PgTable)
      .set({ alertedAt: new Date() })
      .where(and(eq(table.id, postId), isNull(table.alertedAt)))
      .returning()) as PostOf<T>[];
    if (!post) return;
    const scope = definition.scope.of(post);
    const rows = await tx
      .selectDistinct({ userId: postAlert.userId })
      .from(postAlert)
      .innerJoin(user, and(eq(user.id, postAlert.userId), eq(user.disabled, false)))
      .where(
        and(
          eq(postAlert.kind, definition.kind),
          scope === null
            ? isNull(postAlert.scope)
            : or(isNull(postAlert.scope), eq(postAlert.scope, scope)),
          ne(postAlert.userId, post.createdBy),
          ...definition.matches(post, conditions<F>()),
        ),
      );
    if (rows.length === 0) return;
    await record({
      entity: definition.kind,
      entityId: postId,
      action: 'alert',
      values: {
        notify: {
          kind: 'alert',
          type: definition.notification,
          userIds: rows.map((row) => row.userId),
          postId,
          // The bell shows who posted the ad, not the moderator who accepted it.
          createdBy: post.createdBy,
          description: sameInBoth(definition.description(post)),
        },
      },
    });
  };
}
