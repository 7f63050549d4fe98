// Builds the one service worker (sw/sw.ts, ADR 0027) after `vite build` and the prerendering:
// bundles it with Vite, then Workbox injects the precache manifest: the app's scripts, styles,
// fonts and icons, and the prerendered public pages at their URLs (`/en/about`); the drug
// index `/{lang}/drug-index` is one of them, and the shell for the other public pages offline.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { injectManifest } from 'workbox-build';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const bundleDir = path.join(root, 'node_modules', '.sw');

await build({
  root,
  logLevel: 'warn',
  configFile: false,
  publicDir: false,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: bundleDir,
    emptyOutDir: true,
    minify: true,
    lib: {
      entry: path.join(root, 'sw', 'sw.ts'),
      formats: ['iife'],
      name: 'dawaWorker',
      fileName: () => 'sw.js',
    },
  },
});

const PRERENDERED = /^prerendered\/(.+)\.html$/;
try {
  const { count, size, warnings } = await injectManifest({
    swSrc: path.join(bundleDir, 'sw.js'),
    swDest: path.join(dist, 'sw.js'),
    globDirectory: dist,
    globPatterns: [
      'assets/**/*.{js,css}',
      // The variable fonts' Latin and Arabic subsets: the ones the pages use.
      'assets/**/*-{latin,arabic}-wght-normal-*.woff2',
      'icons/*.png',
      'favicon.svg',
      'prerendered/**/*.html',
    ],
    // The admin back office needs the network anyway.
    globIgnores: ['assets/**/admin*'],
    // Hashed file names are their own revision.
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    manifestTransforms: [
      (entries) => ({
        manifest: [
          ...entries.map((entry) => {
            const page = PRERENDERED.exec(entry.url);
            return page ? { ...entry, url: `/${page[1]}` } : { ...entry, url: `/${entry.url}` };
          }),
        ],
        warnings: [],
      }),
    ],
  });
  for (const warning of warnings) console.warn(warning);
  console.log(`service worker: ${count} files precached, ${(size / 1024).toFixed(0)} KB`);
} finally {
  rmSync(bundleDir, { recursive: true, force: true });
}
