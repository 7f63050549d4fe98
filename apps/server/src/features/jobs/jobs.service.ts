import type { FieldError } from '@dawa/shared/errors';
import {
  JOB_FETCH_MAX,
  JOB_PAGE_SIZE,
  JOB_QUOTA_DEFAULT,
  JOB_QUOTA_SETTING,
  JOB_RUN_MAX_DAYS,
  jobInputSchema,
  type JobInput,
  type JobLabel,
  type JobType,
  type SalaryPeriod,
} from '@dawa/shared/jobs';
import { sameInBoth, type NotifyRequest } from '@dawa/shared/notifications';
import { addDays, cairoDate, isCalendarDate } from '@dawa/shared/time';
import { and, count, eq, gte, ilike, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/db';
import { isUuid, newId } from '../../platform/db/ids';
import { AppError, notFound, parseInput, requireSignedIn } from '../../platform/errors';
import type { Actor } from '../../platform/events/events';
import type { Viewer } from '../../platform/graphql/context';
import { paginate, type Page, type PageArgs } from '../../platform/graphql/pagination';
import type { Platform } from '../../platform/platform';
import { cairoMonthStart } from '../../platform/time';
import {
  OWN_LIST_ACCEPTED_AND_PENDING,
  canView,
  statusAfterEdit,
  type PostState,
  type PostTransition,
} from '../posts/posts';
import {
  enforceMonthlyQuota,
  moderatePost,
  registerPostKind,
  withCreators,
  type Creator,
} from '../posts/posts.service';
import { reasonsFor, referenceData, regionsOf } from '../reference/reference.service';
import { getSetting } from '../settings/settings.service';
import { tellJobAlerts } from './jobAlerts.service';
import { job, jobListed, type Job } from './jobs.tables';

export interface JobRequest {
  viewer: Viewer | null;
  actor: Actor;
}

/** A job as the API shows it: with its creator and what its owner sees as its label. */
export interface JobView extends Job {
  creator: Creator | null;
  /** Past its run-until date (Cairo). */
  expired: boolean;
  label: JobLabel;
}

/** The filters of the public list (SPEC §7 job reads, plus salary and text). */
export interface JobFilter {
  type?: JobType | null;
  workplaceId?: string | null;
  positionId?: string | null;
  cityId?: string | null;
  regionId?: string | null;
  /** Jobs whose salary range reaches this much, per `salaryPeriod` (negotiable ones are out). */
  salaryMin?: number | null;
  salaryPeriod?: SalaryPeriod | null;
  /** Words of the ad's name or company name. */
  text?: string | null;
}

const TEXT_FILTER_MAX = 100;

// ---------------------------------------------------------------------------------------------
// Rules

/** The state a live list needs: a hired job leaves the public list (SPEC §4 + Hired). */
export const jobState = (row: Pick<Job, 'postStatus' | 'isActive' | 'hired'>): PostState => ({
  postStatus: row.postStatus,
  isActive: row.isActive,
  hidden: row.hired,
});

function transition(row: Job, before: Job | null, after: Job | null): PostTransition {
  return {
    kind: 'job',
    createdBy: row.createdBy,
    before: before && jobState(before),
    after: after && jobState(after),
  };
}

/** 'Your job opportunity is waiting for admin approval', to its owner. */
function pendingNotice(row: Job, ownerId: string): NotifyRequest {
  return {
    kind: 'postStatus',
    type: 'jobPending',
    userIds: [ownerId],
    postId: row.id,
    description: sameInBoth(row.name),
  };
}

export function isExpired(row: Pick<Job, 'runUntil'>, today = cairoDate()): boolean {
  return row.runUntil < today;
}

/** What the owner's list says of an ad (SPEC §4 labels; see `JOB_LABELS`). */
export function jobLabel(row: Job, today = cairoDate()): JobLabel {
  if (row.postStatus === 'pending') return row.publishedAt ? 'ready' : 'inReview';
  if (row.hired) return 'hired';
  if (isExpired(row, today)) return 'expired';
  if (row.postStatus === 'deleted' || !row.isActive) return 'inactive';
  return 'active';
}

/** Who may open a job: anyone signed in once it was published (a filled or expired one says so). */
function canViewJob(row: Job, viewer: Viewer): boolean {
  return canView({ ...jobState(row), hidden: false, createdBy: row.createdBy }, viewer);
}

function view(row: Job & { creator: Creator | null }, today = cairoDate()): JobView {
  return { ...row, expired: isExpired(row, today), label: jobLabel(row, today) };
}

/** The public list of SPEC §4 in SQL, as of `today`; matches the `job_listed_*` indexes. */
function listed(today: string): SQL | undefined {
  return and(jobListed, isNotNull(job.publishedAt), gte(job.runUntil, today));
}

function filterCondition(filter: JobFilter): SQL | undefined {
  const text = filter.text?.trim().slice(0, TEXT_FILTER_MAX);
  const pattern = text ? `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%` : undefined;
  return and(
    filter.type ? eq(job.type, filter.type) : undefined,
    filter.workplaceId ? eq(job.workplaceId, filter.workplaceId) : undefined,
    filter.positionId ? eq(job.positionId, filter.positionId) : undefined,
    filter.cityId ? eq(job.cityId, filter.cityId) : undefined,
    filter.regionId ? eq(job.regionId, filter.regionId) : undefined,
    filter.salaryMin != null ? gte(job.salaryTo, filter.salaryMin) : undefined,
    filter.salaryMin != null && filter.salaryPeriod
      ? eq(job.salaryPeriod, filter.salaryPeriod)
      : undefined,
    pattern ? or(ilike(job.name, pattern), ilike(job.companyName, pattern)) : undefined,
  );
}

// ---------------------------------------------------------------------------------------------
// Reading

async function withViews(db: Db, rows: Job[]): Promise<JobView[]> {
  const today = cairoDate();
  return (await withCreators(db, rows)).map((row) => view(row, today));
}

/** The public list (SPEC §4, §7): listed, not expired, newest published first, 10 a page. */
export async function listJobs(
  platform: Platform,
  viewer: Viewer | null,
  filter: JobFilter,
  args: PageArgs,
): Promise<Page<JobView>> {
  requireSignedIn(viewer);
  const { db } = platform.database;
  const where = and(listed(cairoDate()), filterCondition(filter));
  const page = await paginate<Job>({
    args,
    defaultSize: JOB_PAGE_SIZE,
    maxSize: JOB_FETCH_MAX,
    columns: { createdAt: job.publishedAt, id: job.id },
    key: (row) => ({ createdAt: row.publishedAt ?? row.createdAt, id: row.id }),
    query: (cursor, order, limit) =>
      db
        .select()
        .from(job)
        .where(and(where, cursor))
        .orderBy(...order)
        .limit(limit),
  });
  return { items: await withViews(db, page.items), pageInfo: page.pageInfo };
}

/** The viewer's own ads: accepted and pending (SPEC §4), newest created first. */
export async function listMyJobs(
  platform: Platform,
  viewer: Viewer | null,
  args: PageArgs,
): Promise<Page<JobView>> {
  const me = requireSignedIn(viewer);
  const { db } = platform.database;
  const page = await paginate({
    args,
    defaultSize: JOB_PAGE_SIZE,
    maxSize: JOB_FETCH_MAX,
    columns: { createdAt: job.createdAt, id: job.id },
    query: (cursor, order, limit) =>
      db
        .select()
        .from(job)
        .where(
          and(
            eq(job.createdBy, me.id),
            inArray(job.postStatus, [...OWN_LIST_ACCEPTED_AND_PENDING]),
            cursor,
          ),
        )
        .orderBy(...order)
        .limit(limit),
  });
  return { items: await withViews(db, page.items), pageInfo: page.pageInfo };
}

async function loadJob(db: Db, id: string): Promise<Job | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(job).where(eq(job.id, id));
  return row ?? null;
}

