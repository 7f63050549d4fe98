import type { Language } from '@dawa/shared/language';
import { registerServiceWorker } from '../../app/pwa/serviceWorker';
import type { PushSubscriptionVariables } from './notifications.graphql';

/** Web push needs a service worker, the Push API and notifications permission. */
export function isPushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The VAPID key (base64url) as `applicationServerKey` wants it. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export class PushPermissionDenied extends Error {
  constructor() {
    super('Notification permission was not granted');
  }
}

/** This browser's current push subscription, if any. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!isPushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** A subscription's `toJSON()` as `notificationPushSubscribe` takes it. */
export function pushSubscriptionInput(json: PushSubscriptionJSON): PushSubscriptionVariables {
  const { endpoint, expirationTime, keys } = json;
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('Incomplete push subscription');
  return {
    endpoint,
    expirationTime: expirationTime ?? null,
    keys: { p256dh: keys.p256dh, auth: keys.auth },
  };
}

/** Asks for permission and subscribes; what `notificationPushSubscribe` takes. */
export async function subscribePush(
  publicKey: string,
  language: Language,
): Promise<PushSubscriptionVariables> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushPermissionDenied();
  // The worker shows pushes in the language it was registered with.
  await registerServiceWorker(language);
  const registration = await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  const subscription =
    existing ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(publicKey),
    }));
  return pushSubscriptionInput(subscription.toJSON());
}

/** Keeps the worker's language in step with the page (a push shows in that language). */
export async function updatePushLanguage(language: Language): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  const script = registration?.active?.scriptURL;
  if (script && !script.endsWith(`lang=${language}`)) await registerServiceWorker(language);
}

export async function unsubscribePush(): Promise<void> {
  const subscription = await currentPushSubscription();
  await subscription?.unsubscribe();
}
