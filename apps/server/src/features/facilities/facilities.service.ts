import type { FieldError } from '@dawa/shared/errors';
import {
  FACILITY_FETCH_MAX,
  FACILITY_PAGE_SIZE,
  FACILITY_SIMILAR_DEFAULT,
  FACILITY_SIMILAR_MAX,
  type FacilitySort,
} from '@dawa/shared/facilities';
import { facilityInputSchema, type FacilityInput } from '@dawa/shared/facilityInput';
import { and, asc, desc, eq, gte, lte, ne, sql, type SQL } from 'drizzle-orm';
import { isDeepStrictEqual } from 'node:util';
import type { Db } from '../../platform/db/db';
import { AppError, parseInput, requireSignedIn } from '../../platform/errors';
import type { RecordChange } from '../../platform/events/events';
import type { Viewer } from '../../platform/graphql/context';
import { paginate, type Page, type PageArgs } from '../../platform/graphql/pagination';
import type { Platform } from '../../platform/platform';
import {
  acceptPost,
  activateOwnPost,
  createPost,
  deletePost,
  destroyOwnPost,
  editOwnPost,
  getPost,
  ownPosts,
  revisionAttachment,
  type PostRequest,
} from '../posts/posts.service';
import {
  choosable,
  referenceData,
  regionsOf,
  type ReferenceSnapshot,
} from '../reference/reference.service';
import {
  claimUploads,
  discardAttachedUploads,
  removeDiscardedFilesNow,
  uploadUrls,
} from '../uploads/uploads.service';
import {
  facilityAttachment,
  facilityKind,
  facilityLabel,
  facilityViewColumns,
  facilityViews,
  type FacilityView,
} from './facilities.kind';
import {
  facility,
  facilityListed,
  facilityViewer,
  type Facility,
  type FacilityImage,
} from './facilities.tables';

/** The filters of the public list (SPEC §7 property reads), each left out matching all. */
export interface FacilityFilter {
  listedForId?: string | null;
  typeId?: string | null;
  cityId?: string | null;
  regionId?: string | null;
  /** Expected price, whole L.E., inclusive. */
  priceMin?: number | null;
  priceMax?: number | null;
  /** Space area, m², inclusive. */
  areaMin?: number | null;
  areaMax?: number | null;
  isClosed?: boolean | null;
}

// ---------------------------------------------------------------------------------------------
// Reading

function filterCondition(filter: FacilityFilter): SQL | undefined {
  return and(
    filter.listedForId ? eq(facility.listedForId, filter.listedForId) : undefined,
    filter.typeId ? eq(facility.typeId, filter.typeId) : undefined,
    filter.cityId ? eq(facility.cityId, filter.cityId) : undefined,
    filter.regionId ? eq(facility.regionId, filter.regionId) : undefined,
    filter.priceMin != null ? gte(facility.price, filter.priceMin) : undefined,
    filter.priceMax != null ? lte(facility.price, filter.priceMax) : undefined,
    filter.areaMin != null ? gte(facility.spaceArea, filter.areaMin) : undefined,
    filter.areaMax != null ? lte(facility.spaceArea, filter.areaMax) : undefined,
    filter.isClosed != null ? eq(facility.isClosed, filter.isClosed) : undefined,
  );
}

type Counted = Facility & { viewers: number };

