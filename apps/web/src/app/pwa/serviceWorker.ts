import type { Language } from '@dawa/shared/language';

/**
 * The one service worker (sw/sw.ts, ADR 0027), registered by every page of the built app
 * (start.tsx) and by the web push subscription. A new version of the app waits until the
 * visitor takes the "update available — reload" offer (UpdatePrompt), then the page reloads.
 */

let applyUpdate: (() => void) | undefined;
const listeners = new Set<() => void>();

/** Whether a new version is installed and waits for the page to reload. */
export function updateWaiting(): boolean {
  return applyUpdate !== undefined;
}

/** Calls `listener` when a new version starts waiting; returns the unsubscribe function. */
export function onUpdateWaiting(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Activates the waiting version and reloads the page once it controls it. */
export function reloadToUpdate(): void {
  applyUpdate?.();
}

/** How long Reload waits for the new version to take control before it reloads anyway. */
const TAKEOVER_WAIT_MS = 5000;

const scriptUrl = (language: Language) => `/sw.js?lang=${language}`;

/**
 * Registers the worker for the page language (pushes show in it). The same version
 * registered for the other language takes over at once; a new version waits for the reload.
 */
export async function registerServiceWorker(
  language: Language,
): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return undefined;
  const current = (await navigator.serviceWorker.getRegistration('/'))?.active?.scriptURL;
  const languageChange = current !== undefined && !current.endsWith(scriptUrl(language));
  // Fetched once the page is ready (start.tsx), not with the shell every page loads first.
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox(scriptUrl(language), { scope: '/' });
  workbox.addEventListener('waiting', () => {
    const activate = () => {
      const reload = () => window.location.reload();
      workbox.addEventListener('controlling', reload);
      workbox.messageSkipWaiting();
      // Reload never leaves the page as it was: a navigation waits for a worker that is still
      // activating, and a worker that did not take over offers itself again after the reload.
      window.setTimeout(reload, TAKEOVER_WAIT_MS);
    };
    if (languageChange) {
      workbox.messageSkipWaiting();
      return;
    }
    applyUpdate = activate;
    for (const listener of listeners) listener();
  });
  // A page left open for days (an installed app) looks for a new version each time it is
  // shown again, not only on navigations: never a stale app for ever.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void workbox.update();
  });
  return workbox.register();
}
