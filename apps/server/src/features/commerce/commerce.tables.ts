import type { Gender } from '@dawa/shared/commerce';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from '../../platform/auth/auth.tables';
import { timestamps } from '../../platform/db/columns';

/**
 * A file of a record (a product's photo, an order's attachment), as the upload pipeline stored
 * it: the upload row stays the owner of the file; this keeps the record's order and what the
 * admin pages show without a join.
 */
export interface RecordFile {
  uploadId: string;
  name: string;
  sizeInBytes: number;
  key: string;
  /** Null for a document (an order's PDF). */
  thumbnailKey: string | null;
  /** What is stored: `image/webp` or `application/pdf`. */
  contentType: string;
}

/** A customer of the admin template (SPEC §3). */
export const customer = pgTable(
  'customer',
  {
    id: uuid().primaryKey(),
    name: text().notNull(),
    birthdate: date({ mode: 'string' }).notNull(),
    gender: text().$type<Gender>().notNull(),
    ...timestamps,
  },
  (table) => [index().on(table.name), index().on(table.createdAt)],
);

/** A product of the admin template (SPEC §3); unit price in L.E. */
export const product = pgTable(
  'product',
  {
    id: uuid().primaryKey(),
    name: text().notNull(),
    description: text().notNull().default(''),
    unitPrice: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** Public pictures, first = cover. */
    photos: jsonb().$type<RecordFile[]>().notNull().default([]),
    ...timestamps,
  },
  (table) => [index().on(table.name), index().on(table.unitPrice), index().on(table.createdAt)],
);

/** An order (SPEC §3). `order` is an SQL keyword, hence the table's name. */
export const salesOrder = pgTable(
  'sales_order',
  {
    id: uuid().primaryKey(),
    customerId: uuid()
      .notNull()
      .references(() => customer.id),
    /** The user who handles it; null once that account is deleted. */
    employeeId: text().references(() => user.id, { onDelete: 'set null' }),
    delivered: boolean().notNull().default(false),
    /** Private files: served only by signed, expiring URLs (ADR 0013 amendment). */
    attachments: jsonb().$type<RecordFile[]>().notNull().default([]),
    ...timestamps,
  },
  (table) => [
    index().on(table.customerId),
    index().on(table.employeeId),
    index().on(table.createdAt),
  ],
);

/** The products of an order, in the order given. */
export const orderProduct = pgTable(
  'order_product',
  {
    orderId: uuid()
      .notNull()
      .references(() => salesOrder.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => product.id),
    position: integer().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.productId] }),
    index().on(table.productId),
  ],
);

export type Customer = typeof customer.$inferSelect;
export type Product = typeof product.$inferSelect;
export type SalesOrder = typeof salesOrder.$inferSelect;
