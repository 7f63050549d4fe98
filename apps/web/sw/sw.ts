// Dawa's one service worker (issue #18; ADR 0027): the app shell and the public pages in both
// languages precached by the build (scripts/sw.mjs), pages from the network and, offline, from
// that cache, with the offline page for what needs the network; and the web pushes (issue 7).
import { isPublicPath } from '@dawa/shared/appPaths';
import { isLanguage, languageFromPath, type Language } from '@dawa/shared/language';
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: { url: string; revision: string | null }[];
};

/** The page language the worker was registered with; a push says its device's own (#20 §7). */
const REGISTERED: Language =
  new URL(self.location.href).searchParams.get('lang') === 'en' ? 'en' : 'ar';

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
// The first visit's page is served by this worker from now on; a new version waits for the
// page's "Reload" (app/pwa/serviceWorker.ts), so a page never mixes two versions.
clientsClaim();
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/**
 * A page the network cannot give: the precached page at that URL (the prerendered public
 * pages), the app shell for the other public pages (the drug index works offline), the
 * offline page for the pages that need the network (posts, notifications, profile).
 */
async function offlinePage(url: URL): Promise<Response> {
  const language = languageFromPath(url.pathname) ?? REGISTERED;
  const path = url.pathname.replace(/\/+$/, '') || `/${language}`;
  const page =
    (await matchPrecache(path)) ??
    (isPublicPath(url.pathname) ? await matchPrecache(`/${language}/drug-index`) : undefined) ??
    (await matchPrecache(`/${language}/offline`));
  return page ?? Response.error();
}

registerRoute(
  ({ request }) => request.mode === 'navigate',
  async ({ request, url }) => {
    try {
      return await fetch(request);
    } catch {
      return offlinePage(url);
    }
  },
);

/** A pushed text: written in the push's language, or (older pushes) both languages. */
function pick(text: unknown, language: Language): string {
  if (!text) return '';
  if (typeof text === 'string') return text;
  const texts = text as Partial<Record<Language, string>>;
  return texts[language] || texts.en || texts.ar || '';
}

interface PushPayload {
  id?: string;
  language?: string;
  path?: string;
  title?: unknown;
  description?: unknown;
}

function readPayload(event: PushEvent): PushPayload {
  try {
    return (event.data?.json() as PushPayload | null) ?? {};
  } catch {
    return {};
  }
}

self.addEventListener('push', (event) => {
  const data = readPayload(event);
  const language = isLanguage(data.language) ? data.language : REGISTERED;
  const url = data.path ? `/${language}${data.path}` : `/${language}/notification`;
  event.waitUntil(
    self.registration.showNotification(pick(data.title, language) || 'Dawa', {
      body: pick(data.description, language),
      icon: '/icons/icon-192.png',
      tag: data.id,
      lang: language,
      dir: language === 'ar' ? 'rtl' : 'ltr',
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(
    (event.notification.data as { url?: string })?.url ?? '/',
    self.location.origin,
  ).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url) ?? windows[0];
      if (open) return open.focus().then((client) => client.navigate(url));
      return self.clients.openWindow(url);
    }),
  );
});
