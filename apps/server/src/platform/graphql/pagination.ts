import { and, asc, desc, eq, gt, lt, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { isUuid } from '../db/ids';
import { AppError } from '../errors';
import type { ObjectRef } from '@pothos/core';
import { builder, type SchemaTypes } from './builder';

/**
 * Cursor paging over a keyset (a sort value, then id): the one pagination helper. The sort value
 * is a time (createdAt, publishedAt: newest first) or a whole number (a price, in either order).
 */
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

/** A row's place in a time keyset. */
interface Keyed {
  id: string;
  createdAt: Date;
}

/** A row's place in a whole-number keyset. */
interface NumberKeyed {
  id: string;
  number: number;
}

/** A place in either keyset: its sort value and id. */
interface Position {
  value: Date | number;
  id: string;
}

const cursorId = z.string().refine(isUuid);
const timeCursor = z.tuple([z.iso.datetime(), cursorId]);
const numberCursor = z.tuple([z.number().int().safe(), cursorId]);

function encodePosition(position: Position): string {
  const value = position.value instanceof Date ? position.value.toISOString() : position.value;
  return Buffer.from(JSON.stringify([value, position.id])).toString('base64url');
}

/** A cursor of the list's own keyset; BAD_REQUEST for anything else (another kind of list's). */
function decodeCursor(cursor: string, numeric: boolean): Position {
  try {
    const json: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString());
    if (numeric) {
      const [value, id] = numberCursor.parse(json);
      return { value, id };
    }
    const [value, id] = timeCursor.parse(json);
    return { value: new Date(value), id };
  } catch {
    throw new AppError('BAD_REQUEST', 'The page cursor is not valid.');
  }
}

interface PaginateCommon<T> {
  args: PageArgs;
  defaultSize: number;
  maxSize: number;
  /** Runs the list query with the extra cursor condition, order and limit. */
  query: (cursor: SQL | undefined, order: SQL[], limit: number) => Promise<T[]>;
}

/** Newest first over a time column (createdAt, or publishedAt for lists in publishing order). */
interface TimeKeyset<T> {
  columns: { createdAt: PgColumn; id: PgColumn };
  /** A row's place in the keyset, when its time column is not `createdAt` (its own by default). */
  key?: (row: T) => Keyed;
}

/** Over a whole-number column (a price), smallest (`asc`) or largest (`desc`) first. */
interface NumberKeyset<T> {
  columns: { number: PgColumn; id: PgColumn };
  direction: 'asc' | 'desc';
  key: (row: T) => NumberKeyed;
}

export type PaginateOptions<T extends Keyed> = PaginateCommon<T> &
  (TimeKeyset<T> | NumberKeyset<T>);

/** The keyset of the options: its columns, its first-item direction and a row's place. */
function keysetOf<T extends Keyed>(options: TimeKeyset<T> | NumberKeyset<T>) {
  if ('number' in options.columns) {
    const { key } = options as NumberKeyset<T>;
    return {
      numeric: true,
      column: options.columns.number,
      id: options.columns.id,
      descending: (options as NumberKeyset<T>).direction === 'desc',
      place: (row: T): Position => {
        const keyed = key(row);
        return { value: keyed.number, id: keyed.id };
      },
    };
  }
  const key = (options as TimeKeyset<T>).key ?? ((row: T): Keyed => row);
  return {
    numeric: false,
    column: options.columns.createdAt,
    id: options.columns.id,
    descending: true,
    place: (row: T): Position => {
      const keyed = key(row);
      return { value: keyed.createdAt, id: keyed.id };
    },
  };
}

/**
 * Reads one page and probes one row past each edge, so "next" and "previous" are enabled
 * only when there is something there (SPEC §4).
 */
