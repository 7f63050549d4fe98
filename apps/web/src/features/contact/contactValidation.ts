import { contactInputSchema, type ContactInput } from '@dawa/shared/contactInput';
import type { FieldError } from '@dawa/shared/errors';
import { fieldIn, fieldProblem, formFieldErrors } from '../../app/forms/fieldErrors';

export type ContactField = keyof ContactInput;

export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'phone', 'message'];

/** A key under `validation.` in the app catalogue, or undefined when the value is valid. */
export const contactFieldError = (field: ContactField, value: unknown) =>
  fieldProblem(contactInputSchema.shape, field, value);

export const contactFieldErrors = (fieldErrors: readonly FieldError[]) =>
  formFieldErrors(fieldErrors, fieldIn(CONTACT_FIELDS));
