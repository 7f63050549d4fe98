import { productInputSchema } from '@dawa/shared/commerce';
import { and, count, eq, gte, ilike, lte, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { isUuid, newId } from '../../platform/db/ids';
import { escapeLike } from '../../platform/db/like';
import { notFound, parseInput, requireAccess } from '../../platform/errors';
import { beforeAfter } from '../../platform/events/events';
import type { Viewer } from '../../platform/graphql/context';
import { tablePage, type TableArgs, type TablePage } from '../../platform/graphql/pagination';
import type { Platform } from '../../platform/platform';
import { removeDiscardedFilesNow } from '../uploads/uploads.service';
import { attachFiles, discardFiles } from './commerce.files';
import { refuseDeleteInUse, type CommerceRequest } from './commerce.policy';
import { orderProduct, product, type Product } from './commerce.tables';

const filterSchema = z.object({
  search: z.string().trim().max(200).nullish(),
  /** SPEC §5's number range: a start and an end, either may be left out. */
  priceFrom: z.number().nonnegative().nullish(),
  priceTo: z.number().nonnegative().nullish(),
});

function whereOf(filter: z.infer<typeof filterSchema>): SQL | undefined {
  return and(
    filter.search ? ilike(product.name, `%${escapeLike(filter.search)}%`) : undefined,
    filter.priceFrom == null ? undefined : gte(product.unitPrice, filter.priceFrom),
    filter.priceTo == null ? undefined : lte(product.unitPrice, filter.priceTo),
  );
}

/** The admin table of products (roles that read products): by name and price range. */
export async function listProducts(
  platform: Platform,
  viewer: Viewer | null,
  filterInput: unknown,
  args: TableArgs,
): Promise<TablePage<Product>> {
  requireAccess(viewer, 'products', 'read');
  const where = whereOf(parseInput(filterSchema, filterInput ?? {}));
  const { db } = platform.database;
  return tablePage<Product, 'name' | 'unitPrice' | 'createdAt'>({
    args,
    sortable: { name: product.name, unitPrice: product.unitPrice, createdAt: product.createdAt },
    defaultSort: { key: 'createdAt', descending: true },
    tiebreak: product.id,
    count: async () => (await db.select({ n: count() }).from(product).where(where))[0]?.n ?? 0,
    query: (order, limit, offset) =>
      db
        .select()
        .from(product)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
  });
}

export async function getProduct(
  platform: Platform,
  viewer: Viewer | null,
  id: string,
): Promise<Product> {
  requireAccess(viewer, 'products', 'read');
  const [row] = isUuid(id)
    ? await platform.database.db.select().from(product).where(eq(product.id, id))
    : [];
  if (!row) throw notFound('Product');
  return row;
}

const attachment = (id: string) => `product:${id}`;

/** Creates or updates a product with its photos, in one transaction with its event. */
async function saveProduct(
  platform: Platform,
  request: CommerceRequest,
  id: string | null,
  input: unknown,
): Promise<Product> {
  const me = requireAccess(request.viewer, 'products', 'write');
  const { photoUploadIds, ...data } = parseInput(productInputSchema, input);
  if (id !== null && !isUuid(id)) throw notFound('Product');
  const saved = await platform.transact(request.actor, async (tx, record) => {
    const productId = id ?? newId();
    const [before] = id
      ? await tx.select().from(product).where(eq(product.id, id)).for('update')
      : [];
    if (id && !before) throw notFound('Product');
    const photos = await attachFiles(tx, record, {
      ownerId: me.id,
      purpose: 'product',
      attachTo: attachment(productId),
      uploadIds: photoUploadIds,
      field: 'photoUploadIds',
    });
    const values = { ...data, photos };
    const [row] = before
      ? await tx.update(product).set(values).where(eq(product.id, productId)).returning()
      : await tx
          .insert(product)
          .values({ id: productId, ...values })
          .returning();
    if (!row) throw new Error('product write returned no row');
    const shown = { ...data, photoUploadIds };
    await record({
      entity: 'product',
      entityId: productId,
      action: before ? 'update' : 'create',
      values: before
        ? beforeAfter(
            {
              name: before.name,
              description: before.description,
              unitPrice: before.unitPrice,
              photoUploadIds: before.photos.map((photo) => photo.uploadId),
            },
            shown,
          )
        : shown,
    });
    return row;
  });
  await removeDiscardedFilesNow(platform);
  return saved;
}

export const createProduct = (platform: Platform, request: CommerceRequest, input: unknown) =>
  saveProduct(platform, request, null, input);

export const updateProduct = (
  platform: Platform,
  request: CommerceRequest,
  id: string,
  input: unknown,
) => saveProduct(platform, request, id, input);

/** Deletes a product and its photos; CONFLICT `recordInOrders` while an order names it. */
export async function deleteProduct(
  platform: Platform,
  request: CommerceRequest,
  id: string,
): Promise<boolean> {
  requireAccess(request.viewer, 'products', 'write');
  if (!isUuid(id)) throw notFound('Product');
  await platform.transact(request.actor, async (tx, record) => {
    const [row] = await tx.select().from(product).where(eq(product.id, id)).for('update');
    if (!row) throw notFound('Product');
    const [used] = await tx
      .select({ id: orderProduct.orderId })
      .from(orderProduct)
      .where(eq(orderProduct.productId, id))
      .limit(1);
    if (used) throw refuseDeleteInUse();
    await discardFiles(tx, record, attachment(id));
    await tx.delete(product).where(eq(product.id, id));
    await record({ entity: 'product', entityId: id, action: 'delete', values: { name: row.name } });
  });
  await removeDiscardedFilesNow(platform);
  return true;
}
