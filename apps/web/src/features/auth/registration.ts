import { profileInputSchema } from '@dawa/shared/accountInput';
import type { FieldError } from '@dawa/shared/errors';

/** SPEC §6: registration is complete when these four are present. */
export const REGISTRATION_FIELDS = ['phoneNumber', 'idNumber', 'userType', 'userCategory'] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];
export type RegistrationValues = Record<RegistrationField, string>;

/** The fields the screen asks for: the ones the user has not filled in yet. */
export function missingRegistrationFields(
  user: Readonly<Record<RegistrationField, string | null>>,
): RegistrationField[] {
  return REGISTRATION_FIELDS.filter((field) => !user[field]?.trim());
}

/** Each field's own message: what is wrong with it, whatever rule it broke. */
const FIELD_PROBLEMS = {
  phoneNumber: 'invalidPhone',
  idNumber: 'invalidIdNumber',
  userType: 'invalidUserType',
  userCategory: 'invalidUserCategory',
} as const satisfies Record<RegistrationField, string>;

/** Messages of the auth catalogue under `validation.` that the server's rules can give. */
const PROBLEMS = [...Object.values(FIELD_PROBLEMS), 'phoneNumberInUse'] as const;
export type RegistrationProblem = (typeof PROBLEMS)[number];

function problemKey(field: RegistrationField, message: string | undefined): RegistrationProblem {
  return PROBLEMS.find((key) => key === message) ?? FIELD_PROBLEMS[field];
}

/** The first problem with a field under the server's own rules, or null when it is fine. */
export function registrationProblem(
  field: RegistrationField,
  value: string,
): RegistrationProblem | null {
  // Empty is a value here: these fields are what the user came to fill in.
  const result = profileInputSchema.shape[field].safeParse(value);
  return result.success ? null : problemKey(field, result.error.issues[0]?.message);
}

/** The server's field errors (`phoneNumber`, `profile.idNumber`) by registration field. */
export function registrationFieldErrors(
  fieldErrors: readonly FieldError[],
): Partial<Record<RegistrationField, RegistrationProblem>> {
  const problems: Partial<Record<RegistrationField, RegistrationProblem>> = {};
  for (const { path, message } of fieldErrors) {
    const field = REGISTRATION_FIELDS.find((name) => name === path.split('.').at(-1));
    if (field && !problems[field]) problems[field] = problemKey(field, message);
  }
  return problems;
}

/** The profile update that fills in `fields`, trimmed (the server stores the phone normalised). */
export function registrationInput(
  fields: readonly RegistrationField[],
  values: Readonly<RegistrationValues>,
): Partial<RegistrationValues> {
  return Object.fromEntries(fields.map((field) => [field, values[field].trim()]));
}
