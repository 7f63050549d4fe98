import { orderInputSchema } from '@dawa/shared/commerce';
import { and, asc, count, eq, exists, ilike, inArray, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { user } from '../../platform/auth/auth.tables';
import { userRole } from '../../platform/auth/roles.tables';
import type { Db } from '../../platform/db/db';
import { isUuid, newId } from '../../platform/db/ids';
import { escapeLike } from '../../platform/db/like';
import { AppError, notFound, parseInput, requireAccess } from '../../platform/errors';
import { beforeAfter } from '../../platform/events/events';
import type { Viewer } from '../../platform/graphql/context';
import { tablePage, type TableArgs, type TablePage } from '../../platform/graphql/pagination';
import type { Platform } from '../../platform/platform';
import { removeDiscardedFilesNow } from '../uploads/uploads.service';
import { attachFiles, discardFiles } from './commerce.files';
import type { CommerceRequest } from './commerce.policy';
import {
  customer,
  orderProduct,
  product,
  salesOrder,
  type Customer,
  type Product,
  type SalesOrder,
} from './commerce.tables';

/** An id and what the admin pages show for it (SPEC §3 autocomplete option). */
export interface Option {
  id: string;
  label: string;
}

export interface OrderView extends SalesOrder {
  customer: Pick<Customer, 'id' | 'name'>;
  products: Pick<Product, 'id' | 'name' | 'unitPrice'>[];
  employee: Option | null;
}

const filterSchema = z.object({
  /** Part of the customer's name. */
  search: z.string().trim().max(200).nullish(),
  delivered: z.boolean().nullish(),
});

/** Adds customers, products and employees to orders: three reads, however many orders. */
async function withRelations(db: Db, rows: SalesOrder[]): Promise<OrderView[]> {
  if (rows.length === 0) return [];
  const orderIds = rows.map((row) => row.id);
  const customerIds = [...new Set(rows.map((row) => row.customerId))];
  const employeeIds = [...new Set(rows.flatMap((row) => row.employeeId ?? []))];
  const [customers, lines, employees] = await Promise.all([
    db
      .select({ id: customer.id, name: customer.name })
      .from(customer)
      .where(inArray(customer.id, customerIds)),
    db
      .select({
        orderId: orderProduct.orderId,
        id: product.id,
        name: product.name,
        unitPrice: product.unitPrice,
      })
      .from(orderProduct)
      .innerJoin(product, eq(product.id, orderProduct.productId))
      .where(inArray(orderProduct.orderId, orderIds))
      .orderBy(asc(orderProduct.position)),
    employeeIds.length > 0
      ? db
          .select({ id: user.id, name: user.name, email: user.email })
          .from(user)
          .where(inArray(user.id, employeeIds))
      : Promise.resolve([]),
  ]);
  const customerById = new Map(customers.map((row) => [row.id, row]));
  const employeeById = new Map(employees.map((row) => [row.id, employeeOption(row)]));
  return rows.map((row) => ({
    ...row,
    customer: customerById.get(row.customerId) ?? { id: row.customerId, name: '' },
    products: lines
      .filter((line) => line.orderId === row.id)
      .map(({ id, name, unitPrice }) => ({ id, name, unitPrice })),
    employee: row.employeeId ? (employeeById.get(row.employeeId) ?? null) : null,
  }));
}

const employeeOption = (row: { id: string; name: string; email: string }): Option => ({
  id: row.id,
  label: `${row.name} <${row.email}>`,
});

/** The admin table of orders (roles that read orders): by customer name and delivery. */
export async function listOrders(
  platform: Platform,
  viewer: Viewer | null,
  filterInput: unknown,
  args: TableArgs,
): Promise<TablePage<OrderView>> {
  requireAccess(viewer, 'orders', 'read');
  const filter = parseInput(filterSchema, filterInput ?? {});
  const { db } = platform.database;
  const where = and(
    filter.search ? ilike(customer.name, `%${escapeLike(filter.search)}%`) : undefined,
    filter.delivered == null ? undefined : eq(salesOrder.delivered, filter.delivered),
  );
  const page = await tablePage<SalesOrder, 'customer' | 'delivered' | 'createdAt'>({
    args,
    sortable: {
      customer: customer.name,
      delivered: salesOrder.delivered,
      createdAt: salesOrder.createdAt,
    },
    defaultSort: { key: 'createdAt', descending: true },
    tiebreak: salesOrder.id,
    count: async () =>
      (
        await db
          .select({ n: count() })
          .from(salesOrder)
          .innerJoin(customer, eq(customer.id, salesOrder.customerId))
          .where(where)
      )[0]?.n ?? 0,
    query: (order, limit, offset) =>
      db
        .select({ order: salesOrder })
        .from(salesOrder)
        .innerJoin(customer, eq(customer.id, salesOrder.customerId))
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset)
        .then((rows) => rows.map((row) => row.order)),
  });
  return { ...page, items: await withRelations(db, page.items) };
}

export async function getOrder(
  platform: Platform,
  viewer: Viewer | null,
  id: string,
): Promise<OrderView> {
  requireAccess(viewer, 'orders', 'read');
  const { db } = platform.database;
  const [row] = isUuid(id) ? await db.select().from(salesOrder).where(eq(salesOrder.id, id)) : [];
  if (!row) throw notFound('Order');
  const [view] = await withRelations(db, [row]);
  if (!view) throw new Error('unreachable');
  return view;
}

