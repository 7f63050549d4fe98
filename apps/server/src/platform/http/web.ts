import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { INDEXED_PATHS, isAppPath, isSignInPath, SESSION_PATH } from '@dawa/shared/appPaths';
import {
  DEFAULT_LANGUAGE,
  getTextDirection,
  type Language,
  languageFromPath,
  parseAcceptLanguage,
} from '@dawa/shared/language';
import { escapeHtml } from '@dawa/shared/html';
import {
  firstAt,
  pageAnswersScript,
  type PageAnswer,
  type PageQuery,
} from '@dawa/shared/pageAnswers';
import { DEFAULT_THEME, type ThemePreset } from '@dawa/shared/themes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readPageQueries, type PageAnswerer } from '../graphql/pageAnswers';
import { createStyleInliner } from './inlineStyles';
import { createPreloads } from './preloads';
import {
  acceptedEncoding,
  compressHtml,
  createHtmlCompressor,
  PRERENDERED_DIR,
  readPrerenderedPages,
  SHELLS_DIR,
} from './prerendered';
import { fillFrame, type ServerPageSource } from './serverPage';
import { applySharePreview, type SharePreviewSource } from './sharePreview';
import { alternateLinks } from './sitemap';
import { appHead } from './appHead';
import { themeAttributes } from './theme';

const HTML_TAG = '<html lang="en" dir="ltr">';
const API_PREFIXES = ['/graphql', '/api/', '/files/', '/dev/', '/healthz', '/readyz', '/metrics'];

/**
 * Serves the built web app: hashed assets cached for a year, the prerendered public pages at
 * their exact paths (no query), everything else through index.html (history fallback). Each
 * gets `<html lang dir>` from the URL's language prefix, so the first paint already has the
 * right direction, and `data-theme` of the saved theme, so it paints in the theme's colours.
 */
