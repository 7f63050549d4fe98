import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/support/server';

describe('HTTP server', () => {
  let server: TestServer;
  let webDir: string;

  beforeAll(async () => {
    // A built web app as Vite writes it: index.html plus hashed assets.
    webDir = mkdtempSync(path.join(tmpdir(), 'dawa-web-'));
    mkdirSync(path.join(webDir, 'assets'));
    writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><html lang="en" dir="ltr"><head><title>Dawa</title></head><body><div id="root"></div></body></html>',
    );
    // …and the pages the build prerendered.
    mkdirSync(path.join(webDir, 'prerendered', 'en'), { recursive: true });
    writeFileSync(
      path.join(webDir, 'prerendered', 'en', 'about.html'),
      '<!doctype html><html lang="en" dir="ltr"><head><title>Dawa</title></head><body><div id="root" data-prerendered="/en/about"><main>About</main></div></body></html>',
    );
    // …and the shell of a signed-in list (the same for every visitor).
    mkdirSync(path.join(webDir, 'shells', 'ar'), { recursive: true });
    writeFileSync(
      path.join(webDir, 'shells', 'ar', 'prescriptions.html'),
      '<!doctype html><html lang="en" dir="ltr"><head><title>Dawa</title></head><body><div id="root" data-shell="/ar/prescriptions"><main>الوصفات</main></div></body></html>',
    );
    // …with the query its page asks first, which the server answers in it as its visitor.
    writeFileSync(
      path.join(webDir, 'shells', 'page-queries.json'),
      JSON.stringify({
        prescriptions: [
          {
            operationName: 'Me',
            query: 'query Me { authMe { email fullName } }',
            variables: {},
          },
          {
            operationName: 'Picture',
            query: 'query Picture { authMe { avatar } }',
            variables: {},
            image: 'authMe.avatar',
          },
        ],
      }),
    );
    writeFileSync(path.join(webDir, 'assets', 'main-abc123.js'), 'console.log(1)');
    writeFileSync(
      path.join(webDir, 'assets', 'main-abc123.js.br'),
      brotliCompressSync('console.log(1)'),
    );
    server = await startTestServer({ WEB_DIST_DIR: webDir });
  });
  afterAll(async () => {
    await server.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('reports health and readiness', async () => {
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready' });
  });

  it('exposes Prometheus metrics', async () => {
    await fetch(`${server.url}/healthz`);
    const response = await fetch(`${server.url}/metrics`);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toContain('http_request_duration_seconds_bucket');
    expect(text).toContain('process_cpu_user_seconds_total');
    // Where the memory goes (bench:search prints it): PGlite's WebAssembly memory is ours.
    expect(text).toMatch(/^nodejs_array_buffers_bytes \d+$/m);
    const inProcess = Number(/^db_in_process_memory_bytes (\d+)$/m.exec(text)?.[1]);
    expect(inProcess > 0).toBe(server.app.platform.database.kind === 'pglite');
  });

  it('gives every response a request id, keeping a well-formed incoming one', async () => {
    const generated = await fetch(`${server.url}/healthz`);
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await fetch(`${server.url}/healthz`, {
      headers: { 'x-request-id': 'lb-trace-12345' },
    });
    expect(kept.headers.get('x-request-id')).toBe('lb-trace-12345');
    const replaced = await fetch(`${server.url}/healthz`, {
      headers: { 'x-request-id': 'bad id <script>' },
    });
    expect(replaced.headers.get('x-request-id')).not.toBe('bad id <script>');
  });

  it('sends security headers with a strict content security policy', async () => {
    const response = await fetch(`${server.url}/en`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses request bodies over the limit', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ __typename }`, padding: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
  });

  it('serves the app with lang and dir from the URL prefix, and history fallback', async () => {
    const english = await fetch(`${server.url}/en/drug-index?page=2`);
    expect(english.status).toBe(200);
    expect(await english.text()).toContain('<html lang="en" dir="ltr">');
    expect(english.headers.get('cache-control')).toBe('no-cache');

    const arabic = await fetch(`${server.url}/ar/prescriptions/123`);
    expect(await arabic.text()).toContain('<html lang="ar" dir="rtl">');

    const unprefixed = await fetch(`${server.url}/about`, {
      headers: { 'accept-language': 'ar-EG,ar;q=0.9' },
    });
    expect(await unprefixed.text()).toContain('<html lang="ar" dir="rtl">');
  });

  it('serves a prerendered page at exactly its path, compressed, and index.html elsewhere', async () => {
    const page = await fetch(`${server.url}/en/about`, { headers: { 'accept-encoding': 'br' } });
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('vary')).toContain('Accept-Encoding');
    const html = await page.text();
    expect(html).toContain('<div id="root" data-prerendered="/en/about"><main>About</main>');
    expect(html).toContain('<html lang="en" dir="ltr">');

    const plain = await fetch(`${server.url}/en/about`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('data-prerendered="/en/about"');

    // A query can change the page (e.g. `?auth=signin`): the app renders it in the browser.
    for (const url of ['/en/about?auth=signin', '/ar/about', '/en/services']) {
      expect(await (await fetch(`${server.url}${url}`)).text()).toContain('<div id="root"></div>');
    }
    // The templates are not files of the site.
    const file = await fetch(`${server.url}/prerendered/en/about.html`);
    expect(await file.text()).not.toContain('data-prerendered');
  });

  it('serves the shell of a signed-in list whatever its query, never cached publicly', async () => {
    for (const url of ['/ar/prescriptions', '/ar/prescriptions/', '/ar/prescriptions?page=2']) {
      const page = await fetch(`${server.url}${url}`, { headers: { 'accept-encoding': 'br' } });
      expect(page.status).toBe(200);
      expect(page.headers.get('content-encoding')).toBe('br');
      expect(page.headers.get('cache-control')).toBe('no-cache');
      const html = await page.text();
      expect(html).toContain('<html lang="ar" dir="rtl">');
      expect(html).toContain('<div id="root" data-shell="/ar/prescriptions"><main>الوصفات</main>');
    }
    // Only at its own path and language.
    for (const url of ['/en/prescriptions', '/ar/prescriptions/x']) {
      expect(await (await fetch(`${server.url}${url}`)).text()).toContain('<div id="root"></div>');
    }
    const file = await fetch(`${server.url}/shells/ar/prescriptions.html`);
    expect(await file.text()).not.toContain('data-shell');
  });

  it("answers a shell's first queries in its HTML, as its signed-in visitor only", async () => {
    const answersOf = (html: string) => {
      const found = /<script type="application\/json" id="page-answers">(.*?)<\/script>/.exec(html);
      return found?.[1] === undefined ? undefined : (JSON.parse(found[1]) as unknown);
    };
    // Signed out, the page is everyone's: no answers (its guard sends the visitor to sign in).
    const signedOut = await fetch(`${server.url}/ar/prescriptions`);
    expect(answersOf(await signedOut.text())).toBeUndefined();

    const first = await server.signIn();
    const second = await server.signIn();
    // Markup and replacement patterns in a user's text stay text, and cannot end the block.
    const name = "Mona $' $& </script><script>alert(1)</script>";
    const renamed = await server.graphql(
      'mutation Rename($profile: ProfileInput!) { authUpdateProfile(profile: $profile) { fullName } }',
      { profile: { fullName: name } },
      { cookie: first.cookie },
    );
    expect(renamed.errors).toBeUndefined();
    const names = new Map([
      [first, name],
      [second, expect.any(String)],
    ]);
    for (const [visitor, other] of [
      [first, second],
      [second, first],
    ] as const) {
      const page = await fetch(`${server.url}/ar/prescriptions`, {
        headers: { cookie: visitor.cookie, 'accept-encoding': 'br' },
      });
      expect(page.headers.get('cache-control')).toBe('private, no-cache');
      expect(page.headers.get('content-encoding')).toBe('br');
      const html = await page.text();
      expect(html).toContain('<div id="root" data-shell="/ar/prescriptions">');
      expect(html).not.toContain(other.email);
      expect(html).not.toContain('<script>alert(1)');
      // No picture, nothing to ask for early.
      expect(html).not.toContain('as="image"');
      expect(answersOf(html)).toEqual({
        path: '/ar/prescriptions',
        language: 'ar',
        answers: [
          {
            operationName: 'Me',
            variables: {},
            data: { authMe: { email: visitor.email, fullName: names.get(visitor) } },
          },
          { operationName: 'Picture', variables: {}, data: { authMe: { avatar: null } } },
        ],
      });
    }
    // Another page of the list, or a filter, asks its own queries: no answers.
    const paged = await fetch(`${server.url}/ar/prescriptions?page=2`, {
      headers: { cookie: first.cookie },
    });
    expect(paged.headers.get('cache-control')).toBe('no-cache');
    expect(answersOf(await paged.text())).toBeUndefined();
    // …and the shared shell, cached by its path, never took anyone's answers.
    const again = await fetch(`${server.url}/ar/prescriptions`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(answersOf(await again.text())).toBeUndefined();
  });

  it('asks for the session with the HTML of the pages whose guard waits for it', async () => {
    const preload =
      '<link rel="preload" href="/api/auth/get-session" as="fetch" crossorigin="anonymous">';
    for (const url of ['/ar/prescriptions', '/en/prescriptions/123', '/en/profile', '/en/admin']) {
      expect(await (await fetch(`${server.url}${url}`)).text(), url).toContain(preload);
    }
    // Public pages render without waiting for it.
    for (const url of ['/en', '/en/about', '/ar/drug-index', '/en/auth/signin']) {
      expect(await (await fetch(`${server.url}${url}`)).text(), url).not.toContain(preload);
    }
  });

  it('serves hashed assets precompressed and cached for a year; 404s unknown API paths', async () => {
    const asset = await fetch(`${server.url}/assets/main-abc123.js`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(await asset.text()).toBe('console.log(1)');
    const missing = await fetch(`${server.url}/api/nothing-here`);
    expect(missing.status).toBe(404);
  });

  it('answers 404 for a path that is none of the app pages, still with the app to show it', async () => {
    for (const url of [
      '/en/nothing-here',
      '/ar/drug-index-x',
      // No drug has that id (features/drugs/drugs.page.test.ts).
      '/ar/drug-index/42',
      '/wp-login.php',
      '/assets/gone.js',
    ]) {
      const response = await fetch(`${server.url}${url}`);
      expect(response.status, url).toBe(404);
    }
    const unknown = await fetch(`${server.url}/en/nothing-here`);
    expect(await unknown.text()).toContain('<div id="root"></div>');
    for (const url of ['/', '/en', '/drug-index', '/en/admin/users', '/404'])
      expect((await fetch(`${server.url}${url}`)).status, url).toBe(200);
  });

  it("links the language's web app manifest, and public pages to their canonical and other language", async () => {
    const html = await (await fetch(`${server.url}/ar/services`)).text();
    expect(html).toContain('<link rel="manifest" href="/ar/manifest.webmanifest">');
    expect(html).toContain(`<link rel="canonical" href="${server.url}/ar/services">`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${server.url}/en/services">`);
    expect(html).toContain(`<link rel="alternate" hreflang="ar" href="${server.url}/ar/services">`);
    expect(html).toContain(
      `<link rel="alternate" hreflang="x-default" href="${server.url}/en/services">`,
    );
    // A page that needs sign-in is not for search engines.
    const signedIn = await (await fetch(`${server.url}/en/prescriptions`)).text();
    expect(signedIn).toContain('<link rel="manifest" href="/en/manifest.webmanifest">');
    expect(signedIn).not.toContain('rel="canonical"');
  });
});
