import type { EquivalenceKind } from '@dawa/drug-search/index';
import { anonymousIdSchema } from '@dawa/shared/analytics';
import { drugInputSchema, type DrugInput } from '@dawa/shared/drugInput';
import type { NotifyRequest } from '@dawa/shared/notificationInput';
import {
  DRUG_DID_YOU_MEAN_MAX,
  DRUG_EQUIVALENTS_MAX,
  DRUG_MOST_SEARCHED_DAYS,
  DRUG_MOST_SEARCHED_MAX,
  DRUG_PAGE_SIZE_MAX,
  DRUG_PRICE_HISTORY_MAX,
  DRUG_QUERY_MAX,
  DRUG_SUGGESTIONS_MAX,
  type DrugOrder,
  type DrugSearchBy,
} from '@dawa/shared/drugs';
import { and, count, desc, eq, gte, ilike, inArray, lte, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../platform/db/db';
import { isUuid, newId } from '../../platform/db/ids';
import { escapeLike } from '../../platform/db/like';
import { notFound, parseInput, requireAccess } from '../../platform/errors';
import { beforeAfter, type Actor, type RecordChange } from '../../platform/events/events';
import type { Viewer } from '../../platform/graphql/context';
import { tablePage, type TableArgs, type TablePage } from '../../platform/graphql/pagination';
import type { Platform } from '../../platform/platform';
import { cairoDate } from '@dawa/shared/time';
import { DRUG_ENTITY, drugCatalogue } from './drugs.catalogue';
import { SEARCH_HIT_PER_IP } from './drugs.policy';
import { drug, drugFollow, drugPriceChange, drugSearchHit, type Drug } from './drugs.tables';
import type { DrugVocabulary } from './drugs.vocabulary';

export interface DrugSearchPage {
  total: number;
  page: number;
  pageSize: number;
  items: Drug[];
  /** What was searched, for the corrections of a search that finds nothing. */
  query: string;
  searchBy: DrugSearchBy;
}

const searchSchema = z.object({
  // A longer query cannot match any name; cut it rather than fail a type-ahead.
  query: z.string().transform((query) => query.slice(0, DRUG_QUERY_MAX)),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(DRUG_PAGE_SIZE_MAX).default(10),
});

export function searchDrugs(
  platform: Platform,
  searchBy: DrugSearchBy,
  input: { query: string; page?: number | null; pageSize?: number | null },
): DrugSearchPage {
  const { query, page, pageSize } = parseInput(searchSchema, {
    query: input.query,
    page: input.page ?? undefined,
    pageSize: input.pageSize ?? undefined,
  });
  const result = drugCatalogue(platform)
    .index()
    .search(query, searchBy, { offset: (page - 1) * pageSize, limit: pageSize });
  return { ...result, page, pageSize, query, searchBy };
}

/**
 * "Did you mean": for a search that found nothing, the closest spellings its field knows
 * (each a query that finds drugs); nothing for a search that found drugs.
 */
export function searchCorrections(platform: Platform, result: DrugSearchPage): string[] {
  if (result.total > 0) return [];
  return drugCatalogue(platform)
    .index()
    .didYouMean(result.query, result.searchBy, DRUG_DID_YOU_MEAN_MAX);
}

export function suggestDrugs(
  platform: Platform,
  searchBy: DrugSearchBy,
  query: string,
  limit: number | null | undefined,
): string[] {
  const size = Math.min(Math.max(limit ?? DRUG_SUGGESTIONS_MAX, 0), DRUG_PAGE_SIZE_MAX);
  return drugCatalogue(platform).index().suggest(query.slice(0, DRUG_QUERY_MAX), searchBy, size);
}

/**
 * A drug by id: from the index, else from the table, so a drug created a moment ago (before
 * the index has heard of it) can already be opened.
 */
export async function findDrug(platform: Platform, id: string): Promise<Drug | null> {
  const indexed = drugCatalogue(platform).index().get(id);
  if (indexed) return indexed;
  if (!isUuid(id)) return null;
  const [row] = await platform.database.db.select().from(drug).where(eq(drug.id, id));
  return row ?? null;
}

/** Every drug's id, in a stable order: the drug pages search engines are told of (sitemap). */
export async function allDrugIds(platform: Platform): Promise<string[]> {
  const rows = await platform.database.db.select({ id: drug.id }).from(drug).orderBy(drug.id);
  return rows.map((row) => row.id);
}

/** The Arabic labels of the vocabularies, from memory: those the index searches. */
export function drugLabels(platform: Platform): DrugVocabulary {
  return drugCatalogue(platform).vocabulary();
}

export function drugEquivalents(
  platform: Platform,
  id: string,
  kind: EquivalenceKind,
  order: DrugOrder,
): Drug[] {
  return drugCatalogue(platform).index().equivalentsOf(id, kind, order, DRUG_EQUIVALENTS_MAX);
}

/** Most-searched counts change slowly; one query a minute per process is plenty. */
const MOST_SEARCHED_TTL_MS = 60_000;
const mostSearchedCache = new WeakMap<Platform, { at: number; ids: Promise<string[]> }>();

export async function mostSearchedDrugs(
  platform: Platform,
  limit: number | null | undefined,
): Promise<Drug[]> {
  const size = Math.min(Math.max(limit ?? 10, 0), DRUG_MOST_SEARCHED_MAX);
  let cached = mostSearchedCache.get(platform);
  if (!cached || Date.now() - cached.at > MOST_SEARCHED_TTL_MS) {
    cached = { at: Date.now(), ids: readMostSearched(platform) };
    mostSearchedCache.set(platform, cached);
    cached.ids.catch(() => mostSearchedCache.delete(platform));
  }
  const index = drugCatalogue(platform).index();
  // A drug deleted since the count is skipped, not shown empty.
  return (await cached.ids)
    .map((id) => index.get(id))
    .filter((found): found is Drug => found !== undefined)
    .slice(0, size);
}

async function readMostSearched(platform: Platform): Promise<string[]> {
  const since = new Date(Date.now() - DRUG_MOST_SEARCHED_DAYS * 24 * 60 * 60 * 1000);
  const hits = count(drugSearchHit.id);
  const rows = await platform.database.db
    .select({ drugId: drugSearchHit.drugId, hits })
    .from(drugSearchHit)
    .where(gte(drugSearchHit.day, cairoDate(since)))
    .groupBy(drugSearchHit.drugId)
    .orderBy(desc(hits), drugSearchHit.drugId)
    .limit(DRUG_MOST_SEARCHED_MAX * 2);
  return rows.map((row) => row.drugId);
}

/** The drugs most opened from a search between two Cairo days (both included), for the dashboard. */
export async function topSearchedDrugs(
  platform: Platform,
  range: { from: string; to: string },
  limit: number,
): Promise<{ drug: Drug; hits: number }[]> {
  const hits = count(drugSearchHit.id);
  // The (day, drug_id) index reads just the range's rows.
  const rows = await platform.database.db
    .select({ drugId: drugSearchHit.drugId, hits })
    .from(drugSearchHit)
    .where(and(gte(drugSearchHit.day, range.from), lte(drugSearchHit.day, range.to)))
    .groupBy(drugSearchHit.drugId)
    .orderBy(desc(hits), drugSearchHit.drugId)
    .limit(limit);
  const index = drugCatalogue(platform).index();
  return rows.flatMap((row) => {
    const found = index.get(row.drugId);
    return found ? [{ drug: found, hits: row.hits }] : [];
  });
}

export interface SearchHitRequest {
  viewer: Viewer | null;
  ip: string;
}

/**
 * Counts that a search led to opening a drug: once per visitor (user, else anonymous id)
 * and Cairo day, so reloading a page cannot push a drug up the list.
 */
export async function recordSearchHit(
  platform: Platform,
  request: SearchHitRequest,
  input: { id: string; anonymousId?: string | null },
): Promise<boolean> {
  await platform.rateLimiter('drugSearchHit', SEARCH_HIT_PER_IP).consume(request.ip);
  const anonymousId = input.anonymousId
    ? parseInput(anonymousIdSchema, input.anonymousId)
    : undefined;
  const visitor = request.viewer
    ? `user:${request.viewer.id}`
    : anonymousId
      ? `anon:${anonymousId}`
      : `ip:${request.ip}`;
  if (!(await findDrug(platform, input.id))) throw notFound('Drug');
  await platform.database.transaction((tx) =>
    tx
      .insert(drugSearchHit)
      .values({ id: newId(), drugId: input.id, visitor, day: cairoDate() })
      .onConflictDoNothing(),
  );
  return true;
}

/** The values of a drug row from its input; prices keep two decimals. */
function rowValues(input: DrugInput) {
  return {
    tradeName: input.tradeName,
    arabicName: input.arabicName,
    genericNames: input.genericNames,
    companies: input.companies,
    routes: input.routes,
    pharmacologicalUses: input.pharmacologicalUses,
    category: input.category,
    mechanismOfAction: input.mechanismOfAction,
    barcode: input.barcode,
    price: input.price,
  };
}

/** The columns an edit writes (every field of the input): the audit log shows how each changed. */
const DRUG_COLUMNS = drugInputSchema.keyof().options;

/** What `upsertDrugs` wrote, and the price changes whose followers are to be told. */
export interface UpsertedDrugs {
  rows: Drug[];
  /** Ids of the `drug_price_change` rows of drugs someone follows. */
  followedChangeIds: string[];
}

/**
 * The request, for the event recording the write, to tell the followers of changed prices
 * (`drugPrice` notifications, made after commit, in batches, by the notifications consumer);
 * none when no followed price changed.
 */
export function priceAlertRequest(
  written: UpsertedDrugs,
): { notify: Extract<NotifyRequest, { kind: 'drugPrice' }> } | Record<string, never> {
  if (written.followedChangeIds.length === 0) return {};
  return {
    notify: { kind: 'drugPrice', type: 'drugPrice', changeIds: written.followedChangeIds },
  };
}

/**
 * Of the price changes just written, those of drugs someone follows: only these ask for a
 * notification, so an import of drugs nobody follows costs one indexed query a batch.
 */
async function followedChanges(
  tx: Db,
  changes: readonly { id: string; drugId: string }[],
): Promise<string[]> {
  if (changes.length === 0) return [];
  const rows = await tx
    .selectDistinct({ drugId: drugFollow.drugId })
    .from(drugFollow)
    .where(
      inArray(
        drugFollow.drugId,
        changes.map((change) => change.drugId),
      ),
    );
  const followed = new Set(rows.map((row) => row.drugId));
  return changes.filter((change) => followed.has(change.drugId)).map((change) => change.id);
}

/**
 * Writes drugs (insert or update by id) in the caller's transaction. When a price changes,
 * the previous price becomes the old price (unless one is given) and is kept in the history,
 * with its date.
 */
export async function upsertDrugs(
  tx: Db,
  actor: Actor,
  drugs: readonly { id: string; input: DrugInput }[],
): Promise<UpsertedDrugs> {
  if (!drugs.length) return { rows: [], followedChangeIds: [] };
  const ids = drugs.map((entry) => entry.id);
  const existing = await tx
    .select({ id: drug.id, price: drug.price, oldPrice: drug.oldPrice })
    .from(drug)
    .where(inArray(drug.id, ids));
  const previous = new Map(existing.map((row) => [row.id, row]));
  const changes: (typeof drugPriceChange.$inferInsert & { id: string })[] = [];
  const values = drugs.map(({ id, input }) => {
    const before = previous.get(id);
    const changed = before !== undefined && before.price !== input.price;
    if (changed) {
      changes.push({
        id: newId(),
        drugId: id,
        previousPrice: before.price,
        price: input.price,
        actorId: actor.userId,
      });
    }
    // Left out, the old price is the previous price after a change, else the stored one.
    const kept = changed ? before.price : (before?.oldPrice ?? null);
    return {
      id,
      ...rowValues(input),
      oldPrice: input.oldPrice === undefined ? kept : input.oldPrice,
    };
  });
  const rows = await tx
    .insert(drug)
    .values(values)
    .onConflictDoUpdate({
      target: drug.id,
      set: {
        tradeName: sql`excluded.trade_name`,
        arabicName: sql`excluded.arabic_name`,
        genericNames: sql`excluded.generic_names`,
        companies: sql`excluded.companies`,
        routes: sql`excluded.routes`,
        pharmacologicalUses: sql`excluded.pharmacological_uses`,
        category: sql`excluded.category`,
        mechanismOfAction: sql`excluded.mechanism_of_action`,
        barcode: sql`excluded.barcode`,
        price: sql`excluded.price`,
        oldPrice: sql`excluded.old_price`,
        updatedAt: sql`excluded.updated_at`,
      },
    })
    .returning();
  if (changes.length) await tx.insert(drugPriceChange).values(changes);
  return { rows, followedChangeIds: await followedChanges(tx, changes) };
}

async function recordDrugChange(
  record: RecordChange,
  action: string,
  row: Pick<Drug, 'id' | 'tradeName' | 'price'>,
  extra: Record<string, unknown> = {},
) {
  await record({
    entity: DRUG_ENTITY,
    entityId: row.id,
    action,
    values: { tradeName: row.tradeName, price: row.price, ...extra },
  });
}

const drugFilterSchema = z.object({
  search: z.string().trim().max(DRUG_QUERY_MAX).nullish(),
  company: z.string().trim().max(DRUG_QUERY_MAX).nullish(),
});

/**
 * The admin table of drugs (issue #16): read from the table, not the search index, so a change
 * shows at once; a trade name (English or Arabic) or a company starting with the text typed.
 * 25k rows: a scan with a prefix match answers in a few milliseconds.
 */
export async function listDrugsTable(
  platform: Platform,
  viewer: Viewer | null,
  filterInput: unknown,
  args: TableArgs,
): Promise<TablePage<Drug>> {
  requireAccess(viewer, 'drugs', 'read');
  const filter = parseInput(drugFilterSchema, filterInput ?? {});
  const { db } = platform.database;
  const prefix = (text: string) => `${escapeLike(text)}%`;
  const where = and(
    filter.search
      ? or(
          ilike(drug.tradeName, prefix(filter.search)),
          ilike(drug.arabicName, prefix(filter.search)),
        )
      : undefined,
    filter.company
      ? sql`exists (select 1 from unnest(${drug.companies}) as company where company ilike ${prefix(filter.company)})`
      : undefined,
  );
  return tablePage<Drug, 'tradeName' | 'price' | 'updatedAt'>({
    args,
    sortable: { tradeName: drug.tradeName, price: drug.price, updatedAt: drug.updatedAt },
    defaultSort: { key: 'tradeName', descending: false },
    tiebreak: drug.id,
    count: async () => (await db.select({ n: count() }).from(drug).where(where))[0]?.n ?? 0,
    query: (order, limit, offset) =>
      db
        .select()
        .from(drug)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
  });
}

export async function createDrug(
  platform: Platform,
  viewer: Viewer | null,
  actor: Actor,
  input: unknown,
): Promise<Drug> {
  requireAccess(viewer, 'drugs', 'write');
  const data = parseInput(drugInputSchema, input);
  return platform.transact(actor, async (tx, record) => {
    const {
      rows: [row],
    } = await upsertDrugs(tx, actor, [{ id: newId(), input: data }]);
    if (!row) throw new Error('drug insert returned no row');
    await recordDrugChange(record, 'create', row);
    return row;
  });
}

export async function updateDrug(
  platform: Platform,
  viewer: Viewer | null,
  actor: Actor,
  id: string,
  input: unknown,
): Promise<Drug> {
  requireAccess(viewer, 'drugs', 'write');
  const data = parseInput(drugInputSchema, input);
  return platform.transact(actor, async (tx, record) => {
    const [found] = isUuid(id)
      ? await tx.select().from(drug).where(eq(drug.id, id)).for('update')
      : [];
    if (!found) throw notFound('Drug');
    const written = await upsertDrugs(tx, actor, [{ id, input: data }]);
    const [row] = written.rows;
    if (!row) throw new Error('drug update returned no row');
    await recordDrugChange(record, 'update', row, {
      ...beforeAfter(found, row, DRUG_COLUMNS),
      ...priceAlertRequest(written),
    });
    return row;
  });
}

export async function deleteDrug(
  platform: Platform,
  viewer: Viewer | null,
  actor: Actor,
  id: string,
): Promise<string> {
  requireAccess(viewer, 'drugs', 'write');
  return platform.transact(actor, async (tx, record) => {
    const [row] = isUuid(id) ? await tx.delete(drug).where(eq(drug.id, id)).returning() : [];
    if (!row) throw notFound('Drug');
    await recordDrugChange(record, 'delete', row);
    return row.id;
  });
}

/**
 * A drug's price changes, newest first (at most DRUG_PRICE_HISTORY_MAX): public, read through
 * the (drug, date) index.
 */
export async function drugPriceHistory(platform: Platform, id: string) {
  if (!isUuid(id)) return [];
  return platform.database.db
    .select({
      id: drugPriceChange.id,
      previousPrice: drugPriceChange.previousPrice,
      price: drugPriceChange.price,
      createdAt: drugPriceChange.createdAt,
    })
    .from(drugPriceChange)
    .where(eq(drugPriceChange.drugId, id))
    .orderBy(desc(drugPriceChange.createdAt), desc(drugPriceChange.id))
    .limit(DRUG_PRICE_HISTORY_MAX);
}
