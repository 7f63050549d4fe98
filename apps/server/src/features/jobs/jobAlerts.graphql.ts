import { builder } from '../../platform/graphql/builder';
import { createJobAlert, deleteJobAlert, listJobAlerts } from './jobAlerts.service';
import { JobFilterRef, JobTypeRef, SalaryPeriodRef } from './jobs.graphql';
import type { JobAlert } from './jobs.tables';

const JobAlertRef = builder.objectRef<JobAlert>('JobAlert').implement({
  description: 'Saved filters of the job list: a new matching ad notifies the user (jobAlert).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The alert’s id.' }),
    type: t.field({
      type: JobTypeRef,
      nullable: true,
      description: 'Only ads of this poster type; null for any.',
      resolve: (alert) => alert.type,
    }),
    workplaceId: t.exposeID('workplaceId', {
      nullable: true,
      description: 'Only ads at this workplace; null for any.',
    }),
    positionId: t.exposeID('positionId', {
      nullable: true,
      description: 'Only ads for this job position; null for any.',
    }),
    cityId: t.exposeID('cityId', {
      nullable: true,
      description: 'Only ads in this governorate; null for any.',
    }),
    regionId: t.exposeID('regionId', {
      nullable: true,
      description: 'Only ads in this district; null for any.',
    }),
    salaryMin: t.exposeInt('salaryMin', {
      nullable: true,
      description: 'Only salary ranges reaching this many L.E.; null for any salary.',
    }),
    salaryPeriod: t.field({
      type: SalaryPeriodRef,
      nullable: true,
      description: 'The period of salaryMin; null for any (always null without salaryMin).',
      resolve: (alert) => alert.salaryPeriod,
    }),
    text: t.exposeString('text', {
      nullable: true,
      description: 'Text found in the ad’s name or company name, ignoring case; null for any.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was saved.' }),
  }),
});

builder.queryField('jobAlerts', (t) =>
  t.field({
    type: [JobAlertRef],
    description: 'The viewer’s saved job alerts, newest first.',
    authScopes: { signedIn: true },
    resolve: (_root, _args, context) => listJobAlerts(context.platform, context.viewer),
  }),
);

builder.mutationFields((t) => ({
  jobAlertCreate: t.field({
    type: JobAlertRef,
    description:
      'Saves filters as an alert; the same filters again answer the saved one. QUOTA_EXCEEDED past 10.',
    authScopes: { signedIn: true },
    args: {
      filter: t.arg({
        type: JobFilterRef,
        required: true,
        description:
          'The list’s filters; ids must exist and a district belong to the governorate (VALIDATION).',
      }),
    },
    resolve: (_root, args, context) => createJobAlert(context.platform, context, args.filter),
  }),
  jobAlertDelete: t.boolean({
    description: 'Deletes one of the viewer’s alerts.',
    authScopes: { signedIn: true },
    args: {
      id: t.arg.id({
        required: true,
        description: 'One of the viewer’s alerts; NOT_FOUND otherwise.',
      }),
    },
    resolve: (_root, args, context) => deleteJobAlert(context.platform, context, String(args.id)),
  }),
}));