/** One job with its creator, whoever may see it (callers check). */
export async function loadJobView(db: Db, id: string): Promise<JobView | null> {
  const row = await loadJob(db, id);
  if (!row) return null;
  const [found] = await withViews(db, [row]);
  return found ?? null;
}

/** One job; pending or deleted ones only to their owner and moderators (NOT_FOUND otherwise). */
export async function getJob(
  platform: Platform,
  viewer: Viewer | null,
  id: string,
): Promise<JobView> {
  const me = requireSignedIn(viewer);
  const found = await loadJobView(platform.database.db, id);
  if (!found || !canViewJob(found, me)) throw notFound('Job');
  return found;
}

/** How many jobs the viewer created this Cairo calendar month, and the limit (the add-job guard). */
export async function jobQuota(
  platform: Platform,
  viewer: Viewer | null,
): Promise<{ used: number; limit: number }> {
  const me = requireSignedIn(viewer);
  const { db } = platform.database;
  const [used, limit] = await Promise.all([
    countOwnJobsSince(db, me.id, cairoMonthStart()),
    getSetting(db, JOB_QUOTA_SETTING, JOB_QUOTA_DEFAULT),
  ]);
  return { used, limit };
}

/** The owner's jobs created at or after `since`, deleted ones too: deleting gives no slot back. */
async function countOwnJobsSince(db: Db, ownerId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ used: count() })
    .from(job)
    .where(and(eq(job.createdBy, ownerId), gte(job.createdAt, since)));
  return row?.used ?? 0;
}

