/**
 * The browser's offer to install the app (`beforeinstallprompt`, Chromium), held from the
 * moment the page loads (main.tsx imports this module) so that the home page's download
 * section and the footer can offer an Install button once the app runs.
 */

/** Chromium's event; not in the DOM typings. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** What the page can offer: the browser's install dialog, the iOS instructions, or nothing. */
export type InstallOffer = 'prompt' | 'ios' | 'none';

let deferred: BeforeInstallPromptEvent | undefined;
/** Set while our Install button's dialog was accepted, so the install is counted as its own. */
let acceptedPrompt = false;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

function isStandalone(): boolean {
  return (
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/** Safari on iPhone or iPad (iPadOS says it is a Mac with a touch screen): no install prompt. */
function isIos(): boolean {
  const { userAgent, maxTouchPoints } = navigator;
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Our button asks instead of the browser's mini bar.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    const method = acceptedPrompt ? 'prompt' : 'browser';
    acceptedPrompt = false;
    deferred = undefined;
    changed();
    void import('../analytics/track').then(({ track }) => track('app_install', { method }));
  });
}

/**
 * The offer now; 'none' in the installed app's window (whatever the browser offers there), once
 * installed, or where the browser has no way to install.
 */
export function installOffer(): InstallOffer {
  if (isStandalone()) return 'none';
  if (deferred) return 'prompt';
  return isIos() ? 'ios' : 'none';
}

/** Calls `listener` when the offer changes; returns the unsubscribe function. */
export function onInstallOfferChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the browser's install dialog; a prompt can be shown once, so the offer ends. */
export async function promptInstall(): Promise<void> {
  const event = deferred;
  if (!event) return;
  deferred = undefined;
  changed();
  await event.prompt();
  const { outcome } = await event.userChoice;
  acceptedPrompt = outcome === 'accepted';
}
