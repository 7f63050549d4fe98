import type { FieldError } from '@dawa/shared/errors';
import {
  JOB_FETCH_MAX,
  JOB_PAGE_SIZE,
  JOB_RUN_MAX_DAYS,
  type JobType,
  type SalaryPeriod,
} from '@dawa/shared/jobs';
import { jobInputSchema, type JobInput } from '@dawa/shared/jobInput';
import { addDays, cairoDate, isCalendarDate } from '@dawa/shared/time';
import { and, eq, gte, ilike, isNotNull, or, type SQL } from 'drizzle-orm';
import { AppError, parseInput, requireSignedIn } from '../../platform/errors';
import type { Viewer } from '../../platform/graphql/context';
import { paginate, type Page, type PageArgs } from '../../platform/graphql/pagination';
import type { Platform } from '../../platform/platform';
import {
  acceptPost,
  activateOwnPost,
  changeOwnPost,
  createPost,
  deletePost,
  destroyOwnPost,
  editOwnPost,
  getPost,
  ownPosts,
  postQuota,
  type PostRequest,
} from '../posts/posts.service';
import {
  choosable,
  referenceData,
  regionsOf,
  type ReferenceSnapshot,
} from '../reference/reference.service';
import { jobKind, jobLabel, jobViews, type JobView } from './jobs.kind';
import { job, jobListed, type Job } from './jobs.tables';

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
// Reading

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
  return { items: await jobViews(db, page.items), pageInfo: page.pageInfo };
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
        .where(and(ownPosts(jobKind, me.id), cursor))
        .orderBy(...order)
        .limit(limit),
  });
  return { items: await jobViews(db, page.items), pageInfo: page.pageInfo };
}

/** One job; pending or deleted ones only to their owner and moderators (NOT_FOUND otherwise). */
export function getJob(platform: Platform, request: PostRequest, id: string): Promise<JobView> {
  return getPost(platform, jobKind, request.viewer, id);
}

/** How many jobs the viewer created this Cairo calendar month, and the limit (the add-job guard). */
export function jobQuota(
  platform: Platform,
  viewer: Viewer | null,
): Promise<{ used: number; limit: number }> {
  return postQuota(platform, jobKind, viewer);
}

// ---------------------------------------------------------------------------------------------
// Writing

/** The reference entries an ad names. */
type JobChoices = Pick<Job, 'workplaceId' | 'positionId' | 'cityId' | 'regionId'>;

/**
 * The input, checked against the reference data: every id must exist, be shown in the pickers
 * unless the ad already names it (`kept`, for an edit), and the region must be one of the
 * city's. All wrong fields are reported at once (VALIDATION with field errors).
 */
function checkJob(reference: ReferenceSnapshot, data: JobInput, kept?: JobChoices): void {
  const errors: FieldError[] = [];
  if (!choosable(reference.workplaceById.get(data.workplaceId), kept?.workplaceId))
    errors.push({ path: 'workplaceId', message: 'invalidWorkplace' });
  if (!choosable(reference.jobPositionById.get(data.positionId), kept?.positionId))
    errors.push({ path: 'positionId', message: 'invalidPosition' });
  if (!choosable(reference.cityById.get(data.cityId), kept?.cityId))
    errors.push({ path: 'cityId', message: 'invalidCity' });
  const region = regionsOf(reference, data.cityId).find((item) => item.id === data.regionId);
  if (!choosable(region, kept?.regionId))
    errors.push({ path: 'regionId', message: 'invalidRegion' });
  if (errors.length > 0) throw new AppError('VALIDATION', 'Please correct the job ad.', errors);
}

