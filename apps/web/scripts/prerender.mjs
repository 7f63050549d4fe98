// Renders the public pages into HTML after `vite build` (src/prerender.tsx lists them), so they
// paint before any script runs; the client then hydrates them (src/main.tsx). The server sends
// dist/prerendered/<path>.html for exactly those paths, index.html everywhere else.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
// The server-side bundle is only needed here.
const ssrDir = path.join(root, 'node_modules', '.prerender');
const ROOT_ELEMENT = '<div id="root"></div>';
// A prerendered page reads without scripts (a drug page served to a visitor from search, say):
// index.html's "needs JavaScript" would be wrong there, and English on an Arabic page.
const NOSCRIPT = /\s*<noscript>[^<]*<\/noscript>/;

await build({
  root,
  logLevel: 'warn',
  // Bundles its dependencies too: the same modules as the browser build, run once in Node.
  ssr: { noExternal: true },
  build: {
    ssr: 'src/prerender.tsx',
    outDir: ssrDir,
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
  },
});

try {
  const { PRERENDERED_PATHS, SHELL_PATHS, renderPage, shellQueries, webManifests } = await import(
    pathToFileURL(path.join(ssrDir, 'prerender.js')).href
  );
  const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html must contain ${ROOT_ELEMENT}`);
  /** Renders each page into `dist/<folder>/<path>.html`, its root marked with `attribute`. */
  const renderInto = async (paths, folder, attribute, html) => {
    for (const page of paths) {
      const markup = await renderPage(page);
      const file = path.join(dist, folder, `${page}.html`);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(
        file,
        html.replace(ROOT_ELEMENT, `<div id="root" ${attribute}="${page}">${markup}</div>`),
      );
    }
  };
  await renderInto(
    PRERENDERED_PATHS,
    'prerendered',
    'data-prerendered',
    template.replace(NOSCRIPT, ''),
  );
  console.log(`prerendered ${PRERENDERED_PATHS.length} pages`);
  // The signed-in pages' shells: the server's HTML for those paths, which the app renders over
  // (src/app/start.tsx). Not among the service worker's pages (scripts/sw.mjs): offline, those
  // pages show the offline page.
  await renderInto(SHELL_PATHS, 'shells', 'data-shell', template);
  console.log(`rendered ${SHELL_PATHS.length} shells of signed-in pages`);
  // …and the queries each asks first, which the server answers in the page.
  const [queriesFile, queries] = shellQueries();
  writeFileSync(path.join(dist, 'shells', queriesFile), queries);
  for (const [urlPath, json] of webManifests()) {
    const file = path.join(dist, urlPath);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, json);
  }
} finally {
  rmSync(ssrDir, { recursive: true, force: true });
}
