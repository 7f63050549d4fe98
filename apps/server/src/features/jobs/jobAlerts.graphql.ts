import { alertOperations } from '../alerts/alerts.graphql';
import { jobAlertKind } from './jobAlerts.service';
import { JobFilterRef, JobTypeRef, SalaryPeriodRef } from './jobs.graphql';

alertOperations({
  definition: jobAlertKind,
  field: 'job',
  typeName: 'JobAlert',
  description: 'Saved filters of the job list: a new matching ad notifies the user (jobAlert).',
  noun: 'job',
  filterInput: JobFilterRef,
  fields: (t) => ({
    type: t.field({
      type: JobTypeRef,
      nullable: true,
      description: 'Only ads of this poster type; null for any.',
      resolve: (alert) => alert.filter.type,
    }),
    workplaceId: t.id({
      nullable: true,
      description: 'Only ads at this workplace; null for any.',
      resolve: (alert) => alert.filter.workplaceId,
    }),
    positionId: t.id({
      nullable: true,
      description: 'Only ads for this job position; null for any.',
      resolve: (alert) => alert.filter.positionId,
    }),
    cityId: t.id({
      nullable: true,
      description: 'Only ads in this governorate; null for any.',
      resolve: (alert) => alert.filter.cityId,
    }),
    regionId: t.id({
      nullable: true,
      description: 'Only ads in this district; null for any.',
      resolve: (alert) => alert.filter.regionId,
    }),
    salaryMin: t.int({
      nullable: true,
      description: 'Only salary ranges reaching this many L.E.; null for any salary.',
      resolve: (alert) => alert.filter.salaryMin,
    }),
    salaryPeriod: t.field({
      type: SalaryPeriodRef,
      nullable: true,
      description: 'The period of salaryMin; null for any (always null without salaryMin).',
      resolve: (alert) => alert.filter.salaryPeriod,
    }),
    text: t.string({
      nullable: true,
      description: 'Text found in the ad’s name or company name, ignoring case; null for any.',
      resolve: (alert) => alert.filter.text,
    }),
  }),
});
