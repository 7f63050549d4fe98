import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[\w.-]+\.css)">/g;

/**
 * Puts the web build's stylesheets linked from a page into the page itself, for the pages that
 * paint from their HTML (prerendered pages, record pages and the signed-in lists' shells). On a
 * phone each linked stylesheet held the first paint for a round trip of its own: five of them,
 * about 310 ms each, on the lists (issue #18 point 8).
 *
 * Each sheet keeps a disabled link to its file, which the browser neither fetches nor applies:
 * the app's chunk loader (Vite's preload helper) looks for that link before it loads a route's
 * styles, and would otherwise fetch the same rules again and wait for them.
 */
export function createStyleInliner(distDir: string): (html: string) => string {
  const sheets = new Map<string, string>();
  let files: string[] = [];
  try {
    files = readdirSync(path.join(distDir, 'assets')).filter((file) => file.endsWith('.css'));
  } catch {
    // No web build: nothing links its styles either.
  }
  for (const file of files) {
    const css = readFileSync(path.join(distDir, 'assets', file), 'utf8');
    // A sheet that could close its own <style> element stays a link.
    if (!css.includes('</')) sheets.set(`assets/${file}`, css);
  }
  return (html) =>
    html.replace(STYLESHEET_LINK, (link, file: string) => {
      const css = sheets.get(file);
      return css === undefined
        ? link
        : `<style>${css}</style><link rel="stylesheet" href="/${file}" disabled>`;
    });
}
