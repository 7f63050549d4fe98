import { phoneNumberSchema, verificationCodeSchema } from '@dawa/shared/accountInput';
import { emailSchema } from '@dawa/shared/contactInput';
import { PASSWORD_MIN_LENGTH, VERIFICATION_CODE_LENGTH } from '@dawa/shared/limits';

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

/** Arabic-Indic and Persian digits (what an Arabic keyboard types) as 0-9. */
export function toLatinDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) =>
    String((digit.codePointAt(0) ?? 0) & 0xf),
  );
}

/** SPEC §5: an Egyptian mobile number in its stored form (`01012345678`), or null. */
export function normalisedPhoneNumber(value: string): string | null {
  const result = phoneNumberSchema.safeParse(toLatinDigits(value));
  return result.success ? result.data : null;
}

export function isValidPhoneNumber(value: string): boolean {
  return normalisedPhoneNumber(value) !== null;
}

/** What the code field keeps of what was typed or pasted: Latin digits, no spaces, 6 at most. */
export function codeInputValue(typed: string): string {
  return toLatinDigits(typed).replace(/[\s-]/g, '').slice(0, VERIFICATION_CODE_LENGTH);
}

/** SPEC §5: exactly 6 digits, numeric only. */
export function isValidVerificationCode(value: string): boolean {
  return verificationCodeSchema.safeParse(value).success;
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
