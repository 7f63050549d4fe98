/**
 * The headers a client sends with every API call (SPEC §7), shared by the web client and the
 * server that reads them. See docs/api.md and ADR 0019.
 */
export const CLIENT_HEADERS = {
  /** Which kind of account this app serves: `client` (the web app and installed app) or `pharmacy`. */
  accountType: 'account-type',
  /** This device, as `platform=token` (the web: `web=<device id>`; native: `fcm=…`, `apns=…`). */
  deviceTokens: 'device-tokens',
  /** Whether this device wants offers pushed to it (`true` / `false`). */
  offerSubscribed: 'offer-subscribed',
} as const;

/** Account kinds (SPEC §3 accountType). Only `client` accounts use the web app (SPEC §6). */
export const ACCOUNT_TYPES = ['client', 'pharmacy'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** Device platforms a `device-tokens` header may name. */
export const DEVICE_PLATFORMS = ['web', 'fcm', 'apns'] as const;
export type DevicePlatform = (typeof DEVICE_PLATFORMS)[number];

export interface DeviceToken {
  platform: DevicePlatform;
  token: string;
}

// Plain checks rather than zod: the web app's shell imports this module for CLIENT_HEADERS, and
// a schema at module level would put zod in every page's first script.
/** Web device ids are UUIDs; FCM and APNs tokens are up to a few hundred URL-safe characters. */
const DEVICE_TOKEN = /^[A-Za-z0-9_:.-]{8,512}$/;

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/**
 * The device a `device-tokens` header names (`web=3f2a…`), or null when it names none (absent,
 * or the SPEC's bare `web`). Throws on a malformed header, so a client learns it sends it wrong.
 */
export function parseDeviceTokens(header: string | null | undefined): DeviceToken | null {
  const value = header?.trim();
  if (!value) return null;
  const separator = value.indexOf('=');
  const platform = separator < 0 ? value : value.slice(0, separator).trim();
  const token = separator < 0 ? undefined : value.slice(separator + 1).trim();
  if (isOneOf(DEVICE_PLATFORMS, platform)) {
    if (token === undefined) return null;
    if (DEVICE_TOKEN.test(token)) return { platform, token };
  }
  throw new RangeError(`Malformed ${CLIENT_HEADERS.deviceTokens} header.`);
}

/** `account-type`: absent means `client` (the web app); an unknown kind is refused. */
export function parseAccountType(header: string | null | undefined): AccountType {
  const value = header?.trim() || 'client';
  if (!isOneOf(ACCOUNT_TYPES, value))
    throw new RangeError(`Unknown ${CLIENT_HEADERS.accountType} "${value}".`);
  return value;
}

/** `offer-subscribed`: absent says nothing (null); otherwise true or false. */
export function parseOfferSubscribed(header: string | null | undefined): boolean | null {
  const value = header?.trim().toLowerCase();
  if (!value) return null;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new RangeError(`${CLIENT_HEADERS.offerSubscribed} must be true or false.`);
}
