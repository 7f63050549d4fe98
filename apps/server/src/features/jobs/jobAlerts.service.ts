import type { FieldError } from '@dawa/shared/errors';
import {
  JOB_ALERTS_LIMIT_MESSAGE,
  JOB_ALERTS_MAX,
  jobAlertFilterSchema,
  type JobAlertFilter,
} from '@dawa/shared/jobs';
import { sameInBoth } from '@dawa/shared/notifications';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { user } from '../../platform/auth/auth.tables';
import type { Db } from '../../platform/db/db';
import { isUuid, newId } from '../../platform/db/ids';
import { AppError, notFound, parseInput, requireSignedIn } from '../../platform/errors';
import type { Actor, RecordChange } from '../../platform/events/events';
import type { Viewer } from '../../platform/graphql/context';
import type { Platform } from '../../platform/platform';
import { referenceData, regionsOf } from '../reference/reference.service';
import { job, jobAlert, type JobAlert } from './jobs.tables';

interface AlertRequest {
  viewer: Viewer | null;
  actor: Actor;
}

/** The entity of alert events (create, delete) and of the "alerts told" event of a job. */
export const JOB_ALERT_ENTITY = 'jobAlert';

/** The filters in one canonical text: the same filters give the same key. */
export function filterKey(filter: JobAlertFilter): string {
  return JSON.stringify([
    filter.type,
    filter.workplaceId,
    filter.positionId,
    filter.cityId,
    filter.regionId,
    filter.salaryMin,
    filter.salaryPeriod,
    filter.text?.toLowerCase() ?? null,
  ]);
}

/** The viewer's alerts, newest first (at most JOB_ALERTS_MAX). */
export async function listJobAlerts(
  platform: Platform,
  viewer: Viewer | null,
): Promise<JobAlert[]> {
  const me = requireSignedIn(viewer);
  return platform.database.db
    .select()
    .from(jobAlert)
    .where(eq(jobAlert.userId, me.id))
    .orderBy(desc(jobAlert.createdAt), desc(jobAlert.id));
}

/** Reference ids must exist and a region must be one of the city's (all errors at once). */
async function checkReferences(platform: Platform, filter: JobAlertFilter): Promise<void> {
  const reference = await referenceData(platform).snapshot();
  const errors: FieldError[] = [];
  if (filter.workplaceId && !reference.workplaceById.has(filter.workplaceId))
    errors.push({ path: 'workplaceId', message: 'invalidWorkplace' });
  if (filter.positionId && !reference.jobPositionById.has(filter.positionId))
    errors.push({ path: 'positionId', message: 'invalidPosition' });
  if (filter.cityId && !reference.cityById.has(filter.cityId))
    errors.push({ path: 'cityId', message: 'invalidCity' });
  if (
    filter.regionId &&
    !(filter.cityId
      ? regionsOf(reference, filter.cityId).some((region) => region.id === filter.regionId)
      : reference.regionById.has(filter.regionId))
  )
    errors.push({ path: 'regionId', message: 'invalidRegion' });
  if (errors.length > 0) throw new AppError('VALIDATION', 'Please correct the alert.', errors);
}

/**
 * Saves the list's filters as an alert. The same filters again answer the alert already saved;
 * past JOB_ALERTS_MAX a new one is refused (QUOTA_EXCEEDED), race-safe per user.
 */
export async function createJobAlert(
  platform: Platform,
  request: AlertRequest,
  input: unknown,
): Promise<JobAlert> {
  const me = requireSignedIn(request.viewer);
  const filter = parseInput(jobAlertFilterSchema, input);
  await checkReferences(platform, filter);
  const key = filterKey(filter);
  return platform.transact(request.actor, async (tx, record) => {
    // One user's saves one after the other: the count and the insert agree.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`jobAlert:${me.id}`}, 0))`,
    );
    const [existing] = await tx
      .select()
      .from(jobAlert)
      .where(and(eq(jobAlert.userId, me.id), eq(jobAlert.filterKey, key)));
    if (existing) return existing;
    const [row] = await tx
      .select({ used: count() })
      .from(jobAlert)
      .where(eq(jobAlert.userId, me.id));
    if ((row?.used ?? 0) >= JOB_ALERTS_MAX)
      throw new AppError(
        'QUOTA_EXCEEDED',
        `You can keep at most ${JOB_ALERTS_MAX} job alerts. Delete one to save another.`,
        [
          {
            path: 'quota',
            message: JOB_ALERTS_LIMIT_MESSAGE,
            params: { limit: JOB_ALERTS_MAX, count: JOB_ALERTS_MAX },
          },
        ],
      );
    const [created] = await tx
      .insert(jobAlert)
      .values({ id: newId(), userId: me.id, ...filter, filterKey: key })
      .returning();
    if (!created) throw new Error('job alert insert returned no row');
    await record({
      entity: JOB_ALERT_ENTITY,
      entityId: created.id,
      action: 'create',
      values: { userId: me.id },
    });
    return created;
  });
}

