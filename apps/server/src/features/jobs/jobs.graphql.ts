import { JOB_LABELS, JOB_TYPES, SALARY_PERIODS, type SalaryPeriod } from '@dawa/shared/jobs';
import { builder } from '../../platform/graphql/builder';
import { describedValues } from '../../platform/graphql/enums';
import { pageArgs, pageRef } from '../../platform/graphql/pagination';
import {
  AD_OPERATION_TEXTS,
  adModerationMutations,
  adReviewFields,
  postChangedField,
  postKindFields,
  postOperations,
} from '../posts/posts.graphql';
import {
  CityRef,
  JobPositionRef,
  RegionRef,
  WorkplaceRef,
  referenceFields,
} from '../reference/reference.graphql';
import { jobKind, jobListState, type JobView } from './jobs.kind';
import {
  acceptJob,
  acceptJobEdit,
  activateJob,
  createJob,
  deleteJob,
  destroyJob,
  getJob,
  jobQuota,
  listJobs,
  listMyJobs,
  rejectJobEdit,
  setJobHired,
  updateJob,
} from './jobs.service';

export const JobTypeRef = builder.enumType('JobType', {
  description: 'Who posts the ad (SPEC §3).',
  values: describedValues(JOB_TYPES, {
    companyOwner: 'The owner of the hiring company; the ad names the company.',
    individualEmployee: 'An individual employee; the company name is optional.',
  }),
});

export const SalaryPeriodRef = builder.enumType('SalaryPeriod', {
  description: 'What a salary range is paid for.',
  values: describedValues(SALARY_PERIODS, {
    hour: 'Per hour.',
    month: 'Per month.',
  }),
});

export const JobLabelRef = builder.enumType('JobLabel', {
  description:
    'What the owner’s list says of an ad (SPEC §4 labels): the first that applies of inReview or ready, hired, expired, inactive, active.',
  values: describedValues(JOB_LABELS, {
    inReview: 'A new ad waiting for a moderator.',
    ready:
      'Published before, then activated again; waiting to go back live. (An edit of a live ad leaves it active: see hasPendingEdit.)',
    active: 'Accepted and listed.',
    inactive: 'Taken down by a moderator or deleted by its owner; "Activate ad" applies.',
    expired: 'Past its run-until date; "Activate ad" applies.',
    hired: 'Marked filled by its owner.',
  }),
});

interface Salary {
  negotiable: boolean;
  from: number | null;
  to: number | null;
  period: SalaryPeriod | null;
}

const SalaryRef = builder.objectRef<Salary>('Salary').implement({
  description: 'Negotiable, or from–to Egyptian pounds per hour or per month.',
  fields: (t) => ({
    negotiable: t.exposeBoolean('negotiable', {
      description: 'True when negotiable; from, to and period are then null.',
    }),
    from: t.exposeInt('from', {
      nullable: true,
      description: 'Lowest amount in whole L.E.; null when negotiable.',
    }),
    to: t.exposeInt('to', {
      nullable: true,
      description: 'Highest amount in whole L.E.; null when negotiable.',
    }),
    period: t.field({
      type: SalaryPeriodRef,
      nullable: true,
      description: 'What the range is paid for; null when negotiable.',
      resolve: (salary) => salary.period,
    }),
  }),
});

