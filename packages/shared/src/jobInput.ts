import { z } from 'zod';
import { phoneNumberSchema } from './accountInput';
import { emailSchema } from './contactInput';
import { boundedText, optionalReferenceId, referenceId, wholeNumber } from './fields';
import { addDays, isCalendarDate } from './time';
import {
  JOB_NAME_MIN,
  JOB_NAME_MAX,
  JOB_COMPANY_MIN,
  JOB_COMPANY_MAX,
  JOB_ADDRESS_MIN,
  JOB_ADDRESS_MAX,
  JOB_DESCRIPTION_MIN,
  JOB_DESCRIPTION_MAX,
  JOB_SALARY_MAX,
  JOB_RUN_MAX_DAYS,
  JOB_TYPES,
  SALARY_PERIODS,
  JOB_ALERT_TEXT_MAX,
} from './jobs';

/*
 * The job and job alert input schemas (zod). The constants and types they use live in `jobs.ts`,
 * which loads no zod: a page that needs a page size or a label does not pay for the form's rules
 * (ADR 0035).
 */

const amount = wholeNumber(1, JOB_SALARY_MAX, 'invalidSalary');

/** Negotiable, or a range per period; a negotiable salary keeps no numbers. */
export const salarySchema = z
  .object(
    {
      negotiable: z.boolean({ error: 'invalidSalary' }),
      from: amount.nullish(),
      to: amount.nullish(),
      period: z.enum(SALARY_PERIODS, { error: 'invalidSalary' }).nullish(),
    },
    { error: 'invalidSalary' },
  )
  .transform((salary, context) => {
    if (salary.negotiable) return { negotiable: true, from: null, to: null, period: null };
    const { from, to, period } = salary;
    if (from == null || to == null || period == null || from > to) {
      context.addIssue({ code: 'custom', message: 'invalidSalary' });
      return z.NEVER;
    }
    return { negotiable: false, from, to, period };
  });
export type Salary = z.output<typeof salarySchema>;

/** The job input as of `today` (a Cairo YYYY-MM-DD date): run-until must lie ahead of it. */
export function jobInputSchema(today: string) {
  const latest = addDays(today, JOB_RUN_MAX_DAYS);
  return z
    .object({
      name: boundedText(JOB_NAME_MIN, JOB_NAME_MAX, 'invalidName'),
      type: z.enum(JOB_TYPES, { error: 'invalidType' }),
      companyName: z
        .string({ error: 'invalidCompanyName' })
        .trim()
        .max(JOB_COMPANY_MAX, { error: 'invalidCompanyName' })
        .nullish()
        .transform((value) => value || null),
      workplaceId: referenceId('invalidWorkplace'),
      positionId: referenceId('invalidPosition'),
      cityId: referenceId('invalidCity'),
      regionId: referenceId('invalidRegion'),
      address: boundedText(JOB_ADDRESS_MIN, JOB_ADDRESS_MAX, 'invalidAddress'),
      description: boundedText(JOB_DESCRIPTION_MIN, JOB_DESCRIPTION_MAX, 'invalidDescription'),
      salary: salarySchema,
      email: emailSchema,
      phoneNumber: phoneNumberSchema,
      runUntil: z
        .string({ error: 'invalidRunUntil' })
        .trim()
        .refine((value) => isCalendarDate(value) && value > today && value <= latest, {
          error: 'invalidRunUntil',
        }),
    })
    .refine(
      // A company owner names the company; anyone who gives a name gives a real one.
      (job) =>
        job.companyName === null
          ? job.type !== 'companyOwner'
          : job.companyName.length >= JOB_COMPANY_MIN,
      {
        path: ['companyName'],
        error: 'invalidCompanyName',
        // Also when other fields are wrong, so the form shows every mistake at once.
        when: (payload) => {
          const value = payload.value as { type?: unknown; companyName?: unknown };
          return (
            (JOB_TYPES as readonly unknown[]).includes(value.type) &&
            (value.companyName == null || typeof value.companyName === 'string')
          );
        },
      },
    );
}
export type JobInput = z.output<ReturnType<typeof jobInputSchema>>;

/** The filters an alert keeps: those of the list, each optional. */
export const jobAlertFilterSchema = z
  .object({
    type: z.enum(JOB_TYPES, { error: 'invalidType' }).nullish(),
    workplaceId: optionalReferenceId('invalidWorkplace'),
    positionId: optionalReferenceId('invalidPosition'),
    cityId: optionalReferenceId('invalidCity'),
    regionId: optionalReferenceId('invalidRegion'),
    salaryMin: amount.nullish(),
    salaryPeriod: z.enum(SALARY_PERIODS, { error: 'invalidSalary' }).nullish(),
    text: z
      .string({ error: 'invalidText' })
      .trim()
      .max(JOB_ALERT_TEXT_MAX, { error: 'invalidText' })
      .nullish()
      .transform((value) => value || null),
  })
  .transform((filter) => ({
    type: filter.type ?? null,
    workplaceId: filter.workplaceId,
    positionId: filter.positionId,
    cityId: filter.cityId,
    regionId: filter.regionId,
    salaryMin: filter.salaryMin ?? null,
    // A period alone filters nothing (as in the list): kept only with an amount.
    salaryPeriod: filter.salaryMin != null ? (filter.salaryPeriod ?? null) : null,
    text: filter.text,
  }));
export type JobAlertFilter = z.output<typeof jobAlertFilterSchema>;
