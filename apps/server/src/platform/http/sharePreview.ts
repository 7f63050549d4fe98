import { escapeHtml } from '@dawa/shared/html';
import type { Language } from '@dawa/shared/language';
import { APP_TITLES } from '@dawa/shared/webApp';

/** What a link preview shows for a shared record (SPEC §3 "shareable record"). */
export interface SharePreview {
  /** The record's own title; the product's name is added after it. */
  title: string;
  description: string;
  /** A public picture of the record (a URL, possibly relative to the site), shown large. */
  image?: string | null;
  /** schema.org structured data of the record (e.g. a Drug, a JobPosting), for search engines. */
  structuredData?: Readonly<Record<string, unknown>>;
}

/** Open Graph's locale of each language (issue #18 point 5). */
const OG_LOCALES: Record<Language, string> = { en: 'en_US', ar: 'ar_EG' };

/**
 * A feature's previews: given the page path after the language prefix (e.g.
 * `drug-index/<id>`), the record's preview, or null when the path is not one of its records.
 */
export type SharePreviewSource = (
  page: string,
  language: Language,
) => SharePreview | null | Promise<SharePreview | null>;

const DESCRIPTION_MAX = 300;

/**
 * A JSON-LD block: the data as JSON, with `<` escaped so that no text in it can close the
 * script element. Browsers do not run a data block, so the strict CSP does not concern it.
 */
export function jsonLdScript(data: Readonly<Record<string, unknown>>): string {
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(
    /</g,
    '\\u003c',
  );
  return `<script type="application/ld+json">${json}</script>`;
}

/**
 * Puts the preview into the page's head: the title, the description, and the Open Graph and
 * Twitter tags that link previews (WhatsApp, LinkedIn, X) read. Crawlers do not run scripts.
 */
export function applySharePreview(
  html: string,
  preview: SharePreview,
  url: string,
  language: Language,
): string {
  const product = APP_TITLES[language];
  const title = escapeHtml(`${preview.title} | ${product}`);
  const description = escapeHtml(
    preview.description.length > DESCRIPTION_MAX
      ? `${preview.description.slice(0, DESCRIPTION_MAX - 1)}…`
      : preview.description,
  );
  const image = preview.image ? escapeHtml(new URL(preview.image, url).href) : null;
  const tags = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${product}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:locale" content="${OG_LOCALES[language]}" />`,
    `<meta property="og:locale:alternate" content="${OG_LOCALES[language === 'ar' ? 'en' : 'ar']}" />`,
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    // Crawlers need an absolute address.
    ...(image
      ? [
          `<meta property="og:image" content="${image}" />`,
          `<meta name="twitter:image" content="${image}" />`,
        ]
      : []),
    ...(preview.structuredData ? [jsonLdScript(preview.structuredData)] : []),
  ].join('');
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${description}" />`,
    )
    .replace('</head>', `${tags}</head>`);
}
