import { describe, expect, it } from 'vitest';
import { isPushEndpointAllowed } from './endpoints';

// Endpoints as the browsers hand them out (tokens shortened).
const BROWSER_ENDPOINTS = [
  'https://fcm.googleapis.com/fcm/send/dSxU3kVZ8dM:APA91bE',
  'https://fcm.googleapis.com/wp/dSxU3kVZ8dM:APA91bE',
  'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
  'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB',
  'https://web.push.apple.com/QGuQyavXutnMH4',
];

describe('isPushEndpointAllowed', () => {
  it('accepts the browsers’ push services in production', () => {
    for (const endpoint of BROWSER_ENDPOINTS)
      expect(isPushEndpointAllowed(endpoint, true), endpoint).toBe(true);
  });

  it('refuses any other host, port, scheme or credentials in production', () => {
    for (const endpoint of [
      'http://127.0.0.1:4000/push/abc',
      'https://127.0.0.1/push',
      'https://internal.example.com/push',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://user:pw@fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com.evil.example/fcm/send/x',
      'https://evilpush.apple.com/x',
      'https://notify.windows.com.example.org/w',
      'ftp://fcm.googleapis.com/x',
      'not a url',
    ])
      expect(isPushEndpointAllowed(endpoint, true), endpoint).toBe(false);
  });

  it('accepts local http(s) endpoints outside production, but no other scheme', () => {
    expect(isPushEndpointAllowed('http://127.0.0.1:4000/push/abc', false)).toBe(true);
    expect(isPushEndpointAllowed('https://localhost:8443/push', false)).toBe(true);
    expect(isPushEndpointAllowed(BROWSER_ENDPOINTS[0] as string, false)).toBe(true);
    expect(isPushEndpointAllowed('file:///etc/passwd', false)).toBe(false);
    expect(isPushEndpointAllowed('nope', false)).toBe(false);
  });
});
