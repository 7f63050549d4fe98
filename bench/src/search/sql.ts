// The same query mix answered the way a typical PostgreSQL implementation would: ILIKE
// prefix matching backed by pg_trgm GIN indexes, the ranking in ORDER BY, a count(*) for the
// total, and array containment for alternatives and similarities.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { parsePrice } from '@dawa/drug-search/index';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from '../../../apps/server/src/platform/config/paths';
import { openDatabase } from '../../../apps/server/src/platform/db/db';
import {
  createPostgresDatabase,
  dropPostgresDatabase,
} from '../../../apps/server/test/support/database';
import type { ImportableDrug } from '../../../apps/server/src/features/drugs/drugs.import';
import { EQUIVALENTS_LIMIT, PAGE_SIZE, type MixQuery } from './mix';

export interface SqlClient {
  kind: 'PGlite' | 'PostgreSQL';
  query(text: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  /** Closes the connection and drops what was created for the run. */
  close(): Promise<void>;
}

/** In-memory PGlite with pg_trgm, migrated with the server's migrations. */
export async function openPglite(): Promise<SqlClient> {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  await migrate(drizzle({ client, casing: 'snake_case' }), {
    migrationsFolder: migrationsDir(),
  });
  return {
    kind: 'PGlite',
    query: async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows,
    close: () => client.close(),
  };
}

/**
 * A throw-away database on the PostgreSQL server of `serverUrl` (as the server's tests
 * make), migrated with the server's migrations; dropped on close. One connection, as one
 * request would use.
 */
export async function openPostgres(serverUrl: string): Promise<SqlClient> {
  const url = await createPostgresDatabase(serverUrl);
  try {
    const database = await openDatabase({ url, dataDir: '' });
    await database.migrate();
    await database.close();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    return {
      kind: 'PostgreSQL',
      query: async (text, params) => (await client.query(text, params)).rows,
      async close() {
        await client.end();
        await dropPostgresDatabase(serverUrl, url);
      },
    };
  } catch (error) {
    await dropPostgresDatabase(serverUrl, url).catch(() => undefined);
    throw error;
  }
}

const INSERT_BATCH = 2000;
const COLUMNS =
  'id, trade_name, arabic_name, generic_names, companies, routes, pharmacological_uses, category, mechanism_of_action, barcode, price, old_price';

export interface LoadTimes {
  insertMs: number;
  indexMs: number;
}

/** Bulk-inserts the catalogue, then creates the extension and the indexes, then ANALYZE. */
export async function loadCatalogue(
  client: SqlClient,
  rows: readonly ImportableDrug[],
): Promise<LoadTimes> {
  const started = performance.now();
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    const batch = rows.slice(start, start + INSERT_BATCH).map(({ id, input }) => ({
      id,
      trade_name: input.tradeName,
      arabic_name: input.arabicName,
      generic_names: input.genericNames,
      companies: input.companies,
      routes: input.routes,
      pharmacological_uses: input.pharmacologicalUses,
      category: input.category,
      mechanism_of_action: input.mechanismOfAction,
      barcode: input.barcode,
      price: input.price,
      old_price: input.oldPrice,
    }));
    await client.query(
      `INSERT INTO drug (${COLUMNS}) SELECT ${COLUMNS} FROM json_populate_recordset(null::drug, $1::json)`,
      [JSON.stringify(batch)],
    );
  }
  const inserted = performance.now();
  for (const statement of [
    'CREATE EXTENSION IF NOT EXISTS pg_trgm',
    // array_to_string is only STABLE; an index needs an IMMUTABLE expression.
    `CREATE FUNCTION bench_join(text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
       AS $$ SELECT array_to_string($1, ' ') $$`,
    'CREATE INDEX drug_trade_name_trgm ON drug USING gin (lower(trade_name) gin_trgm_ops)',
    'CREATE INDEX drug_arabic_name_trgm ON drug USING gin (lower(arabic_name) gin_trgm_ops)',
    'CREATE INDEX drug_generic_names_trgm ON drug USING gin (bench_join(generic_names) gin_trgm_ops)',
    'CREATE INDEX drug_companies_trgm ON drug USING gin (bench_join(companies) gin_trgm_ops)',
    'CREATE INDEX drug_price ON drug (price)',
    'CREATE INDEX drug_generic_names_set ON drug USING gin (generic_names)',
    'CREATE INDEX drug_pharmacological_uses_set ON drug USING gin (pharmacological_uses)',
    'ANALYZE drug',
  ]) {
    await client.query(statement);
  }
  return { insertMs: inserted - started, indexMs: performance.now() - inserted };
}

/** The page and count statements of one searched field. */
interface SearchStatements {
  page: string;
  count: string;
}

