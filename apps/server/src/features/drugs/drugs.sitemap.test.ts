import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/support/server';
import { drug } from './drugs.tables';

describe('drug pages in the sitemap (#18)', () => {
  let server: TestServer;
  let webDir: string;
  const ids = [randomUUID(), randomUUID()];
  beforeAll(async () => {
    // The unit tests run before the web build: the app's HTML shell is a minimal one of our own.
    webDir = mkdtempSync(path.join(tmpdir(), 'dawa-sitemap-web-'));
    writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><html lang="en" dir="ltr"><head><title>Dawa</title></head><body><div id="root"></div></body></html>',
    );
    server = await startTestServer({ WEB_DIST_DIR: webDir });
    await server.app.platform.database.db
      .insert(drug)
      .values(ids.map((id, index) => ({ id, tradeName: `Sitemapol ${index}`, price: 10 })));
  });
  afterAll(async () => {
    await server.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('lists every drug page in both languages, each naming the other', async () => {
    const index = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(index).toContain(`<loc>${server.url}/sitemaps/drugs-1.xml</loc>`);
    const response = await fetch(`${server.url}/sitemaps/drugs-1.xml`);
    expect(response.status).toBe(200);
    const xml = await response.text();
    for (const id of ids) {
      expect(xml).toContain(`<loc>${server.url}/en/drug-index/${id}</loc>`);
      expect(xml).toContain(`<loc>${server.url}/ar/drug-index/${id}</loc>`);
      expect(xml).toContain(
        `<xhtml:link rel="alternate" hreflang="ar" href="${server.url}/ar/drug-index/${id}"/>`,
      );
    }
    expect(xml.match(/<url>/g)).toHaveLength(ids.length * 2);
    expect((await fetch(`${server.url}/sitemaps/drugs-2.xml`)).status).toBe(404);
  });

  it('gives a drug page its canonical URL and its other language', async () => {
    const html = await (await fetch(`${server.url}/ar/drug-index/${ids[0]}`)).text();
    expect(html).toContain(`<link rel="canonical" href="${server.url}/ar/drug-index/${ids[0]}">`);
    expect(html).toContain(
      `<link rel="alternate" hreflang="en" href="${server.url}/en/drug-index/${ids[0]}">`,
    );
  });

  it('describes the drug to search engines as a schema.org Drug, in the page’s locale', async () => {
    const html = await (await fetch(`${server.url}/ar/drug-index/${ids[0]}`)).text();
    expect(html).toContain('<meta property="og:locale" content="ar_EG" />');
    const block = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(block ?? 'null')).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Drug',
      name: 'Sitemapol 0',
      cost: { '@type': 'DrugCost', costPerUnit: 10, costCurrency: 'EGP' },
    });
  });
});
