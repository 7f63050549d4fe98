import type { Language } from '@dawa/shared/language';
import type { Plugin } from 'graphql-yoga';
import { EVENTS_TOPIC, isPublishedEvent } from '../../platform/events/events';
import type { RequestContext } from '../../platform/graphql/context';
import type { Platform } from '../../platform/platform';
import { storedUserAgent } from './devices';
import { DEVICE_ENTITY, recordDevice } from './devices.service';

/** A device is written again after this long even when nothing changed (its last seen). */
const RECORD_EVERY_MS = 60 * 60 * 1000;
/** Devices this process remembers having written; the oldest are forgotten first. */
const REMEMBERED_MAX = 20_000;

/** What this process last wrote of a device, and when. */
interface Written {
  id: string;
  language: Language;
  offerSubscribed: boolean | null;
  userAgent: string | null;
  at: number;
}

/**
 * Records the device that signed-in operations name (`device-tokens`), given to the GraphQL
 * server by app.ts. A signed-in read must stay one statement, so each process writes a device
 * at most once an hour unless its language, offer wish or User-Agent changed. A removed device
 * (an event heard from any process) is forgotten here, so its next request records it again.
 */
export async function deviceRecorder(platform: Platform): Promise<Plugin<RequestContext>> {
  const written = new Map<string, Written>();
  const keyOf = new Map<string, string>();
  const forget = (key: string) => {
    const entry = written.get(key);
    written.delete(key);
    if (entry) keyOf.delete(entry.id);
  };

  const unsubscribe = await platform.bus.subscribe(EVENTS_TOPIC, (message) => {
    if (!isPublishedEvent(message) || message.entity !== DEVICE_ENTITY) return;
    const key = message.action === 'remove' ? keyOf.get(message.entityId) : undefined;
    if (key) forget(key);
  });
  platform.onClose(unsubscribe);

  const record = async (context: RequestContext) => {
    const { viewer, device, language } = context;
    if (!viewer || !device) return;
    const key = `${viewer.id} ${device.platform} ${device.token}`;
    const userAgent = storedUserAgent(device.userAgent);
    const known = written.get(key);
    const now = Date.now();
    if (
      known &&
      now - known.at < RECORD_EVERY_MS &&
      known.language === language &&
      known.userAgent === userAgent &&
      (device.offerSubscribed === null || device.offerSubscribed === known.offerSubscribed)
    )
      return;
    try {
      const id = await recordDevice(platform.database.db, viewer.id, device, language);
      // Set anew, so the map's order is the order of writes and the oldest go first.
      forget(key);
      written.set(key, {
        id,
        language,
        offerSubscribed: device.offerSubscribed ?? known?.offerSubscribed ?? null,
        userAgent,
        at: now,
      });
      keyOf.set(id, key);
      for (const oldest of written.keys()) {
        if (written.size <= REMEMBERED_MAX) break;
        forget(oldest);
      }
    } catch (error) {
      // The request goes on: its device is written at a later one.
      context.logger.warn({ err: error }, 'device not recorded');
    }
  };

  return {
    onExecute: ({ args }) => record(args.contextValue),
    onSubscribe: ({ args }) => record(args.contextValue),
  };
}