export async function paginate<T extends Keyed>(options: PaginateOptions<T>): Promise<Page<T>> {
  const { args } = options;
  const keyset = keysetOf(options);
  const backward = args.last != null || args.before != null;
  const size = Math.min(
    Math.max(1, (backward ? args.last : args.first) ?? options.defaultSize),
    options.maxSize,
  );
  const anchor = backward ? args.before : args.after;
  const position = anchor ? decodeCursor(anchor, keyset.numeric) : undefined;

  // The list's first items come first; "after" moves away from them, "before" towards them.
  const beyond = (compare: typeof lt) => (p: Position) =>
    or(compare(keyset.column, p.value), and(eq(keyset.column, p.value), compare(keyset.id, p.id)));
  const later = beyond(keyset.descending ? lt : gt);
  const earlier = beyond(keyset.descending ? gt : lt);
  const forward = keyset.descending ? desc : asc;
  const reverse = keyset.descending ? asc : desc;
  const listOrder = [forward(keyset.column), forward(keyset.id)];
  const reverseOrder = [reverse(keyset.column), reverse(keyset.id)];

  const rows = await options.query(
    position ? (backward ? earlier(position) : later(position)) : undefined,
    backward ? reverseOrder : listOrder,
    size + 1,
  );
  const hasMore = rows.length > size;
  const items = backward ? rows.slice(0, size).reverse() : rows.slice(0, size);
  const first = items[0];
  const last = items.at(-1);

  let hasPreviousPage = backward ? hasMore : false;
  let hasNextPage = backward ? false : hasMore;
  if (backward && last)
    hasNextPage = (await options.query(later(keyset.place(last)), listOrder, 1)).length > 0;
  if (!backward && first && position)
    hasPreviousPage =
      (await options.query(earlier(keyset.place(first)), reverseOrder, 1)).length > 0;
  if (backward && !last && position) hasNextPage = true;

  return {
    items,
    pageInfo: {
      hasNextPage,
      hasPreviousPage,
      startCursor: first ? encodePosition(keyset.place(first)) : null,
      endCursor: last ? encodePosition(keyset.place(last)) : null,
    },
  };
}

export const PageInfoRef = builder.objectRef<PageInfo>('PageInfo').implement({
  description:
    'Where a page sits in its list (in the list’s order: newest first unless the list is sorted ' +
    'otherwise): the cursors of its first and last items, and ' +
    'whether more items lie on either side, found by probing one item past each edge (SPEC §4).',
  fields: (t) => ({
    hasNextPage: t.exposeBoolean('hasNextPage', {
      description:
        'Whether items follow (older ones in a newest-first list); read them with `after: endCursor`.',
    }),
    hasPreviousPage: t.exposeBoolean('hasPreviousPage', {
      description:
        'Whether items precede (newer ones in a newest-first list); read them with `before: startCursor`. ' +
        'Always false on a page read forward without `after`.',
    }),
    startCursor: t.exposeString('startCursor', {
      nullable: true,
      description: "The first item's cursor; null when the page is empty.",
    }),
    endCursor: t.exposeString('endCursor', {
      nullable: true,
      description: "The last item's cursor; null when the page is empty.",
    }),
  }),
});

/** Arguments of every paged list field. */
export const pageArgs = builder.args((t) => ({
  first: t.int({
    required: false,
    description:
      'Page size when paging forward; left out, the list’s own default. ' +
      'Values below 1 count as 1, values above the list’s maximum are capped.',
  }),
  after: t.string({
    required: false,
    description:
      'Page forward from this cursor (an `endCursor`): the items after it (older, in a newest-first ' +
      'list). Left out, the page starts at the first item. BAD_REQUEST if the cursor is not valid ' +
      '(or belongs to another order of the list).',
  }),
  last: t.int({
    required: false,
    description:
      'Page size when paging backward, with the same default and maximum as `first`; without ' +
      '`before`, the page holds the last items. Giving `last` or `before` pages backward: ' +
      '`first` and `after` are then ignored.',
  }),
  before: t.string({
    required: false,
    description:
      'Page backward from this cursor (a `startCursor`): the nearest items before it, still ' +
      'in the list’s order. BAD_REQUEST if the cursor is not valid.',
  }),
}));

