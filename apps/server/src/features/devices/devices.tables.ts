import type { DevicePlatform } from '@dawa/shared/clientHeaders';
import type { Language } from '@dawa/shared/language';
import type { PushSubscriptionInput } from '@dawa/shared/notificationInput';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from '../../platform/auth/auth.tables';
import { timestamps } from '../../platform/db/columns';

/** A web push subscription as stored: `PushSubscription.toJSON()`, checked. */
export type StoredPushSubscription = Required<PushSubscriptionInput>;

/**
 * A device a user calls the API from (SPEC §3 deviceTokens, §7 `device-tokens`): one row per
 * user, platform and token, recorded from the headers of signed-in requests.
 */
export const device = pgTable(
  'device',
  {
    id: uuid().primaryKey(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    platform: text().$type<DevicePlatform>().notNull(),
    /** `web`: the browser's own id; `fcm` / `apns`: the app's push token. */
    token: text().notNull(),
    /** Of its last request (Accept-Language): pushes to it are written in it. */
    language: text().$type<Language>().notNull(),
    /** `offer-subscribed`: false stops offer pushes to this device only. */
    offerSubscribed: boolean().notNull().default(true),
    /** The browser's web push subscription; null when it takes no pushes. */
    pushSubscription: jsonb().$type<StoredPushSubscription>(),
    userAgent: text(),
    lastSeenAt: timestamp({ withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('device_user_platform_token_index').on(table.userId, table.platform, table.token),
    // A push endpoint is one browser's: subscribing it takes it from any other row.
    index('device_push_endpoint_index').on(sql`(${table.pushSubscription} ->> 'endpoint')`),
  ],
);

export type Device = typeof device.$inferSelect;
