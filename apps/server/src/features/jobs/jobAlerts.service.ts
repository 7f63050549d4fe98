import { JOB_ALERTS_LIMIT_MESSAGE, JOB_ALERTS_MAX } from '@dawa/shared/jobs';
import { jobAlertFilterSchema } from '@dawa/shared/jobInput';
import { defineAlertKind, regionInCity } from '../alerts/alerts.service';
import { job } from './jobs.tables';

/**
 * Job alerts (ADR 0026): the job list's filters; a job ad matches them as the list would show
 * it (`filterCondition` in jobs.service read the other way round), a salary filter by the
 * top of the ad's range in the same period (a negotiable ad matches only alerts without one).
 */
export const jobAlertKind = defineAlertKind({
  kind: 'job',
  names: { entity: 'jobAlert', noun: 'Job alert' },
  schema: jobAlertFilterSchema,
  references: {
    workplaceId: { message: 'invalidWorkplace', valid: (id, ref) => ref.workplaceById.has(id) },
    positionId: { message: 'invalidPosition', valid: (id, ref) => ref.jobPositionById.has(id) },
    cityId: { message: 'invalidCity', valid: (id, ref) => ref.cityById.has(id) },
    regionId: { message: 'invalidRegion', valid: regionInCity },
  },
  // Kept as it was when job alerts had their own table: the rows moved with their keys.
  key: (filter) =>
    JSON.stringify([
      filter.type,
      filter.workplaceId,
      filter.positionId,
      filter.cityId,
      filter.regionId,
      filter.salaryMin,
      filter.salaryPeriod,
      filter.text?.toLowerCase() ?? null,
    ]),
  limit: {
    max: JOB_ALERTS_MAX,
    message: JOB_ALERTS_LIMIT_MESSAGE,
    text: `You can keep at most ${JOB_ALERTS_MAX} job alerts. Delete one to save another.`,
  },
  table: job,
  scope: { field: 'cityId', of: (post) => post.cityId },
  matches: (post, on) => [
    on.equal('type', post.type),
    on.equal('workplaceId', post.workplaceId),
    on.equal('positionId', post.positionId),
    on.equal('regionId', post.regionId),
    on.atMost('salaryMin', post.salaryTo),
    on.equal('salaryPeriod', post.salaryPeriod),
    on.within('text', [post.name, post.companyName]),
  ],
  notification: 'jobAlert',
  description: (post) => (post.companyName ? `${post.name} · ${post.companyName}` : post.name),
});
