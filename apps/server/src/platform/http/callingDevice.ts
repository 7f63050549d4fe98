import {
  CLIENT_HEADERS,
  parseDeviceTokens,
  parseOfferSubscribed,
  type DeviceToken,
} from '@dawa/shared/clientHeaders';

/** The device a request comes from, as its SPEC §7 headers name it. */
export interface CallingDevice extends DeviceToken {
  /** `offer-subscribed`: this device's wish for offer pushes; null when the header is absent. */
  offerSubscribed: boolean | null;
  /** Its User-Agent, as sent (the label of the device in the profile). */
  userAgent: string | null;
}

/**
 * The device `device-tokens` names, or null when it names none (absent, or a bare `web`).
 * The API routes refuse a malformed header before they run (clientHeaders.ts), so this parses
 * only valid ones.
 */
export function callingDevice(headers: Headers): CallingDevice | null {
  const token = parseDeviceTokens(headers.get(CLIENT_HEADERS.deviceTokens));
  if (!token) return null;
  return {
    ...token,
    offerSubscribed: parseOfferSubscribed(headers.get(CLIENT_HEADERS.offerSubscribed)),
    userAgent: headers.get('user-agent'),
  };
}