/** One page of facilities matching `where`, in the sort's order, with viewers and creators. */
async function facilityPage(
  platform: Platform,
  where: SQL | undefined,
  sort: FacilitySort | 'created',
  args: PageArgs,
): Promise<Page<FacilityView>> {
  const { db } = platform.database;
  const common = {
    args,
    defaultSize: FACILITY_PAGE_SIZE,
    maxSize: FACILITY_FETCH_MAX,
    query: (cursor: SQL | undefined, order: SQL[], limit: number) =>
      db
        .select(facilityViewColumns)
        .from(facility)
        .where(and(where, cursor))
        .orderBy(...order)
        .limit(limit),
  };
  const page =
    sort === 'newest'
      ? await paginate<Counted>({
          ...common,
          columns: { createdAt: facility.publishedAt, id: facility.id },
          key: (row) => ({ createdAt: row.publishedAt ?? row.createdAt, id: row.id }),
        })
      : sort === 'created'
        ? await paginate<Counted>({
            ...common,
            columns: { createdAt: facility.createdAt, id: facility.id },
          })
        : await paginate<Counted>({
            ...common,
            columns: { number: facility.price, id: facility.id },
            direction: sort === 'priceAsc' ? 'asc' : 'desc',
            key: (row) => ({ number: row.price, id: row.id }),
          });
  return { items: await facilityViews(db, page.items), pageInfo: page.pageInfo };
}

/**
 * The public list (SPEC §4, §7): published ads, newest published first or by expected price,
 * 10 a page; each filter and order is served by an index (ADR 0024).
 */
export function listFacilities(
  platform: Platform,
  viewer: Viewer | null,
  filter: FacilityFilter,
  sort: FacilitySort,
  args: PageArgs,
): Promise<Page<FacilityView>> {
  requireSignedIn(viewer);
  return facilityPage(platform, and(facilityListed, filterCondition(filter)), sort, args);
}

/** The viewer's own ads: accepted and pending (SPEC §4), newest created first. */
export function listMyFacilities(
  platform: Platform,
  viewer: Viewer | null,
  args: PageArgs,
): Promise<Page<FacilityView>> {
  const me = requireSignedIn(viewer);
  return facilityPage(platform, ownPosts(facilityKind, me.id), 'created', args);
}

/**
 * One ad. Counts the viewer as a distinct viewer (not its owner); a pending or deleted one
 * opens for its owner and moderators only (NOT_FOUND for others).
 */
export async function getFacility(
  platform: Platform,
  request: PostRequest,
  id: string,
): Promise<FacilityView> {
  const viewer = requireSignedIn(request.viewer);
  const view = await getPost(platform, facilityKind, viewer, id);
  if (view.createdBy === viewer.id) return view;
  const counted = await platform.transact(request.actor, async (tx, record) => {
    const inserted = await tx
      .insert(facilityViewer)
      .values({ facilityId: view.id, userId: viewer.id })
      .onConflictDoNothing()
      .returning({ userId: facilityViewer.userId });
    if (inserted.length === 0) return false;
    await record({ entity: 'facility', entityId: view.id, action: 'view' });
    return true;
  });
  return counted ? { ...view, viewers: view.viewers + 1 } : view;
}

/**
 * Listed ads like one the viewer may open: the same type and listed-for, those in its city
 * first, then the nearest expected price; never the ad itself. 4 by default, at most 12.
 */
export async function similarFacilities(
  platform: Platform,
  viewer: Viewer | null,
  id: string,
  first?: number | null,
): Promise<FacilityView[]> {
  const of = await getPost(platform, facilityKind, viewer, id);
  const limit = Math.min(Math.max(1, first ?? FACILITY_SIMILAR_DEFAULT), FACILITY_SIMILAR_MAX);
  const { db } = platform.database;
  const rows = await db
    .select(facilityViewColumns)
    .from(facility)
    .where(
      and(
        facilityListed,
        eq(facility.typeId, of.typeId),
        eq(facility.listedForId, of.listedForId),
        ne(facility.id, of.id),
      ),
    )
    .orderBy(
      desc(sql`${facility.cityId} = ${of.cityId}`),
      asc(sql`abs(${facility.price}::bigint - ${of.price})`),
      desc(facility.id),
    )
    .limit(limit);
  return facilityViews(db, rows);
}

// ---------------------------------------------------------------------------------------------
// Writing

/** The reference entries an ad names. */
type FacilityChoices = Pick<Facility, 'cityId' | 'regionId' | 'listedForId' | 'typeId'>;

