import { JOB_QUOTA_DEFAULT, JOB_QUOTA_SETTING, type JobLabel } from '@dawa/shared/jobs';
import { cairoDate } from '@dawa/shared/time';
import type { Db } from '../../platform/db/db';
import { OWN_LIST_ACCEPTED_AND_PENDING, type PostState } from '../posts/posts';
import { definePostKind, readPostRow, withCreators, type Creator } from '../posts/posts.service';
import { tellAlerts } from '../alerts/alerts.service';
import { parseDeactivationReason } from '../reference/reference.service';
import { jobAlertKind } from './jobAlerts.service';
import { job, type Job } from './jobs.tables';

/** A job as the API shows it: with its creator and what its owner sees as its label. */
export interface JobView extends Job {
  creator: Creator | null;
  /** Past its run-until date (Cairo). */
  expired: boolean;
  label: JobLabel;
}

/** The state a live list needs: a hired job leaves the public list (SPEC §4 + Hired). */
export const jobState = (row: Pick<Job, 'postStatus' | 'isActive' | 'hired'>): PostState => ({
  postStatus: row.postStatus,
  isActive: row.isActive,
  hidden: row.hired,
});

/** A live list's view of an ad: an expired one is no longer listed, whatever its state. */
export function jobListState(view: JobView, mine: boolean): PostState {
  return { ...jobState(view), hidden: view.hired || (!mine && view.expired) };
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

/** Rows as the API shows them, their creators read in one query. */
export async function jobViews(db: Db, rows: Job[]): Promise<JobView[]> {
  const today = cairoDate();
  return (await withCreators(db, rows)).map((row) => ({
    ...row,
    expired: isExpired(row, today),
    label: jobLabel(row, today),
  }));
}

/** One job with its creator, whoever may see it (callers check). */
export async function loadJobView(db: Db, id: string): Promise<JobView | null> {
  const row = await readPostRow(db, job, id);
  const [found] = row ? await jobViews(db, [row]) : [];
  return found ?? null;
}

/**
 * Job ads as a post kind (SPEC §4; ADR 0009): 10 a Cairo month by default (setting `job`);
 * the owner's list shows accepted and pending ones; the owner can mark one filled, which takes
 * it off the public list; a moderator takes one down with one of the job deactivation reasons;
 * each accept publishes it anew (`publishedAt` orders the list) and tells matching alerts.
 */
export const jobKind = definePostKind({
  kind: 'job',
  table: job,
  names: { entity: 'Job', noun: 'job ad' },
  state: jobState,
  stateColumns: ({ deactivationReason, ...state }) => ({
    ...state,
    deactivationReasonId: deactivationReason,
    ...(state.postStatus === 'accepted' ? { publishedAt: new Date() } : {}),
  }),
  // No deletedByAuthorReason: the reason column is a foreign key to moderators' reasons, so an
  // owner's delete leaves it as it was.
  ownList: OWN_LIST_ACCEPTED_AND_PENDING,
  quota: { setting: JOB_QUOTA_SETTING, defaultLimit: JOB_QUOTA_DEFAULT },
  notifications: { pending: 'jobPending', accepted: 'jobAccepted', destroyed: 'jobDestroyed' },
  title: (row) => row.name,
  loadView: loadJobView,
  moderation: {
    parseReason: async (platform, input) => {
      const reason = await parseDeactivationReason(platform, 'job', input);
      return { stored: reason.id, told: reason.name };
    },
    queueItem: (row) => ({
      title: row.name,
      description: row.description,
      imageUrl: null,
      thumbnailUrl: null,
    }),
    afterAccept: tellAlerts(jobAlertKind),
  },
});
