import { z } from 'zod';
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, EMAIL_MAX, PHONE_DIGITS } from './limits';

/*
 * The contact input schemas (zod). The constants and types they use live in `contact.ts`, which
 * loads no zod: a page that needs a page size or a label does not pay for the form's rules (ADR
 * 0035).
 */

/**
 * Field rules of SPEC §5. Messages are catalogue keys under `validation.`,
 * so both the web form and the API speak the user's language.
 */
export const emailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX, { error: 'invalidEmail' })
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'invalidEmail' });

export const phoneSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${PHONE_DIGITS}}$`), { error: 'invalidPhone' });

export const contactInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, { error: 'invalidName' })
    .max(CONTACT_NAME_MAX, { error: 'invalidName' }),
  email: emailSchema,
  phone: phoneSchema,
  message: z
    .string()
    .trim()
    .min(10, { error: 'invalidMessage' })
    .max(CONTACT_MESSAGE_MAX, { error: 'invalidMessage' }),
});
export type ContactInput = z.infer<typeof contactInputSchema>;
