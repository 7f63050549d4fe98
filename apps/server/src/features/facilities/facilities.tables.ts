import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
  type PgColumn,
} from 'drizzle-orm/pg-core';
import { user } from '../../platform/auth/auth.tables';
import { timestamps } from '../../platform/db/columns';
import { adColumns, adOwnIndexes, newestPublished } from '../posts/posts.tables';
import { city, facilityListedFor, facilityType, region } from '../reference/reference.tables';

/**
 * One picture of a facility's gallery: the upload (claimed at `facility:<id>`, or at the
 * waiting edit's attachment) and its URLs and size, copied so a card needs no join.
 */
export interface FacilityImage {
  uploadId: string;
  url: string;
  thumbnailUrl: string;
  width: number | null;
  height: number | null;
}

/**
 * A facility ad (SPEC §3 Property): a pharmacy, store or clinic to sell, rent or buy, moderated
 * like every post. `adNumber` is the short number printed on the ad, from 1001 on;
 * `publishedAt` is set when a moderator accepts it and orders the public list. The gallery is
 * a list in the row (`images`, first = cover), so an edit of an accepted ad carries its new
 * gallery in its revision like any other column (ADR 0021).
 */
export const facility = pgTable(
  'facility',
  {
    id: uuid().primaryKey(),
    adNumber: integer()
      .notNull()
      .unique('facility_ad_number_unique')
      .generatedAlwaysAsIdentity({ startWith: 1001 }),
    name: text().notNull(),
    address: text().notNull(),
    /** Average daily income, whole L.E. */
    income: integer().notNull(),
    cityId: text()
      .notNull()
      .references(() => city.id),
    regionId: text().references(() => region.id),
    listedForId: text()
      .notNull()
      .references(() => facilityListedFor.id),
    typeId: text()
      .notNull()
      .references(() => facilityType.id),
    /** Expected price, whole L.E. */
    price: integer().notNull(),
    images: jsonb().$type<FacilityImage[]>().notNull().default([]),
    description: text().notNull(),
    phoneNumber: text().notNull(),
    /** An e-mail address for buyers, if the owner gave one. */
    email: text(),
    /** m² */
    spaceArea: integer().notNull(),
    isClosed: boolean().notNull(),
    ...adColumns(),
  },
  (table) => {
    const listed = listedCondition(table);
    const newest = () => newestPublished(table);
    // One ascending index serves both price orders: read backwards it gives (price, id) DESC.
    const byPrice = () => [table.price, table.id] as const;
    return [
      check(
        'facility_numbers_check',
        sql`${table.price} > 0 and ${table.income} >= 0 and ${table.spaceArea} > 0`,
      ),
      // The public list: per filter, one index in each order (ADR 0024).
      index('facility_listed_index')
        .on(...newest())
        .where(listed),
      index('facility_listed_listed_for_index')
        .on(table.listedForId, ...newest())
        .where(listed),
      index('facility_listed_type_index')
        .on(table.typeId, ...newest())
        .where(listed),
      index('facility_listed_city_index')
        .on(table.cityId, ...newest())
        .where(listed),
      index('facility_listed_region_index')
        .on(table.regionId, ...newest())
        .where(listed),
      index('facility_listed_price_index')
        .on(...byPrice())
        .where(listed),
      index('facility_listed_listed_for_price_index')
        .on(table.listedForId, ...byPrice())
        .where(listed),
      index('facility_listed_type_price_index')
        .on(table.typeId, ...byPrice())
        .where(listed),
      index('facility_listed_city_price_index')
        .on(table.cityId, ...byPrice())
        .where(listed),
      index('facility_listed_region_price_index')
        .on(table.regionId, ...byPrice())
        .where(listed),
      ...adOwnIndexes('facility', table),
    ];
  },
);

export type Facility = typeof facility.$inferSelect;

/**
 * The public list's rule of SPEC §4 (mirrors `isPubliclyVisible`) with its publication date,
 * written once: the partial indexes have it as their predicate and the list query uses the very
 * same text, which is what lets PostgreSQL prove an index applies (ADR 0009).
 */
function listedCondition(table: {
  postStatus: PgColumn;
  isActive: PgColumn;
  publishedAt: PgColumn;
}) {
  return sql`(${table.postStatus} = 'accepted' or (${table.postStatus} = 'deleted' and ${table.isActive})) and ${table.publishedAt} is not null`;
}

export const facilityListed = listedCondition(facility);

/** Distinct signed-in viewers of a facility ad (SPEC §3 viewers); its owner is not counted. */
export const facilityViewer = pgTable(
  'facility_viewer',
  {
    facilityId: uuid()
      .notNull()
      .references(() => facility.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.facilityId, table.userId] })],
);
