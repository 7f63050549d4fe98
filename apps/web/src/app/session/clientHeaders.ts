import { CLIENT_HEADERS } from '@dawa/shared/clientHeaders';
import { browserId } from './browserId';

const DEVICE_ID_KEY = 'dawa.device';

/**
 * This browser's device id: made once and kept, so the profile can list it among the user's
 * devices and the server can push to it. Not the analytics id: it is tied to the account.
 */
const deviceId = () => browserId(DEVICE_ID_KEY);

/** The SPEC §7 headers of every API call: the client app, this device, offers wanted. */
export function clientHeaders(): Record<string, string> {
  return {
    [CLIENT_HEADERS.accountType]: 'client',
    [CLIENT_HEADERS.deviceTokens]: `web=${deviceId()}`,
    [CLIENT_HEADERS.offerSubscribed]: 'true',
  };
}

/** This browser's entry in `device-tokens`, to tell it apart in the profile's device list. */
export function thisDeviceToken(): string {
  return deviceId();
}
