import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Where the web build writes the pages it prerenders (apps/web/scripts/prerender.mjs). */
export const PRERENDERED_DIR = 'prerendered';

/**
 * Where the web build writes the shells of signed-in pages (apps/web/scripts/prerender.mjs):
 * what those pages draw before the session and their data are known.
 */
export const SHELLS_DIR = 'shells';

/**
 * The prerendered pages by URL path (`prerendered/en/about.html` → `/en/about`): templates
 * that replace index.html at exactly that path. Empty when the build has none. `folder` is
 * `SHELLS_DIR` for the signed-in pages' shells.
 */
export function readPrerenderedPages(
  distDir: string,
  folder: string = PRERENDERED_DIR,
): Map<string, string> {
  const dir = path.join(distDir, folder);
  const pages = new Map<string, string>();
  let files: string[];
  try {
    files = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    return pages;
  }
  for (const file of files.filter((name) => name.endsWith('.html'))) {
    const urlPath = `/${file.slice(0, -'.html'.length).split(path.sep).join('/')}`;
    pages.set(urlPath, readFileSync(path.join(dir, file), 'utf8'));
  }
  return pages;
}

export type ContentEncoding = 'br' | 'gzip';

/** The best encoding an `Accept-Encoding` header allows: brotli, then gzip, else none. */
export function acceptedEncoding(header: string | undefined): ContentEncoding | undefined {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((item) => item.trim().toLowerCase());
    const refused = params.some((param) => /^q=0(\.0*)?$/.test(param));
    if (name && !refused) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

/**
 * Compresses a page's HTML: at best for a page compressed once and kept, else at a level fast
 * enough for every request (brotli 5 is about as small as gzip 9, in a few milliseconds).
 */
export function compressHtml(
  html: string,
  encoding: ContentEncoding,
  { best = false }: { best?: boolean } = {},
): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: best ? 11 : 5 } })
    : gzipSync(html, { level: best ? 9 : 6 });
}

/**
 * Compresses the HTML of a page once per encoding and keeps it while the page's HTML stays the
 * same. Only for a fixed set of keys (the prerendered pages): the cache is never pruned.
 */
export function createHtmlCompressor(): (
  key: string,
  html: string,
  encoding: ContentEncoding,
) => Buffer {
  const cache = new Map<string, { html: string; body: Buffer }>();
  return (key, html, encoding) => {
    const cacheKey = `${encoding} ${key}`;
    const cached = cache.get(cacheKey);
    if (cached?.html === html) return cached.body;
    const body = compressHtml(html, encoding, { best: true });
    cache.set(cacheKey, { html, body });
    return body;
  };
}
