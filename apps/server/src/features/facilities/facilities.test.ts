import { FACILITY_QUOTA_SETTING } from '@dawa/shared/facilities';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  facilityInput as input,
  graphqlFromOwnAddresses,
  pngImage,
  uploadImage,
} from '../../../test/support/fixtures';
import { startTestServer, type TestServer } from '../../../test/support/server';
import { subscribe } from '../../../test/support/sse';
import { notificationsRuntime } from '../notifications/notifications.consumer';
import { notification } from '../notifications/notifications.tables';
import { putSetting } from '../settings/settings.service';
import { upload } from '../uploads/uploads.tables';
import { facility } from './facilities.tables';
import { codeOf, fieldsOf, type Failed } from '../../../test/support/graphqlErrors';

const FIELDS = `id adNumber name address income cityId regionId listedForId typeId price description
  phoneNumber email spaceArea isClosed viewers label postStatus isActive publishedAt createdBy
  creator { id } city { id } region { id } listedFor { id } type { id }
  images { uploadId url thumbnailUrl width height } cover { uploadId url }
  deactivationReason { id category } hasPendingEdit pendingEdit { name images { uploadId } }`;
const CREATE = `mutation($data: PropertyInput!) { propertyCreate(data: $data) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $data: PropertyInput!) { propertyUpdate(id: $id, data: $data) { ${FIELDS} } }`;
const ACTIVATE = `mutation($id: ID!) { propertyActivate(id: $id) { ${FIELDS} } }`;
const DESTROY = `mutation($id: ID!) { propertyDestroy(id: $id) }`;
const ACCEPT = `mutation($id: ID!) { propertyAccept(id: $id) { ${FIELDS} } }`;
const DELETE = `mutation($id: ID!, $reasonId: ID!) { propertyDelete(id: $id, reasonId: $reasonId) { ${FIELDS} } }`;
const EDIT_ACCEPT = `mutation($id: ID!) { propertyEditAccept(id: $id) { ${FIELDS} } }`;
const EDIT_REJECT = `mutation($id: ID!, $reasonId: ID!) { propertyEditReject(id: $id, reasonId: $reasonId) { ${FIELDS} } }`;
const ONE = `query($id: ID!) { property(id: $id) { ${FIELDS} } }`;
const SIMILAR = `query($id: ID!, $first: Int) { similarProperties(id: $id, first: $first) { id } }`;
const LIST = `query($filter: PropertyFilter, $sort: PropertySort, $first: Int, $after: String, $last: Int, $before: String) {
  properties(filter: $filter, sort: $sort, first: $first, after: $after, last: $last, before: $before) {
    items { id price } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }`;
const MINE = `query { myProperties(first: 100) { items { id label hasPendingEdit } } }`;
const QUEUE = `query { moderationQueue(kind: facility, first: 100) {
  items { id title thumbnailUrl postStatus edit { fields before { title thumbnailUrl } } } } }`;
const POST_QUOTA = `query { postQuota(kind: facility) { used limit } }`;
const CHANGED = `subscription($mine: Boolean) { propertyChanged(mine: $mine) { kind id property { id name } } }`;