const JobRef = builder.objectRef<JobView>('Job');
JobRef.implement({
  description: 'A job ad (SPEC §3).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The ad’s id.' }),
    ...adReviewFields(t, JobLabelRef),
    ...postKindFields(t, jobKind, JobRef, 'owner'),
    name: t.exposeString('name', { description: 'The ad’s title.' }),
    type: t.field({
      type: JobTypeRef,
      description: 'Who posts the ad.',
      resolve: (row) => row.type,
    }),
    companyName: t.exposeString('companyName', {
      nullable: true,
      description: 'The hiring company; null when an individual employee left it out.',
    }),
    ...referenceFields(t, 'workplace', 'Its workplace', WorkplaceRef, (data) => data.workplaceById),
    ...referenceFields(
      t,
      'position',
      'Its job position',
      JobPositionRef,
      (data) => data.jobPositionById,
    ),
    ...referenceFields(t, 'city', 'Its governorate', CityRef, (data) => data.cityById),
    ...referenceFields(t, 'region', 'Its district', RegionRef, (data) => data.regionById),
    address: t.exposeString('address', { description: 'Where the work is.' }),
    description: t.exposeString('description', {
      description: 'What the work is: hours, requirements.',
    }),
    salary: t.field({
      type: SalaryRef,
      description: 'The salary offered.',
      resolve: (row) => ({
        negotiable: row.salaryNegotiable,
        from: row.salaryFrom,
        to: row.salaryTo,
        period: row.salaryPeriod,
      }),
    }),
    email: t.exposeString('email', { description: 'Contact e-mail for applicants.' }),
    phoneNumber: t.exposeString('phoneNumber', {
      description: 'Contact mobile number for applicants (11 digits, 01…).',
    }),
    runUntil: t.exposeString('runUntil', { description: 'Last day shown (YYYY-MM-DD, Cairo).' }),
    hired: t.exposeBoolean('hired', {
      description: 'Marked filled by its owner: off the public list, still open by link.',
    }),
    expired: t.exposeBoolean('expired', {
      description: 'Past its run-until date (Cairo): off the public list.',
    }),
  }),
});

const JobPageRef = pageRef('Job', JobRef);

const JobQuotaRef = builder.objectRef<{ used: number; limit: number }>('JobQuota').implement({
  description: 'Jobs created this Cairo calendar month, and the monthly limit (setting `job`).',
  fields: (t) => ({
    used: t.exposeInt('used', {
      description: 'Ads the viewer created this month; deleted ones still count.',
    }),
    limit: t.exposeInt('limit', { description: 'Ads allowed a month (default 10).' }),
  }),
});

const SalaryInputRef = builder.inputType('SalaryInput', {
  description: 'Negotiable, or a range of whole Egyptian pounds (L.E.) per hour or per month.',
  fields: (t) => ({
    negotiable: t.boolean({
      required: true,
      description: 'True for a negotiable salary; from, to and period are then ignored.',
    }),
    from: t.int({ description: 'Lowest amount, 1 to 1,000,000 L.E.; required unless negotiable.' }),
    to: t.int({ description: 'Highest amount, at least from; required unless negotiable.' }),
    period: t.field({
      type: SalaryPeriodRef,
      description: 'What the range is paid for; required unless negotiable.',
    }),
  }),
});

const JobInputRef = builder.inputType('JobInput', {
  description:
    'A whole job ad; an edit sends every field again. Every wrong field is reported at once (VALIDATION).',
  fields: (t) => ({
    name: t.string({ required: true, description: 'The ad’s title, 3–120 characters.' }),
    type: t.field({ type: JobTypeRef, required: true, description: 'Who posts the ad.' }),
    companyName: t.string({
      description: 'The hiring company, 2–120 characters; required when a company owner posts.',
    }),
    workplaceId: t.id({ required: true, description: 'A workplace of the reference data.' }),
    positionId: t.id({ required: true, description: 'A job position of the reference data.' }),
    cityId: t.id({ required: true, description: 'A governorate of the reference data.' }),
    regionId: t.id({ required: true, description: 'One of the city’s regions.' }),
    address: t.string({ required: true, description: 'Where the work is, 5–200 characters.' }),
    description: t.string({
      required: true,
      description: 'What the work is (hours, requirements), 20–3000 characters.',
    }),
    salary: t.field({ type: SalaryInputRef, required: true, description: 'The salary offered.' }),
    email: t.string({ required: true, description: 'Contact e-mail for applicants.' }),
    phoneNumber: t.string({
      required: true,
      description: 'Egyptian mobile number for applicants: 11 digits, 010, 011, 012 or 015.',
    }),
    runUntil: t.string({
      required: true,
      description: 'YYYY-MM-DD, from tomorrow to 90 days ahead (Cairo).',
    }),
  }),
});

