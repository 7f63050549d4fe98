import { GENDERS, customerInputSchema } from '@dawa/shared/commerce';
import { and, count, eq, ilike, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { isUuid, newId } from '../../platform/db/ids';
import { escapeLike } from '../../platform/db/like';
import { notFound, parseInput, requireAccess } from '../../platform/errors';
import { beforeAfter } from '../../platform/events/events';
import type { Viewer } from '../../platform/graphql/context';
import { tablePage, type TableArgs, type TablePage } from '../../platform/graphql/pagination';
import type { Platform } from '../../platform/platform';
import { refuseDeleteInUse, type CommerceRequest } from './commerce.policy';
import { customer, salesOrder, type Customer } from './commerce.tables';

const filterSchema = z.object({
  search: z.string().trim().max(200).nullish(),
  gender: z.enum(GENDERS).nullish(),
});

function whereOf(filter: z.infer<typeof filterSchema>): SQL | undefined {
  return and(
    filter.search ? ilike(customer.name, `%${escapeLike(filter.search)}%`) : undefined,
    filter.gender ? eq(customer.gender, filter.gender) : undefined,
  );
}

/** The admin table of customers (roles that read customers): by name and gender. */
export async function listCustomers(
  platform: Platform,
  viewer: Viewer | null,
  filterInput: unknown,
  args: TableArgs,
): Promise<TablePage<Customer>> {
  requireAccess(viewer, 'customers', 'read');
  const where = whereOf(parseInput(filterSchema, filterInput ?? {}));
  const { db } = platform.database;
  return tablePage<Customer, 'name' | 'birthdate' | 'createdAt'>({
    args,
    sortable: { name: customer.name, birthdate: customer.birthdate, createdAt: customer.createdAt },
    defaultSort: { key: 'createdAt', descending: true },
    tiebreak: customer.id,
    count: async () => (await db.select({ n: count() }).from(customer).where(where))[0]?.n ?? 0,
    query: (order, limit, offset) =>
      db
        .select()
        .from(customer)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
  });
}

export async function getCustomer(
  platform: Platform,
  viewer: Viewer | null,
  id: string,
): Promise<Customer> {
  requireAccess(viewer, 'customers', 'read');
  const [row] = isUuid(id)
    ? await platform.database.db.select().from(customer).where(eq(customer.id, id))
    : [];
  if (!row) throw notFound('Customer');
  return row;
}

export async function createCustomer(
  platform: Platform,
  request: CommerceRequest,
  input: unknown,
): Promise<Customer> {
  requireAccess(request.viewer, 'customers', 'write');
  const data = parseInput(customerInputSchema, input);
  return platform.transact(request.actor, async (tx, record) => {
    const [row] = await tx
      .insert(customer)
      .values({ id: newId(), ...data })
      .returning();
    if (!row) throw new Error('customer insert returned no row');
    await record({ entity: 'customer', entityId: row.id, action: 'create', values: data });
    return row;
  });
}

export async function updateCustomer(
  platform: Platform,
  request: CommerceRequest,
  id: string,
  input: unknown,
): Promise<Customer> {
  requireAccess(request.viewer, 'customers', 'write');
  const data = parseInput(customerInputSchema, input);
  if (!isUuid(id)) throw notFound('Customer');
  return platform.transact(request.actor, async (tx, record) => {
    const [before] = await tx.select().from(customer).where(eq(customer.id, id)).for('update');
    if (!before) throw notFound('Customer');
    const [row] = await tx.update(customer).set(data).where(eq(customer.id, id)).returning();
    if (!row) throw new Error('customer update returned no row');
    await record({
      entity: 'customer',
      entityId: id,
      action: 'update',
      values: beforeAfter(
        { name: before.name, birthdate: before.birthdate, gender: before.gender },
        data,
      ),
    });
    return row;
  });
}

/** CONFLICT `recordInOrders` while an order names the customer. */
export async function deleteCustomer(
  platform: Platform,
  request: CommerceRequest,
  id: string,
): Promise<boolean> {
  requireAccess(request.viewer, 'customers', 'write');
  if (!isUuid(id)) throw notFound('Customer');
  return platform.transact(request.actor, async (tx, record) => {
    // The lock waits for an order being saved with this customer (its foreign key's share lock).
    const [row] = await tx.select().from(customer).where(eq(customer.id, id)).for('update');
    if (!row) throw notFound('Customer');
    const [used] = await tx
      .select({ id: salesOrder.id })
      .from(salesOrder)
      .where(eq(salesOrder.customerId, id))
      .limit(1);
    if (used) throw refuseDeleteInUse();
    await tx.delete(customer).where(eq(customer.id, id));
    await record({
      entity: 'customer',
      entityId: id,
      action: 'delete',
      values: { name: row.name },
    });
    return true;
  });
}
