import { builder } from '../../platform/graphql/builder';
import { createJobAlert, deleteJobAlert, listJobAlerts } from './jobAlerts.service';
import { JobFilterRef, JobTypeRef, SalaryPeriodRef } from './jobs.graphql';
import type { JobAlert } from './jobs.tables';

const JobAlertRef = builder.objectRef<JobAlert>('JobAlert').implement({
  description: 'Saved filters of the job list: a new matching ad notifies the user (jobAlert).',
  fields: (t) => ({
    id: t.exposeID('id'),
    type: t.field({ type: JobTypeRef, nullable: true, resolve: (alert) => alert.type }),
    workplaceId: t.exposeID('workplaceId', { nullable: true }),
    positionId: t.exposeID('positionId', { nullable: true }),
    cityId: t.exposeID('cityId', { nullable: true }),
    regionId: t.exposeID('regionId', { nullable: true }),
    salaryMin: t.exposeInt('salaryMin', { nullable: true }),
    salaryPeriod: t.field({
      type: SalaryPeriodRef,
      nullable: true,
      resolve: (alert) => alert.salaryPeriod,
    }),
    text: t.exposeString('text', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
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
    args: { filter: t.arg({ type: JobFilterRef, required: true }) },
    resolve: (_root, args, context) => createJobAlert(context.platform, context, args.filter),
  }),
  jobAlertDelete: t.boolean({
    description: 'Deletes one of the viewer’s alerts.',
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => deleteJobAlert(context.platform, context, String(args.id)),
  }),
}));