// ---------------------------------------------------------------------------------------------
// Writing

/**
 * The input, checked against the reference data: every id must exist and the region must be
 * one of the city's. All wrong fields are reported at once (VALIDATION with field errors).
 */
async function parseJob(platform: Platform, input: unknown): Promise<JobInput> {
  const data = parseInput(jobInputSchema(cairoDate()), input);
  const reference = await referenceData(platform).snapshot();
  const errors: FieldError[] = [];
  if (!reference.workplaceById.has(data.workplaceId))
    errors.push({ path: 'workplaceId', message: 'invalidWorkplace' });
  if (!reference.jobPositionById.has(data.positionId))
    errors.push({ path: 'positionId', message: 'invalidPosition' });
  if (!reference.cityById.has(data.cityId)) errors.push({ path: 'cityId', message: 'invalidCity' });
  if (!regionsOf(reference, data.cityId).some((region) => region.id === data.regionId))
    errors.push({ path: 'regionId', message: 'invalidRegion' });
  if (errors.length > 0) throw new AppError('VALIDATION', 'Please correct the job ad.', errors);
  return data;
}

/** The columns an input sets. */
function columnsOf(data: JobInput) {
  return {
    name: data.name,
    type: data.type,
    companyName: data.companyName,
    workplaceId: data.workplaceId,
    positionId: data.positionId,
    cityId: data.cityId,
    regionId: data.regionId,
    address: data.address,
    description: data.description,
    salaryNegotiable: data.salary.negotiable,
    salaryFrom: data.salary.from,
    salaryTo: data.salary.to,
    salaryPeriod: data.salary.period,
    email: data.email,
    phoneNumber: data.phoneNumber,
    runUntil: data.runUntil,
  };
}

async function lockJob(tx: Db, id: string): Promise<Job | null> {
  if (!isUuid(id)) return null;
  const [row] = await tx.select().from(job).where(eq(job.id, id)).for('update');
  return row ?? null;
}

/** The owner's job, locked for a change; NOT_FOUND for others (existence is not leaked). */
async function lockOwnJob(tx: Db, id: string, viewer: Viewer): Promise<Job> {
  const row = await lockJob(tx, id);
  if (!row || row.createdBy !== viewer.id) {
    if (row && canViewJob(row, viewer))
      throw new AppError('FORBIDDEN', 'Only the owner of the ad may do this.');
    throw notFound('Job');
  }
  return row;
}

async function viewOf(platform: Platform, id: string): Promise<JobView> {
  const found = await loadJobView(platform.database.db, id);
  if (!found) throw notFound('Job');
  return found;
}