export async function webRoutes(
  app: FastifyInstance,
  options: {
    distDir: string;
    publicUrl: string;
    previews: readonly SharePreviewSource[];
    /** Record pages rendered on the server into a prerendered page (issue #18 point 7). */
    pages: readonly ServerPageSource[];
    /** Record pages search engines may list (the sitemap's), beside the public pages. */
    indexed: readonly RegExp[];
    /** The site's theme preset now (read per page: a change shows on every instance at once). */
    theme: () => Promise<ThemePreset>;
    /** Answers a shell's first queries as its visitor, to send with its HTML (issue #18). */
    answerQueries: PageAnswerer;
  },
): Promise<void> {
  let template: string | undefined;
  try {
    template = readFileSync(path.join(options.distDir, 'index.html'), 'utf8');
  } catch {
    app.log.warn({ distDir: options.distDir }, 'web app not built; only the API is served');
  }
  const prerendered = readPrerenderedPages(options.distDir);
  const shells = readPrerenderedPages(options.distDir, SHELLS_DIR);
  const shellQueries = readPageQueries(options.distDir, SHELLS_DIR);
  const checkTemplate = (name: string, html: string) => {
    if (!html.includes(HTML_TAG)) throw new Error(`${name} must contain ${HTML_TAG}`);
  };
  if (template) checkTemplate('index.html', template);
  for (const [urlPath, html] of [...prerendered, ...shells]) checkTemplate(urlPath, html);
  const preloads = createPreloads(options.distDir);
  const inlineStyles = createStyleInliner(options.distDir);
  const compress = createHtmlCompressor();

  if (template) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      index: false,
      wildcard: false,
      // The web build writes .br and .gz beside each asset.
      preCompressed: true,
      globIgnore: ['index.html', `${PRERENDERED_DIR}/**`, `${SHELLS_DIR}/**`],
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header(
          'Cache-Control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  const serverPage = async (page: string, language: Language) => {
    for (const source of options.pages) {
      const found = await source(page, language);
      if (found) return found;
    }
    return null;
  };

  const sendApp = async (request: FastifyRequest, reply: FastifyReply) => {
    const [url = '/', query] = request.url.split('?');
    const wantsHtml = request.method === 'GET' || request.method === 'HEAD';
    if (!template || !wantsHtml || API_PREFIXES.some((prefix) => url.startsWith(prefix))) {
      return reply.code(404).send({ error: 'Not Found' });
    }
    const prefixed = languageFromPath(url);
    const language =
      prefixed ?? parseAcceptLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
    // The path after the language prefix names the page whose chunks may be preloaded.
    const page = prefixed ? url.slice(prefixed.length + 2).replace(/\/$/, '') : undefined;
    const record = page ? await serverPage(page, language) : null;
    const rendered = record && record !== 'unknown' ? record : undefined;
    const frame =
      rendered && prefixed ? prerendered.get(`/${prefixed}/${rendered.frame}`) : undefined;
    // With a query the page may differ from the prerendered one (e.g. `?auth=signin`).
    const prerenderedPage =
      query !== undefined
        ? undefined
        : (prerendered.get(url) ??
          (frame && rendered && fillFrame(frame, rendered, url)) ??
          undefined);
    // A signed-in list paints its shell (header, heading, skeleton cards) before its scripts
    // run (issue #18 point 8), whatever the query: the app renders the page over it. The same
    // for every visitor: nothing of the user is in it.
    const shellPath = prefixed && page !== undefined ? `/${prefixed}/${page}` : undefined;
    const shell = prerenderedPage || !shellPath ? undefined : shells.get(shellPath);
    // A record's page links the styles and preloads of the page it is rendered into.
    const preloaded = rendered && frame ? rendered.frame : page;
    // A sign-in page's guard waits for the session before the page renders: asked with the
    // HTML, the answer is there when the scripts have run, not one round trip after them.
    const sessionPreload =
      prefixed && isSignInPath(url)
        ? `<link rel="preload" href="${SESSION_PATH}" as="fetch" crossorigin="anonymous">`
        : '';
    const links =
      appHead(language) +
      sessionPreload +
      preloads(preloaded, language, { scripts: prerenderedPage === undefined });
    // Search engines get the page's canonical URL and its other language (issue #18).
    const indexed =
      prefixed &&
      page !== undefined &&
      ((INDEXED_PATHS as readonly string[]).includes(page) ||
        options.indexed.some((pattern) => pattern.test(page)));
    const head = indexed ? links + alternateLinks(options.publicUrl, prefixed, page) : links;
    const theme = await options.theme().catch((error: unknown) => {
      // The page still opens, in the default colours, while the database is away.
      request.log.warn({ err: error }, 'theme not read; serving the default');
      return DEFAULT_THEME;
    });
    const paintsFromHtml = prerenderedPage ?? shell;
    const withHead = (paintsFromHtml ?? template)
      .replace(HTML_TAG, `<html lang="${language}" dir="${getTextDirection(language)}">`)
      .replace('</head>', `${head}</head>`);
    // A page that paints before its scripts run paints without waiting for stylesheets too;
    // the app's own page (index.html) waits for its scripts anyway, and keeps them cached.
    let html = themeAttributes(paintsFromHtml ? inlineStyles(withHead) : withHead, theme);
    if (page) {
      for (const source of options.previews) {
        const preview = await source(page, language);
        if (!preview) continue;
        html = applySharePreview(html, preview, `${options.publicUrl}${url}`, language);
        break;
      }
    }
    // A shell opened at its own URL (no query: no filter, page 1) comes with the answers to
    // the queries its page asks first, asked as its visitor: the list is not one more round
    // trip after the scripts. They are the visitor's own, so the page is never cached for
    // others, nor compressed into the shells' cache.
    const queries = shell && query === undefined && page !== undefined ? shellQueries[page] : [];
    const answers =
      prefixed && queries?.length ? await options.answerQueries(request, prefixed, queries) : [];
    if (prefixed && answers.length > 0) {
      const script = pageAnswersScript({ path: url, language: prefixed, answers });
      const image = largestImage(queries ?? [], answers, options.publicUrl);
      // Asked with the HTML, the image is not one more round trip after the scripts drew it.
      const preload = image
        ? `<link rel="preload" as="image" href="${escapeHtml(image)}" fetchpriority="high">`
        : '';
      // Replaced by functions: a `$&` or `$'` in a user's text is text, not a pattern.
      html = html
        .replace('</head>', () => `${preload}</head>`)
        .replace('</body>', () => `${script}</body>`);
    }
    const personal = answers.length > 0;
    // A path that is none of the app's pages, or names a record that does not exist, is a
    // real 404 (the app shows its 404 page, or that the record is not there).
    if (!isAppPath(url) || record === 'unknown') reply.code(404);
    reply
      .header('Cache-Control', personal ? 'private, no-cache' : 'no-cache')
      .type('text/html; charset=utf-8');
    // Only a path without a language prefix depends on Accept-Language. Saying so of the others
    // would keep the service worker's cached pages (fetched with its own header) from matching.
    if (!prefixed) reply.header('Vary', 'Accept-Language');
    if (!paintsFromHtml) return reply.send(html);
    // A prerendered page or shell is some tens of KB: compressed, it arrives in the first
    // round trips.
    reply.header('Vary', prefixed ? 'Accept-Encoding' : 'Accept-Language, Accept-Encoding');
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(html);
    // A record's page changes with the record, and answers with the visitor: compressed per
    // request, never kept. A shell is kept by its path, whatever the query.
    const body =
      rendered || personal
        ? compressHtml(html, encoding)
        : compress(shell ? (shellPath ?? url) : url, html, encoding);
    return reply.header('Content-Encoding', encoding).send(body);
  };
  app.setNotFoundHandler(sendApp);
}

/** The page's largest image, where its queries say it is in their answers: ours only. */
function largestImage(
  queries: readonly PageQuery[],
  answers: readonly PageAnswer[],
  publicUrl: string,
): string | undefined {
  for (const { operationName, image } of queries) {
    const answer = image && answers.find((given) => given.operationName === operationName);
    const found = answer ? firstAt(answer.data, image) : undefined;
    if (!found) continue;
    // As the page's <img> asks for it (the same URL, or the browser fetches it twice).
    const ours = found.startsWith(`${publicUrl}/`) || /^\/(?!\/)/.test(found);
    if (ours) return found;
  }
  return undefined;
}
