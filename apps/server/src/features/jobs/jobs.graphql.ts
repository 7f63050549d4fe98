import { JOB_LABELS, JOB_TYPES, SALARY_PERIODS } from '@dawa/shared/jobs';
import { builder } from '../../platform/graphql/builder';
import { pageArgs, pageRef } from '../../platform/graphql/pagination';
import { POST_MODERATORS, canSeeDeactivationReason } from '../posts/posts';
import { postChangedField, postFields, readOncePerMessage } from '../posts/posts.graphql';
import {
  CityRef,
  DeactivationReasonRef,
  JobPositionRef,
  RegionRef,
  WorkplaceRef,
  requestReference,
} from '../reference/reference.graphql';
import { jobKind, jobListState, loadJobView, type JobView } from './jobs.kind';
import {
  acceptJob,
  activateJob,
  createJob,
  deleteJob,
  destroyJob,
  getJob,
  jobQuota,
  listJobs,
  listMyJobs,
  setJobHired,
  updateJob,
} from './jobs.service';

export const JobTypeRef = builder.enumType('JobType', {
  description: 'Who posts the ad (SPEC §3).',
  values: JOB_TYPES,
});

export const SalaryPeriodRef = builder.enumType('SalaryPeriod', { values: SALARY_PERIODS });

export const JobLabelRef = builder.enumType('JobLabel', {
  description: 'What the owner’s list says of an ad (SPEC §4 labels).',
  values: JOB_LABELS,
});

interface Salary {
  negotiable: boolean;
  from: number | null;
  to: number | null;
  period: (typeof SALARY_PERIODS)[number] | null;
}

const SalaryRef = builder.objectRef<Salary>('Salary').implement({
  description: 'Negotiable, or from–to Egyptian pounds per hour or per month.',
  fields: (t) => ({
    negotiable: t.exposeBoolean('negotiable'),
    from: t.exposeInt('from', { nullable: true }),
    to: t.exposeInt('to', { nullable: true }),
    period: t.field({ type: SalaryPeriodRef, nullable: true, resolve: (salary) => salary.period }),
  }),
});

const JobRef = builder.objectRef<JobView>('Job').implement({
  description: 'A job ad (SPEC §3).',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    type: t.field({ type: JobTypeRef, resolve: (row) => row.type }),
    companyName: t.exposeString('companyName', { nullable: true }),
    workplaceId: t.exposeID('workplaceId'),
    workplace: t.field({
      type: WorkplaceRef,
      nullable: true,
      resolve: async (row, _args, context) =>
        (await requestReference(context)).workplaceById.get(row.workplaceId) ?? null,
    }),
    positionId: t.exposeID('positionId'),
    position: t.field({
      type: JobPositionRef,
      nullable: true,
      resolve: async (row, _args, context) =>
        (await requestReference(context)).jobPositionById.get(row.positionId) ?? null,
    }),
    cityId: t.exposeID('cityId'),
    city: t.field({
      type: CityRef,
      nullable: true,
      resolve: async (row, _args, context) =>
        (await requestReference(context)).cityById.get(row.cityId) ?? null,
    }),
    regionId: t.exposeID('regionId'),
    region: t.field({
      type: RegionRef,
      nullable: true,
      resolve: async (row, _args, context) =>
        (await requestReference(context)).regionById.get(row.regionId) ?? null,
    }),
    address: t.exposeString('address'),
    description: t.exposeString('description'),
    salary: t.field({
      type: SalaryRef,
      resolve: (row) => ({
        negotiable: row.salaryNegotiable,
        from: row.salaryFrom,
        to: row.salaryTo,
        period: row.salaryPeriod,
      }),
    }),
    email: t.exposeString('email'),
    phoneNumber: t.exposeString('phoneNumber'),
    runUntil: t.exposeString('runUntil', { description: 'Last day shown (YYYY-MM-DD, Cairo).' }),
    hired: t.exposeBoolean('hired'),
    expired: t.exposeBoolean('expired'),
    label: t.field({ type: JobLabelRef, resolve: (row) => row.label }),
    publishedAt: t.expose('publishedAt', { type: 'DateTime', nullable: true }),
    ...postFields(t, 'owner'),
    deactivationReason: t.field({
      type: DeactivationReasonRef,
      nullable: true,
      description: 'Why it was taken down; shown to its owner and moderators only.',
      resolve: async (row, _args, context) =>
        row.deactivationReasonId && canSeeDeactivationReason(row, context.viewer)
          ? ((await requestReference(context)).deactivationReasonById.get(
              row.deactivationReasonId,
            ) ?? null)
          : null,
    }),
  }),
});

const JobPageRef = pageRef('Job', JobRef);

const JobQuotaRef = builder.objectRef<{ used: number; limit: number }>('JobQuota').implement({
  description: 'Jobs created this Cairo calendar month, and the monthly limit (setting `job`).',
  fields: (t) => ({ used: t.exposeInt('used'), limit: t.exposeInt('limit') }),
});

const SalaryInputRef = builder.inputType('SalaryInput', {
  fields: (t) => ({
    negotiable: t.boolean({ required: true }),
    from: t.int(),
    to: t.int(),
    period: t.field({ type: SalaryPeriodRef }),
  }),
});

