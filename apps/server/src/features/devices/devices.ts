import type { DevicePlatform } from '@dawa/shared/clientHeaders';

/** The browsers a device's name tells apart (the profile's "Chrome on Android"). */
export const DEVICE_BROWSERS = [
  'chrome',
  'edge',
  'firefox',
  'opera',
  'safari',
  'samsungInternet',
] as const;
export type DeviceBrowser = (typeof DEVICE_BROWSERS)[number];

export const DEVICE_SYSTEMS = ['android', 'chromeOs', 'ios', 'linux', 'macOs', 'windows'] as const;
export type DeviceSystem = (typeof DEVICE_SYSTEMS)[number];

/** What is kept of a User-Agent: enough to name the device, never a whole header. */
export const USER_AGENT_MAX = 512;

/** The User-Agent as stored: trimmed, cut to `USER_AGENT_MAX`, null when empty. */
export function storedUserAgent(userAgent: string | null | undefined): string | null {
  const trimmed = userAgent?.trim().slice(0, USER_AGENT_MAX).trim();
  return trimmed ? trimmed : null;
}

// Order matters: Edge, Opera and Samsung Internet also say Chrome and Safari; Chrome says Safari.
const BROWSERS: [DeviceBrowser, RegExp][] = [
  ['samsungInternet', /SamsungBrowser\//],
  ['edge', /\bEdg(e|A|iOS)?\//],
  ['opera', /\bOPR\/|\bOPT\/|\bOpera\b/],
  ['firefox', /\bFirefox\/|\bFxiOS\//],
  // Headless Chrome says HeadlessChrome/.
  ['chrome', /Chrome\/|\bCriOS\//],
  ['safari', /\bVersion\/[\d.]+.*\bSafari\//],
];

// iOS before macOS (iPhones say "like Mac OS X"), Android and ChromeOS before Linux.
const SYSTEMS: [DeviceSystem, RegExp][] = [
  ['ios', /\b(iPhone|iPad|iPod)\b/],
  ['android', /\bAndroid\b/],
  ['chromeOs', /\bCrOS\b/],
  ['windows', /\bWindows\b/],
  ['macOs', /\bMac OS X\b|\bMacintosh\b/],
  ['linux', /\bLinux\b/],
];

export interface DeviceName {
  /** The browser of a web device; null for an installed app or one not recognised. */
  browser: DeviceBrowser | null;
  system: DeviceSystem | null;
}

/**
 * The parts of a device's name, read from its User-Agent. An APNs token is an Apple device's
 * even when its app's User-Agent does not say so.
 */
export function deviceNameOf(platform: DevicePlatform, userAgent: string | null): DeviceName {
  const found = <T>(patterns: [T, RegExp][]) =>
    userAgent === null
      ? null
      : (patterns.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? null);
  return {
    browser: platform === 'web' ? found(BROWSERS) : null,
    system: found(SYSTEMS) ?? (platform === 'apns' ? 'ios' : null),
  };
}
