import {
  REFERENCE_LISTS,
  type DeactivationCategory,
  type DeactivationReason,
  type ReferenceItem,
  type ReferenceList,
  type Region,
} from '@dawa/shared/reference';
import { asc } from 'drizzle-orm';
import type { Db } from '../../platform/db/db';
import { EVENTS_TOPIC, isPublishedEvent } from '../../platform/events/events';
import { AppError } from '../../platform/errors';
import type { Platform } from '../../platform/platform';
import {
  city,
  deactivationReason,
  facilityListedFor,
  facilityType,
  jobPosition,
  region,
  workplace,
} from './reference.tables';

/**
 * Every reference list at one moment, ordered by `index`, with lookups by id. Hidden entries are
 * in every list and map: posts that name one still show it; the public lists leave them out.
 */
export interface ReferenceSnapshot {
  cities: ReferenceItem[];
  regions: Region[];
  workplaces: ReferenceItem[];
  jobPositions: ReferenceItem[];
  deactivationReasons: DeactivationReason[];
  facilityTypes: ReferenceItem[];
  facilityListedFor: ReferenceItem[];
  cityById: ReadonlyMap<string, ReferenceItem>;
  regionById: ReadonlyMap<string, Region>;
  workplaceById: ReadonlyMap<string, ReferenceItem>;
  jobPositionById: ReadonlyMap<string, ReferenceItem>;
  deactivationReasonById: ReadonlyMap<string, DeactivationReason>;
  facilityTypeById: ReadonlyMap<string, ReferenceItem>;
  facilityListedForById: ReadonlyMap<string, ReferenceItem>;
  regionsOfCity: ReadonlyMap<string, Region[]>;
}

const byId = <T extends { id: string }>(items: T[]) =>
  new Map(items.map((item) => [item.id, item]));

const pick = ({ id, name, index, hidden }: ReferenceItem): ReferenceItem => ({
  id,
  name,
  index,
  hidden,
});

/** What the pickers of new posts offer: the entries not hidden (ids still resolve through the maps). */
export const shown = <T extends ReferenceItem>(items: readonly T[]): T[] =>
  items.filter((item) => !item.hidden);

/**
 * Whether a post may name an entry: it exists and the pickers show it, or it is the one the
 * post already names (`kept`): an edit keeps what was chosen before the entry was hidden.
 */
export function choosable(item: ReferenceItem | undefined, kept?: string | null): boolean {
  return item !== undefined && (!item.hidden || item.id === kept);
}

/** Reads every list (seven small queries; a few hundred rows in all). */
export async function loadReferenceSnapshot(db: Db): Promise<ReferenceSnapshot> {
  const [cities, regions, workplaces, jobPositions, reasons, types, listedFor] = await Promise.all([
    db.select().from(city).orderBy(asc(city.index), asc(city.id)),
    db.select().from(region).orderBy(asc(region.cityId), asc(region.index), asc(region.id)),
    db.select().from(workplace).orderBy(asc(workplace.index), asc(workplace.id)),
    db.select().from(jobPosition).orderBy(asc(jobPosition.index), asc(jobPosition.id)),
    db
      .select()
      .from(deactivationReason)
      .orderBy(asc(deactivationReason.category), asc(deactivationReason.index)),
    db.select().from(facilityType).orderBy(asc(facilityType.index), asc(facilityType.id)),
    db
      .select()
      .from(facilityListedFor)
      .orderBy(asc(facilityListedFor.index), asc(facilityListedFor.id)),
  ]);
  const regionItems: Region[] = regions.map((row) => ({ ...pick(row), cityId: row.cityId }));
  const regionsOfCity = new Map<string, Region[]>();
  for (const item of regionItems) {
    const list = regionsOfCity.get(item.cityId) ?? [];
    list.push(item);
    regionsOfCity.set(item.cityId, list);
  }
  const reasonItems: DeactivationReason[] = reasons.map((row) => ({
    ...pick(row),
    category: row.category,
  }));
  const cityItems = cities.map(pick);
  const workplaceItems = workplaces.map(pick);
  const positionItems = jobPositions.map(pick);
  const typeItems = types.map(pick);
  const listedForItems = listedFor.map(pick);
  return {
    cities: cityItems,
    regions: regionItems,
    workplaces: workplaceItems,
    jobPositions: positionItems,
    deactivationReasons: reasonItems,
    facilityTypes: typeItems,
    facilityListedFor: listedForItems,
    cityById: byId(cityItems),
    regionById: byId(regionItems),
    workplaceById: byId(workplaceItems),
    jobPositionById: byId(positionItems),
    deactivationReasonById: byId(reasonItems),
    facilityTypeById: byId(typeItems),
    facilityListedForById: byId(listedForItems),
    regionsOfCity,
  };
}

