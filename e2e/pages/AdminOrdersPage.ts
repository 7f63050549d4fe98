import { expect } from '@playwright/test';
import { ADMIN, ModerationApiUser } from './ModerationPage';
import { PageObject } from './PageObject';

const TEXT = {
  en: {
    title: 'Orders',
    add: 'New order',
    customer: 'Customer',
    products: 'Products',
    employee: 'Employee',
    attachments: 'Attachments',
    chosen: 'Chosen files',
    save: 'Save',
    created: 'Added.',
    pdfName: 'invoice.pdf',
  },
  ar: {
    title: 'الطلبات',
    add: 'طلب جديد',
    customer: 'العميل',
    products: 'المنتجات',
    employee: 'الموظف',
    attachments: 'المرفقات',
    chosen: 'الملفات المختارة',
    save: 'حفظ',
    created: 'تمت الإضافة.',
    pdfName: 'فاتورة.pdf',
  },
} as const;

/** `/{lang}/admin/orders`: the orders table, its detail drawer and its form. */
export class AdminOrdersPage extends PageObject(TEXT) {
  readonly drawer = this.page.getByRole('dialog');

  async open(query = '') {
    await this.page.goto(`/${this.lang}/admin/orders${query}`);
    await expect(this.page.getByRole('heading', { name: this.text.title, level: 1 })).toBeVisible();
  }

  /** Types into a remote-search select and picks the option shown as `label`. */
  async pick(field: string, typed: string, label: string) {
    await this.pickOption(
      this.drawer.getByRole('combobox', { name: field, exact: true }),
      label,
      typed,
    );
    // Closes a multiple select's list (Escape would close the drawer too).
    await this.drawer.locator('.ant-drawer-title').click();
  }
}

/** A customer and a product made through the API by the seeded admin, for an order to name. */
export async function orderReferences(suffix: string) {
  const admin = await ModerationApiUser.signIn(ADMIN);
  const customerName = `Order customer ${suffix}`;
  const productName = `Order product ${suffix}`;
  await admin.graphql('mutation ($data: CustomerInput!) { customerCreate(data: $data) { id } }', {
    data: { name: customerName, birthdate: '1985-04-12', gender: 'female' },
  });
  await admin.graphql('mutation ($data: ProductInput!) { productCreate(data: $data) { id } }', {
    data: { name: productName, unitPrice: 37.5 },
  });
  return { admin, customerName, productName };
}

/**
 * The smallest valid one-page PDF: its cross-reference table points at each object, as the
 * server's check (`%PDF-` header, `%%EOF` end, no active content) and any reader expect.
 */
export function tinyPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 100 100] >>',
  ];
  const parts = ['%PDF-1.4\n'];
  const at: number[] = [];
  for (const [index, body] of objects.entries()) {
    at.push(parts.join('').length);
    parts.push(`${index + 1} 0 obj ${body} endobj\n`);
  }
  const start = parts.join('').length;
  const rows = at.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  parts.push(`xref\n0 4\n0000000000 65535 f \n${rows}`);
  parts.push(`trailer << /Size 4 /Root 1 0 R >>\nstartxref\n${start}\n%%EOF\n`);
  return Buffer.from(parts.join(''), 'latin1');
}
