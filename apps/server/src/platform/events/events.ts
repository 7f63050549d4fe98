import type { NotifyRequest } from '@dawa/shared/notificationInput';
import type { Bus } from '../bus/bus';
import type { Database, Db } from '../db/db';
import { newId } from '../db/ids';
import { event } from './event.tables';

/** Who caused a change, and from where. */
export interface Actor {
  userId: string | null;
  ip: string | null;
  requestId: string | null;
  /**
   * Run first in each transaction of the request: a retried request's Idempotency-Key is
   * claimed in the same transaction as the writes it guards (idempotency.ts).
   */
  claim?: (tx: Db) => Promise<void>;
}

export const SYSTEM_ACTOR: Actor = { userId: null, ip: null, requestId: null };

/**
 * What an event records beside its entity and action. `notify` is the typed request that the
 * notifications feature consumes; the rest is the feature's own (live lists read `post`).
 */
export interface EventValues {
  notify?: NotifyRequest;
  [key: string]: unknown;
}

export interface ChangeRecord {
  entity: string;
  entityId: string;
  action: string;
  values?: EventValues;
}

/** An event as published on the bus (dates as ISO strings, as they travel as JSON). */
export interface PublishedEvent {
  id: string;
  actorId: string | null;
  entity: string;
  entityId: string;
  action: string;
  values: Record<string, unknown>;
  ip: string | null;
  requestId: string | null;
  createdAt: string;
}

export const EVENTS_TOPIC = 'events';

export function isPublishedEvent(message: unknown): message is PublishedEvent {
  if (typeof message !== 'object' || message === null) return false;
  const candidate = message as Partial<PublishedEvent>;
  return (
    typeof candidate.id === 'string' &&
    typeof candidate.entity === 'string' &&
    typeof candidate.entityId === 'string' &&
    typeof candidate.action === 'string'
  );
}

/**
 * An update's values for the audit log's before/after difference: of the keys in `before` and
 * `after` (only `keys`, when given: a row's written columns), those whose value changed, as
 * `{ before, after }` to spread into `values`. A key missing on one side was added or removed.
 * Values are compared as they are stored in the event (JSON), so a date equals its ISO string.
 */
export function beforeAfter<K extends string>(
  before: Readonly<Record<K, unknown>>,
  after: Readonly<Record<K, unknown>>,
  keys?: readonly K[],
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const changed = { before: {} as Record<string, unknown>, after: {} as Record<string, unknown> };
  const compared = keys ?? [...new Set([...Object.keys(before), ...Object.keys(after)] as K[])];
  for (const key of compared) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    if (key in before) changed.before[key] = before[key];
    if (key in after) changed.after[key] = after[key];
  }
  return changed;
}

/** Records one change, or many in one statement (a fan-out's notifications). */
export type RecordChange = (change: ChangeRecord | readonly ChangeRecord[]) => Promise<void>;

/**
 * The one way to change state: `work` runs in a transaction and calls `record` for each
 * change, which writes an event row in that same transaction. Once the commit is durable
 * the events are published on the bus, in order.
 */
export async function transact<T>(
  deps: { database: Database; bus: Bus; onPublishError: (error: unknown) => void },
  actor: Actor,
  work: (tx: Db, record: RecordChange) => Promise<T>,
): Promise<T> {
  const recorded: PublishedEvent[] = [];
  const result = await deps.database.transaction(async (tx) => {
    await actor.claim?.(tx);
    const record: RecordChange = async (change) => {
      const changes = Array.isArray(change) ? change : [change as ChangeRecord];
      if (changes.length === 0) return;
      const ids = changes.map(() => newId());
      const rows = await tx
        .insert(event)
        .values(
          changes.map((one, at) => ({
            id: ids[at] as string,
            actorId: actor.userId,
            entity: one.entity,
            entityId: one.entityId,
            action: one.action,
            values: one.values ?? {},
            ip: actor.ip,
            requestId: actor.requestId,
          })),
        )
        .returning();
      // Published in the order recorded, whatever order the rows come back in.
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const id of ids) {
        const row = byId.get(id);
        if (!row) throw new Error('event insert returned no row');
        recorded.push({ ...row, createdAt: row.createdAt.toISOString() });
      }
    };
    return work(tx, record);
  });
  for (const published of recorded) {
    // The change is committed: a bus failure must not turn it into an error for the caller.
    await deps.bus.publish(EVENTS_TOPIC, published).catch(deps.onPublishError);
  }
  return result;
}
