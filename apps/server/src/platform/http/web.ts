import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  DEFAULT_LANGUAGE,
  getTextDirection,
  languageFromPath,
  parseAcceptLanguage,
} from '@dawa/shared/language';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createPreloads } from './preloads';
import { applySharePreview, type SharePreviewSource } from './sharePreview';

const HTML_TAG = '<html lang="en" dir="ltr">';
const API_PREFIXES = ['/graphql', '/api/', '/files/', '/dev/', '/healthz', '/readyz', '/metrics'];

/**
 * Serves the built web app: hashed assets cached for a year, everything else through
 * index.html (history fallback) with `<html lang dir>` set from the URL's language prefix,
 * so the first paint already has the right direction.
 */
export async function webRoutes(
  app: FastifyInstance,
  options: { distDir: string; publicUrl: string; previews: readonly SharePreviewSource[] },
): Promise<void> {
  let template: string | undefined;
  try {
    template = readFileSync(path.join(options.distDir, 'index.html'), 'utf8');
  } catch {
    app.log.warn({ distDir: options.distDir }, 'web app not built; only the API is served');
  }
  if (template && !template.includes(HTML_TAG))
    throw new Error(`index.html must contain ${HTML_TAG}`);
  const preloads = createPreloads(options.distDir);

  if (template) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      index: false,
      wildcard: false,
      // The web build writes .br and .gz beside each asset.
      preCompressed: true,
      globIgnore: ['index.html'],
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header(
          'Cache-Control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  const sendApp = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsHtml = request.method === 'GET' || request.method === 'HEAD';
    if (!template || !wantsHtml || API_PREFIXES.some((prefix) => url.startsWith(prefix))) {
      return reply.code(404).send({ error: 'Not Found' });
    }
    const prefixed = languageFromPath(url);
    const language =
      prefixed ?? parseAcceptLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
    // The path after the language prefix names the page whose chunks may be preloaded.
    const page = prefixed ? url.slice(prefixed.length + 2).replace(/\/$/, '') : undefined;
    let html = template
      .replace(HTML_TAG, `<html lang="${language}" dir="${getTextDirection(language)}">`)
      .replace('</head>', `${page === undefined ? '' : preloads(page, language)}</head>`);
    if (page) {
      for (const source of options.previews) {
        const preview = await source(page, language);
        if (!preview) continue;
        html = applySharePreview(html, preview, `${options.publicUrl}${url}`);
        break;
      }
    }
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Language')
      .type('text/html; charset=utf-8')
      .send(html);
  };
  app.setNotFoundHandler(sendApp);
}
