// The public facility list at 10,000 synthetic ads on PostgreSQL (issue #15: p99 ≤ 20 ms,
// ≤ 3 SQL statements a request): each filter and sort side by side in one run, a page after a
// cursor too, with the plan of its list query (ADR 0024). Needs PostgreSQL (BENCH_POSTGRES_URL,
// default postgres://postgres@127.0.0.1:5432/postgres); a throw-away database is made and
// dropped.
import type { FacilitySort } from '@dawa/shared/facilities';
import type pg from 'pg';
import {
  listFacilities,
  type FacilityFilter,
} from '../../apps/server/src/features/facilities/facilities.service';
import type { PageArgs } from '../../apps/server/src/platform/graphql/pagination';
import {
  generator,
  insertPosters,
  measure,
  withBenchDatabase,
  type ScenarioRow,
} from './listBench';

const FACILITIES = Number(process.env.BENCH_FACILITIES ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 300);

await withBenchDatabase('facilities', async (app, client) => {
  await seed(client);
  await client.query('analyze');

  const viewer = { id: 'bench-user-0', roles: [] };
  const list = (filter: FacilityFilter, sort: FacilitySort, args: PageArgs = { first: 10 }) =>
    listFacilities(app.platform, viewer, filter, sort, args);
  const second = async (filter: FacilityFilter, sort: FacilitySort) => {
    const first = await list(filter, sort);
    return { first: 10, after: first.pageInfo.endCursor };
  };
  const scenarios: [string, FacilityFilter, FacilitySort, PageArgs?][] = [
    ['newest, no filter', {}, 'newest'],
    ['newest, listed for', { listedForId: 'rent' }, 'newest'],
    ['newest, type', { typeId: 'clinic' }, 'newest'],
    ['newest, city', { cityId: 'giza' }, 'newest'],
    ['newest, city + region', { cityId: 'cairo', regionId: 'cairo.nasr-city' }, 'newest'],
    ['newest, price range', { priceMin: 500_000, priceMax: 1_000_000 }, 'newest'],
    ['newest, area range', { areaMin: 200, areaMax: 300 }, 'newest'],
    ['newest, closed', { isClosed: true }, 'newest'],
    ['price asc, no filter', {}, 'priceAsc'],
    ['price desc, no filter', {}, 'priceDesc'],
    ['price asc, listed for', { listedForId: 'sale' }, 'priceAsc'],
    ['price desc, city', { cityId: 'alexandria' }, 'priceDesc'],
    ['price asc, price range', { priceMin: 2_000_000 }, 'priceAsc'],
    [
      'price asc, all filters',
      {
        listedForId: 'sale',
        typeId: 'pharmacy',
        cityId: 'cairo',
        priceMin: 100_000,
        priceMax: 5_000_000,
        areaMin: 30,
        areaMax: 400,
        isClosed: false,
      },
      'priceAsc',
    ],
    ['newest, page 2', { cityId: 'giza' }, 'newest', await second({ cityId: 'giza' }, 'newest')],
    [
      'price desc, page 2',
      { listedForId: 'sale' },
      'priceDesc',
      await second({ listedForId: 'sale' }, 'priceDesc'),
    ],
  ];
  const rows: ScenarioRow[] = [];
  for (const [label, filter, sort, args] of scenarios)
    rows.push(await measure(client, 'facility', label, RUNS, () => list(filter, sort, args)));
  console.table(rows);
  console.log(JSON.stringify({ facilities: FACILITIES, runs: RUNS, results: rows }));
});

/**
 * 10,000 ads by 200 posters over the last 90 days: every governorate, type and listed-for,
 * prices and areas spread as pharmacies, clinics and warehouses are; 85 % published, 10 %
 * pending, 5 % taken down; one to three pictures each.
 */
async function seed(client: pg.Client): Promise<void> {
  const places = await client.query<{ city: string; region: string }>(
    'select city_id as city, id as region from region order by id',
  );
  const types = (await client.query<{ id: string }>('select id from facility_type')).rows;
  const purposes = (await client.query<{ id: string }>('select id from facility_listed_for')).rows;
  const users = await insertPosters(client, 200);
  const { random, pick } = generator(7);
  const day = 24 * 3600 * 1000;
  const now = Date.now();
  let next = 0;
  for (let batch = 0; batch < FACILITIES; batch += 1000) {
    const rows = Array.from({ length: Math.min(1000, FACILITIES - batch) }, () => {
      const id = `00000000-0000-7000-8000-${(next++).toString(16).padStart(12, '0')}`;
      const place = pick(places.rows);
      const roll = random();
      const status = roll < 0.85 ? 'accepted' : roll < 0.95 ? 'pending' : 'deleted';
      const published = now - random() * 90 * day;
      const listedFor = pick(purposes).id;
      const price =
        listedFor === 'rent'
          ? 3_000 + Math.floor(random() * 60) * 1_000
          : 200_000 + Math.floor(random() * 200) * 50_000;
      const images = Array.from({ length: 1 + Math.floor(random() * 3) }, (_, index) => ({
        uploadId: `00000000-0000-7000-9000-${(next * 4 + index).toString(16).padStart(12, '0')}`,
        url: `/files/uploads/facility/${id}-${index}.webp`,
        thumbnailUrl: `/files/uploads/facility/${id}-${index}-thumb.webp`,
        width: 1200,
        height: 900,
      }));
      return [
        id,
        `${pick(['Pharmacy', 'Clinic', 'Store', 'Warehouse'])} ${pick(['for sale', 'for rent', 'wanted'])}`,
        'A street address of the ad',
        Math.floor(random() * 30_000),
        place.city,
        random() < 0.8 ? place.region : null,
        listedFor,
        pick(types).id,
        price,
        JSON.stringify(images),
        'An ad for a facility, with its licence, its fittings and the street it is on.',
        20 + Math.floor(random() * 600),
        random() < 0.2,
        status === 'pending' ? null : new Date(published).toISOString(),
        pick(users),
        status,
        status !== 'deleted',
        new Date(published - day).toISOString(),
      ];
    });
    await client.query(
      `insert into facility (id, name, address, income, city_id, region_id, listed_for_id, type_id,
        price, images, description, phone_number, space_area, is_closed, published_at, created_by,
        post_status, is_active, created_at)
      select id, name, address, income, city, region, listed_for, type, price, images,
        description, '01012345678', area, closed, published_at, created_by, status, active,
        created_at
      from unnest($1::uuid[], $2::text[], $3::text[], $4::int[], $5::text[], $6::text[],
        $7::text[], $8::text[], $9::int[], $10::jsonb[], $11::text[], $12::int[], $13::bool[],
        $14::timestamptz[], $15::text[], $16::text[], $17::bool[], $18::timestamptz[])
        as t(id, name, address, income, city, region, listed_for, type, price, images,
          description, area, closed, published_at, created_by, status, active, created_at)`,
      Array.from({ length: 18 }, (_, column) => rows.map((row) => row[column])),
    );
  }
}
