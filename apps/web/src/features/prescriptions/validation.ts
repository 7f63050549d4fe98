import type { FieldError } from '@dawa/shared/errors';
import { commentInputSchema, prescriptionInputSchema } from '@dawa/shared/prescriptions';

export type PrescriptionField = 'title' | 'description' | 'imageUploadId';

const FIELDS: readonly string[] = ['title', 'description', 'imageUploadId'];

/** Keys under `validation.` of the prescriptions catalogue. */
export const VALIDATION_KEYS = [
  'invalidTitle',
  'invalidDescription',
  'imageRequired',
  'invalidComment',
  'uploadNotFound',
  'uploadWrongPurpose',
  'uploadAlreadyUsed',
  'invalid',
] as const;
export type ValidationKey = (typeof VALIDATION_KEYS)[number];

export function validationKey(message: string | undefined): ValidationKey {
  return (VALIDATION_KEYS as readonly (string | undefined)[]).includes(message)
    ? (message as ValidationKey)
    : 'invalid';
}

/** The first problem with one field under the server's rules, or undefined when valid. */
export function prescriptionFieldError(
  field: PrescriptionField,
  value: unknown,
): ValidationKey | undefined {
  const result = prescriptionInputSchema.shape[field].safeParse(value ?? '');
  return result.success ? undefined : validationKey(result.error.issues[0]?.message);
}

export function commentError(value: unknown): ValidationKey | undefined {
  const result = commentInputSchema.shape.comment.safeParse(value ?? '');
  return result.success ? undefined : validationKey(result.error.issues[0]?.message);
}

/** The server's field errors that belong to a form field (`title` or `data.title`). */
export function prescriptionFieldErrors(
  fieldErrors: readonly FieldError[],
): { field: PrescriptionField; key: ValidationKey }[] {
  return fieldErrors.flatMap(({ path, message }) => {
    const field = path.split('.').at(-1);
    return field && FIELDS.includes(field)
      ? [{ field: field as PrescriptionField, key: validationKey(message) }]
      : [];
  });
}

/** The quota's limit when the error is the monthly quota (SPEC §8), else null. */
export function quotaLimit(fieldErrors: readonly FieldError[]): number | null {
  const quota = fieldErrors.find((error) => error.path === 'quota');
  if (!quota) return null;
  const limit = Number(quota.params?.limit);
  return Number.isFinite(limit) && limit > 0 ? limit : null;
}
