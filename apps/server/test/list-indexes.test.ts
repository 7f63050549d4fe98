import { and, asc, desc, eq, gt, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notification } from '../src/features/notifications/notifications.tables';
import { offer } from '../src/features/offers/offers.tables';
import {
  comment,
  prescription,
  prescriptionListed,
} from '../src/features/prescriptions/prescriptions.tables';
import { startTestServer, type TestServer } from './support/server';

interface ListQuery {
  name: string;
  table: PgTable;
  createdAt: PgColumn;
  id: PgColumn;
  where: SQL | undefined;
}

const someone = 'user-1';
const someId = '00000000-0000-4000-8000-000000000000';
const LISTS: ListQuery[] = [
  {
    name: 'public prescriptions',
    table: prescription,
    createdAt: prescription.createdAt,
    id: prescription.id,
    where: prescriptionListed,
  },
  {
    name: 'own prescriptions',
    table: prescription,
    createdAt: prescription.createdAt,
    id: prescription.id,
    where: and(eq(prescription.createdBy, someone), eq(prescription.postStatus, 'accepted')),
  },
  {
    name: 'moderation queue',
    table: prescription,
    createdAt: prescription.createdAt,
    id: prescription.id,
    where: eq(prescription.postStatus, 'pending'),
  },
  {
    name: 'comments',
    table: comment,
    createdAt: comment.createdAt,
    id: comment.id,
    where: eq(comment.prescriptionId, someId),
  },
  {
    name: 'notifications',
    table: notification,
    createdAt: notification.createdAt,
    id: notification.id,
    where: eq(notification.userId, someone),
  },
  { name: 'offers', table: offer, createdAt: offer.createdAt, id: offer.id, where: undefined },
];

/**
 * Every list pages newest first (and oldest first going back) by (created_at, id), as
 * `paginate` writes it: an index must give that order, or PostgreSQL reads and sorts every row
 * of the list for each page. Scans and sorts that ignore order are switched off, so the planner
 * shows whether an index can serve the query at all, whatever the table's size.
 */
describe('list queries are served in order by an index', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const plan = async (query: SQL): Promise<string> => {
    const { db } = server.app.platform.database;
    return db.transaction(async (tx) => {
      // Costs alone would pick any plan for tables this small; a Sort still shows when no
      // index can give the order.
      for (const setting of ['enable_seqscan', 'enable_bitmapscan', 'enable_sort'])
        await tx.execute(sql.raw(`set local ${setting} = off`));
      // pg and PGlite both answer with `rows`; the union type of the two drivers hides it.
      const result = (await tx.execute(sql`explain ${query}`)) as unknown as {
        rows: Record<string, string>[];
      };
      return result.rows.map((row) => Object.values(row).join('')).join('\n');
    });
  };

  for (const list of LISTS) {
    it(`${list.name}: first page, next page and previous page`, async () => {
      const { db } = server.app.platform.database;
      const at = new Date('2026-01-01T00:00:00Z');
      const older = or(lt(list.createdAt, at), and(eq(list.createdAt, at), lt(list.id, someId)));
      const newer = or(gt(list.createdAt, at), and(eq(list.createdAt, at), gt(list.id, someId)));
      const pages = [
        [undefined, [desc(list.createdAt), desc(list.id)]],
        [older, [desc(list.createdAt), desc(list.id)]],
        [newer, [asc(list.createdAt), asc(list.id)]],
      ] as const;
      for (const [cursor, order] of pages) {
        const query = db
          .select({ id: list.id })
          .from(list.table)
          .where(and(list.where, cursor))
          .orderBy(...order)
          .limit(21)
          .getSQL();
        const text = await plan(query);
        expect(text, text).toMatch(/Index (Only )?Scan/);
        expect(text, text).not.toMatch(/Sort/);
      }
    });
  }
});
