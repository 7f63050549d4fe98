/* Dawa web push (issue 7): show the pushed notification; a click focuses or opens its page. */
/* global self */
/** The page language the worker was registered with; a push says its device's own (#20 §7). */
const REGISTERED = new URL(self.location.href).searchParams.get('lang') === 'en' ? 'en' : 'ar';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** A pushed text: written in the push's language, or (older pushes) both languages. */
function pick(text, language) {
  if (!text) return '';
  if (typeof text === 'string') return text;
  return text[language] || text.en || text.ar || '';
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
  const language = data.language === 'en' || data.language === 'ar' ? data.language : REGISTERED;
  const url = data.path ? `/${language}${data.path}` : `/${language}/notification`;
  event.waitUntil(
    self.registration.showNotification(pick(data.title, language) || 'Dawa', {
      body: pick(data.description, language),
      icon: '/favicon.svg',
      tag: data.id,
      lang: language,
      dir: language === 'ar' ? 'rtl' : 'ltr',
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