/** Deletes one of the viewer's alerts; another user's is NOT_FOUND (existence not leaked). */
export async function deleteJobAlert(
  platform: Platform,
  request: AlertRequest,
  id: string,
): Promise<boolean> {
  const me = requireSignedIn(request.viewer);
  if (!isUuid(id)) throw notFound('Job alert');
  return platform.transact(request.actor, async (tx, record) => {
    const [deleted] = await tx
      .delete(jobAlert)
      .where(and(eq(jobAlert.id, id), eq(jobAlert.userId, me.id)))
      .returning({ id: jobAlert.id });
    if (!deleted) throw notFound('Job alert');
    await record({
      entity: JOB_ALERT_ENTITY,
      entityId: deleted.id,
      action: 'delete',
      values: { userId: me.id },
    });
    return true;
  });
}

/**
 * Users with an alert that the ad matches, its owner and disabled users left out. One query
 * per accepted ad, whatever the number of alerts; the conditions are the list's filters
 * (`filterCondition` in jobs.service) read the other way round: each null filter matches all.
 */
async function matchingUsers(tx: Db, jobId: string): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ userId: jobAlert.userId })
    .from(job)
    .innerJoin(
      jobAlert,
      and(
        sql`${jobAlert.userId} <> ${job.createdBy}`,
        sql`(${jobAlert.type} is null or ${jobAlert.type} = ${job.type})`,
        sql`(${jobAlert.workplaceId} is null or ${jobAlert.workplaceId} = ${job.workplaceId})`,
        sql`(${jobAlert.positionId} is null or ${jobAlert.positionId} = ${job.positionId})`,
        sql`(${jobAlert.cityId} is null or ${jobAlert.cityId} = ${job.cityId})`,
        sql`(${jobAlert.regionId} is null or ${jobAlert.regionId} = ${job.regionId})`,
        sql`(${jobAlert.salaryMin} is null or (${job.salaryTo} >= ${jobAlert.salaryMin}
          and (${jobAlert.salaryPeriod} is null or ${jobAlert.salaryPeriod} = ${job.salaryPeriod})))`,
        sql`(${jobAlert.text} is null
          or strpos(lower(${job.name}), lower(${jobAlert.text})) > 0
          or strpos(lower(coalesce(${job.companyName}, '')), lower(${jobAlert.text})) > 0)`,
      ),
    )
    .innerJoin(user, and(eq(user.id, jobAlert.userId), eq(user.disabled, false)))
    .where(eq(job.id, jobId));
  return rows.map((row) => row.userId);
}

/**
 * Runs in the transaction that accepts an ad (the post mechanism's `afterAccept`): the first
 * time an ad is published, and again after its owner activated it, the users whose alerts it
 * matches are told (`jobAlert`, through the notifications' fan-out of this event, push included).
 * An accepted edit tells nobody twice.
 */
export async function tellJobAlerts(tx: Db, jobId: string, record: RecordChange): Promise<void> {
  const [row] = await tx
    .update(job)
    .set({ alertedAt: new Date() })
    .where(and(eq(job.id, jobId), sql`${job.alertedAt} is null`))
    .returning({ name: job.name, companyName: job.companyName, createdBy: job.createdBy });
  if (!row) return;
  const recipients = await matchingUsers(tx, jobId);
  if (recipients.length === 0) return;
  const description = row.companyName ? `${row.name} · ${row.companyName}` : row.name;
  await record({
    entity: 'job',
    entityId: jobId,
    action: 'alert',
    values: {
      notify: {
        kind: 'jobAlert',
        type: 'jobAlert',
        userIds: recipients,
        postId: jobId,
        // The bell shows who posted the ad, not the moderator who accepted it.
        createdBy: row.createdBy,
        description: sameInBoth(description),
      },
    },
  });
}
