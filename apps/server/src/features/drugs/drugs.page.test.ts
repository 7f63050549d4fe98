import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/support/server';
import { drugCatalogue } from './drugs.catalogue';
import { drug, drugPriceChange } from './drugs.tables';

const CREATE = `mutation($data: DrugInput!) { drugCreate(data: $data) { id } }`;

/** The web build's drug index page for a language, reduced to its frame and empty slot. */
const frame = (language: string) =>
  `<!doctype html><html lang="en" dir="ltr"><head><title>Dawa</title></head><body><div id="root" data-prerendered="/${language}/drug-index"><main><h1>Drug index</h1><div id="drug-article" class="_slot_x"></div><form role="search"></form></main></div></body></html>`;

describe('drug pages rendered on the server (#18 point 7)', () => {
  let server: TestServer;
  let webDir: string;
  const augmentin = randomUUID();
  const hostile = randomUUID();
  beforeAll(async () => {
    // The unit tests run before the web build: a minimal shell and drug index frame of our own.
    webDir = mkdtempSync(path.join(tmpdir(), 'dawa-drug-page-'));
    writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><html lang="en" dir="ltr"><head><title>Dawa</title></head><body><div id="root"></div></body></html>',
    );
    for (const language of ['en', 'ar']) {
      mkdirSync(path.join(webDir, 'prerendered', language), { recursive: true });
      writeFileSync(path.join(webDir, 'prerendered', language, 'drug-index.html'), frame(language));
    }
    server = await startTestServer({ WEB_DIST_DIR: webDir });
    await server.app.platform.database.db.insert(drug).values([
      {
        id: augmentin,
        tradeName: 'Augmentin 1gm 14 f.c.tab.',
        arabicName: 'اوجمنتين ١ جم',
        genericNames: ['amoxicillin', 'clavulanic acid'],
        companies: ['GlaxoSmithKline'],
        routes: ['ORAL.SOLID'],
        pharmacologicalUses: ['ANTIBIOTIC'],
        category: 'PENICILLINS',
        mechanismOfAction: 'Inhibits cell wall synthesis.\n\nBroad spectrum.',
        price: 102,
        oldPrice: 85,
      },
      {
        id: hostile,
        tradeName: '<script>alert("x")</script> & Co',
        genericNames: ['<img src=x onerror=alert(1)>'],
        companies: ['"Quoted" & <b>bold</b>'],
        price: 10,
      },
    ]);
  });
  // Through the API, so that the search index holds them: the similar drugs come from it.
  let expensive = '';
  let cheap = '';
  beforeAll(async () => {
    const editor = (await server.signIn({ roles: ['productEditor'] })).cookie;
    const create = async (data: Record<string, unknown>) => {
      const result = await server.graphql<{ drugCreate: { id: string } }>(
        CREATE,
        { data },
        { cookie: editor },
      );
      expect(result.errors).toBeUndefined();
      return result.data!.drugCreate.id;
    };
    expensive = await create({
      tradeName: 'PRICEYOL 500 MG 20 TABS',
      arabicName: 'برايسيول',
      genericNames: ['SHAREDINE'],
      price: 36,
    });
    cheap = await create({
      tradeName: 'CHEAPOL 500 MG 20 TABS',
      genericNames: ['SHAREDINE'],
      price: 18,
    });
    await drugCatalogue(server.app.platform).settled();
    // Its price went 24 → 30 on 1 March and 30 → 36 on 1 September (another editor's edits).
    await server.app.platform.database.db.insert(drugPriceChange).values([
      {
        id: randomUUID(),
        drugId: expensive,
        previousPrice: 24,
        price: 30,
        actorId: 'someone-private',
        createdAt: new Date('2026-03-01T10:00:00Z'),
      },
      {
        id: randomUUID(),
        drugId: expensive,
        previousPrice: 30,
        price: 36,
        actorId: 'someone-private',
        createdAt: new Date('2026-09-01T10:00:00Z'),
      },
    ]);
  });
  afterAll(async () => {
    await server.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  const page = async (url: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.url}${url}`, { headers });
    return { response, html: await response.text() };
  };
  const article = (html: string) => /<article[\s\S]*<\/article>/.exec(html)?.[0] ?? '';

  it('writes the drug’s details into the drug index page, which the app hydrates there', async () => {
    const { response, html } = await page(`/en/drug-index/${augmentin}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(html).toContain('<html lang="en" dir="ltr"');
    expect(html).toContain(`data-prerendered="/en/drug-index/${augmentin}" data-start="input"`);
    const details = article(html);
    expect(details).toContain(
      '<h2 class="name" id="drug-article-name"><bdi>Augmentin 1gm 14 f.c.tab.</bdi></h2>',
    );
    for (const text of [
      'amoxicillin',
      'clavulanic acid',
      'GlaxoSmithKline',
      'ORAL.SOLID',
      'PENICILLINS',
      'ANTIBIOTIC',
      '102 L.E.',
      '85 L.E.',
      'Up 20%',
      '<p dir="auto">Inhibits cell wall synthesis.</p><p dir="auto">Broad spectrum.</p>',
      `<a href="/en/drug-index?tab=alternatives&amp;id=${augmentin}">Show alternatives</a>`,
      `<a href="/en/drug-index?tab=similarities&amp;id=${augmentin}">Show similar drugs</a>`,
    ]) {
      expect(details).toContain(text);
    }
    // In the slot, between the page's heading and its search.
    expect(html).toMatch(/<h1>Drug index<\/h1><div id="drug-article" class="_slot_x"><article/);
    expect(html).toContain('</article></div><form role="search">');
    // The share preview and structured data are still there.
    expect(html).toContain('<title>Augmentin 1gm 14 f.c.tab. | Dawa</title>');
    expect(html).toContain('"@type":"Drug"');
  });

  it('writes the Arabic page right to left, Arabic name first and English terms beside', async () => {
    const { response, html } = await page(`/ar/drug-index/${augmentin}`);
    expect(response.status).toBe(200);
    expect(html).toContain('<html lang="ar" dir="rtl"');
    const details = article(html);
    expect(details).toContain('<bdi>اوجمنتين ١ جم</bdi></h2>');
    expect(details).toContain('الاسم التجاري</span> <bdi>Augmentin 1gm 14 f.c.tab.</bdi>');
    expect(details).toContain('102 ج.م');
    expect(details).toContain('ارتفع');
    expect(details).toContain('الأسماء العلمية');
    expect(details).toContain(`href="/ar/drug-index?tab=alternatives&amp;id=${augmentin}"`);
  });

  it('escapes every text from the catalogue', async () => {
    const { html } = await page(`/en/drug-index/${hostile}`);
    const details = article(html);
    expect(details).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(details).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(details).toContain('&quot;Quoted&quot; &amp; &lt;b&gt;bold&lt;/b&gt;');
    expect(details).not.toMatch(/<script>alert|<img src=x|<b>bold/);
  });

  it('answers 404 for an unknown drug, with the app to say so', async () => {
    for (const id of [randomUUID(), '42']) {
      const { response, html } = await page(`/en/drug-index/${id}`);
      expect(response.status).toBe(404);
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('<article');
    }
  });

  it('leaves a page with a query to the app, which may show another state', async () => {
    const { response, html } = await page(`/en/drug-index/${augmentin}?tab=alternatives`);
    expect(response.status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('<article');
  });

  it('compresses the page for browsers that accept it', async () => {
    const response = await fetch(`${server.url}/en/drug-index/${augmentin}`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    // fetch decodes brotli itself.
    expect(await response.text()).toContain('GlaxoSmithKline');
  });

  it('draws the price history as an SVG with a title, a description and a table of the changes', async () => {
    const { html } = await page(`/en/drug-index/${expensive}`);
    const details = article(html);
    const chart = /<figure class="chart">([\s\S]*?)<\/figure>/.exec(details)?.[1] ?? '';
    expect(chart).toContain('<figcaption class="caption">Price over time</figcaption>');
    expect(chart).toMatch(
      /<svg [^>]*viewBox="0 0 400 180"[^>]*role="img" aria-labelledby="drug-article-chart-title drug-article-chart-desc"/,
    );
    expect(chart).toContain('<title id="drug-article-chart-title">Price over time</title>');
    expect(chart).toContain(
      '<desc id="drug-article-chart-desc">From 24 L.E. to 36 L.E. since 1 Mar 2026</desc>',
    );
    // A step line through the four prices (before, two changes, now), a dot per change.
    const path = /<path class="line" d="([^"]+)"/.exec(chart)?.[1] ?? '';
    expect(path).toMatch(/^M[\d.]+,[\d.]+(H[\d.]+V[\d.]+){3}$/);
    expect(chart.match(/<circle /g)).toHaveLength(2);
    // Time runs left to right in English: each step further right, the price higher (smaller y).
    const steps = [...path.matchAll(/[MH]([\d.]+)[,V]([\d.]+)/g)].map(([, x, y]) => [
      Number(x),
      Number(y),
    ]);
    expect(steps.map(([x]) => x)).toEqual([...steps.map(([x]) => x)].sort((a, b) => a! - b!));
    expect(steps[1]![1]).toBeGreaterThan(steps[2]![1]!);
    // The same prices as a table for screen readers, hidden from sight by the page's styles.
    expect(chart).toContain(
      '<table class="hidden"><caption>Price changes</caption><thead><tr><th scope="col">Date</th><th scope="col">From</th><th scope="col">To</th></tr></thead>',
    );
    expect(chart).toContain('<tr><td>1 Mar 2026</td><td>24 L.E.</td><td>30 L.E.</td></tr>');
    expect(chart).toContain('<tr><td>1 Sept 2026</td><td>30 L.E.</td><td>36 L.E.</td></tr>');
    // Who changed a price is nobody's business on a public page.
    expect(html).not.toContain('someone-private');

    // In Arabic time runs right to left: the first step is the rightmost.
    const arabic = article((await page(`/ar/drug-index/${expensive}`)).html);
    expect(arabic).toContain('<title id="drug-article-chart-title">السعر عبر الزمن</title>');
    const arabicPath = /<path class="line" d="([^"]+)"/.exec(arabic)?.[1] ?? '';
    const xs = [...arabicPath.matchAll(/[MH]([\d.]+)/g)].map(([, x]) => Number(x));
    expect(xs).toEqual([...xs].sort((a, b) => b - a));
    expect(arabic).toContain('direction="rtl"');
  });

  it('names the cheapest equivalent with a link to its page, and no chart without changes', async () => {
    const details = article((await page(`/en/drug-index/${expensive}`)).html);
    expect(details).toContain(
      `<p class="saving">Same generic names from 18 L.E. — save 50% <a href="/en/drug-index/${cheap}"><bdi>CHEAPOL 500 MG 20 TABS</bdi></a></p>`,
    );
    const cheapest = article((await page(`/en/drug-index/${cheap}`)).html);
    expect(cheapest).not.toContain('class="saving"');
    expect(cheapest).not.toContain('<svg');
  });

  it('shares by real links to base / language / service / id, with room for the app’s buttons', async () => {
    for (const language of ['en', 'ar'] as const) {
      const { html } = await page(`/${language}/drug-index/${expensive}`);
      const details = article(html);
      const shared = `${server.url}/${language}/drug-index/${expensive}`;
      const links = [...details.matchAll(/<a href="([^"]+)"[^>]*data-share-network="(\w+)"/g)].map(
        ([, href, network]) => [network, href!.replace(/&amp;/g, '&')],
      );
      expect(links.map(([network]) => network)).toEqual(['linkedin', 'whatsapp', 'twitter']);
      const urls = Object.fromEntries(links.map(([network, href]) => [network, new URL(href!)]));
      expect(urls.linkedin?.origin).toBe('https://www.linkedin.com');
      expect(urls.linkedin?.searchParams.get('url')).toBe(shared);
      expect(urls.whatsapp?.searchParams.get('text')).toBe(`PRICEYOL 500 MG 20 TABS ${shared}`);
      expect(urls.twitter?.searchParams.get('url')).toBe(shared);
      expect(details).toContain('target="_blank" rel="noopener noreferrer"');
      expect(details).toContain('<span id="drug-article-share-actions"></span></div>');
      // Signed out and without a script: a link to sign in, which the app's button replaces.
      expect(details).toContain(
        `<div class="follow" id="drug-article-follow"><a class="signIn" href="/${language}/drug-index/${expensive}?auth=signin">`,
      );
      // The link preview is the same as before.
      expect(html).toContain(`<meta property="og:url" content="${shared}" />`);
      expect(html).toContain(
        `<meta property="og:locale" content="${language === 'ar' ? 'ar_EG' : 'en_US'}" />`,
      );
      expect(html).toContain('<meta name="twitter:card" content="summary" />');
      expect(html.match(/<meta property="og:title"/g)).toHaveLength(1);
    }
    // A hostile name is escaped inside the share links too.
    const hostilePage = article((await page(`/en/drug-index/${hostile}`)).html);
    expect(hostilePage).toContain('data-share-network="whatsapp"');
    expect(hostilePage).not.toMatch(/<script>alert/);
  });
});