/**
 * A new job ad, pending approval ('Your job opportunity waiting admin approval'), within the
 * monthly quota (setting `job`, Cairo calendar month; race-safe: see `enforceMonthlyQuota`).
 */
export async function createJob(
  platform: Platform,
  request: JobRequest,
  input: unknown,
): Promise<JobView> {
  const viewer = requireSignedIn(request.viewer);
  const data = await parseJob(platform, input);
  const id = await platform.transact(request.actor, async (tx, record) => {
    await enforceMonthlyQuota(tx, {
      kind: 'job',
      ownerId: viewer.id,
      setting: JOB_QUOTA_SETTING,
      defaultLimit: JOB_QUOTA_DEFAULT,
      count: (db, since) => countOwnJobsSince(db, viewer.id, since),
    });
    const [row] = await tx
      .insert(job)
      .values({ id: newId(), ...columnsOf(data), createdBy: viewer.id, postStatus: 'pending' })
      .returning();
    if (!row) throw new Error('job insert returned no row');
    await record({
      entity: 'job',
      entityId: row.id,
      action: 'create',
      values: {
        post: transition(row, null, row),
        notify: pendingNotice(row, viewer.id),
      },
    });
    return row.id;
  });
  return viewOf(platform, id);
}

/**
 * The owner edits the whole ad. An accepted ad that changes goes back to review (moderators
 * see every version that goes public); a deleted one cannot be edited (CONFLICT).
 */
export async function updateJob(
  platform: Platform,
  request: JobRequest,
  id: string,
  input: unknown,
): Promise<JobView> {
  const viewer = requireSignedIn(request.viewer);
  const data = await parseJob(platform, input);
  await platform.transact(request.actor, async (tx, record) => {
    const row = await lockOwnJob(tx, id, viewer);
    if (row.postStatus === 'deleted')
      throw new AppError('CONFLICT', 'A deleted job ad cannot be edited.');
    const next = columnsOf(data);
    const fields = (Object.keys(next) as (keyof typeof next)[]).filter(
      (key) => next[key] !== row[key],
    );
    if (fields.length === 0) return;
    const [updated] = await tx
      .update(job)
      .set({ ...next, postStatus: statusAfterEdit(row.postStatus) })
      .where(eq(job.id, row.id))
      .returning();
    if (!updated) throw new Error('job update returned no row');
    const backToReview = row.postStatus !== updated.postStatus;
    await record({
      entity: 'job',
      entityId: row.id,
      action: 'update',
      values: {
        post: transition(row, row, updated),
        fields,
        ...(backToReview ? { notify: pendingNotice(updated, row.createdBy) } : {}),
      },
    });
  });
  return viewOf(platform, id);
}

/** The owner marks the ad filled (it leaves the public list and shows Hired), or not. */
export async function setJobHired(
  platform: Platform,
  request: JobRequest,
  id: string,
  hired: boolean,
): Promise<JobView> {
  const viewer = requireSignedIn(request.viewer);
  await platform.transact(request.actor, async (tx, record) => {
    const row = await lockOwnJob(tx, id, viewer);
    if (row.hired === hired) return;
    if (row.postStatus === 'deleted')
      throw new AppError('CONFLICT', 'A deleted job ad cannot be changed.');
    const [updated] = await tx.update(job).set({ hired }).where(eq(job.id, row.id)).returning();
    if (!updated) throw new Error('job update returned no row');
    await record({
      entity: 'job',
      entityId: row.id,
      action: hired ? 'hire' : 'reopen',
      values: { post: transition(row, row, updated) },
    });
  });
  return viewOf(platform, id);
}

/**
 * "Activate ad" (SPEC §4): the owner re-submits an expired or inactive ad with a new run-until
 * date; it goes back to review, then to the top of the list once accepted.
 */
