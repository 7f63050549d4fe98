import { z } from 'zod';
import { DRUG_LIST_MAX, DRUG_LONG_TEXT_MAX, DRUG_PRICE_MAX, DRUG_TEXT_MAX } from './drugs';

/**
 * A drug as an admin or an import writes it. Messages are catalogue keys under
 * `validation.`. Prices are L.E. with at most two decimals (stored as numeric(12,2)).
 */
const name = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  .max(DRUG_TEXT_MAX, { error: 'tooLong' });
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'tooLong' })
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .default(null);
const list = z
  .array(z.string().trim().min(1).max(DRUG_TEXT_MAX, { error: 'tooLong' }))
  .max(DRUG_LIST_MAX, { error: 'tooMany' })
  .nullish()
  .transform((values) => values ?? []);
const price = z
  .number({ error: 'invalidPrice' })
  .positive({ error: 'invalidPrice' })
  .max(DRUG_PRICE_MAX, { error: 'invalidPrice' })
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    error: 'invalidPrice',
  });

export const drugInputSchema = z.object({
  tradeName: name,
  arabicName: optionalText(DRUG_TEXT_MAX),
  genericNames: list,
  companies: list,
  routes: list,
  pharmacologicalUses: list,
  category: optionalText(DRUG_TEXT_MAX),
  mechanismOfAction: optionalText(DRUG_LONG_TEXT_MAX),
  barcode: optionalText(64),
  price,
  // Left out: kept (or, when the price changes, the previous price); null: cleared.
  oldPrice: price.nullable().optional(),
});
export type DrugInput = z.infer<typeof drugInputSchema>;