/**
 * The input, checked against the reference data: every id must exist, be shown in the pickers
 * unless the ad already names it (`kept`, for an edit), and the region, when given, must be
 * one of the city's. All wrong fields are reported at once (VALIDATION).
 */
function checkFacility(
  reference: ReferenceSnapshot,
  data: FacilityInput,
  kept?: FacilityChoices,
): void {
  const errors: FieldError[] = [];
  if (!choosable(reference.cityById.get(data.cityId), kept?.cityId))
    errors.push({ path: 'cityId', message: 'invalidCity' });
  if (data.regionId !== null) {
    const region = regionsOf(reference, data.cityId).find((item) => item.id === data.regionId);
    if (!choosable(region, kept?.regionId))
      errors.push({ path: 'regionId', message: 'invalidRegion' });
  }
  if (!choosable(reference.facilityListedForById.get(data.listedForId), kept?.listedForId))
    errors.push({ path: 'listedForId', message: 'invalidListedFor' });
  if (!choosable(reference.facilityTypeById.get(data.typeId), kept?.typeId))
    errors.push({ path: 'typeId', message: 'invalidType' });
  if (errors.length > 0)
    throw new AppError('VALIDATION', 'Please correct the facility ad.', errors);
}

/** The input and the reference data it is checked against (`checkFacility`). */
async function parseFacility(
  platform: Platform,
  input: unknown,
): Promise<{ data: FacilityInput; reference: ReferenceSnapshot }> {
  const data = parseInput(facilityInputSchema, input);
  return { data, reference: await referenceData(platform).snapshot() };
}

const imageOf = (row: Awaited<ReturnType<typeof claimUploads>>[number]): FacilityImage => ({
  uploadId: row.id,
  ...uploadUrls(row),
  width: row.width,
  height: row.height,
});

/**
 * Attaches the input's gallery at `attachTo` (the ad's own attachment, or its waiting edit's),
 * keeping pictures the ad or its edit already has, and discards the pictures at `attachTo` the
 * gallery no longer shows. Answers the gallery in order.
 */
async function attachGallery(
  tx: Db,
  record: RecordChange,
  ownerId: string,
  id: string,
  attachTo: string,
  uploadIds: readonly string[],
): Promise<FacilityImage[]> {
  const uploads = await claimUploads(tx, {
    uploadIds,
    ownerId,
    purpose: 'facility',
    attachTo,
    attachedAlready: [facilityAttachment(id), revisionAttachment('facility', id)],
    field: 'imageUploadIds',
  });
  await discardAttachedUploads(tx, record, attachTo, { keep: uploadIds, reason: 'removed' });
  return uploads.map(imageOf);
}

/** The columns an input sets, its gallery given. */
function columnsOf(data: FacilityInput, images: FacilityImage[]) {
  return {
    name: data.name,
    address: data.address,
    income: data.income,
    cityId: data.cityId,
    regionId: data.regionId,
    listedForId: data.listedForId,
    typeId: data.typeId,
    price: data.price,
    images,
    description: data.description,
    phoneNumber: data.phoneNumber,
    email: data.email,
    spaceArea: data.spaceArea,
    isClosed: data.isClosed,
  };
}

/**
 * A new ad, pending approval, its pictures claimed from the upload pipeline, within the
 * monthly quota (setting `property`, Cairo calendar month; race-safe: see `createPost`).
 */
export async function createFacility(
  platform: Platform,
  request: PostRequest,
  input: unknown,
): Promise<FacilityView> {
  requireSignedIn(request.viewer);
  const { data, reference } = await parseFacility(platform, input);
  checkFacility(reference, data);
  return createPost(platform, request, facilityKind, async (tx, { id, createdBy }) => {
    const uploads = await claimUploads(tx, {
      uploadIds: data.imageUploadIds,
      ownerId: createdBy,
      purpose: 'facility',
      attachTo: facilityAttachment(id),
      attachedAlready: [],
      field: 'imageUploadIds',
    });
    const [row] = await tx
      .insert(facility)
      .values({ id, createdBy, ...columnsOf(data, uploads.map(imageOf)), postStatus: 'pending' })
      .returning();
    if (!row) throw new Error('facility insert returned no row');
    return { row, values: { name: row.name } };
  });
}

