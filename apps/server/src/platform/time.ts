import { BUSINESS_TIME_ZONE } from '@dawa/shared/time';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

const cairoParts = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The Cairo wall-clock fields of an instant. */
function cairoWallClock(at: number) {
  const fields: Record<string, number> = {};
  for (const part of cairoParts.formatToParts(at)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return {
    year: fields.year ?? 0,
    month: fields.month ?? 1,
    day: fields.day ?? 1,
    hour: fields.hour ?? 0,
    minute: fields.minute ?? 0,
    second: fields.second ?? 0,
  };
}

/** Milliseconds Cairo is ahead of UTC at an instant (+2 h in winter, +3 h in summer time). */
function cairoOffset(at: number): number {
  const wall = cairoWallClock(at);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(at / 1000) * 1000;
}

/**
 * The instant the current Cairo calendar month began (00:00 Cairo time on the 1st), for
 * monthly quotas (ARCHITECTURE §4). Correct across summer-time changes: the offset is read
 * at the month's start, not at `at`.
 */
export function cairoMonthStart(at: Date = new Date()): Date {
  const { year, month } = cairoWallClock(at.getTime());
  const wallMidnight = Date.UTC(year, month - 1, 1);
  // Guess with today's offset, then correct with the offset in force at the guessed instant.
  let instant = wallMidnight - cairoOffset(at.getTime());
  const offset = cairoOffset(instant);
  instant = wallMidnight - offset;
  return new Date(instant);
}

// The zone is written into the SQL, not sent as a parameter: a GROUP BY must repeat the very
// expression of the select list, and two parameters are two expressions to PostgreSQL.
const ZONE = sql.raw(`'${BUSINESS_TIME_ZONE}'`);

/** SQL: the Cairo calendar day (YYYY-MM-DD text) of a timestamptz column. */
export function cairoDaySql(column: PgColumn): SQL<string> {
  return sql<string>`(${column} at time zone ${ZONE})::date::text`;
}

/** SQL: the instant a Cairo calendar day (YYYY-MM-DD) begins, summer time included. */
export function cairoDayStartSql(day: string): SQL {
  return sql`(${day}::date)::timestamp at time zone ${ZONE}`;
}