export const JobFilterRef = builder.inputType('JobFilter', {
  description:
    'Combinable filters of the public list, and what a job alert saves; each left out matches all.',
  fields: (t) => ({
    type: t.field({ type: JobTypeRef, description: 'Only ads of this poster type.' }),
    workplaceId: t.id({ description: 'Only ads at this workplace.' }),
    positionId: t.id({ description: 'Only ads for this job position.' }),
    cityId: t.id({ description: 'Only ads in this governorate.' }),
    regionId: t.id({ description: 'Only ads in this district.' }),
    salaryMin: t.int({
      description: 'Salary ranges reaching this many L.E. (negotiable ones out).',
    }),
    salaryPeriod: t.field({
      type: SalaryPeriodRef,
      description: 'With salaryMin, only ranges per this period; alone it filters nothing.',
    }),
    text: t.string({
      description:
        'Text found in the ad’s name or company name, ignoring case; up to 100 characters.',
    }),
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
    args: {
      filter: t.arg({ type: JobFilterRef, description: 'Filters; none lists every ad.' }),
      ...pageArgs,
    },
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
  jobQuota: t.field({
    type: JobQuotaRef,
    description: 'The add-job guard (SPEC §2): this month’s count and the limit.',
    deprecationReason: 'Use postQuota(kind: job), the same guard for every kind.',
    authScopes: { signedIn: true },
    resolve: (_root, _args, context) => jobQuota(context.platform, context.viewer),
  }),
}));

builder.mutationField('jobHiredSet', (t) =>
  t.field({
    type: JobRef,
    description: 'The owner marks the ad filled (it leaves the public list), or open again.',
    authScopes: { signedIn: true },
    args: {
      id: t.arg.id({ required: true, description: AD_OPERATION_TEXTS.updateId }),
      hired: t.arg.boolean({ required: true, description: 'True: filled; false: open again.' }),
    },
    resolve: (_root, args, context) =>
      setJobHired(context.platform, context, String(args.id), args.hired),
  }),
);

postOperations({
  prefix: 'job',
  queries: { mine: 'myJobs', one: 'job' },
  ref: JobRef,
  page: JobPageRef,
  input: JobInputRef,
  texts: {
    ...AD_OPERATION_TEXTS,
    mine: 'The viewer’s own ads, accepted and pending (SPEC §4), newest first.',
    one: 'One ad. Pending or deleted: its owner and moderators only.',
    create: 'A new ad, pending approval. QUOTA_EXCEEDED past the monthly limit.',
    update:
      'The owner edits. An accepted ad stays listed as it was and the edit waits for a ' +
      'moderator (`hasPendingEdit`, `pendingEdit`; editing again changes that edit); a pending ' +
      'ad changes in place, an accepted one switched off goes back to review.',
  },
  services: {
    mine: listMyJobs,
    one: getJob,
    create: createJob,
    update: updateJob,
    destroy: destroyJob,
  },
  activate: {
    description: '"Activate ad": an expired or inactive ad goes back to review until runUntil.',
    id: 'The viewer’s own ad; CONFLICT unless it is expired or inactive.',
    runUntil: 'The new last day, YYYY-MM-DD, from tomorrow to 90 days ahead (Cairo).',
    service: activateJob,
  },
});

adModerationMutations({
  prefix: 'job',
  ref: JobRef,
  category: 'job',
  services: {
    accept: (context, id) => acceptJob(context.platform, context, id),
    delete: (context, id, reasonId) => deleteJob(context.platform, context, id, reasonId),
    acceptEdit: (context, id) => acceptJobEdit(context.platform, context, id),
    rejectEdit: (context, id, reasonId) => rejectJobEdit(context.platform, context, id, reasonId),
  },
});

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
  listState: jobListState,
});