/**
 * The reference data of this process, served from memory: the lists are small, read on
 * every job and facility card, and change only when the back office edits them. The first
 * read loads all of them; an event of any reference entity (from this process or another,
 * through the bus) drops the copy, and the next read loads it again. A request reads one
 * snapshot, so the lists it shows agree with each other.
 */
export interface ReferenceData {
  snapshot(): Promise<ReferenceSnapshot>;
  /**
   * Drops this process's copy at once, after a change committed here: the next read of this
   * process sees it without waiting for the bus (other processes drop theirs when they hear it).
   */
  changed(): void;
}

const runtimes = new WeakMap<Platform, ReferenceData>();

const isReferenceList = (entity: string): entity is ReferenceList =>
  (REFERENCE_LISTS as readonly string[]).includes(entity);

export function referenceData(platform: Platform): ReferenceData {
  const data = runtimes.get(platform);
  if (!data) throw new Error('The reference data has not been started.');
  return data;
}

/** Started at boot, so that no change heard on the bus before the first read is missed. */
export async function startReferenceData(platform: Platform): Promise<ReferenceData> {
  let current: Promise<ReferenceSnapshot> | undefined;
  // Bumped on every change heard, so that a load which raced a change is not kept.
  let generation = 0;
  const load = () => {
    const started = generation;
    const loading = loadReferenceSnapshot(platform.database.db);
    current = loading;
    const forget = () => {
      if (current === loading) current = undefined;
    };
    loading.then(() => {
      if (generation !== started) forget();
    }, forget);
    return loading;
  };
  const changed = () => {
    generation += 1;
    current = undefined;
  };
  const unsubscribe = await platform.bus.subscribe(EVENTS_TOPIC, (message) => {
    if (isPublishedEvent(message) && isReferenceList(message.entity)) changed();
  });
  platform.onClose(unsubscribe);
  const data: ReferenceData = { snapshot: () => current ?? load(), changed };
  runtimes.set(platform, data);
  return data;
}

/** The regions of a city, in order (empty for an unknown city). */
export function regionsOf(snapshot: ReferenceSnapshot, cityId: string): Region[] {
  return snapshot.regionsOfCity.get(cityId) ?? [];
}

/** The deactivation reasons of one kind of post, in order. */
export function reasonsFor(
  snapshot: ReferenceSnapshot,
  category: DeactivationCategory,
): DeactivationReason[] {
  return snapshot.deactivationReasons.filter((reason) => reason.category === category);
}

/**
 * A moderator's reason for taking a post of `category` down: one of its deactivation reasons'
 * ids (VALIDATION `invalidReason` otherwise), as stored.
 */
export async function parseDeactivationReason(
  platform: Platform,
  category: DeactivationCategory,
  input: unknown,
): Promise<DeactivationReason> {
  const reasons = reasonsFor(await referenceData(platform).snapshot(), category);
  const reason = reasons.find((candidate) => candidate.id === input);
  if (!reason)
    throw new AppError('VALIDATION', 'Please choose a reason.', [
      { path: 'reasonId', message: 'invalidReason' },
    ]);
  return reason;
}
