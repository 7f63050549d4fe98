import { drugInputSchema, type DrugInput } from '@dawa/shared/drugInput';
import type { FieldError } from '@dawa/shared/errors';

export type DrugField = keyof DrugInput;

export const DRUG_FIELDS: readonly DrugField[] = [
  'tradeName',
  'arabicName',
  'genericNames',
  'companies',
  'routes',
  'pharmacologicalUses',
  'category',
  'mechanismOfAction',
  'barcode',
  'price',
  'oldPrice',
];

export const DRUG_LIST_FIELDS = [
  'genericNames',
  'companies',
  'routes',
  'pharmacologicalUses',
] as const satisfies readonly DrugField[];

/** What the form holds: text as typed, lists as tags, prices as numbers or empty. */
export interface DrugFormValues {
  tradeName: string;
  arabicName: string;
  genericNames: string[];
  companies: string[];
  routes: string[];
  pharmacologicalUses: string[];
  category: string;
  mechanismOfAction: string;
  barcode: string;
  price: number | null;
  oldPrice: number | null;
}

/** The saved drug's fields (as the API returns them). */
export type SavedDrug = {
  [Field in DrugField]: Field extends 'price' ? number : DrugInput[Field] | null | undefined;
};

export const EMPTY_DRUG_FORM: DrugFormValues = {
  tradeName: '',
  arabicName: '',
  genericNames: [],
  companies: [],
  routes: [],
  pharmacologicalUses: [],
  category: '',
  mechanismOfAction: '',
  barcode: '',
  price: null,
  oldPrice: null,
};

export function formValuesOf(drug: SavedDrug): DrugFormValues {
  return {
    tradeName: drug.tradeName ?? '',
    arabicName: drug.arabicName ?? '',
    genericNames: [...(drug.genericNames ?? [])],
    companies: [...(drug.companies ?? [])],
    routes: [...(drug.routes ?? [])],
    pharmacologicalUses: [...(drug.pharmacologicalUses ?? [])],
    category: drug.category ?? '',
    mechanismOfAction: drug.mechanismOfAction ?? '',
    barcode: drug.barcode ?? '',
    price: drug.price,
    oldPrice: drug.oldPrice ?? null,
  };
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && !value.trim());
}

/**
 * The first problem with one field under the server's own schema, as a key under
 * `validation.`, or undefined when the value is valid. An empty required field says
 * `required` (zod would call an empty price an invalid price).
 */
export function drugFieldError(field: DrugField, value: unknown): string | undefined {
  if ((field === 'price' || field === 'tradeName') && isEmpty(value)) return 'required';
  const input = field === 'oldPrice' && isEmpty(value) ? null : (value ?? undefined);
  const result = drugInputSchema.shape[field].safeParse(input);
  if (result.success) return undefined;
  const [issue] = result.error.issues;
  if (!issue) return 'invalid';
  return issue.code === 'invalid_type' && field !== 'price' && field !== 'oldPrice'
    ? 'required'
    : issue.message;
}

/** The API input: validated and trimmed by the shared schema, as the server will. */
export function toDrugInput(values: DrugFormValues): DrugInput {
  return drugInputSchema.parse({ ...values, price: values.price ?? undefined });
}

function isDrugField(value: string | undefined): value is DrugField {
  return (DRUG_FIELDS as readonly (string | undefined)[]).includes(value);
}

/**
 * The server's field errors that belong to a form field: `price`, `data.price`, or a list
 * item such as `genericNames.2` (reported on the list).
 */
export function drugFieldErrors(
  fieldErrors: readonly FieldError[],
): { field: DrugField; message: string }[] {
  const found: { field: DrugField; message: string }[] = [];
  for (const { path, message } of fieldErrors) {
    const segments = path.split('.').filter((segment) => segment !== 'data');
    const field = segments.find((segment) => isDrugField(segment));
    if (isDrugField(field) && !found.some((entry) => entry.field === field)) {
      found.push({ field, message });
    }
  }
  return found;
}

/**
 * The old price to show after the price field changed, unless the editor typed an old price
 * themselves: a new price puts the saved price there (the server keeps the previous price as
 * the old one too); going back to the saved price restores the saved old price.
 */
export function oldPriceForPrice(
  saved: { price: number; oldPrice: number | null | undefined },
  price: number | null,
): number | null {
  if (price === null || price === saved.price) return saved.oldPrice ?? null;
  return saved.price;
}