interface Image {
  uploadId: string;
  url: string;
  thumbnailUrl: string;
  width: number | null;
  height: number | null;
}
interface View {
  id: string;
  adNumber: number;
  name: string;
  price: number;
  viewers: number;
  label: string;
  postStatus: string;
  publishedAt: string | null;
  regionId: string | null;
  city: { id: string } | null;
  region: { id: string } | null;
  listedFor: { id: string } | null;
  type: { id: string } | null;
  images: Image[];
  cover: { uploadId: string; url: string } | null;
  deactivationReason: { id: string; category: string } | null;
  hasPendingEdit: boolean;
  pendingEdit: { name: string; images: { uploadId: string }[] } | null;
}
interface ListPage {
  items: { id: string; price: number }[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
}
type User = { cookie: string; userId: string };

describe('facilities', () => {
  let server: TestServer;
  let moderator: User;
  let alice: User;
  let bob: User;

  const gql = graphqlFromOwnAddresses(() => server, 15);
  const db = () => server.app.platform.database.db;
  const photo = async (user: User) => uploadImage(server, user, await pngImage(64, 48), 'facility');

  const create = async (user: User, overrides: Record<string, unknown> = {}) => {
    const response = await gql<{ propertyCreate: View }>(CREATE, { data: input(overrides) }, user);
    expect(response.errors).toBeUndefined();
    return response.data?.propertyCreate as View;
  };
  const accept = async (id: string) => {
    const response = await gql<{ propertyAccept: View }>(ACCEPT, { id }, moderator);
    expect(response.errors).toBeUndefined();
    return response.data?.propertyAccept as View;
  };
  const createAccepted = async (user: User, overrides: Record<string, unknown> = {}) =>
    accept((await create(user, overrides)).id);
  const page = async (variables: Record<string, unknown>, user = bob) => {
    const response = await gql<{ properties: ListPage }>(LIST, variables, user);
    expect(response.errors).toBeUndefined();
    return response.data?.properties as ListPage;
  };
  const listed = async (filter: Record<string, unknown> = {}, sort = 'newest') =>
    (await page({ filter, sort, first: 250 })).items.map((item) => item.id);
  const failing = async (query: string, variables: Record<string, unknown>, user?: User) =>
    (await gql(query, variables, user)) as Failed;
  const ownRows = async (user: User) =>
    (await db().select({ n: count() }).from(facility).where(eq(facility.createdBy, user.userId)))[0]
      ?.n ?? 0;
  const freeUploads = async (user: User) =>
    (
      await db()
        .select({ n: count() })
        .from(upload)
        .where(and(eq(upload.ownerId, user.userId), isNull(upload.attachedTo)))
    )[0]?.n ?? 0;
  /** Where an upload is attached: a record, null while unclaimed, 'gone' once discarded. */
  const attachedTo = async (uploadId: string) => {
    const [row] = await db().select().from(upload).where(eq(upload.id, uploadId));
    return row ? row.attachedTo : 'gone';
  };
  const notified = async (userId: string, type: string, postId: string) => {
    await notificationsRuntime(server.app.platform)?.settled();
    const rows = await db()
      .select()
      .from(notification)
      .where(and(eq(notification.userId, userId), eq(notification.postId, postId)));
    return rows.some((row) => row.type === type);
  };

  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: '1' });
    moderator = await server.signIn({ roles: ['entityEditor'] });
    [alice, bob] = [await server.signIn(), await server.signIn()];
    await putSetting(db(), FACILITY_QUOTA_SETTING, 1000);
  });
  afterAll(() => server.close());

  it('creates a pending ad with its gallery, which a moderator publishes', async () => {
    const photos = [await photo(alice), await photo(alice)];
    const created = await create(alice, {
      imageUploadIds: photos,
      regionId: null,
      email: 'owner@example.com',
    });
    expect(created).toMatchObject({
      postStatus: 'pending',
      label: 'inReview',
      publishedAt: null,
      regionId: null,
      region: null,
      email: 'owner@example.com',
      city: { id: 'giza' },
      listedFor: { id: 'sale' },
      type: { id: 'pharmacy' },
      viewers: 0,
    });
    expect(created.adNumber).toBeGreaterThanOrEqual(1001);
    expect(created.images.map((image) => image.uploadId)).toEqual(photos);
    expect(created.cover?.uploadId).toBe(photos[0]);
    expect(created.images[0]?.url).toMatch(/^\/files\/uploads\/facility\/.+\.webp$/);
    const attached = await db()
      .select()
      .from(upload)
      .where(eq(upload.attachedTo, `facility:${created.id}`));
    expect(attached).toHaveLength(2);
    expect(await notified(alice.userId, 'propertyPending', created.id)).toBe(true);
    expect(await listed()).not.toContain(created.id);

    const accepted = await accept(created.id);
    expect(accepted).toMatchObject({ postStatus: 'accepted', label: 'active' });
    expect(accepted.publishedAt).not.toBeNull();
    expect(await notified(alice.userId, 'propertyAccepted', created.id)).toBe(true);
    expect((await listed())[0]).toBe(created.id);
  });

  it('needs sign-in to read or write', async () => {
    for (const query of [LIST, MINE, POST_QUOTA])
      expect(codeOf(await failing(query, {}))).toBe('UNAUTHENTICATED');
    expect(codeOf(await failing(CREATE, { data: input() }))).toBe('UNAUTHENTICATED');
  });

  it('refuses bad input with every field named, and stores nothing', async () => {
    const [rowsBefore, freeBefore] = [await ownRows(alice), await freeUploads(alice)];
    const mine = await photo(alice);
    const bobs = await photo(bob);
    const bad = await failing(
      CREATE,
      {
        data: input({
          name: 'x',
          address: 'abc',
          income: -1,
          price: -5,
          spaceArea: -10,
          description: 'too short',
          phoneNumber: '12345',
          email: 'not an address',
        }),
      },
      alice,
    );
    expect(codeOf(bad)).toBe('VALIDATION');
    expect(fieldsOf(bad)).toEqual(
      expect.arrayContaining([
        ['name', 'invalidName'],
        ['address', 'invalidAddress'],
        ['income', 'invalidIncome'],
        ['price', 'invalidExpectedPrice'],
        ['spaceArea', 'invalidSpaceArea'],
        ['description', 'invalidDescription'],
        ['phoneNumber', 'invalidPhone'],
        ['email', 'invalidEmail'],
      ]),
    );
    // Past the bounds, though within GraphQL's Int.
    const huge = await failing(
      CREATE,
      { data: input({ price: 2_000_000_000, spaceArea: 1_000_000, income: 20_000_000 }) },
      alice,
    );
    expect(fieldsOf(huge)).toEqual([
      ['income', 'invalidIncome'],
      ['price', 'invalidExpectedPrice'],
      ['spaceArea', 'invalidSpaceArea'],
    ]);
    // Past GraphQL's Int, and fractions: refused before any resolver runs.
    for (const data of [input({ price: 3_000_000_000 }), input({ spaceArea: 60.5 })])
      expect((await failing(CREATE, { data }, alice)).errors).toBeDefined();
    // Reference data: unknown ids, and a region of another city, all at once.
    const unknown = await failing(
      CREATE,
      {
        data: input({
          cityId: 'cairo',
          regionId: 'giza.dokki',
          listedForId: 'swap',
          typeId: 'spaceship',
        }),
      },
      alice,
    );
    expect(fieldsOf(unknown)).toEqual([
      ['regionId', 'invalidRegion'],
      ['listedForId', 'invalidListedFor'],
      ['typeId', 'invalidType'],
    ]);
    const nowhere = await failing(
      CREATE,
      { data: input({ cityId: 'atlantis', regionId: null }) },
      alice,
    );
    expect(fieldsOf(nowhere)).toEqual([['cityId', 'invalidCity']]);
    // Photos: too many, the same twice, another user's, an unknown one.
    // (Counted before any upload is read: the ids need not exist.)
    const eleven = Array.from(
      { length: 11 },
      (_, index) => `0190a1b2-c3d4-7e5f-8a6b-${String(index).padStart(12, '0')}`,
    );
    expect(
      fieldsOf(await failing(CREATE, { data: input({ imageUploadIds: eleven }) }, alice)),
    ).toEqual([['imageUploadIds', 'tooManyPhotos']]);
    expect(
      fieldsOf(await failing(CREATE, { data: input({ imageUploadIds: [mine, mine] }) }, alice)),
    ).toEqual([['imageUploadIds', 'invalidPhotos']]);
    const foreign = await failing(
      CREATE,
      { data: input({ imageUploadIds: [mine, bobs, '0190a1b2-c3d4-7e5f-8a6b-7c8d9e0f1a2b'] }) },
      alice,
    );
    expect(codeOf(foreign)).toBe('VALIDATION');
    expect(fieldsOf(foreign)).toEqual([
      ['imageUploadIds.1', 'uploadNotFound'],
      ['imageUploadIds.2', 'uploadNotFound'],
    ]);
    const prescriptionPhoto = await uploadImage(server, alice, await pngImage(40, 40));
    expect(
      fieldsOf(
        await failing(CREATE, { data: input({ imageUploadIds: [prescriptionPhoto] }) }, alice),
      ),
    ).toEqual([['imageUploadIds.0', 'uploadWrongPurpose']]);
    // Nothing stored: no ad, and every upload still unclaimed (mine and the prescription's).
    expect(await ownRows(alice)).toBe(rowsBefore);
    expect(await freeUploads(alice)).toBe(freeBefore + 2);
    expect(await attachedTo(bobs)).toBeNull();
  });

  it('gives a picture to one ad only, even when two are saved at once', async () => {
    const shared = await photo(alice);
    const rowsBefore = await ownRows(alice);
    const results = await Promise.all(
      [0, 1].map(() => failing(CREATE, { data: input({ imageUploadIds: [shared] }) }, alice)),
    );
    expect(results.map((result) => codeOf(result) ?? 'OK').sort()).toEqual(['OK', 'VALIDATION']);
    expect(results.flatMap(fieldsOf)).toEqual([['imageUploadIds.0', 'uploadAlreadyUsed']]);
    expect(await ownRows(alice)).toBe(rowsBefore + 1);
  });

  it('lets only the owner edit, activate or delete, and moderators decide; others change nothing', async () => {
    const pending = await create(alice, { name: 'Alice’s pending ad' });
    // Pending: only its owner and moderators open it.
    expect(codeOf(await failing(ONE, { id: pending.id }, bob))).toBe('NOT_FOUND');
    expect(codeOf(await failing(SIMILAR, { id: pending.id }, bob))).toBe('NOT_FOUND');
    expect(codeOf(await failing(UPDATE, { id: pending.id, data: input() }, bob))).toBe('NOT_FOUND');
    expect(codeOf(await failing(DESTROY, { id: pending.id }, bob))).toBe('NOT_FOUND');
    expect(codeOf(await failing(ACTIVATE, { id: pending.id }, bob))).toBe('NOT_FOUND');
    expect(
      (await gql<{ property: View }>(ONE, { id: pending.id }, moderator)).data?.property.id,
    ).toBe(pending.id);
    // Accepted: bob sees it but may not change it; non-moderators do not moderate.
    await accept(pending.id);
    expect(
      codeOf(await failing(UPDATE, { id: pending.id, data: input({ name: 'Mine now' }) }, bob)),
    ).toBe('FORBIDDEN');
    expect(codeOf(await failing(DESTROY, { id: pending.id }, bob))).toBe('FORBIDDEN');
    expect(codeOf(await failing(ACTIVATE, { id: pending.id }, bob))).toBe('FORBIDDEN');
    expect(codeOf(await failing(ACCEPT, { id: pending.id }, bob))).toBe('FORBIDDEN');
    expect(
      codeOf(await failing(DELETE, { id: pending.id, reasonId: 'property.sold' }, alice)),
    ).toBe('FORBIDDEN');
    expect(codeOf(await failing(EDIT_ACCEPT, { id: pending.id }, alice))).toBe('FORBIDDEN');
    // Bob cannot put alice's picture on his own ad either.
    const alices = await photo(alice);
    const stolen = await failing(CREATE, { data: input({ imageUploadIds: [alices] }) }, bob);
    expect(fieldsOf(stolen)).toEqual([['imageUploadIds.0', 'uploadNotFound']]);
    const stored = (await db().select().from(facility).where(eq(facility.id, pending.id)))[0];
    expect(stored).toMatchObject({
      name: 'Alice’s pending ad',
      postStatus: 'accepted',
      isActive: true,
    });
    const own = await gql<{ myProperties: { items: { id: string }[] } }>(MINE, {}, bob);
    expect(own.data?.myProperties.items.map((item) => item.id)).not.toContain(pending.id);
  });

  it('counts distinct signed-in viewers, not the owner', async () => {
    const ad = await createAccepted(alice);
    const view = async (user: User) =>
      (await gql<{ property: View }>(ONE, { id: ad.id }, user)).data?.property.viewers;
    expect(await view(alice)).toBe(0);
    expect(await view(bob)).toBe(1);
    expect(await view(bob)).toBe(1);
    expect(await view(moderator)).toBe(2);
    expect(await view(alice)).toBe(2);
  });

  it('filters by listed-for, type, city, region, price, area and status, combined', async () => {
    const cityId = 'alexandria';
    const regionOf = async () => {
      const response = await gql<{ city: { regions: { id: string }[] } }>(
        'query($id: ID!) { city(id: $id) { regions { id } } }',
        { id: cityId },
        bob,
      );
      return response.data?.city.regions[0]?.id ?? null;
    };
    const region = await regionOf();
    const a = await createAccepted(alice, {
      cityId,
      regionId: region,
      price: 100_000,
      spaceArea: 40,
    });
    const b = await createAccepted(alice, {
      cityId,
      regionId: null,
      listedForId: 'rent',
      price: 9_000,
      spaceArea: 120,
      isClosed: true,
    });
    const c = await createAccepted(alice, {
      cityId,
      regionId: null,
      typeId: 'clinic',
      price: 500_000,
      spaceArea: 80,
    });
    const inCity = { cityId };
    expect(await listed(inCity)).toEqual([c.id, b.id, a.id]);
    expect(await listed({ ...inCity, regionId: region })).toEqual([a.id]);
    expect(await listed({ ...inCity, listedForId: 'rent' })).toEqual([b.id]);
    expect(await listed({ ...inCity, typeId: 'clinic' })).toEqual([c.id]);
    expect(await listed({ ...inCity, isClosed: true })).toEqual([b.id]);
    expect(await listed({ ...inCity, isClosed: false })).toEqual([c.id, a.id]);
    expect(await listed({ ...inCity, priceMin: 9_000, priceMax: 100_000 })).toEqual([b.id, a.id]);
    expect(await listed({ ...inCity, areaMin: 80 })).toEqual([c.id, b.id]);
    expect(await listed({ ...inCity, areaMax: 80, priceMin: 200_000 })).toEqual([c.id]);
    expect(await listed({ ...inCity, listedForId: 'sale', typeId: 'pharmacy' })).toEqual([a.id]);
    expect(await listed(inCity, 'priceAsc')).toEqual([b.id, a.id, c.id]);
    expect(await listed(inCity, 'priceDesc')).toEqual([c.id, a.id, b.id]);
  });

  it('pages 10 at a time in each order, both directions, probing both edges', async () => {
    const cityId = 'luxor';
    // Prices with ties, so the id decides among equal prices.
    const prices = [700, 300, 300, 900, 100, 500, 300, 800, 200, 600, 400, 1000];
    const ads: View[] = [];
    for (const price of prices)
      ads.push(await createAccepted(bob, { cityId, regionId: null, price }));
    const filter = { cityId };
    const byPrice = [...ads].sort((x, y) => x.price - y.price || (x.id < y.id ? -1 : 1));
    const expected: Record<string, string[]> = {
      newest: [...ads].reverse().map((ad) => ad.id),
      priceAsc: byPrice.map((ad) => ad.id),
      priceDesc: [...byPrice].reverse().map((ad) => ad.id),
    };
    for (const [sort, order] of Object.entries(expected)) {
      const first = await page({ filter, sort });
      expect(first.items.map((item) => item.id)).toEqual(order.slice(0, 10));
      expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
      const second = await page({ filter, sort, after: first.pageInfo.endCursor });
      expect(second.items.map((item) => item.id)).toEqual(order.slice(10));
      expect(second.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
      // Back from the second page: 9 going back (SPEC §9), then the edge.
      const back = await page({ filter, sort, last: 9, before: second.pageInfo.startCursor });
      expect(back.items.map((item) => item.id)).toEqual(order.slice(1, 10));
      expect(back.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
      const edge = await page({ filter, sort, last: 9, before: back.pageInfo.startCursor });
      expect(edge.items.map((item) => item.id)).toEqual(order.slice(0, 1));
      expect(edge.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    }
    // A cursor is its order's own: a price cursor means nothing to the newest list, and back.
    const priced = await page({ filter, sort: 'priceAsc', first: 2 });
    const newest = await page({ filter, sort: 'newest', first: 2 });
    const misuse = [
      { sort: 'newest', after: priced.pageInfo.endCursor },
      { sort: 'priceDesc', before: newest.pageInfo.endCursor },
      { sort: 'priceAsc', after: Buffer.from('[1.5,"x"]').toString('base64url') },
      { sort: 'priceAsc', after: 'not a cursor' },
    ];
    for (const variables of misuse)
      expect(codeOf(await failing(LIST, { filter, ...variables }, bob))).toBe('BAD_REQUEST');
  });

  it('finds similar ads: same type and listed-for, its city first, then the nearest price', async () => {
    const base = { typeId: 'drug-warehouse', listedForId: 'rent', regionId: null };
    const ad = await createAccepted(alice, { ...base, cityId: 'aswan', price: 10_000 });
    const near = await createAccepted(alice, { ...base, cityId: 'aswan', price: 12_000 });
    const far = await createAccepted(alice, { ...base, cityId: 'aswan', price: 50_000 });
    const elsewhere = await createAccepted(alice, { ...base, cityId: 'cairo', price: 10_000 });
    await createAccepted(alice, { ...base, cityId: 'aswan', listedForId: 'sale', price: 10_000 });
    await create(alice, { ...base, cityId: 'aswan', price: 10_001 });
    const response = await gql<{ similarProperties: { id: string }[] }>(
      SIMILAR,
      { id: ad.id, first: 12 },
      bob,
    );
    expect(response.data?.similarProperties.map((item) => item.id)).toEqual([
      near.id,
      far.id,
      elsewhere.id,
    ]);
    const few = await gql<{ similarProperties: { id: string }[] }>(
      SIMILAR,
      { id: ad.id, first: 1 },
      bob,
    );
    expect(few.data?.similarProperties.map((item) => item.id)).toEqual([near.id]);
  });

  it('keeps the monthly limit under parallel creates: at 2 of 3, one of four passes', async () => {
    const carol = await server.signIn();
    await putSetting(db(), FACILITY_QUOTA_SETTING, 3);
    try {
      await create(carol);
      await create(carol);
      const guard = await gql<{ postQuota: { used: number; limit: number } }>(
        POST_QUOTA,
        {},
        carol,
      );
      expect(guard.data?.postQuota).toEqual({ used: 2, limit: 3 });
      const results = await Promise.all(
        [0, 1, 2, 3].map(() => failing(CREATE, { data: input() }, carol)),
      );
      expect(results.map((result) => codeOf(result) ?? 'OK').sort()).toEqual([
        'OK',
        'QUOTA_EXCEEDED',
        'QUOTA_EXCEEDED',
        'QUOTA_EXCEEDED',
      ]);
      const refused = results.find((result) => result.errors)?.errors?.[0];
      expect(refused?.message).toBe('You Can Not Add More Than 3 Facilities In A Month');
      expect(refused?.extensions?.fieldErrors).toMatchObject([
        { path: 'quota', message: 'facilityQuota', params: { limit: 3, count: 3 } },
      ]);
      expect(await ownRows(carol)).toBe(3);
    } finally {
      await putSetting(db(), FACILITY_QUOTA_SETTING, 1000);
    }
  });

  it('keeps an edited ad listed as accepted, its new pictures apart, until a moderator decides (ADR 0021)', async () => {
    const [p1, p2] = [await photo(alice), await photo(alice)];
    const ad = await createAccepted(alice, { name: 'Gallery ad', imageUploadIds: [p1, p2] });
    const p3 = await photo(alice);
    const edit = async (name: string, imageUploadIds: string[]) => {
      const response = await gql<{ propertyUpdate: View }>(
        UPDATE,
        { id: ad.id, data: input({ name, imageUploadIds }) },
        alice,
      );
      expect(response.errors).toBeUndefined();
      return response.data?.propertyUpdate as View;
    };
    const edited = await edit('Gallery ad, renovated', [p2, p3]);
    expect(edited).toMatchObject({
      name: 'Gallery ad',
      postStatus: 'accepted',
      label: 'active',
      hasPendingEdit: true,
      pendingEdit: { name: 'Gallery ad, renovated', images: [{ uploadId: p2 }, { uploadId: p3 }] },
    });
    expect(edited.images.map((image) => image.uploadId)).toEqual([p1, p2]);
    expect(await attachedTo(p3)).toBe(`facilityEdit:${ad.id}`);
    expect(await notified(alice.userId, 'propertyPending', ad.id)).toBe(true);
    // Others see the accepted version, and nothing of the edit.
    const seen = (await gql<{ property: View }>(ONE, { id: ad.id }, bob)).data?.property;
    expect(seen).toMatchObject({ name: 'Gallery ad', hasPendingEdit: false, pendingEdit: null });
    const queue = await gql<{
      moderationQueue: {
        items: {
          id: string;
          title: string;
          thumbnailUrl: string | null;
          edit: { fields: string[]; before: { title: string } } | null;
        }[];
      };
    }>(QUEUE, {}, moderator);
    const item = queue.data?.moderationQueue.items.find((entry) => entry.id === ad.id);
    expect(item).toMatchObject({
      title: 'Gallery ad, renovated',
      edit: { before: { title: 'Gallery ad' } },
    });
    expect(item?.edit?.fields.sort()).toEqual(['images', 'name']);
    expect(item?.thumbnailUrl).toBe(edited.images[1]?.thumbnailUrl);

    // A second edit replaces the first's new picture: it goes.
    const p4 = await photo(alice);
    await edit('Gallery ad, renovated', [p4, p2]);
    expect(await attachedTo(p3)).toBe('gone');
    expect(await attachedTo(p4)).toBe(`facilityEdit:${ad.id}`);
    expect(await attachedTo(p1)).toBe(`facility:${ad.id}`);

    const accepted = await gql<{ propertyEditAccept: View }>(EDIT_ACCEPT, { id: ad.id }, moderator);
    expect(accepted.data?.propertyEditAccept).toMatchObject({
      name: 'Gallery ad, renovated',
      hasPendingEdit: false,
      publishedAt: ad.publishedAt,
    });
    expect(accepted.data?.propertyEditAccept.images.map((image) => image.uploadId)).toEqual([
      p4,
      p2,
    ]);
    expect(await attachedTo(p1)).toBe('gone');
    expect(await attachedTo(p4)).toBe(`facility:${ad.id}`);
    expect(await notified(alice.userId, 'propertyAccepted', ad.id)).toBe(true);

    // A rejected edit's new picture goes; the ad stays as it was.
    const p5 = await photo(alice);
    await edit('Gallery ad, again', [p5]);
    const rejected = await gql<{ propertyEditReject: View }>(
      EDIT_REJECT,
      { id: ad.id, reasonId: 'property.sold' },
      moderator,
    );
    expect(rejected.errors).toBeUndefined();
    expect(rejected.data?.propertyEditReject.images.map((image) => image.uploadId)).toEqual([
      p4,
      p2,
    ]);
    expect(await attachedTo(p5)).toBe('gone');
    expect(await notified(alice.userId, 'propertyDestroyed', ad.id)).toBe(true);
    // Editing back to the accepted version withdraws the edit.
    await edit('Gallery ad, again', [p4, p2]);
    const back = await edit('Gallery ad, renovated', [p4, p2]);
    expect(back.hasPendingEdit).toBe(false);
  });

  it('is taken down with a property reason, which only the owner sees, and can be activated again', async () => {
    const ad = await createAccepted(alice, { name: 'To be taken down' });
    const wrong = await failing(DELETE, { id: ad.id, reasonId: 'nope' }, moderator);
    expect(fieldsOf(wrong)).toEqual([['reasonId', 'invalidReason']]);
    const reasonId = 'property.sold';
    const jobReason = 'job.filled';
    expect(fieldsOf(await failing(DELETE, { id: ad.id, reasonId: jobReason }, moderator))).toEqual([
      ['reasonId', 'invalidReason'],
    ]);
    const deleted = await gql<{ propertyDelete: View }>(DELETE, { id: ad.id, reasonId }, moderator);
    expect(deleted.data?.propertyDelete).toMatchObject({
      postStatus: 'deleted',
      label: 'inactive',
    });
    expect(await notified(alice.userId, 'propertyDestroyed', ad.id)).toBe(true);
    const [notice] = await db()
      .select()
      .from(notification)
      .where(and(eq(notification.postId, ad.id), eq(notification.type, 'propertyDestroyed')));
    expect(notice?.description).toEqual({
      en: 'Reason: The facility has been sold',
      ar: 'السبب: تم بيع المنشأة',
    });
    expect(await listed()).not.toContain(ad.id);
    expect(codeOf(await failing(ONE, { id: ad.id }, bob))).toBe('NOT_FOUND');
    const own = (await gql<{ property: View }>(ONE, { id: ad.id }, alice)).data?.property;
    expect(own?.deactivationReason).toMatchObject({ id: reasonId, category: 'property' });
    // Only an inactive ad is activated; it goes back to review as "ready".
    const active = await createAccepted(alice);
    expect(codeOf(await failing(ACTIVATE, { id: active.id }, alice))).toBe('CONFLICT');
    const activated = await gql<{ propertyActivate: View }>(ACTIVATE, { id: ad.id }, alice);
    expect(activated.data?.propertyActivate).toMatchObject({
      postStatus: 'pending',
      label: 'ready',
    });
    const mine = await gql<{ myProperties: { items: { id: string; label: string }[] } }>(
      MINE,
      {},
      alice,
    );
    expect(mine.data?.myProperties.items.find((item) => item.id === ad.id)?.label).toBe('ready');
    expect((await accept(ad.id)).label).toBe('active');
    // The owner's delete: gone from the list and from their own list, idempotent.
    expect(
      (await gql<{ propertyDestroy: boolean }>(DESTROY, { id: ad.id }, alice)).data
        ?.propertyDestroy,
    ).toBe(true);
    expect(
      (await gql<{ propertyDestroy: boolean }>(DESTROY, { id: ad.id }, alice)).data
        ?.propertyDestroy,
    ).toBe(true);
    expect(await listed()).not.toContain(ad.id);
    const after = await gql<{ myProperties: { items: { id: string }[] } }>(MINE, {}, alice);
    expect(after.data?.myProperties.items.map((item) => item.id)).not.toContain(ad.id);
    expect(codeOf(await failing(UPDATE, { id: ad.id, data: input() }, alice))).toBe('CONFLICT');
  });

  it('tells a live list of an accepted ad, and of a deleted one leaving it', async () => {
    const live = await subscribe<{
      data?: { propertyChanged: { kind: string; id: string; property: { id: string } | null } };
    }>(server.url, CHANGED, { cookie: bob.cookie });
    try {
      const ad = await create(alice, { name: 'Live ad' });
      await accept(ad.id);
      expect((await live.next()).data?.propertyChanged).toMatchObject({
        kind: 'add',
        id: ad.id,
        property: { id: ad.id },
      });
      await gql(DESTROY, { id: ad.id }, alice);
      expect((await live.next()).data?.propertyChanged).toMatchObject({
        kind: 'remove',
        id: ad.id,
        property: null,
      });
    } finally {
      live.close();
    }
  });
});
