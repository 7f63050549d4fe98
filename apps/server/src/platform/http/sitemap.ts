import { INDEXED_PATHS } from '@dawa/shared/appPaths';
import { LANGUAGES, type Language } from '@dawa/shared/language';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '@dawa/shared/html';

/** A sitemap file lists at most this many URLs (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/**
 * Records that have a public page of their own, for search engines (issue #18): a feature's
 * pages as paths after the language prefix (`drug-index/{id}`), and the pattern of those paths.
 */
export interface SitemapSection {
  name: string;
  pattern: RegExp;
  pages(): Promise<string[]>;
}

const pageUrl = (publicUrl: string, language: Language, page: string) =>
  `${publicUrl}/${language}${page ? `/${page}` : ''}`;

/**
 * A page's canonical URL and its other languages (`hreflang`, x-default the default
 * language's), as `<link>` tags.
 */
export function alternateLinks(publicUrl: string, language: Language, page: string): string {
  const href = (lang: Language) => escapeHtml(pageUrl(publicUrl, lang, page));
  return [
    `<link rel="canonical" href="${href(language)}">`,
    ...LANGUAGES.map((lang) => `<link rel="alternate" hreflang="${lang}" href="${href(lang)}">`),
    `<link rel="alternate" hreflang="x-default" href="${href('en')}">`,
  ].join('');
}

/** Every page in every language, each `<url>` naming its other languages (`xhtml:link`). */
export function urlSetXml(publicUrl: string, pages: readonly string[]): string {
  const urls = pages.flatMap((page) =>
    LANGUAGES.map((language) => {
      const alternates = LANGUAGES.map(
        (lang) =>
          `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeHtml(pageUrl(publicUrl, lang, page))}"/>`,
      ).join('');
      return `<url><loc>${escapeHtml(pageUrl(publicUrl, language, page))}</loc>${alternates}</url>`;
    }),
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ' +
    'xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${urls.join('\n')}\n</urlset>\n`
  );
}

export function sitemapIndexXml(publicUrl: string, files: readonly string[]): string {
  const entries = files.map(
    (file) => `<sitemap><loc>${escapeHtml(`${publicUrl}${file}`)}</loc></sitemap>`,
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    `${entries.join('\n')}\n</sitemapindex>\n`
  );
}

/** Pages in files of at most `maxUrls` URLs (every page is one URL per language). */
export function splitPages(pages: readonly string[], maxUrls = SITEMAP_MAX_URLS): string[][] {
  const perFile = Math.max(1, Math.floor(maxUrls / LANGUAGES.length));
  const files: string[][] = [];
  for (let start = 0; start < pages.length; start += perFile)
    files.push(pages.slice(start, start + perFile));
  return files;
}

const SECTION_FILE = /^\/sitemaps\/([a-z]+)-(\d+)\.xml$/;

/**
 * `/sitemap.xml` (a sitemap index: the public pages, then each section's records in files of
 * at most 50,000 URLs), its files under `/sitemaps/`, and `/robots.txt` pointing at it.
 */
export async function sitemapRoutes(
  app: FastifyInstance,
  options: { publicUrl: string; sections: readonly SitemapSection[]; maxUrls?: number },
): Promise<void> {
  const { publicUrl, sections, maxUrls = SITEMAP_MAX_URLS } = options;
  const sectionFiles = async (section: SitemapSection) =>
    splitPages(await section.pages(), maxUrls);

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(
        [
          'User-agent: *',
          'Allow: /',
          'Disallow: /dev/',
          'Disallow: /api/',
          'Disallow: /graphql',
          '',
          `Sitemap: ${publicUrl}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );

  app.get('/sitemap.xml', async (_request, reply) => {
    const files = ['/sitemaps/pages-1.xml'];
    for (const section of sections) {
      const count = (await sectionFiles(section)).length;
      for (let index = 1; index <= count; index += 1)
        files.push(`/sitemaps/${section.name}-${index}.xml`);
    }
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(sitemapIndexXml(publicUrl, files));
  });

  app.get('/sitemaps/*', async (request, reply) => {
    const [, name, number] = SECTION_FILE.exec(request.url) ?? [];
    const index = Number(number) - 1;
    let pages: string[] | undefined;
    if (name === 'pages' && index === 0) pages = [...INDEXED_PATHS];
    const section = sections.find((candidate) => candidate.name === name);
    if (section) pages = (await sectionFiles(section))[index];
    if (!pages) return reply.code(404).send({ error: 'Not Found' });
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(urlSetXml(publicUrl, pages));
  });
}
