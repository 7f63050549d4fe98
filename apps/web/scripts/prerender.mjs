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
  const { PRERENDERED_PATHS, renderPage, webManifests } = await import(
    pathToFileURL(path.join(ssrDir, 'prerender.js')).href
  );
  const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html must contain ${ROOT_ELEMENT}`);
  for (const page of PRERENDERED_PATHS) {
    const markup = await renderPage(page);
    const file = path.join(dist, 'prerendered', `${page}.html`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(
      file,
      template.replace(ROOT_ELEMENT, `<div id="root" data-prerendered="${page}">${markup}</div>`),
    );
  }
  console.log(`prerendered ${PRERENDERED_PATHS.length} pages`);
  for (const [urlPath, json] of webManifests()) {
    const file = path.join(dist, urlPath);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, json);
  }
} finally {
  rmSync(ssrDir, { recursive: true, force: true });
}
