import { z } from 'zod';
import { boundedText } from './fields';

/**
 * The admin area's template entities (SPEC §3, issue #16 point 6): customers, products and
 * orders. Checked by the server's services and by the admin forms (ResourceForm walks these
 * shapes), so both say the same.
 */

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

export const COMMERCE_NAME_MAX = 120;
export const PRODUCT_DESCRIPTION_MAX = 2000;
/** A unit price in L.E., at most this, with at most 2 decimals. */
export const PRODUCT_PRICE_MAX = 10_000_000;
/** The most photos of a product and attachments of an order (one gallery size for the admin). */
export const COMMERCE_FILES_MAX = 10;
/** The most products one order names. */
export const ORDER_PRODUCTS_MAX = 50;
/** Birthdates from this year on (older is a typing mistake), up to today. */
export const BIRTHDATE_MIN = '1900-01-01';

const name = boundedText(1, COMMERCE_NAME_MAX, 'invalidName');

/** `YYYY-MM-DD`, a real day, from 1900 up to today (UTC: a day early is no harm). */
const birthdate = z
  .string({ error: 'invalidBirthdate' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalidBirthdate' })
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value) &&
      value >= BIRTHDATE_MIN &&
      value <= new Date().toISOString().slice(0, 10),
    { error: 'invalidBirthdate' },
  );

/** Upload ids in the record's order, each once, at most `COMMERCE_FILES_MAX`. */
const uploadIds = (invalid: string, tooMany: string) =>
  z
    .array(z.uuid({ error: invalid }), { error: invalid })
    .pipe(
      z
        .array(z.string())
        .max(COMMERCE_FILES_MAX, { error: tooMany })
        .refine((ids) => new Set(ids).size === ids.length, { error: invalid }),
    )
    .nullish()
    .transform((ids) => ids ?? []);

const unitPrice = z
  .number({ error: 'invalidPrice' })
  .positive({ error: 'invalidPrice' })
  .max(PRODUCT_PRICE_MAX, { error: 'invalidPrice' })
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    error: 'invalidPrice',
  });

export const customerInputSchema = z.object({
  name,
  birthdate,
  gender: z.enum(GENDERS, { error: 'invalidGender' }),
});
export type CustomerInput = z.infer<typeof customerInputSchema>;

export const productInputSchema = z.object({
  name,
  description: z
    .string({ error: 'invalidDescription' })
    .trim()
    .max(PRODUCT_DESCRIPTION_MAX, { error: 'invalidDescription' })
    .nullish()
    .transform((value) => value ?? ''),
  unitPrice,
  /** From `POST /api/uploads?purpose=product`: public pictures, first = cover. */
  photoUploadIds: uploadIds('invalidPhotos', 'tooManyPhotos'),
});
export type ProductInput = z.infer<typeof productInputSchema>;

export const orderInputSchema = z.object({
  customerId: z.uuid({ error: 'invalidCustomer' }),
  productIds: z
    .array(z.uuid({ error: 'invalidProducts' }), { error: 'invalidProducts' })
    .min(1, { error: 'invalidProducts' })
    .max(ORDER_PRODUCTS_MAX, { error: 'invalidProducts' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'invalidProducts' }),
  /** The user who handles the order: someone with an admin role. */
  employeeId: z.string({ error: 'invalidEmployee' }).trim().min(1, { error: 'invalidEmployee' }),
  delivered: z.boolean().default(false),
  /** From `POST /api/uploads?purpose=order`: private, served by signed expiring URLs. */
  attachmentUploadIds: uploadIds('invalidAttachments', 'tooManyAttachments'),
});
export type OrderInput = z.infer<typeof orderInputSchema>;
