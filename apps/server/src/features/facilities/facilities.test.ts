import { FACILITY_QUOTA_SETTING } from '@dawa/shared/facilities';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlFromOwnAddresses, pngImage, uploadImage } from '../../../test/support/fixtures';
import { startTestServer, type TestServer } from '../../../test/support/server';
import { notificationsRuntime } from '../notifications/notifications.consumer';
import { notification } from '../notifications/notifications.tables';
import { putSetting } from '../settings/settings.service';
import { upload } from '../uploads/uploads.tables';

const FIELDS = `id adNumber name address income cityId regionId listedForId typeId price description
  phoneNumber spaceArea isClosed viewers label postStatus isActive publishedAt createdBy
  creator { id } city { id } region { id } listedFor { id } type { id }
  images { uploadId url thumbnailUrl width height } cover { uploadId url }
  deactivationReason { id category } hasPendingEdit pendingEdit { name images { uploadId } }`;
const CREATE = `mutation($data: PropertyInput!) { propertyCreate(data: $data) { ${FIELDS} } }`;
const ACCEPT = `mutation($id: ID!) { propertyAccept(id: $id) { ${FIELDS} } }`;
const LIST = `query($filter: PropertyFilter, $sort: PropertySort, $first: Int, $after: String, $last: Int, $before: String) {
  properties(filter: $filter, sort: $sort, first: $first, after: $after, last: $last, before: $before) {
    items { id price } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }`;

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

/** A valid PropertyInput (a pharmacy for sale in Dokki), with `overrides`. */
const input = (overrides: Record<string, unknown> = {}) => ({
  name: 'Pharmacy for sale in Dokki',
  address: '12 Tahrir Street, Dokki',
  income: 15000,
  cityId: 'giza',
  regionId: 'giza.dokki',
  listedForId: 'sale',
  typeId: 'pharmacy',
  price: 2_500_000,
  imageUploadIds: [],
  description: 'A licensed pharmacy on a busy street, with its stock and fittings.',
  phoneNumber: '01012345678',
  spaceArea: 60,
  isClosed: false,
  ...overrides,
});

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
  const page = async (variables: Record<string, unknown>, user = bob) => {
    const response = await gql<{ properties: ListPage }>(LIST, variables, user);
    expect(response.errors).toBeUndefined();
    return response.data?.properties as ListPage;
  };
  const listed = async (filter: Record<string, unknown> = {}, sort = 'newest') =>
    (await page({ filter, sort, first: 250 })).items.map((item) => item.id);
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
    const created = await create(alice, { imageUploadIds: photos, regionId: null });
    expect(created).toMatchObject({
      postStatus: 'pending',
      label: 'inReview',
      publishedAt: null,
      regionId: null,
      region: null,
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
});
