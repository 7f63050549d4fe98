import { type JobType, type SalaryPeriod } from '@dawa/shared/jobs';
import { jobInputSchema } from '@dawa/shared/jobInput';
import { addDays, cairoDate } from '@dawa/shared/time';
import type { ResultOf } from '../../app/graphql';
import { issuesByField } from '../../app/forms/fieldErrors';
import type { PostFormDefinition } from '../../app/posts/PostEditor';
import {
  JobCreateMutation,
  JobUpdateMutation,
  type JobInputData,
  type JobItem,
} from './jobs.graphql';

/** The job form's fields, as antd's form holds them. */
export interface JobFormValues {
  name: string;
  type: JobType;
  companyName: string;
  workplaceId?: string;
  positionId?: string;
  cityId?: string;
  regionId?: string;
  address: string;
  description: string;
  salaryNegotiable: boolean;
  salaryFrom?: number | null;
  salaryTo?: number | null;
  salaryPeriod: SalaryPeriod;
  email: string;
  phoneNumber: string;
  runUntil: string;
}

export type JobFormField = keyof JobFormValues;

/** The message keys (under `validation.` of the jobs catalogue) the rules answer with. */
export const VALIDATION_KEYS = [
  'invalidName',
  'invalidType',
  'invalidCompanyName',
  'invalidWorkplace',
  'invalidPosition',
  'invalidCity',
  'invalidRegion',
  'invalidAddress',
  'invalidDescription',
  'invalidSalary',
  'invalidEmail',
  'invalidPhone',
  'invalidRunUntil',
  'required',
] as const;
export type JobValidationKey = (typeof VALIDATION_KEYS)[number];

const keyOf = (message: string | undefined): JobValidationKey =>
  VALIDATION_KEYS.find((key) => key === message) ?? 'required';

/** A new ad's starting values: a month to run, salary per month. */
export function emptyJobValues(today = cairoDate()): JobFormValues {
  return {
    name: '',
    type: 'companyOwner',
    companyName: '',
    address: '',
    description: '',
    salaryNegotiable: false,
    salaryPeriod: 'month',
    email: '',
    phoneNumber: '',
    runUntil: addDays(today, 30),
  };
}

/** An ad's values, to edit it. */
export function jobValues(job: JobItem): JobFormValues {
  return {
    name: job.name,
    type: job.type,
    companyName: job.companyName ?? '',
    workplaceId: job.workplaceId,
    positionId: job.positionId,
    cityId: job.cityId,
    regionId: job.regionId,
    address: job.address,
    description: job.description,
    salaryNegotiable: job.salary.negotiable,
    salaryFrom: job.salary.from,
    salaryTo: job.salary.to,
    salaryPeriod: job.salary.period ?? 'month',
    email: job.email,
    phoneNumber: job.phoneNumber,
    runUntil: job.runUntil,
  };
}

/** What the API takes. */
export function jobInput(values: JobFormValues): JobInputData {
  return {
    name: values.name,
    type: values.type,
    companyName: values.companyName || null,
    workplaceId: values.workplaceId ?? '',
    positionId: values.positionId ?? '',
    cityId: values.cityId ?? '',
    regionId: values.regionId ?? '',
    address: values.address,
    description: values.description,
    salary: values.salaryNegotiable
      ? { negotiable: true }
      : {
          negotiable: false,
          from: values.salaryFrom ?? null,
          to: values.salaryTo ?? null,
          period: values.salaryPeriod,
        },
    email: values.email,
    phoneNumber: values.phoneNumber,
    runUntil: values.runUntil,
  };
}

/** The form field a server error path belongs to (`salary.from` → the salary's first field). */
export function fieldOfPath(path: string): JobFormField | undefined {
  if (path === 'salary' || path.startsWith('salary.')) return 'salaryFrom';
  const field = path.split('.')[0];
  const fields: readonly string[] = Object.keys(emptyJobValues());
  const known = ['workplaceId', 'positionId', 'cityId', 'regionId'];
  return field && (fields.includes(field) || known.includes(field))
    ? (field as JobFormField)
    : undefined;
}

/**
 * The first problem of the whole form under the server's rules, per field (the rules of
 * packages/shared/jobs, as of today in Cairo): what the form shows before it sends.
 */
export function jobFormErrors(
  values: JobFormValues,
  today = cairoDate(),
): Map<JobFormField, JobValidationKey> {
  const result = jobInputSchema(today).safeParse(jobInput(values));
  return result.success ? new Map() : issuesByField(result.error.issues, fieldOfPath, keyOf);
}

/** How a job ad is created and edited (the shared post editor's definition). */
export const jobFormDefinition = {
  kind: 'job',
  create: JobCreateMutation,
  update: JobUpdateMutation,
  savedOf: (data) => ('jobCreate' in data ? data.jobCreate : data.jobUpdate),
  input: jobInput,
  values: jobValues,
  empty: () => emptyJobValues(),
  errors: (values) => jobFormErrors(values),
  fieldOf: fieldOfPath,
  validationKey: keyOf,
} satisfies PostFormDefinition<
  JobFormValues,
  JobFormField,
  JobInputData,
  JobItem,
  ResultOf<typeof JobCreateMutation>,
  ResultOf<typeof JobUpdateMutation>
>;
