import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/support/server';
import { splitPages, urlSetXml } from './sitemap';

describe('sitemap', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const get = async (url: string) => {
    const response = await fetch(`${server.url}${url}`);
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      text: await response.text(),
    };
  };

  it('robots.txt points at the sitemap index, which lists the public pages', async () => {
    const robots = await get('/robots.txt');
    expect(robots.text).toContain(`Sitemap: ${server.url}/sitemap.xml`);
    expect(robots.text).toContain('Disallow: /graphql');

    const index = await get('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.type).toContain('application/xml');
    expect(index.text).toContain(`<sitemap><loc>${server.url}/sitemaps/pages-1.xml</loc>`);

    const pages = await get('/sitemaps/pages-1.xml');
    expect(pages.text).toContain(`<loc>${server.url}/ar/drug-index</loc>`);
    expect(pages.text).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="${server.url}/en/drug-index"/>`,
    );
    expect(pages.text).toContain(`<loc>${server.url}/en</loc>`);
    expect(pages.text).not.toContain('prescriptions');
    expect((await get('/sitemaps/pages-2.xml')).status).toBe(404);
    expect((await get('/sitemaps/other-1.xml')).status).toBe(404);
  });

  it('splits at 50,000 URLs, a page being one URL per language', () => {
    const pages = Array.from({ length: 60_001 }, (_, index) => `drug-index/${index}`);
    expect(splitPages(pages).map((file) => file.length)).toEqual([25_000, 25_000, 10_001]);
    expect(splitPages(pages, 4).slice(0, 1)).toEqual([['drug-index/0', 'drug-index/1']]);
    expect(urlSetXml('https://dawa.example', ['a&b'])).toContain(
      '<loc>https://dawa.example/en/a&amp;b</loc>',
    );
  });
});
