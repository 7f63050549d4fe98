import type { FieldError } from '@dawa/shared/errors';

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

/** The limit of a monthly quota error (SPEC §8: field `quota`, `params.limit`), else null. */
export function quotaLimitOf(fieldErrors: readonly FieldError[]): number | null {
  const quota = fieldErrors.find((error) => error.path === 'quota');
  const limit = Number(quota?.params?.limit);
  return Number.isFinite(limit) && limit > 0 ? limit : null;
}