/** The input and the reference data it is checked against (`checkJob`). */
async function parseJob(
  platform: Platform,
  input: unknown,
): Promise<{ data: JobInput; reference: ReferenceSnapshot }> {
  const data = parseInput(jobInputSchema(cairoDate()), input);
  return { data, reference: await referenceData(platform).snapshot() };
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

/**
 * A new job ad, pending approval ('Your job opportunity waiting admin approval'), within the
 * monthly quota (setting `job`, Cairo calendar month; race-safe: see `enforceMonthlyQuota`).
 */
export async function createJob(
  platform: Platform,
  request: PostRequest,
  input: unknown,
): Promise<JobView> {
  requireSignedIn(request.viewer);
  const { data, reference } = await parseJob(platform, input);
  checkJob(reference, data);
  return createPost(platform, request, jobKind, async (tx, post) => {
    const [row] = await tx
      .insert(job)
      .values({ ...post, ...columnsOf(data), postStatus: 'pending' })
      .returning();
    if (!row) throw new Error('job insert returned no row');
    return { row };
  });
}

/**
 * The owner edits the whole ad (see `editOwnPost`: an accepted ad stays listed and the edit
 * waits for review).
 */
export async function updateJob(
  platform: Platform,
  request: PostRequest,
  id: string,
  input: unknown,
): Promise<JobView> {
  requireSignedIn(request.viewer);
  const { data, reference } = await parseJob(platform, input);
  return editOwnPost(platform, request, jobKind, id, async (_tx, row) => {
    checkJob(reference, data, row);
    const next = columnsOf(data);
    const changed = (Object.keys(next) as (keyof typeof next)[]).filter(
      (key) => next[key] !== row[key],
    );
    return Object.fromEntries(changed.map((key) => [key, next[key]]));
  });
}

/** The owner marks the ad filled (it leaves the public list and shows Hired), or not. */
export async function setJobHired(
  platform: Platform,
  request: PostRequest,
  id: string,
  hired: boolean,
): Promise<JobView> {
  return changeOwnPost(platform, request, jobKind, id, async (_tx, row) => {
    if (row.hired === hired) return null;
    if (row.postStatus === 'deleted')
      throw new AppError('CONFLICT', 'A deleted job ad cannot be changed.');
    return { action: hired ? 'hire' : 'reopen', columns: { hired } };
  });
}

/**
 * "Activate ad" (SPEC §4): the owner re-submits an expired or inactive ad with a new run-until
 * date; it goes back to review, then to the top of the list once accepted.
 */
export async function activateJob(
  platform: Platform,
  request: PostRequest,
  id: string,
  runUntil: string,
): Promise<JobView> {
  requireSignedIn(request.viewer);
  const today = cairoDate();
  if (!isCalendarDate(runUntil) || runUntil <= today || runUntil > addDays(today, JOB_RUN_MAX_DAYS))
    throw new AppError('VALIDATION', 'Please choose a run-until date.', [
      { path: 'runUntil', message: 'invalidRunUntil' },
    ]);
  return activateOwnPost(platform, request, jobKind, id, (row) => {
    const label = jobLabel(row, today);
    if (label !== 'expired' && label !== 'inactive')
      throw new AppError('CONFLICT', 'Only an expired or inactive ad can be activated.');
    // Once accepted again it is news: the matching alerts are told again.
    return { runUntil, hired: false, alertedAt: null };
  });
}

/** The owner deletes their ad (soft: status deleted, inactive). Idempotent. */
export function destroyJob(platform: Platform, request: PostRequest, id: string): Promise<boolean> {
  return destroyOwnPost(platform, request, jobKind, id);
}

/** Moderators: accept a pending ad (published now; the owner is told `jobAccepted`). */
export function acceptJob(platform: Platform, request: PostRequest, id: string): Promise<JobView> {
  return acceptPost(platform, request, jobKind, id);
}

/**
 * Moderators: accept the edit waiting on an accepted ad; it keeps its place in the list (an
 * edit is not news: no alert, no new publication date).
 */
export function acceptJobEdit(
  platform: Platform,
  request: PostRequest,
  id: string,
): Promise<JobView> {
  return acceptPost(platform, request, jobKind, id, 'edit');
}

/** Moderators: reject the edit waiting on an ad with a job deactivation reason; the ad stays. */
export function rejectJobEdit(
  platform: Platform,
  request: PostRequest,
  id: string,
  reasonId: string,
): Promise<JobView> {
  return deletePost(platform, request, jobKind, id, reasonId, 'edit');
}

/** Moderators: take an ad down with one of the job deactivation reasons (`jobDestroyed`). */
export function deleteJob(
  platform: Platform,
  request: PostRequest,
  id: string,
  reasonId: string,
): Promise<JobView> {
  return deletePost(platform, request, jobKind, id, reasonId);
}
