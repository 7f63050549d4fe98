import { rmSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/db/ids';
import { SYSTEM_ACTOR } from '../../platform/events/events';
import { builtWebApp } from '../../../test/support/fixtures';
import { startTestServer, type TestServer } from '../../../test/support/server';
import { drugCatalogue, DRUG_VOCABULARY_ENTITY } from './drugs.catalogue';
import { seedDrugVocabulary } from './drugs.seed';
import { drugVocabulary } from './drugs.tables';
import { termKey } from './drugs.vocabulary';

const DRUG_FIELDS = `id tradeName arabicName genericNames companies routes pharmacologicalUses category
  mechanismOfAction price oldPrice`;
const CREATE = `mutation($data: DrugInput!) { drugCreate(data: $data) { ${DRUG_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $data: DrugInput!) { drugUpdate(id: $id, data: $data) { ${DRUG_FIELDS} } }`;
const DELETE = `mutation($id: ID!) { drugDelete(id: $id) }`;
const SEARCH = `query($query: String!, $searchBy: DrugSearchBy!, $page: Int, $pageSize: Int) {
  drugSearch(query: $query, searchBy: $searchBy, page: $page, pageSize: $pageSize) {
    total page pageSize items { id tradeName price } didYouMean
  }
}`;
const SIMILARITIES = `query($id: ID!, $orderBy: DrugOrder) {
  drugSimilarities(id: $id, orderBy: $orderBy) { id tradeName price }
}`;
const ALTERNATIVES = `query($id: ID!) { drugAlternatives(id: $id) { id tradeName } }`;
const HIT = `mutation($id: ID!, $anonymousId: String) { drugSearchHit(id: $id, anonymousId: $anonymousId) }`;
const MOST_SEARCHED = `query { drugsMostSearched(limit: 5) { id tradeName } }`;
const HISTORY = `query($id: ID!) { drugPriceHistory(id: $id) { previousPrice price } }`;
const LABELS = `query($id: ID!) {
  drug(id: $id) { routeLabels { en ar } categoryLabel { en ar } pharmacologicalUseLabels { en ar } }
}`;

interface DrugResult {
  id: string;
  tradeName: string;
  price: number;
  oldPrice: number | null;
}
interface SearchResult {
  drugSearch: {
    total: number;
    page: number;
    pageSize: number;
    items: DrugResult[];
    didYouMean: string[];
  };
}

const paracetamol = (tradeName: string, price: number, extra: Record<string, unknown> = {}) => ({
  tradeName,
  genericNames: ['PARACETAMOL'],
  companies: ['DAWA LABS'],
  routes: ['ORAL.SOLID'],
  pharmacologicalUses: ['ANALGESIC'],
  price,
  ...extra,
});

describe('drugs API', () => {
  let server: TestServer;
  let editor: string;
  let webDir: string;

  beforeAll(async () => {
    // A built web app, for the link previews of shared drug pages.
    webDir = builtWebApp();
    server = await startTestServer({ WEB_DIST_DIR: webDir });
    editor = (await server.signIn({ roles: ['productEditor'] })).cookie;
  });
  afterAll(async () => {
    await server.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  const create = async (data: Record<string, unknown>) => {
    const result = await server.graphql<{ drugCreate: DrugResult }>(
      CREATE,
      { data },
      { cookie: editor },
    );
    expect(result.errors).toBeUndefined();
    return result.data!.drugCreate;
  };
  const settled = () => drugCatalogue(server.app.platform).settled();

  it('lets only drug editors change the catalogue', async () => {
    const data = paracetamol('NOPE 500 MG', 10);
    const anonymous = await server.graphql(CREATE, { data });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const { cookie } = await server.signIn();
    const user = await server.graphql(CREATE, { data }, { cookie });
    expect(user.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // The price history is public: everyone sees how a price moved.
    const history = await server.graphql<{ drugPriceHistory: unknown[] }>(HISTORY, {
      id: '00000000-0000-7000-8000-000000000000',
    });
    expect(history.errors).toBeUndefined();
    expect(history.data?.drugPriceHistory).toEqual([]);
  });

  it('rejects invalid drugs with field errors and writes nothing', async () => {
    const result = await server.graphql(
      CREATE,
      { data: { tradeName: ' ', price: -3 } },
      { cookie: editor },
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('VALIDATION');
    const paths = result.errors?.[0]?.extensions?.fieldErrors?.map((error) => error.path);
    expect(paths).toEqual(expect.arrayContaining(['tradeName', 'price']));
    const cents = await server.graphql(
      CREATE,
      { data: paracetamol('CENTS', 1.005) },
      { cookie: editor },
    );
    expect(cents.errors?.[0]?.extensions?.fieldErrors?.[0]?.path).toBe('price');
  });

  it('searches what editors write, publicly, with ranking and paging', async () => {
    await create(paracetamol('PANADOL 500 MG 24 TABS', 30, { arabicName: 'بانادول' }));
    await create(paracetamol('PANADOL', 12));
    await create(paracetamol('CETAL PANADOLINE SYRUP', 18));
    await settled();

    const all = await server.graphql<SearchResult>(SEARCH, {
      query: 'panadol',
      searchBy: 'tradeName',
    });
    expect(all.data?.drugSearch.items.map((d) => d.tradeName)).toEqual([
      'PANADOL',
      'PANADOL 500 MG 24 TABS',
      'CETAL PANADOLINE SYRUP',
    ]);
    const arabic = await server.graphql<SearchResult>(SEARCH, {
      query: 'بانادول',
      searchBy: 'tradeName',
    });
    expect(arabic.data?.drugSearch.items.map((d) => d.tradeName)).toEqual([
      'PANADOL 500 MG 24 TABS',
    ]);
    const paged = await server.graphql<SearchResult>(SEARCH, {
      query: 'paracetamol',
      searchBy: 'genericName',
      page: 2,
      pageSize: 2,
    });
    expect(paged.data?.drugSearch).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(paged.data?.drugSearch.items).toHaveLength(1);
    const price = await server.graphql<SearchResult>(SEARCH, { query: '18', searchBy: 'newPrice' });
    expect(price.data?.drugSearch.items.map((d) => d.tradeName)).toEqual([
      'CETAL PANADOLINE SYRUP',
    ]);
    const empty = await server.graphql<SearchResult>(SEARCH, { query: '', searchBy: 'company' });
    expect(empty.data?.drugSearch).toMatchObject({ total: 0, items: [], didYouMean: [] });
    // A typo finds the drug; a query too far off finds nothing but offers the closest names.
    const typo = await server.graphql<SearchResult>(SEARCH, {
      query: 'panadl',
      searchBy: 'tradeName',
    });
    expect(typo.data?.drugSearch.items.map((d) => d.tradeName)).toEqual([
      'PANADOL',
      'PANADOL 500 MG 24 TABS',
      'CETAL PANADOLINE SYRUP',
    ]);
    expect(typo.data?.drugSearch.didYouMean).toEqual([]);
    const farOff = await server.graphql<SearchResult>(SEARCH, {
      query: 'pnadool',
      searchBy: 'tradeName',
    });
    expect(farOff.data?.drugSearch).toMatchObject({
      total: 0,
      items: [],
      didYouMean: ['panadol', 'panadoline'],
    });
    const tooBig = await server.graphql(SEARCH, {
      query: 'a',
      searchBy: 'tradeName',
      pageSize: 500,
    });
    expect(tooBig.errors?.[0]?.extensions?.code).toBe('VALIDATION');
  });

  it('gives drug readers the admin table, and refuses them every change', async () => {
    // Their own generic names and uses, out of the other tests' similarities and alternatives.
    const own = { genericNames: ['TABLOLINE'], pharmacologicalUses: ['TABLE TEST'] };
    await create(
      paracetamol('TABLOL 10 MG', 40, { ...own, arabicName: 'تابلول', companies: ['ZETA CO'] }),
    );
    await create(paracetamol('TABLOL FORTE', 15, { ...own, companies: ['ALPHA PHARMA'] }));
    const reader = (await server.signIn({ roles: ['productViewer'] })).cookie;
    const TABLE = `query($filter: DrugFilterInput, $sort: String, $descending: Boolean) {
      drugsTable(filter: $filter, sort: $sort, descending: $descending, pageSize: 5) {
        total items { tradeName price }
      }
    }`;
    type Table = { drugsTable: { total: number; items: { tradeName: string; price: number }[] } };
    const names = async (variables: Record<string, unknown>) => {
      const result = await server.graphql<Table>(TABLE, variables, { cookie: reader });
      expect(result.errors).toBeUndefined();
      return result.data!.drugsTable.items.map((item) => item.tradeName);
    };
    // No wait for the search index: the table reads the database.
    expect(await names({ filter: { search: 'tablol' } })).toEqual(['TABLOL 10 MG', 'TABLOL FORTE']);
    expect(await names({ filter: { search: 'تابل' } })).toEqual(['TABLOL 10 MG']);
    expect(await names({ filter: { search: 'tablol', company: 'alpha' } })).toEqual([
      'TABLOL FORTE',
    ]);
    expect(await names({ filter: { search: 'tablol' }, sort: 'price', descending: true })).toEqual([
      'TABLOL 10 MG',
      'TABLOL FORTE',
    ]);
    // A LIKE wildcard is a character like any other.
    expect(await names({ filter: { search: '%' } })).toEqual([]);
    const badSort = await server.graphql(TABLE, { sort: 'barcode' }, { cookie: reader });
    expect(badSort.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');

    const { cookie } = await server.signIn();
    const stranger = await server.graphql(TABLE, {}, { cookie });
    expect(stranger.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const write = await server.graphql(
      CREATE,
      { data: paracetamol('READER 1 MG', 1) },
      { cookie: reader },
    );
    expect(write.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('keeps the old price when the price changes, and its history; null clears it', async () => {
    const created = await create(paracetamol('ABIMOL 500 MG', 9.75));
    const updated = await server.graphql<{ drugUpdate: DrugResult }>(
      UPDATE,
      { id: created.id, data: paracetamol('ABIMOL 500 MG', 11.5) },
      { cookie: editor },
    );
    expect(updated.data?.drugUpdate).toMatchObject({ price: 11.5, oldPrice: 9.75 });
    const history = await server.graphql<{ drugPriceHistory: unknown[] }>(
      HISTORY,
      { id: created.id },
      { cookie: editor },
    );
    expect(history.data?.drugPriceHistory).toEqual([{ previousPrice: 9.75, price: 11.5 }]);
    // An edit that leaves the price alone keeps the old price.
    const renamed = await server.graphql<{ drugUpdate: DrugResult }>(
      UPDATE,
      { id: created.id, data: paracetamol('ABIMOL 500 MG 20 TABS', 11.5) },
      { cookie: editor },
    );
    expect(renamed.data?.drugUpdate).toMatchObject({ oldPrice: 9.75 });
    // null clears it, and it stays cleared when left out again.
    const data = paracetamol('ABIMOL 500 MG 20 TABS', 11.5);
    const update = async (changes: Record<string, unknown>) =>
      (
        await server.graphql<{ drugUpdate: DrugResult }>(
          UPDATE,
          { id: created.id, data: { ...data, ...changes } },
          { cookie: editor },
        )
      ).data?.drugUpdate;
    expect(await update({ oldPrice: null })).toMatchObject({ price: 11.5, oldPrice: null });
    expect(await update({})).toMatchObject({ price: 11.5, oldPrice: null });
    // A new price with null: the editor said there is no old price to show.
    expect(await update({ price: 12, oldPrice: null })).toMatchObject({
      price: 12,
      oldPrice: null,
    });
    expect(await update({})).toMatchObject({ price: 11.5, oldPrice: 12 });
  });

  it('lists similarities and alternatives with the chosen drug first', async () => {
    await settled();
    const search = await server.graphql<SearchResult>(SEARCH, {
      query: 'abimol',
      searchBy: 'tradeName',
    });
    const chosen = search.data!.drugSearch.items[0]!;
    const byName = await server.graphql<{ drugSimilarities: DrugResult[] }>(SIMILARITIES, {
      id: chosen.id,
    });
    expect(byName.data?.drugSimilarities.map((d) => d.tradeName)).toEqual([
      'ABIMOL 500 MG 20 TABS',
      'CETAL PANADOLINE SYRUP',
      'PANADOL',
      'PANADOL 500 MG 24 TABS',
    ]);
    const cheapest = await server.graphql<{ drugSimilarities: DrugResult[] }>(SIMILARITIES, {
      id: chosen.id,
      orderBy: 'price',
    });
    expect(cheapest.data?.drugSimilarities.map((d) => d.price)).toEqual([11.5, 12, 18, 30]);
    const alternatives = await server.graphql<{ drugAlternatives: DrugResult[] }>(ALTERNATIVES, {
      id: chosen.id,
    });
    expect(alternatives.data?.drugAlternatives).toHaveLength(4);
  });

  it('counts searches that open a drug once per visitor and day', async () => {
    const search = await server.graphql<SearchResult>(SEARCH, {
      query: 'panadol',
      searchBy: 'tradeName',
    });
    const [first, second] = search.data!.drugSearch.items;
    const visitor = '0195f0a2-3c4d-7e8f-9a0b-1c2d3e4f5a6b';
    for (const id of [first!.id, first!.id, second!.id]) {
      const hit = await server.graphql(HIT, { id, anonymousId: visitor });
      expect(hit.data).toEqual({ drugSearchHit: true });
    }
    await server.graphql(HIT, {
      id: first!.id,
      anonymousId: '0195f0a2-3c4d-7e8f-9a0b-1c2d3e4f5a6c',
    });
    const most = await server.graphql<{ drugsMostSearched: DrugResult[] }>(MOST_SEARCHED);
    expect(most.data?.drugsMostSearched.map((d) => d.id)).toEqual([first!.id, second!.id]);
    const unknown = await server.graphql(HIT, { id: '00000000-0000-7000-8000-000000000000' });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const badVisitor = await server.graphql(HIT, { id: first!.id, anonymousId: 'x' });
    expect(badVisitor.errors?.[0]?.extensions?.code).toBe('VALIDATION');
  });

  it('renders a shared drug page with its name and description for link previews', async () => {
    const created = await create(
      paracetamol('SHAREMOL 500 MG', 22, {
        arabicName: 'شيرمول <b>',
        mechanismOfAction: 'Blocks pain signals.\n\nSecond paragraph.',
      }),
    );
    await settled();
    const english = await (await fetch(`${server.url}/en/drug-index/${created.id}`)).text();
    expect(english).toContain('<title>SHAREMOL 500 MG | Dawa</title>');
    expect(english).toContain('<meta property="og:title" content="SHAREMOL 500 MG | Dawa" />');
    expect(english).toContain(
      '<meta name="description" content="PARACETAMOL · DAWA LABS · 22 L.E. — Blocks pain signals." />',
    );
    expect(english).toContain(`content="${server.url}/en/drug-index/${created.id}"`);
    const arabic = await (await fetch(`${server.url}/ar/drug-index/${created.id}`)).text();
    // The Arabic name, escaped.
    expect(arabic).toContain('<title>شيرمول &lt;b&gt; | دواء</title>');
    const missing = await (
      await fetch(`${server.url}/en/drug-index/00000000-0000-7000-8000-000000000000`)
    ).text();
    expect(missing).toContain('<title>Dawa</title>');
    expect(missing).not.toContain('og:title');
  });

  it('drops deleted drugs from the index', async () => {
    const created = await create(paracetamol('ZZTOP 1 MG', 5));
    await settled();
    const before = await server.graphql<SearchResult>(SEARCH, {
      query: 'zztop',
      searchBy: 'tradeName',
    });
    expect(before.data?.drugSearch.total).toBe(1);
    const deleted = await server.graphql(DELETE, { id: created.id }, { cookie: editor });
    expect(deleted.data).toEqual({ drugDelete: created.id });
    await settled();
    const after = await server.graphql<SearchResult>(SEARCH, {
      query: 'zztop',
      searchBy: 'tradeName',
    });
    expect(after.data?.drugSearch.total).toBe(0);
    const again = await server.graphql(DELETE, { id: created.id }, { cookie: editor });
    expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  describe('Arabic labels of category, uses and dosage form', () => {
    interface Labels {
      drug: {
        routeLabels: { en: string; ar: string }[];
        categoryLabel: { en: string; ar: string } | null;
        pharmacologicalUseLabels: { en: string; ar: string }[];
      };
    }
    const labels = async (id: string) => {
      const result = await server.graphql<Labels>(LABELS, { id });
      expect(result.errors).toBeUndefined();
      return result.data!.drug;
    };
    const names = async (query: string) => {
      const result = await server.graphql<SearchResult>(SEARCH, { query, searchBy: 'tradeName' });
      return result.data!.drugSearch.items.map((d) => d.tradeName);
    };
    let quinolone: DrugResult;

    beforeAll(async () => {
      // Seeded when the server started; the next start adds nothing.
      expect(await seedDrugVocabulary(server.app.platform)).toBe(0);
      quinolone = await create({
        tradeName: 'CIPROLABEL 500 MG 10 F.C. TABS',
        genericNames: ['CIPROFLOXACIN'],
        companies: ['DAWA LABS'],
        routes: ['ORAL.SOLID', 'UNHEARD-OF FORM'],
        pharmacologicalUses: ['ANTIBIOTIC', 'UNHEARD-OF USE'],
        // Spelled otherwise than the vocabulary's ANTIBIOTIC.QUINOLONE.
        category: 'Antibiotic - Quinolone',
        price: 40,
      });
      await settled();
    });

    it('gives each value in English and in Arabic, the English when there is no label', async () => {
      expect(await labels(quinolone.id)).toEqual({
        routeLabels: [
          { en: 'ORAL.SOLID', ar: 'أقراص وكبسولات' },
          { en: 'UNHEARD-OF FORM', ar: 'UNHEARD-OF FORM' },
        ],
        categoryLabel: { en: 'Antibiotic - Quinolone', ar: 'مضاد حيوي - كينولون' },
        pharmacologicalUseLabels: [
          { en: 'ANTIBIOTIC', ar: 'مضاد حيوي' },
          { en: 'UNHEARD-OF USE', ar: 'UNHEARD-OF USE' },
        ],
      });
      const search = await server.graphql<SearchResult>(SEARCH, {
        query: 'panadol',
        searchBy: 'tradeName',
      });
      // Created without a category.
      const panadol = search.data!.drugSearch.items[0]!;
      expect((await labels(panadol.id)).categoryLabel).toBeNull();
    });

    it('finds drugs by an Arabic category or dosage form; English queries by names only', async () => {
      expect(await names('مضاد حيوي')).toEqual(['CIPROLABEL 500 MG 10 F.C. TABS']);
      expect(await names('كينولون')).toEqual(['CIPROLABEL 500 MG 10 F.C. TABS']);
      const tablets = await names('أقراص');
      expect(tablets).toContain('CIPROLABEL 500 MG 10 F.C. TABS');
      expect(tablets).toContain('PANADOL 500 MG 24 TABS');
      expect(await names('antibiotic')).toEqual([]);
      const suggestions = await server.graphql<{ drugSuggestions: string[] }>(
        `query($query: String!) { drugSuggestions(query: $query, searchBy: tradeName) }`,
        { query: 'مضاد حي' },
      );
      expect(suggestions.data?.drugSuggestions).toEqual(['مضاد حيوي', 'مضاد حيوي - كينولون']);
    });

    it('shows and searches a changed label once the change is announced', async () => {
      await server.app.platform.transact(SYSTEM_ACTOR, async (tx, record) => {
        await tx
          .update(drugVocabulary)
          .set({ arabic: 'مضاد بكتيري - كينولون' })
          .where(
            and(
              eq(drugVocabulary.kind, 'class'),
              eq(drugVocabulary.key, termKey('ANTIBIOTIC.QUINOLONE')),
            ),
          );
        await record({ entity: DRUG_VOCABULARY_ENTITY, entityId: newId(), action: 'update' });
      });
      await settled();
      expect((await labels(quinolone.id)).categoryLabel?.ar).toBe('مضاد بكتيري - كينولون');
      expect(await names('مضاد بكتيري')).toEqual(['CIPROLABEL 500 MG 10 F.C. TABS']);
      // A start seeds what is missing, and a changed label stays as it is.
      await server.app.platform.database.db
        .delete(drugVocabulary)
        .where(eq(drugVocabulary.key, termKey('ORAL.SOLID')));
      expect(await seedDrugVocabulary(server.app.platform)).toBe(1);
      await settled();
      expect((await labels(quinolone.id)).routeLabels[0]?.ar).toBe('أقراص وكبسولات');
      expect((await labels(quinolone.id)).categoryLabel?.ar).toBe('مضاد بكتيري - كينولون');
    });
  });
});
