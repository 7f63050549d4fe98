import { customerInputSchema, productInputSchema, type CustomerInput } from '@dawa/shared/commerce';
import { IMPORT_SECTIONS } from '@dawa/shared/importer';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { newId } from '../../platform/db/ids';
import {
  importDefinition,
  parseSheet,
  sheetTemplate,
  type ImportDefinition,
  type SheetColumn,
  type SheetImport,
} from '../../platform/importer/importDefinition';
import { customer, product } from './commerce.tables';

const column = (
  header: string,
  required: boolean,
  en: string,
  ar: string,
  examples: string[],
): SheetColumn => ({ header, required, en, ar, examples });

/** A date cell as `YYYY-MM-DD`: typed as text, or a spreadsheet date (read at noon UTC). */
function dayOf(text: string | null): string {
  if (text === null || /^\d{4}-\d{2}-\d{2}$/.test(text)) return text ?? '';
  const date = new Date(text);
  return Number.isNaN(date.getTime())
    ? text
    : new Date(date.getTime() + 12 * 3600_000).toISOString().slice(0, 10);
}

const customerSpec: SheetImport<CustomerInput> = {
  sheet: 'Customers',
  columns: [
    column('name', true, 'Full name (up to 120 characters).', 'الاسم الكامل (حتى 120 حرفًا).', [
      'Mona Adel',
      'Ahmed Samir',
    ]),
    column(
      'birthdate',
      true,
      'Birthdate as YYYY-MM-DD, from 1900 to today.',
      'تاريخ الميلاد بصيغة YYYY-MM-DD، من 1900 حتى اليوم.',
      ['1990-02-03', '1984-11-20'],
    ),
    column('gender', true, 'male or female.', 'male (ذكر) أو female (أنثى).', ['female', 'male']),
  ],
  candidate: (get) => ({
    name: get('name') ?? '',
    birthdate: dayOf(get('birthdate')),
    gender: get('gender')?.toLowerCase() ?? '',
  }),
  schema: customerInputSchema,
  fieldHeaders: { name: 'name', birthdate: 'birthdate', gender: 'gender' },
  label: (get) => get('name') ?? '',
  key: (row) => `${row.name.toLowerCase()}|${row.birthdate}`,
};

/** A product row: the form's fields but photos, which are uploaded in the product's form. */
const productRowSchema = productInputSchema.omit({ photoUploadIds: true });
type ProductRow = z.infer<typeof productRowSchema>;

const productSpec: SheetImport<ProductRow> = {
  sheet: 'Products',
  columns: [
    column(
      'name',
      true,
      'Name (up to 120 characters). An existing product with this name (any case) is updated, not added again.',
      'الاسم (حتى 120 حرفًا). المنتج الموجود بالاسم نفسه يُحدَّث ولا يُضاف مرة أخرى.',
      ['Gauze roll 10 cm', 'Digital thermometer'],
    ),
    column('description', false, 'Up to 2000 characters.', 'حتى 2000 حرف.', [
      'Sterile, 10 cm × 4 m',
    ]),
    column(
      'unit_price',
      true,
      'Unit price in L.E., positive, at most 2 decimals.',
      'سعر الوحدة بالجنيه، موجب، بحد أقصى رقمين عشريين.',
      ['12.50', '185'],
    ),
  ],
  candidate: (get) => ({
    name: get('name') ?? '',
    description: get('description'),
    unitPrice: Number(get('unit_price') ?? Number.NaN),
  }),
  schema: productRowSchema,
  fieldHeaders: { name: 'name', description: 'description', unitPrice: 'unit_price' },
  label: (get) => get('name') ?? '',
  key: (row) => row.name.toLowerCase(),
};

/** Customers and products (issue #16 points 5 and 6), registered with the importer at boot. */
export function commerceImportDefinitions(): ImportDefinition[] {
  return [
    importDefinition<CustomerInput>({
      entity: 'customers',
      section: IMPORT_SECTIONS.customers,
      parse: (upload) => parseSheet(customerSpec, upload),
      template: () => sheetTemplate(customerSpec),
      async write(tx, record, rows) {
        for (const row of rows) {
          const id = newId();
          await tx.insert(customer).values({ id, ...row });
          await record({
            entity: 'customer',
            entityId: id,
            action: 'create',
            values: { ...row, source: 'import' },
          });
        }
      },
    }),
    importDefinition<ProductRow>({
      entity: 'products',
      section: IMPORT_SECTIONS.products,
      parse: (upload) => parseSheet(productSpec, upload),
      template: () => sheetTemplate(productSpec),
      async write(tx, record, rows) {
        for (const row of rows) {
          const [found] = await tx
            .select()
            .from(product)
            .where(sql`lower(${product.name}) = lower(${row.name})`)
            .for('update');
          if (found) {
            await tx.update(product).set(row).where(eq(product.id, found.id));
            await record({
              entity: 'product',
              entityId: found.id,
              action: 'update',
              values: {
                before: {
                  name: found.name,
                  description: found.description,
                  unitPrice: found.unitPrice,
                },
                after: row,
                source: 'import',
              },
            });
            continue;
          }
          const id = newId();
          await tx.insert(product).values({ id, ...row });
          await record({
            entity: 'product',
            entityId: id,
            action: 'create',
            values: { ...row, source: 'import' },
          });
        }
      },
    }),
  ];
}