/**
 * `$1` = `q%` (the whole value starts with q), `$2` = `% q%` (a later word does), `$3` = q
 * (exact), `$4` / `$5` = limit / offset. Ranking: exact, whole-value prefix, later word;
 * ties by name.
 */
function textStatements(where: string, exact: string, prefix: string): SearchStatements {
  const order = `CASE WHEN ${exact} THEN 0 WHEN ${prefix} THEN 1 ELSE 2 END, lower(trade_name), id`;
  return {
    page: `SELECT ${COLUMNS} FROM drug WHERE ${where} ORDER BY ${order} LIMIT $4 OFFSET $5`,
    count: `SELECT count(*)::int AS total FROM drug WHERE ${where}`,
  };
}

function listStatements(column: string): SearchStatements {
  const joined = `bench_join(${column})`;
  return textStatements(
    `(${joined} ILIKE $1 OR ${joined} ILIKE $2)`,
    `EXISTS (SELECT 1 FROM unnest(${column}) v WHERE lower(v) = $3)`,
    `EXISTS (SELECT 1 FROM unnest(${column}) v WHERE v ILIKE $1)`,
  );
}

const T = 'lower(trade_name)';
const A = 'lower(arabic_name)';
const STATEMENTS = {
  tradeName: textStatements(
    `(${T} ILIKE $1 OR ${T} ILIKE $2 OR ${A} ILIKE $1 OR ${A} ILIKE $2)`,
    `${T} = $3 OR ${A} = $3`,
    `${T} ILIKE $1 OR ${A} ILIKE $1`,
  ),
  genericName: listStatements('generic_names'),
  company: listStatements('companies'),
  newPrice: {
    page: `SELECT ${COLUMNS} FROM drug WHERE price = $1 ORDER BY lower(trade_name), id LIMIT $2 OFFSET $3`,
    count: 'SELECT count(*)::int AS total FROM drug WHERE price = $1',
  },
};

function equivalentsStatement(column: string, byPrice: boolean): string {
  return `SELECT ${COLUMNS} FROM drug d
    WHERE d.${column} @> (SELECT ${column} FROM drug WHERE id = $1)
      AND cardinality(d.${column}) = (SELECT cardinality(${column}) FROM drug WHERE id = $1)
    ORDER BY d.id = $1 DESC, ${byPrice ? 'd.price, ' : ''}lower(d.trade_name), d.id
    LIMIT ${EQUIVALENTS_LIMIT}`;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** What one query returned: the total (searches) or the list length (equivalents). */
export async function runSqlQuery(client: SqlClient, query: MixQuery): Promise<number> {
  if (query.kind === 'equivalents') {
    const column = query.equivalence === 'similarities' ? 'generic_names' : 'pharmacological_uses';
    const rows = await client.query(equivalentsStatement(column, query.order === 'price'), [
      query.id,
    ]);
    return rows.length;
  }
  const offset = (query.page - 1) * PAGE_SIZE;
  if (query.searchBy === 'newPrice') {
    const price = parsePrice(query.query);
    if (price === null) return 0;
    await client.query(STATEMENTS.newPrice.page, [price, PAGE_SIZE, offset]);
    const [row] = await client.query(STATEMENTS.newPrice.count, [price]);
    return Number(row?.total ?? 0);
  }
  const q = query.query.trim().toLowerCase();
  if (!q) return 0;
  const starts = `${escapeLike(q)}%`;
  const later = `% ${escapeLike(q)}%`;
  const statements = STATEMENTS[query.searchBy];
  await client.query(statements.page, [starts, later, q, PAGE_SIZE, offset]);
  const [row] = await client.query(statements.count, [starts, later]);
  return Number(row?.total ?? 0);
}

/** Query plans of a few queries, to check that the indexes are used. */
export async function explain(client: SqlClient, query: MixQuery): Promise<string> {
  const q = query.kind === 'search' ? query.query.trim().toLowerCase() : '';
  let text: string;
  let params: unknown[];
  if (query.kind === 'equivalents') {
    const column = query.equivalence === 'similarities' ? 'generic_names' : 'pharmacological_uses';
    text = equivalentsStatement(column, query.order === 'price');
    params = [query.id];
  } else if (query.searchBy === 'newPrice') {
    text = STATEMENTS.newPrice.page;
    params = [parsePrice(query.query), PAGE_SIZE, 0];
  } else {
    text = STATEMENTS[query.searchBy].page;
    params = [`${escapeLike(q)}%`, `% ${escapeLike(q)}%`, q, PAGE_SIZE, 0];
  }
  const rows = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, params);
  return rows.map((row) => String(Object.values(row)[0])).join('\n');
}
