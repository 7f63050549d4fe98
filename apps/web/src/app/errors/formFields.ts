import type { ZodType } from 'zod';
import type { FieldError } from '@dawa/shared/errors';

/**
 * The first problem with one form field under the server's own zod rules (SPEC §5): the rule's
 * message, a key under `validation.` (see `validationMessageKey`), or undefined when valid. A
 * field never typed in counts as empty.
 */
export function fieldProblem<Field extends string>(
  shape: Record<Field, ZodType>,
  field: Field,
  value: unknown,
): string | undefined {
  const result = shape[field].safeParse(value ?? '');
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** The server's field errors that belong to one of `fields` (`name` or `data.name`). */
export function formFieldErrors<Field extends string>(
  fields: readonly Field[],
  fieldErrors: readonly FieldError[],
): { field: Field; message: string }[] {
  const isField = (value: string | undefined): value is Field =>
    (fields as readonly (string | undefined)[]).includes(value);
  return fieldErrors.flatMap(({ path, message }) => {
    const field = path.split('.').at(-1);
    return isField(field) ? [{ field, message }] : [];
  });
}
