import { and, asc, desc, eq, gt, lt, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { AppError } from '../errors';
import type { ObjectRef } from '@pothos/core';
import { builder, type SchemaTypes } from './builder';

/** Cursor paging over (createdAt, id), newest first: the one pagination helper. */
export interface PageArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

export interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

export interface Page<T> {
  items: T[];
  pageInfo: PageInfo;
}

interface Keyed {
  id: string;
  createdAt: Date;
}

const cursorSchema = z.tuple([z.iso.datetime(), z.string().min(1)]);

export function encodeCursor(row: Keyed): string {
  return Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  try {
    const [createdAt, id] = cursorSchema.parse(
      JSON.parse(Buffer.from(cursor, 'base64url').toString()),
    );
    return { createdAt: new Date(createdAt), id };
  } catch {
    throw new AppError('BAD_REQUEST', 'The page cursor is not valid.');
  }
}

export interface PaginateOptions<T extends Keyed> {
  args: PageArgs;
  defaultSize: number;
  maxSize: number;
  /** The keyset: a time column (createdAt, or publishedAt for lists in publishing order) and id. */
  columns: { createdAt: PgColumn; id: PgColumn };
  /** Runs the list query with the extra cursor condition, order and limit. */
  query: (cursor: SQL | undefined, order: SQL[], limit: number) => Promise<T[]>;
  /** A row's place in the keyset, when its time column is not `createdAt` (its own by default). */
  key?: (row: T) => Keyed;
}

/**
 * Reads one page and probes one row past each edge, so "next" and "previous" are enabled
 * only when there is something there (SPEC §4).
 */
export async function paginate<T extends Keyed>(options: PaginateOptions<T>): Promise<Page<T>> {
  const { args, columns } = options;
  const keyOf = options.key ?? ((row: T): Keyed => row);
  const backward = args.last != null || args.before != null;
  const size = Math.min(
    Math.max(1, (backward ? args.last : args.first) ?? options.defaultSize),
    options.maxSize,
  );
  const anchor = backward ? args.before : args.after;
  const position = anchor ? decodeCursor(anchor) : undefined;

  // Newer rows come first; "after" moves towards older rows, "before" towards newer ones.
  const older = (p: { createdAt: Date; id: string }) =>
    or(
      lt(columns.createdAt, p.createdAt),
      and(eq(columns.createdAt, p.createdAt), lt(columns.id, p.id)),
    );
  const newer = (p: { createdAt: Date; id: string }) =>
    or(
      gt(columns.createdAt, p.createdAt),
      and(eq(columns.createdAt, p.createdAt), gt(columns.id, p.id)),
    );
  const newestFirst = [desc(columns.createdAt), desc(columns.id)];
  const oldestFirst = [asc(columns.createdAt), asc(columns.id)];

  const rows = await options.query(
    position ? (backward ? newer(position) : older(position)) : undefined,
    backward ? oldestFirst : newestFirst,
    size + 1,
  );
  const hasMore = rows.length > size;
  const items = backward ? rows.slice(0, size).reverse() : rows.slice(0, size);
  const first = items[0];
  const last = items.at(-1);

  let hasPreviousPage = backward ? hasMore : false;
  let hasNextPage = backward ? false : hasMore;
  if (backward && last)
    hasNextPage = (await options.query(older(keyOf(last)), newestFirst, 1)).length > 0;
  if (!backward && first && position)
    hasPreviousPage = (await options.query(newer(keyOf(first)), oldestFirst, 1)).length > 0;
  if (backward && !last && position) hasNextPage = true;

  return {
    items,
    pageInfo: {
      hasNextPage,
      hasPreviousPage,
      startCursor: first ? encodeCursor(keyOf(first)) : null,
      endCursor: last ? encodeCursor(keyOf(last)) : null,
    },
  };
}

export const PageInfoRef = builder.objectRef<PageInfo>('PageInfo').implement({
  fields: (t) => ({
    hasNextPage: t.exposeBoolean('hasNextPage'),
    hasPreviousPage: t.exposeBoolean('hasPreviousPage'),
    startCursor: t.exposeString('startCursor', { nullable: true }),
    endCursor: t.exposeString('endCursor', { nullable: true }),
  }),
});

/** Arguments of every paged list field. */
export const pageArgs = builder.args((t) => ({
  first: t.int({ required: false }),
  after: t.string({ required: false }),
  last: t.int({ required: false }),
  before: t.string({ required: false }),
}));

/** The GraphQL `XPage` type for a list of `X`. */
export function pageRef<T>(name: string, item: ObjectRef<SchemaTypes, T>) {
  return builder.objectRef<Page<T>>(`${name}Page`).implement({
    fields: (t) => ({
      items: t.field({ type: [item], resolve: (page) => page.items }),
      pageInfo: t.field({ type: PageInfoRef, resolve: (page) => page.pageInfo }),
    }),
  });
}
