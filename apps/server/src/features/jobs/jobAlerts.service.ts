import type { FieldError } from '@dawa/shared/errors';
import {
  JOB_ALERTS_LIMIT_MESSAGE,
  JOB_ALERTS_MAX,
  jobAlertFilterSchema,
  type JobAlertFilter,
} from '@dawa/shared/jobs';
import { AppError } from '../../platform/errors';
import type { Platform } from '../../platform/platform';
import { defineAlertKind } from '../alerts/alerts.service';
import { referenceData, regionsOf } from '../reference/reference.service';
import { job } from './jobs.tables';

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
 * Job alerts (ADR 0022): the job list's filters; a job ad matches them as the list would show
 * it (`filterCondition` in jobs.service read the other way round), a salary filter by the
 * top of the ad's range in the same period (a negotiable ad matches only alerts without one).
 */
export const jobAlertKind = defineAlertKind({
  kind: 'job',
  names: { entity: 'jobAlert', noun: 'Job alert' },
  schema: jobAlertFilterSchema,
  checkReferences,
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
