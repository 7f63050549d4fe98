import { emailSchema } from '@dawa/shared/contact';
import { PASSWORD_MIN_LENGTH } from '@dawa/shared/limits';

/** better-auth's default upper bound; longer passwords are refused by the server. */
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 120;

/** SPEC §5: text@text.text without spaces (the same rule as the server's contact form). */
export function isValidEmail(value: string): boolean {
  return emailSchema.safeParse(value).success;
}

/** SPEC §5: at least 6 characters. Spaces count: a passphrase may contain them. */
export function isValidPassword(value: string): boolean {
  return value.length >= PASSWORD_MIN_LENGTH && value.length <= PASSWORD_MAX_LENGTH;
}

export function isValidName(value: string): boolean {
  const name = value.trim();
  return name.length > 0 && name.length <= NAME_MAX_LENGTH;
}

export type ResetField = 'password' | 'confirm';

/** The `validation.` message key for a field of the new-password form, or null when fine. */
export function resetPasswordProblem(
  field: ResetField,
  values: Readonly<Record<ResetField, string>>,
): 'invalidPassword' | 'passwordsDiffer' | null {
  if (field === 'password') return isValidPassword(values.password) ? null : 'invalidPassword';
  return values.confirm === values.password ? null : 'passwordsDiffer';
}