const JobInputRef = builder.inputType('JobInput', {
  description: 'A whole job ad; an edit sends every field again.',
  fields: (t) => ({
    name: t.string({ required: true }),
    type: t.field({ type: JobTypeRef, required: true }),
    companyName: t.string({ description: 'Required when a company owner posts.' }),
    workplaceId: t.id({ required: true }),
    positionId: t.id({ required: true }),
    cityId: t.id({ required: true }),
    regionId: t.id({ required: true, description: 'One of the city’s regions.' }),
    address: t.string({ required: true }),
    description: t.string({ required: true }),
    salary: t.field({ type: SalaryInputRef, required: true }),
    email: t.string({ required: true }),
    phoneNumber: t.string({ required: true }),
    runUntil: t.string({
      required: true,
      description: 'YYYY-MM-DD, from tomorrow to 90 days ahead (Cairo).',
    }),
  }),
});

export const JobFilterRef = builder.inputType('JobFilter', {
  description: 'Combinable filters of the public list.',
  fields: (t) => ({
    type: t.field({ type: JobTypeRef }),
    workplaceId: t.id(),
    positionId: t.id(),
    cityId: t.id(),
    regionId: t.id(),
    salaryMin: t.int({ description: 'Salary ranges reaching this much (negotiable ones out).' }),
    salaryPeriod: t.field({ type: SalaryPeriodRef }),
    text: t.string({ description: 'Words of the ad’s name or company name.' }),
  }),
});

const idOrNull = (value: string | number | null | undefined) =>
  value === null || value === undefined ? null : String(value);

// ---------------------------------------------------------------------------------------------
// Queries and mutations

builder.queryFields((t) => ({
  jobs: t.field({
    type: JobPageRef,
    description: 'The public list (SPEC §4, §7): published, not filled or expired; 10 a page.',
    authScopes: { signedIn: true },
    args: { filter: t.arg({ type: JobFilterRef }), ...pageArgs },
    resolve: (_root, { filter, ...args }, context) =>
      listJobs(
        context.platform,
        context.viewer,
        {
          type: filter?.type,
          workplaceId: idOrNull(filter?.workplaceId),
          positionId: idOrNull(filter?.positionId),
          cityId: idOrNull(filter?.cityId),
          regionId: idOrNull(filter?.regionId),
          salaryMin: filter?.salaryMin,
          salaryPeriod: filter?.salaryPeriod,
          text: filter?.text,
        },
        args,
      ),
  }),
  myJobs: t.field({
    type: JobPageRef,
    description: 'The viewer’s own ads, accepted and pending (SPEC §4), newest first.',
    authScopes: { signedIn: true },
    args: pageArgs,
    resolve: (_root, args, context) => listMyJobs(context.platform, context.viewer, args),
  }),
  job: t.field({
    type: JobRef,
    description: 'One ad. Pending or deleted: its owner and moderators only.',
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => getJob(context.platform, context.viewer, String(args.id)),
  }),
  jobQuota: t.field({
    type: JobQuotaRef,
    description: 'The add-job guard (SPEC §2): this month’s count and the limit.',
    authScopes: { signedIn: true },
    resolve: (_root, _args, context) => jobQuota(context.platform, context.viewer),
  }),
}));

builder.mutationFields((t) => ({
  jobCreate: t.field({
    type: JobRef,
    description: 'A new ad, pending approval. QUOTA_EXCEEDED past the monthly limit.',
    authScopes: { signedIn: true },
    args: { data: t.arg({ type: JobInputRef, required: true }) },
    resolve: (_root, args, context) => createJob(context.platform, context, args.data),
  }),
  jobUpdate: t.field({
    type: JobRef,
    description: 'The owner edits; an accepted ad goes back to review.',
    authScopes: { signedIn: true },
    args: {
      id: t.arg.id({ required: true }),
      data: t.arg({ type: JobInputRef, required: true }),
    },
    resolve: (_root, args, context) =>
      updateJob(context.platform, context, String(args.id), args.data),
  }),
  jobHiredSet: t.field({
    type: JobRef,
    description: 'The owner marks the ad filled (it leaves the public list), or open again.',
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }), hired: t.arg.boolean({ required: true }) },
    resolve: (_root, args, context) =>
      setJobHired(context.platform, context, String(args.id), args.hired),
  }),
  jobActivate: t.field({
    type: JobRef,
    description: '"Activate ad": an expired or inactive ad goes back to review until runUntil.',
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }), runUntil: t.arg.string({ required: true }) },
    resolve: (_root, args, context) =>
      activateJob(context.platform, context, String(args.id), args.runUntil),
  }),
  jobDestroy: t.boolean({
    description: 'The owner deletes their ad.',
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => destroyJob(context.platform, context, String(args.id)),
  }),
  jobAccept: t.field({
    type: JobRef,
    description: 'Moderators accept a pending ad; it is published now.',
    authScopes: { anyRole: POST_MODERATORS },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => acceptJob(context.platform, context, String(args.id)),
  }),
  jobDelete: t.field({
    type: JobRef,
    description: 'Moderators take an ad down with a job deactivation reason.',
    authScopes: { anyRole: POST_MODERATORS },
    args: { id: t.arg.id({ required: true }), reasonId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      deleteJob(context.platform, context, String(args.id), String(args.reasonId)),
  }),
}));

// ---------------------------------------------------------------------------------------------
// Live lists

postChangedField({
  definition: jobKind,
  field: 'jobChanged',
  typeName: 'JobChange',
  itemField: 'job',
  itemRef: JobRef,
  descriptions: {
    field: 'Live changes of the public list, or of the viewer’s own with `mine`.',
    type: 'One change to apply to a live list of jobs (SPEC §4).',
    item: 'The ad to add or update; null on remove.',
  },
  read: readOncePerMessage(loadJobView),
  listState: jobListState,
});
