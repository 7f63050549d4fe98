import { contactInputSchema, type ContactInput } from '@dawa/shared/contact';
import type { FieldError } from '@dawa/shared/errors';

export type ContactField = keyof ContactInput;

export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'phone', 'message'];

function isContactField(value: string | undefined): value is ContactField {
  return (CONTACT_FIELDS as readonly (string | undefined)[]).includes(value);
}

/**
 * The first problem with one field under the server's own rules (SPEC §5), as a key under
 * `validation.` in the app catalogue, or undefined when the value is valid.
 */
export function contactFieldError(field: ContactField, value: unknown): string | undefined {
  const result = contactInputSchema.shape[field].safeParse(value ?? '');
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** The server's field errors that belong to a form field (`name` or `data.name`). */
export function contactFieldErrors(
  fieldErrors: readonly FieldError[],
): { field: ContactField; message: string }[] {
  return fieldErrors.flatMap(({ path, message }) => {
    const field = path.split('.').at(-1);
    return isContactField(field) ? [{ field, message }] : [];
  });
}
