/* Dawa web push (issue 7): show the pushed notification; a click focuses or opens its page. */
/* global self */
const LANGUAGE = new URL(self.location.href).searchParams.get('lang') === 'en' ? 'en' : 'ar';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

function pick(text) {
  if (!text) return '';
  return text[LANGUAGE] || text.en || text.ar || '';
}

function readPayload(event) {
  try {
    return (event.data && event.data.json()) || {};
  } catch {
    return {};
  }
}

self.addEventListener('push', (event) => {
  const data = readPayload(event);
  const url = data.path ? `/${LANGUAGE}${data.path}` : `/${LANGUAGE}/notification`;
  event.waitUntil(
    self.registration.showNotification(pick(data.title) || 'Dawa', {
      body: pick(data.description),
      icon: '/favicon.svg',
      tag: data.id,
      lang: LANGUAGE,
      dir: LANGUAGE === 'ar' ? 'rtl' : 'ltr',
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url) ?? windows[0];
      if (open) return open.focus().then((client) => client.navigate(url));
      return self.clients.openWindow(url);
    }),
  );
});