export async function activateJob(
  platform: Platform,
  request: JobRequest,
  id: string,
  runUntil: string,
): Promise<JobView> {
  const viewer = requireSignedIn(request.viewer);
  const today = cairoDate();
  if (!isCalendarDate(runUntil) || runUntil <= today || runUntil > addDays(today, JOB_RUN_MAX_DAYS))
    throw new AppError('VALIDATION', 'Please choose a run-until date.', [
      { path: 'runUntil', message: 'invalidRunUntil' },
    ]);
  await platform.transact(request.actor, async (tx, record) => {
    const row = await lockOwnJob(tx, id, viewer);
    const label = jobLabel(row, today);
    if (label !== 'expired' && label !== 'inactive')
      throw new AppError('CONFLICT', 'Only an expired or inactive ad can be activated.');
    const [updated] = await tx
      .update(job)
      .set({
        runUntil,
        isActive: true,
        hired: false,
        postStatus: 'pending',
        deactivationReasonId: null,
        // Once accepted again it is news: the matching alerts are told again.
        alertedAt: null,
      })
      .where(eq(job.id, row.id))
      .returning();
    if (!updated) throw new Error('job update returned no row');
    await record({
      entity: 'job',
      entityId: row.id,
      action: 'activate',
      values: {
        post: transition(row, row, updated),
        notify: pendingNotice(updated, row.createdBy),
      },
    });
  });
  return viewOf(platform, id);
}

/** The owner deletes their ad (soft: status deleted, inactive). Idempotent. */
export async function destroyJob(
  platform: Platform,
  request: JobRequest,
  id: string,
): Promise<boolean> {
  const viewer = requireSignedIn(request.viewer);
  return platform.transact(request.actor, async (tx, record) => {
    const row = await lockOwnJob(tx, id, viewer);
    if (row.postStatus === 'deleted' && !row.isActive) return true;
    const [updated] = await tx
      .update(job)
      .set({ postStatus: 'deleted', isActive: false })
      .where(eq(job.id, row.id))
      .returning();
    if (!updated) throw new Error('job update returned no row');
    await record({
      entity: 'job',
      entityId: row.id,
      action: 'destroy',
      values: { post: transition(row, row, updated) },
    });
    return true;
  });
}

/** Moderators: accept a pending ad (published now; the owner is told `jobAccepted`). */
export async function acceptJob(
  platform: Platform,
  request: JobRequest,
  id: string,
): Promise<JobView> {
  await moderatePost(platform, request, 'job', id, 'accept');
  return viewOf(platform, id);
}

/** Moderators: take an ad down with one of the job deactivation reasons (`jobDestroyed`). */
export async function deleteJob(
  platform: Platform,
  request: JobRequest,
  id: string,
  reasonId: string,
): Promise<JobView> {
  const reasons = reasonsFor(await referenceData(platform).snapshot(), 'job');
  if (!reasons.some((reason) => reason.id === reasonId))
    throw new AppError('VALIDATION', 'Please choose a reason.', [
      { path: 'reasonId', message: 'invalidReason' },
    ]);
  await moderatePost(platform, request, 'job', id, 'delete', reasonId);
  return viewOf(platform, id);
}

registerPostKind({
  kind: 'job',
  afterAccept: tellJobAlerts,
  async lockForUpdate(tx, id) {
    const row = await lockJob(tx, id);
    return row && { ...row, ...jobState(row), deactivationReason: row.deactivationReasonId };
  },
  async setState(tx, id, state) {
    await tx
      .update(job)
      .set({
        postStatus: state.postStatus,
        isActive: state.isActive,
        deactivationReasonId: state.deactivationReason,
        ...(state.postStatus === 'accepted' ? { publishedAt: new Date() } : {}),
      })
      .where(eq(job.id, id));
  },
  columns: { createdAt: job.createdAt, id: job.id },
  async pending(db, cursor, order, limit) {
    const rows = await db
      .select()
      .from(job)
      .where(and(eq(job.postStatus, 'pending'), cursor))
      .orderBy(...order)
      .limit(limit);
    return rows.map((row) => ({
      kind: 'job' as const,
      id: row.id,
      title: row.name,
      description: row.description,
      imageUrl: null,
      thumbnailUrl: null,
      postStatus: row.postStatus,
      createdBy: row.createdBy,
      createdAt: row.createdAt,
    }));
  },
});
