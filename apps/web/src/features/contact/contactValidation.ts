import { contactInputSchema, type ContactInput } from '@dawa/shared/contact';
import type { FieldError } from '@dawa/shared/errors';
import { fieldProblem, formFieldErrors } from '../../app/errors/formFields';

export type ContactField = keyof ContactInput;

export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'phone', 'message'];

/** A key under `validation.` in the app catalogue, or undefined when the value is valid. */
export const contactFieldError = (field: ContactField, value: unknown) =>
  fieldProblem(contactInputSchema.shape, field, value);

export const contactFieldErrors = (fieldErrors: readonly FieldError[]) =>
  formFieldErrors(CONTACT_FIELDS, fieldErrors);