/** Users with an admin role, by name or e-mail: who an order's editor may pick as employee. */
export async function listEmployeeOptions(
  platform: Platform,
  viewer: Viewer | null,
  search: string,
): Promise<Option[]> {
  requireAccess(viewer, 'orders', 'write');
  const { db } = platform.database;
  const pattern = `%${escapeLike(search.trim().slice(0, 200))}%`;
  const rows = await db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(and(isStaff(db), or(ilike(user.name, pattern), ilike(user.email, pattern))))
    .orderBy(asc(user.name))
    .limit(20);
  return rows.map(employeeOption);
}

const isStaff = (db: Db) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(userRole)
      .where(eq(userRole.userId, user.id)),
  );

const attachment = (id: string) => `order:${id}`;

/** The input's references exist (the employee holds a role): field errors otherwise. */
async function checkReferences(
  tx: Db,
  data: { customerId: string; productIds: string[]; employeeId: string },
): Promise<void> {
  const [found, products, employee] = await Promise.all([
    tx.select({ id: customer.id }).from(customer).where(eq(customer.id, data.customerId)),
    tx.select({ id: product.id }).from(product).where(inArray(product.id, data.productIds)),
    tx
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.id, data.employeeId), isStaff(tx))),
  ]);
  const errors = [
    found.length === 0 && { path: 'customerId', message: 'invalidCustomer' },
    products.length < data.productIds.length && { path: 'productIds', message: 'invalidProducts' },
    employee.length === 0 && { path: 'employeeId', message: 'invalidEmployee' },
  ].filter((error) => error !== false);
  if (errors.length > 0) throw new AppError('VALIDATION', 'Please correct the order.', errors);
}

/** Creates or updates an order with its products and attachments, with its event. */
async function saveOrder(
  platform: Platform,
  request: CommerceRequest,
  id: string | null,
  input: unknown,
): Promise<OrderView> {
  const me = requireAccess(request.viewer, 'orders', 'write');
  const { attachmentUploadIds, productIds, ...data } = parseInput(orderInputSchema, input);
  if (id !== null && !isUuid(id)) throw notFound('Order');
  const saved = await platform.transact(request.actor, async (tx, record) => {
    const orderId = id ?? newId();
    const [before] = id
      ? await tx.select().from(salesOrder).where(eq(salesOrder.id, id)).for('update')
      : [];
    if (id && !before) throw notFound('Order');
    await checkReferences(tx, { ...data, productIds });
    const attachments = await attachFiles(tx, record, {
      ownerId: me.id,
      purpose: 'order',
      attachTo: attachment(orderId),
      uploadIds: attachmentUploadIds,
      field: 'attachmentUploadIds',
    });
    const values = { ...data, attachments };
    const [row] = before
      ? await tx.update(salesOrder).set(values).where(eq(salesOrder.id, orderId)).returning()
      : await tx
          .insert(salesOrder)
          .values({ id: orderId, ...values })
          .returning();
    if (!row) throw new Error('order write returned no row');
    const previousProducts = before
      ? (
          await tx
            .select({ id: orderProduct.productId })
            .from(orderProduct)
            .where(eq(orderProduct.orderId, orderId))
            .orderBy(asc(orderProduct.position))
        ).map((line) => line.id)
      : [];
    await tx.delete(orderProduct).where(eq(orderProduct.orderId, orderId));
    await tx
      .insert(orderProduct)
      .values(productIds.map((productId, position) => ({ orderId, productId, position })));
    const shown = { ...data, productIds, attachmentUploadIds };
    await record({
      entity: 'order',
      entityId: orderId,
      action: before ? 'update' : 'create',
      values: before
        ? beforeAfter(
            {
              customerId: before.customerId,
              employeeId: before.employeeId,
              delivered: before.delivered,
              productIds: previousProducts,
              attachmentUploadIds: before.attachments.map((file) => file.uploadId),
            },
            shown,
          )
        : shown,
    });
    return row;
  });
  await removeDiscardedFilesNow(platform);
  const [view] = await withRelations(platform.database.db, [saved]);
  if (!view) throw new Error('unreachable');
  return view;
}

export const createOrder = (platform: Platform, request: CommerceRequest, input: unknown) =>
  saveOrder(platform, request, null, input);

export const updateOrder = (
  platform: Platform,
  request: CommerceRequest,
  id: string,
  input: unknown,
) => saveOrder(platform, request, id, input);

/** Deletes an order and its attachments' files. */
export async function deleteOrder(
  platform: Platform,
  request: CommerceRequest,
  id: string,
): Promise<boolean> {
  requireAccess(request.viewer, 'orders', 'write');
  if (!isUuid(id)) throw notFound('Order');
  await platform.transact(request.actor, async (tx, record) => {
    const deleted = await tx
      .delete(salesOrder)
      .where(eq(salesOrder.id, id))
      .returning({ id: salesOrder.id });
    if (deleted.length === 0) throw notFound('Order');
    await discardFiles(tx, record, attachment(id));
    await record({ entity: 'order', entityId: id, action: 'delete' });
  });
  await removeDiscardedFilesNow(platform);
  return true;
}
