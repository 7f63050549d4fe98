import {
  FACILITY_QUOTA_DEFAULT,
  FACILITY_QUOTA_SETTING,
  type FacilityLabel,
} from '@dawa/shared/facilities';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db';
import { isUuid } from '../../platform/db/ids';
import type { RecordChange } from '../../platform/events/events';
import { OWN_LIST_ACCEPTED_AND_PENDING, type PostState } from '../posts/posts';
import {
  definePostKind,
  revisionAttachment,
  withCreators,
  type Creator,
} from '../posts/posts.service';
import { tellAlerts } from '../alerts/alerts.service';
import { parseDeactivationReason } from '../reference/reference.service';
import { discardAttachedUploads, moveAttachedUploads } from '../uploads/uploads.service';
import { facility, type Facility } from './facilities.tables';
import { facilityAlertKind } from './facilityAlerts.service';

/** A facility as the API shows it: with its distinct viewers, creator and owner's label. */
export interface FacilityView extends Facility {
  viewers: number;
  creator: Creator | null;
  label: FacilityLabel;
}

/** Where a facility's own pictures are attached. */
export const facilityAttachment = (id: string) => `facility:${id}`;

export const facilityState = (row: Pick<Facility, 'postStatus' | 'isActive'>): PostState => ({
  postStatus: row.postStatus,
  isActive: row.isActive,
});

/** What the owner's list says of an ad (SPEC §4 labels: jobs' less hired and expired). */
export function facilityLabel(
  row: Pick<Facility, 'postStatus' | 'isActive' | 'publishedAt'>,
): FacilityLabel {
  if (row.postStatus === 'pending') return row.publishedAt ? 'ready' : 'inReview';
  if (row.postStatus === 'deleted' || !row.isActive) return 'inactive';
  return 'active';
}

/** Facility columns plus its distinct viewers, counted in the same statement (no N+1). */
export const facilityViewColumns = {
  ...getTableColumns(facility),
  viewers: sql<number>`(select count(*)::int from "facility_viewer" as viewed where viewed.facility_id = "facility"."id")`,
};

/** Rows (with their viewer counts) as the API shows them, their creators read in one query. */
export async function facilityViews(
  db: Db,
  rows: (Facility & { viewers: number })[],
): Promise<FacilityView[]> {
  return (await withCreators(db, rows)).map((row) => ({ ...row, label: facilityLabel(row) }));
}

/** One facility with its viewers and creator, whoever may see it (callers check). */
export async function loadFacilityView(db: Db, id: string): Promise<FacilityView | null> {
  if (!isUuid(id)) return null;
  const rows = await db.select(facilityViewColumns).from(facility).where(eq(facility.id, id));
  const [view] = await facilityViews(db, rows);
  return view ?? null;
}

/**
 * Moves the pictures of an accepted edit onto the ad: those the edited gallery dropped are
 * discarded, the edit's new ones join the ad's attachment.
 */
async function applyGallery(tx: Db, row: Facility, record: RecordChange): Promise<void> {
  await discardAttachedUploads(tx, record, facilityAttachment(row.id), {
    keep: row.images.map((image) => image.uploadId),
    reason: 'removed',
  });
  await moveAttachedUploads(tx, revisionAttachment('facility', row.id), facilityAttachment(row.id));
}

/**
 * Facility ads as a post kind (SPEC §4; issue #15): 5 a Cairo month by default (setting
 * `property`); the owner's list shows accepted and pending ones; a moderator takes one down
 * with a deactivation reason of category `property`; each accept publishes it anew
 * (`publishedAt` orders the list) and tells matching alerts. An edit of an accepted ad waits as a revision, its new
 * pictures at the revision's attachment until a moderator decides (ADR 0021).
 */
export const facilityKind = definePostKind({
  kind: 'facility',
  table: facility,
  names: { entity: 'Facility', noun: 'facility ad' },
  state: facilityState,
  stateColumns: ({ deactivationReason, ...state }) => ({
    ...state,
    deactivationReasonId: deactivationReason,
    ...(state.postStatus === 'accepted' ? { publishedAt: new Date() } : {}),
  }),
  // No deletedByAuthorReason: the reason column is a foreign key to moderators' reasons. The
  // pictures are public (ADR 0013) and stay, so a moderator may restore an ad.
  revision: {
    onApply: async (tx, row, values, record) => {
      if (values.images !== undefined) await applyGallery(tx, row, record);
    },
    onDiscard: (tx, row, _values, record) =>
      discardAttachedUploads(tx, record, revisionAttachment('facility', row.id), {
        reason: 'removed',
      }),
  },
  ownList: OWN_LIST_ACCEPTED_AND_PENDING,
  quota: { setting: FACILITY_QUOTA_SETTING, defaultLimit: FACILITY_QUOTA_DEFAULT },
  notifications: {
    pending: 'propertyPending',
    accepted: 'propertyAccepted',
    destroyed: 'propertyDestroyed',
  },
  title: (row) => row.name,
  loadView: loadFacilityView,
  moderation: {
    parseReason: async (platform, input) => {
      const reason = await parseDeactivationReason(platform, 'property', input);
      return { stored: reason.id, told: reason.name };
    },
    queueItem: (row) => ({
      title: row.name,
      description: row.description,
      imageUrl: row.images[0]?.url ?? null,
      thumbnailUrl: row.images[0]?.thumbnailUrl ?? null,
    }),
    afterAccept: tellAlerts(facilityAlertKind),
  },
});