/**
 * The owner edits the whole ad (see `editOwnPost`: an accepted ad stays listed as it was and
 * the edit waits for review, its new pictures apart; a deleted one cannot be edited).
 */
export async function updateFacility(
  platform: Platform,
  request: PostRequest,
  id: string,
  input: unknown,
): Promise<FacilityView> {
  requireSignedIn(request.viewer);
  const { data, reference } = await parseFacility(platform, input);
  const edited = await editOwnPost(
    platform,
    request,
    facilityKind,
    id,
    async (tx, row, viewer, record, revising) => {
      checkFacility(reference, data, row);
      const attachTo = revising
        ? revisionAttachment('facility', row.id)
        : facilityAttachment(row.id);
      const images = await attachGallery(
        tx,
        record,
        viewer.id,
        row.id,
        attachTo,
        data.imageUploadIds,
      );
      const next = columnsOf(data, images);
      const changed = (Object.keys(next) as (keyof typeof next)[]).filter(
        (key) => !isDeepStrictEqual(next[key], row[key]),
      );
      return Object.fromEntries(changed.map((key) => [key, next[key]]));
    },
  );
  await removeDiscardedFilesNow(platform);
  return edited;
}

/**
 * "Activate ad" (SPEC §4): the owner re-submits an inactive ad; it goes back to review, then to
 * the top of the list once accepted (and is news again for saved alerts).
 */
export async function activateFacility(
  platform: Platform,
  request: PostRequest,
  id: string,
): Promise<FacilityView> {
  requireSignedIn(request.viewer);
  const activated = await activateOwnPost(platform, request, facilityKind, id, (row) => {
    if (facilityLabel(row) !== 'inactive')
      throw new AppError('CONFLICT', 'Only an inactive ad can be activated.');
    return { alertedAt: null };
  });
  await removeDiscardedFilesNow(platform);
  return activated;
}

/** The owner deletes their ad (soft: status deleted, inactive). Idempotent. */
export async function destroyFacility(
  platform: Platform,
  request: PostRequest,
  id: string,
): Promise<boolean> {
  const destroyed = await destroyOwnPost(platform, request, facilityKind, id);
  await removeDiscardedFilesNow(platform);
  return destroyed;
}

/** Moderators: accept a pending ad (published now; the owner is told `propertyAccepted`). */
export function acceptFacility(
  platform: Platform,
  request: PostRequest,
  id: string,
): Promise<FacilityView> {
  return acceptPost(platform, request, facilityKind, id);
}

/** Moderators: take an ad down with a deactivation reason of category property. */
export async function deleteFacility(
  platform: Platform,
  request: PostRequest,
  id: string,
  reasonId: string,
): Promise<FacilityView> {
  const deleted = await deletePost(platform, request, facilityKind, id, reasonId);
  await removeDiscardedFilesNow(platform);
  return deleted;
}

/**
 * Moderators: accept the edit waiting on an accepted ad; its gallery becomes the ad's (pictures
 * it dropped go), and the ad keeps its place in the list.
 */
export async function acceptFacilityEdit(
  platform: Platform,
  request: PostRequest,
  id: string,
): Promise<FacilityView> {
  const accepted = await acceptPost(platform, request, facilityKind, id, 'edit');
  await removeDiscardedFilesNow(platform);
  return accepted;
}

/** Moderators: reject the edit waiting on an ad, with a reason; its new pictures go. */
export async function rejectFacilityEdit(
  platform: Platform,
  request: PostRequest,
  id: string,
  reasonId: string,
): Promise<FacilityView> {
  const rejected = await deletePost(platform, request, facilityKind, id, reasonId, 'edit');
  await removeDiscardedFilesNow(platform);
  return rejected;
}
