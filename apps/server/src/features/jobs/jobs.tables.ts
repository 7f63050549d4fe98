import type { JobType, SalaryPeriod } from '@dawa/shared/jobs';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  uuid,
  type PgColumn,
} from 'drizzle-orm/pg-core';
import { adColumns, adOwnIndexes, newestPublished } from '../posts/posts.tables';
import { city, jobPosition, region, workplace } from '../reference/reference.tables';

/**
 * A job ad (SPEC §3 Job), moderated like every post. `publishedAt` is set when a moderator
 * accepts it and orders the public list (SPEC §7); `runUntil` is a Cairo calendar date after
 * which the ad leaves the public list by itself, with no job to run.
 */
export const job = pgTable(
  'job',
  {
    id: uuid().primaryKey(),
    name: text().notNull(),
    type: text().$type<JobType>().notNull(),
    companyName: text(),
    workplaceId: text()
      .notNull()
      .references(() => workplace.id),
    positionId: text()
      .notNull()
      .references(() => jobPosition.id),
    cityId: text()
      .notNull()
      .references(() => city.id),
    regionId: text()
      .notNull()
      .references(() => region.id),
    address: text().notNull(),
    description: text().notNull(),
    salaryNegotiable: boolean().notNull(),
    salaryFrom: integer(),
    salaryTo: integer(),
    salaryPeriod: text().$type<SalaryPeriod>(),
    email: text().notNull(),
    phoneNumber: text().notNull(),
    runUntil: date({ mode: 'string' }).notNull(),
    hired: boolean().notNull().default(false),
    ...adColumns(),
  },
  (table) => {
    const listed = listedCondition(table);
    const newest = () => newestPublished(table);
    return [
      // One index per filter, each in list order, so a filtered page reads only its rows.
      index('job_listed_index')
        .on(...newest())
        .where(listed),
      index('job_listed_city_index')
        .on(table.cityId, ...newest())
        .where(listed),
      index('job_listed_region_index')
        .on(table.regionId, ...newest())
        .where(listed),
      index('job_listed_position_index')
        .on(table.positionId, ...newest())
        .where(listed),
      index('job_listed_workplace_index')
        .on(table.workplaceId, ...newest())
        .where(listed),
      index('job_listed_type_index')
        .on(table.type, ...newest())
        .where(listed),
      ...adOwnIndexes('job', table),
    ];
  },
);

export type Job = typeof job.$inferSelect;

/**
 * The public list's rule of SPEC §4 (accepted, or deleted while still active) and not filled,
 * written once: the partial indexes below have it as their predicate, and the list query uses
 * the very same text, which is what lets PostgreSQL prove an index applies.
 */
function listedCondition(table: { postStatus: PgColumn; isActive: PgColumn; hired: PgColumn }) {
  return sql`${table.postStatus} in ('accepted', 'deleted') and ${table.isActive} and not ${table.hired}`;
}

export const jobListed = listedCondition(job);
