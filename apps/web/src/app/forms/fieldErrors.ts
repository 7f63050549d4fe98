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

/**
 * The server's field errors (`path` as the API names it: `name`, `data.name`, `salary.from`)
 * that belong to one of a form's fields, keyed by the field: its first message key. Others
 * are left to the shared error handler.
 */
export function formFieldErrors<Field extends string>(
  fieldErrors: readonly FieldError[],
  fieldOf: (path: string) => Field | undefined,
): Map<Field, string> {
  const errors = new Map<Field, string>();
  for (const { path, message } of fieldErrors) {
    const field = fieldOf(path.replace(/^data\./, ''));
    if (field && !errors.has(field)) errors.set(field, message);
  }
  return errors;
}

/**
 * The first problem per field of a whole form under the server's zod rules (its issues), as
 * message keys: what a post form shows before it sends.
 */
export function issuesByField<Field extends string, Key>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  fieldOf: (path: string) => Field | undefined,
  keyOf: (message: string) => Key,
): Map<Field, Key> {
  const errors = new Map<Field, Key>();
  for (const issue of issues) {
    const field = fieldOf(issue.path.map(String).join('.'));
    if (field && !errors.has(field)) errors.set(field, keyOf(issue.message));
  }
  return errors;
}

/** `fieldOf` for a form whose fields are named as the input's last path segment. */
export function fieldIn<Field extends string>(
  fields: readonly Field[],
): (path: string) => Field | undefined {
  return (path) => fields.find((field) => field === path.split('.').at(-1));
}

/** The limit of a monthly quota error (SPEC §8: field `quota`, `params.limit`), else null. */
export function quotaLimitOf(fieldErrors: readonly FieldError[]): number | null {
  const quota = fieldErrors.find((error) => error.path === 'quota');
  const limit = Number(quota?.params?.limit);
  return Number.isFinite(limit) && limit > 0 ? limit : null;
}
