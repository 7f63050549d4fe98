/**
 * The push services browsers subscribe with: FCM (Chrome, Opera, Brave, Samsung Internet),
 * Mozilla autopush (Firefox: updates.push.services.mozilla.com), WNS (Edge:
 * *.notify.windows.com) and APNs (Safari: web.push.apple.com; Apple asks to allow any
 * subdomain of push.apple.com). A host matches itself or any of its subdomains.
 */
export const PUSH_SERVICE_DOMAINS = [
  'fcm.googleapis.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
] as const;

/**
 * Whether the server may POST pushes to `endpoint`. The subscription comes from the client, so
 * in production only the browsers' push services on the default https port are accepted (any
 * other URL would let a user aim the server at a host of their choice); elsewhere any http(s)
 * URL, so tests and local setups can receive pushes.
 */
export function isPushEndpointAllowed(endpoint: string, production: boolean): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (!production) return url.protocol === 'https:' || url.protocol === 'http:';
  return (
    url.protocol === 'https:' &&
    url.port === '' &&
    url.username === '' &&
    url.password === '' &&
    PUSH_SERVICE_DOMAINS.some(
      (domain) => url.hostname === domain || url.hostname.endsWith(`.${domain}`),
    )
  );
}
