import type { IncomingHttpHeaders } from 'node:http';
import type { Page } from '@playwright/test';
import { randomLoopback, send } from './ApiClient';

/** The request headers that travel on; the rest belong to the browser's own connection. */
const REQUEST_HEADERS = [
  'accept',
  'accept-language',
  'content-type',
  'cookie',
  'origin',
  'referer',
];
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length']);

function responseHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    // Playwright splits a fulfilled `set-cookie` on new lines, one cookie each.
    flat[name] = Array.isArray(value) ? value.join(name === 'set-cookie' ? '\n' : ', ') : value;
  }
  return flat;
}

/**
 * Sends the page's requests to `url` to the server from a loopback address of this page's
 * own, cookies and all. The browser always talks from 127.0.0.1, and better-auth counts its
 * per-IP limits there (phone codes: 10 a minute per endpoint, the window restarting with each
 * request), so both projects and repeated runs would otherwise share one budget; ApiClient's
 * users get their own addresses the same way.
 */
export async function routeFromOwnAddress(page: Page, url: string | RegExp): Promise<void> {
  const address = randomLoopback();
  await page.route(url, async (route) => {
    const request = route.request();
    const headers = await request.allHeaders();
    const { pathname, search } = new URL(request.url());
    const answer = await send(request.method(), `${pathname}${search}`, {
      address,
      headers: Object.fromEntries(
        REQUEST_HEADERS.flatMap((name) => (headers[name] ? [[name, headers[name]]] : [])),
      ),
      body: request.postDataBuffer() ?? undefined,
    });
    await route.fulfill({
      status: answer.status,
      headers: responseHeaders(answer.headers),
      body: answer.raw,
    });
  });
}
