import {
  ANALYTICS_EVENT_NAMES,
  analyticsParamsSchemas,
  anonymousIdSchema,
  daysOf,
  dashboardRangeSchema,
  type AnalyticsEventName,
  type DashboardRange,
} from '@dawa/shared/analytics';
import { addDays } from '@dawa/shared/time';
import { and, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { ANALYTICS_BATCH_MAX } from '@dawa/shared/limits';
import type { Language } from '@dawa/shared/language';
import { z } from 'zod';
import { newId } from '../../platform/db/ids';
import type { Db } from '../../platform/db/db';
import { AppError, parseInput, requireAccess, requireSignedIn } from '../../platform/errors';
import { can, type AdminSection } from '@dawa/shared/access';
import { event } from '../../platform/events/event.tables';
import type { SocialSignIn } from '../../platform/auth/auth';
import type { Viewer } from '../../platform/graphql/context';
import type { Platform } from '../../platform/platform';
import { cairoDaySql, cairoDayStartSql } from '../../platform/time';
import { unreadContactCount } from '../contact/contact.service';
import { topSearchedDrugs } from '../drugs/drugs.service';
import { openImportCount } from '../importer/importer.service';
import { notificationsPerDay } from '../notifications/notifications.service';
import { POST_KINDS, type PostKind } from '../posts/posts';
import { moderationBacklog, type ModerationBacklog } from '../posts/posts.service';
import { analyticsEvent } from './analytics.tables';

const MAX_CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;

const batchSchema = z.object({
  anonymousId: anonymousIdSchema,
  events: z
    .array(
      z.object({
        name: z.enum(ANALYTICS_EVENT_NAMES),
        params: z.unknown().optional(),
        occurredAt: z.date().optional(),
      }),
    )
    .min(1)
    .max(ANALYTICS_BATCH_MAX),
});

export interface TrackRequest {
  userId: string | null;
  language: Language;
}

/**
 * Stores a batch of analytics events. They are observations, not changes to anything a
 * user owns, so they are not written to the audit log; a bad event rejects the batch.
 */
export async function trackEvents(
  platform: Platform,
  request: TrackRequest,
  input: unknown,
): Promise<number> {
  const batch = parseInput(batchSchema, input);
  const now = Date.now();
  const rows = batch.events.map((event, index) => {
    const params = analyticsParamsSchemas[event.name].safeParse(event.params ?? {});
    if (!params.success) {
      throw new AppError('VALIDATION', 'Invalid event parameters.', [
        { path: `events.${index}.params`, message: 'invalid' },
      ]);
    }
    // The client's clock is only trusted within a day of ours.
    const occurredAt =
      event.occurredAt && Math.abs(event.occurredAt.getTime() - now) <= MAX_CLOCK_SKEW_MS
        ? event.occurredAt
        : new Date(now);
    return {
      id: newId(),
      name: event.name,
      params: params.data,
      anonymousId: batch.anonymousId,
      userId: request.userId,
      language: request.language,
      occurredAt,
    };
  });
  await platform.database.transaction((tx) => tx.insert(analyticsEvent).values(rows));
  return rows.length;
}

/**
 * A sign-in through a social or OIDC provider, counted as the web counts e-mail and phone ones:
 * `sign_up` when it created the account, `login` otherwise, with the provider as the method.
 * The browser left for the provider, so the server records it; it has no anonymous id of the
 * browser, and the user's own stands in (visitors are counted by user first). A lost count
 * must not fail the sign-in: it is logged.
 */
export async function recordSocialSignIn(platform: Platform, signIn: SocialSignIn): Promise<void> {
  await platform.database.db
    .insert(analyticsEvent)
    .values({
      id: newId(),
      name: signIn.signUp ? 'sign_up' : 'login',
      params: { method: signIn.providerId },
      anonymousId: signIn.userId,
      userId: signIn.userId,
      language: signIn.language,
      occurredAt: new Date(),
    })
    .catch((error: unknown) =>
      platform.logger.error({ err: error }, 'social sign-in analytics event lost'),
    );
}

/** How many drugs the dashboard's top searches list. */
export const DASHBOARD_TOP_DRUGS = 10;

/** One count of one day, split by a key (a method, a kind, a type). */
export interface DailyCount {
  day: string;
  key: string;
  count: number;
}

/** A count over the whole range, by a key. */
export interface KeyCount {
  key: string;
  count: number;
}

export interface DailyActive {
  day: string;
  /** Distinct browsers and signed-in users (a user counts once, on every device). */
  visitors: number;
  /** Distinct signed-in users. */
  users: number;
}

export interface ShareCount {
  /** The shared content's service (prescription, job, facility, drug…). */
  service: string;
  /** Where it was shared: linkedin, whatsapp, twitter, copy or system (the share sheet). */
  network: string;
  count: number;
}

export interface AnalyticsDashboard extends DashboardRange {
  activeUsers: DailyActive[];
  signUps: DailyCount[];
  logins: DailyCount[];
  drugFilters: KeyCount[];
  topDrugs: Awaited<ReturnType<typeof topSearchedDrugs>>;
  shares: ShareCount[];
  postsCreated: DailyCount[];
  /** Pending posts (and edits) at the end of each day, per kind. */
  moderationBacklog: DailyCount[];
  notificationsSent: DailyCount[];
}

const POST_ENTITIES: readonly PostKind[] = POST_KINDS;

/**
 * The admin dashboard (issue #16 point 7), for the analytics section's readers. Six statements
 * at once, each reading only its range through an index: the ingested events (one statement for
 * every event chart, with grouping sets), the post events (created and the backlog's changes),
 * the pending posts now (one count per kind and one for edits, from posts), notifications per
 * day, and the search hits per drug.
 */
export async function analyticsDashboard(
  platform: Platform,
  viewer: Viewer | null,
  input: unknown,
): Promise<AnalyticsDashboard> {
  requireAccess(viewer, 'analytics', 'read');
  const range = parseInput(dashboardRangeSchema, input);
  const { db } = platform.database;
  const start = cairoDayStartSql(range.from);
  const end = cairoDayStartSql(addDays(range.to, 1));
  const [events, postEvents, backlogNow, notifications, topDrugs] = await Promise.all([
    eventCounts(db, start, end),
    postEventCounts(db, start),
    moderationBacklog(db),
    notificationsPerDay(db, start, end),
    topSearchedDrugs(platform, range, DASHBOARD_TOP_DRUGS),
  ]);

  const byName = (name: AnalyticsEventName) => events.filter((row) => row.name === name);
  const daily = (name: AnalyticsEventName): DailyCount[] =>
    byName(name).map((row) => ({ day: row.day, key: row.key ?? '', count: row.events }));
  const totals = (rows: { key: string; count: number }[]): KeyCount[] => {
    const sums = new Map<string, number>();
    for (const row of rows) sums.set(row.key, (sums.get(row.key) ?? 0) + row.count);
    return [...sums].map(([key, count]) => ({ key, count })).sort((a, b) => b.count - a.count);
  };
  const shares = new Map<string, ShareCount>();
  for (const row of byName('share')) {
    const service = row.service ?? '';
    const network = row.key ?? '';
    const id = `${service}\u0000${network}`;
    const found = shares.get(id) ?? { service, network, count: 0 };
    found.count += row.events;
    shares.set(id, found);
  }

  return {
    ...range,
    activeUsers: events
      .filter((row) => row.name === null)
      .map((row) => ({ day: row.day, visitors: row.visitors, users: row.users })),
    signUps: daily('sign_up'),
    logins: daily('login'),
    drugFilters: totals(daily('drug_filter')),
    topDrugs,
    shares: [...shares.values()].sort((a, b) => b.count - a.count),
    postsCreated: postEvents
      .filter((row) => row.day <= range.to && row.created > 0)
      .map((row) => ({ day: row.day, key: row.kind, count: row.created })),
    moderationBacklog: backlogPerDay(range, postEvents, backlogNow),
    notificationsSent: notifications.map((row) => ({
      day: row.day,
      key: row.type,
      count: row.count,
    })),
  };
}

/**
 * Every ingested event of the range counted per day: per day alone (the active visitors and
 * users) and per day, name and parameter (method, search field, shared service), in one pass.
 */
function eventCounts(db: Db, start: SQL, end: SQL) {
  const { params } = analyticsEvent;
  const rows = db
    .select({
      day: cairoDaySql(analyticsEvent.occurredAt).as('day'),
      name: analyticsEvent.name,
      key: sql<string | null>`coalesce(${params}->>'method', ${params}->>'searchBy')`.as('key'),
      service: sql<string | null>`${params}->>'contentType'`.as('service'),
      visitor: sql<string>`coalesce(${analyticsEvent.userId}, ${analyticsEvent.anonymousId})`.as(
        'visitor',
      ),
      userId: analyticsEvent.userId,
    })
    .from(analyticsEvent)
    .where(and(gte(analyticsEvent.occurredAt, start), lt(analyticsEvent.occurredAt, end)))
    .as('e');
  return db
    .select({
      day: rows.day,
      // Null on the per-day rows.
      name: sql<AnalyticsEventName | null>`${rows.name}`,
      key: rows.key,
      service: rows.service,
      events: sql<number>`count(*)::int`,
      visitors: sql<number>`count(distinct ${rows.visitor})::int`,
      users: sql<number>`count(distinct ${rows.userId})::int`,
    })
    .from(rows)
    .groupBy(
      sql`grouping sets ((${rows.day}), (${rows.day}, ${rows.name}, ${rows.key}, ${rows.service}))`,
    );
}

/**
 * Per day and post kind since the range began (to now, for the backlog): posts created, and
 * how the number of pending posts changed, read from each event's recorded transition.
 */
function postEventCounts(db: Db, start: SQL) {
  const post = sql`${event.values} -> 'post'`;
  const day = cairoDaySql(event.createdAt);
  return db
    .select({
      day,
      kind: sql<PostKind>`${event.entity}`,
      created: sql<number>`(count(*) filter (where ${event.action} = 'create'))::int`,
      pendingChange: sql<number>`coalesce(sum(
        (case when ${post} -> 'after' ->> 'postStatus' = 'pending' then 1 else 0 end) -
        (case when ${post} -> 'before' ->> 'postStatus' = 'pending' then 1 else 0 end)
      ), 0)::int`,
    })
    .from(event)
    .where(and(gte(event.createdAt, start), inArray(event.entity, [...POST_ENTITIES])))
    .groupBy(day, event.entity);
}

/**
 * The backlog at the end of each day of the range: today's queue (pending posts and waiting
 * edits) less the changes recorded after that day. Edits are counted as they are now; posts
 * removed without an event (an account deleted) make older days a little low, never below 0.
 */
function backlogPerDay(
  range: DashboardRange,
  changes: { day: string; kind: PostKind; pendingChange: number }[],
  now: ModerationBacklog[],
): DailyCount[] {
  const result: DailyCount[] = [];
  for (const { kind, posts, edits } of now) {
    const later = changes.filter((row) => row.kind === kind);
    for (const day of daysOf(range)) {
      const after = later
        .filter((row) => row.day > day)
        .reduce((sum, row) => sum + row.pendingChange, 0);
      result.push({ day, key: kind, count: Math.max(0, posts - after) + edits });
    }
  }
  return result;
}

/** A count of the admin home: what waits now, and the section whose page deals with it. */
export interface AttentionItem {
  key: string;
  section: AdminSection;
  count: number;
}

/**
 * The admin home's counts (issue #16 point 8), each only for a viewer who may read its section:
 * new posts and edits waiting for a moderator, per kind; imports waiting to be completed;
 * contact messages nobody has read.
 */
export async function adminAttention(
  platform: Platform,
  viewer: Viewer | null,
): Promise<AttentionItem[]> {
  const { roles } = requireSignedIn(viewer);
  const { db } = platform.database;
  const [backlog, openImports, unreadContacts] = await Promise.all([
    can(roles, 'moderation', 'read') ? moderationBacklog(db) : [],
    can(roles, 'importer', 'read') ? openImportCount(db) : null,
    can(roles, 'contact', 'read') ? unreadContactCount(db) : null,
  ]);
  backlog.sort((a, b) => POST_KINDS.indexOf(a.kind) - POST_KINDS.indexOf(b.kind));
  // New posts first: they are most of the work; edits after; then imports and messages.
  return [
    ...backlog.map(({ kind, posts }): AttentionItem => ({
      key: `pendingPosts.${kind}`,
      section: 'moderation',
      count: posts,
    })),
    ...backlog.map(({ kind, edits }): AttentionItem => ({
      key: `pendingEdits.${kind}`,
      section: 'moderation',
      count: edits,
    })),
    ...(openImports === null
      ? []
      : [{ key: 'openImports', section: 'importer', count: openImports } as const]),
    ...(unreadContacts === null
      ? []
      : [{ key: 'unreadContacts', section: 'contact', count: unreadContacts } as const]),
  ];
}
