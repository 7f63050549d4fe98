import { commentInputSchema, prescriptionInputSchema } from '@dawa/shared/prescriptionInput';

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

/** The form field a server error's path names (`title`, or `data.title` once stripped). */
export function prescriptionFieldOf(path: string): PrescriptionField | undefined {
  return FIELDS.includes(path) ? (path as PrescriptionField) : undefined;
}