/** The GraphQL `XPage` type for a list of `X`. */
export function pageRef<T>(name: string, item: ObjectRef<SchemaTypes, T>) {
  return builder.objectRef<Page<T>>(`${name}Page`).implement({
    description: `One page of a list of ${name} items, in the list’s order (cursor paging, SPEC §4).`,
    fields: (t) => ({
      items: t.field({
        type: [item],
        description: `The ${name} items on this page, in the list’s order.`,
        resolve: (page) => page.items,
      }),
      pageInfo: t.field({
        type: PageInfoRef,
        description: 'Cursors and whether there are more items on either side.',
        resolve: (page) => page.pageInfo,
      }),
    }),
  });
}

// ---------------------------------------------------------------------------------------------
// Admin tables: numbered pages, a chosen sort column and the total (issue #16). The public lists
// above page by cursor (SPEC §4); an admin table jumps to page n and says how many rows match.

export interface TableArgs {
  page?: number | null;
  pageSize?: number | null;
  sort?: string | null;
  descending?: boolean | null;
}

export interface TablePage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** SPEC §9: tables show 10 a page; an export reads this many at a time. */
export const TABLE_PAGE_SIZE = 10;
export const TABLE_PAGE_MAX = 100;

export interface TableOptions<T, Key extends string> {
  args: TableArgs;
  /** The columns a client may sort by, by the name it uses. */
  sortable: Record<Key, PgColumn>;
  defaultSort: { key: Key; descending: boolean };
  /** Breaks ties so that pages never overlap (the primary key). */
  tiebreak: PgColumn;
  /** How many rows match the entity's filters. */
  count: () => Promise<number>;
  /** The matching rows in this order, this many from this offset. */
  query: (order: SQL[], limit: number, offset: number) => Promise<T[]>;
}

/** One page of an admin table; BAD_REQUEST for a sort column the entity does not offer. */
export async function tablePage<T, Key extends string>(
  options: TableOptions<T, Key>,
): Promise<TablePage<T>> {
  const { args, sortable } = options;
  const key = (args.sort ?? options.defaultSort.key) as Key;
  if (!Object.hasOwn(sortable, key))
    throw new AppError('BAD_REQUEST', `The table cannot be sorted by ${key}.`);
  const descending = args.sort ? Boolean(args.descending) : options.defaultSort.descending;
  const pageSize = Math.min(Math.max(1, args.pageSize ?? TABLE_PAGE_SIZE), TABLE_PAGE_MAX);
  const page = Math.max(1, args.page ?? 1);
  const direction = descending ? desc : asc;
  const [items, total] = await Promise.all([
    options.query(
      [direction(sortable[key]), direction(options.tiebreak)],
      pageSize,
      (page - 1) * pageSize,
    ),
    options.count(),
  ]);
  return { items, total, page, pageSize };
}

/** Arguments of every admin table field. */
export const tableArgs = builder.args((t) => ({
  page: t.int({
    required: false,
    description: 'The page number, from 1 (the default); a page past the end is empty.',
  }),
  pageSize: t.int({
    required: false,
    description: `Rows a page, ${TABLE_PAGE_SIZE} by default, at most ${TABLE_PAGE_MAX}.`,
  }),
  sort: t.string({
    required: false,
    description:
      'The column to sort by, one the field lists; its own default when left out. ' +
      'BAD_REQUEST for another.',
  }),
  descending: t.boolean({
    required: false,
    description: 'Sort from the largest (newest, last in the alphabet) down; with `sort` only.',
  }),
}));

/** The GraphQL `XTable` type: one numbered page of an admin table of `X`. */
export function tablePageRef<T>(name: string, item: ObjectRef<SchemaTypes, T>) {
  return builder.objectRef<TablePage<T>>(`${name}Table`).implement({
    description: `One numbered page of the admin table of ${name} rows, with the total.`,
    fields: (t) => ({
      items: t.field({
        type: [item],
        description: 'The rows of this page, in the order asked for.',
        resolve: (page) => page.items,
      }),
      total: t.exposeInt('total', { description: 'Rows matching the filters, over all pages.' }),
      page: t.exposeInt('page', { description: 'This page’s number, from 1.' }),
      pageSize: t.exposeInt('pageSize', { description: 'Rows a page, as applied.' }),
    }),
  });
}
