import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPreloads, languageChunk, PRELOADED_PAGES } from './preloads';

describe('createPreloads', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'dawa-preloads-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': {
        file: 'assets/index-1.js',
        imports: ['_helper-1.js'],
        dynamicImports: ['_app-1.js'],
        assets: [
          'assets/inter-latin-wght-normal-1.woff2',
          'assets/cairo-arabic-wght-normal-1.woff2',
        ],
      },
      '_helper-1.js': { file: 'assets/helper-1.js' },
      '_app-1.js': {
        file: 'assets/app-1.js',
        imports: ['_helper-1.js', '_react-1.js'],
        css: ['assets/app-1.css'],
      },
      '_react-1.js': { file: 'assets/react-1.js' },
      '_shared-1.js': { file: 'assets/shared-1.js', css: ['assets/shared-1.css'] },
      'src/features/home/homeRoute.ts': {
        file: 'assets/homeRoute-1.js',
        imports: ['_app-1.js', '_react-1.js', '_shared-1.js'],
        css: ['assets/homeRoute-1.css'],
      },
      'src/features/home/messages/ar.json': { file: 'assets/ar-1.js' },
      '_texts-en-2.js': { file: 'assets/texts-en-2.js', name: 'texts-en' },
      '_texts-ar-2.js': { file: 'assets/texts-ar-2.js', name: 'texts-ar' },
    }),
  );
  const preloads = createPreloads(dist);

  it('links the app and the home route: chunks, imports, styles and messages, not what the entry loads', () => {
    const tags = preloads('', 'ar', { scripts: true });
    for (const css of ['app-1.css', 'homeRoute-1.css', 'shared-1.css'])
      expect(tags).toContain(`<link rel="stylesheet" href="/assets/${css}">`);
    for (const script of [
      'app-1.js',
      'react-1.js',
      'texts-ar-2.js',
      'homeRoute-1.js',
      'shared-1.js',
      'ar-1.js',
    ])
      expect(tags).toContain(
        `<link rel="modulepreload" href="/assets/${script}" fetchpriority="low">`,
      );
    expect(tags).not.toContain('helper-1.js');
    expect(tags).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/cairo-arabic-wght-normal-1.woff2">',
    );
  });

  it('gives a prerendered page its styles and font but no scripts', () => {
    const tags = preloads('', 'en', { scripts: false });
    expect(tags).toContain('<link rel="stylesheet" href="/assets/homeRoute-1.css">');
    expect(tags).toContain('<link rel="stylesheet" href="/assets/app-1.css">');
    expect(tags).toContain('inter-latin-wght-normal-1.woff2');
    expect(tags).not.toContain('modulepreload');
  });

  it('gives other pages the app, the language texts and font', () => {
    expect(preloads('privacy', 'en', { scripts: true })).toBe(
      [
        '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-latin-wght-normal-1.woff2">',
        '<link rel="stylesheet" href="/assets/app-1.css">',
        '<link rel="modulepreload" href="/assets/app-1.js" fetchpriority="low">',
        '<link rel="modulepreload" href="/assets/react-1.js" fetchpriority="low">',
        '<link rel="modulepreload" href="/assets/texts-en-2.js" fetchpriority="low">',
      ].join(''),
    );
  });

  it('names the language chunks as the web build does', () => {
    const web = path.resolve(import.meta.dirname, '../../../../web');
    const config = readFileSync(path.join(web, 'vite.config.ts'), 'utf8');
    expect(languageChunk('en')).toBe('texts-en');
    expect(config).toContain('name: (id) => `texts-${');
  });

  it('names route modules the web router loads', () => {
    const web = path.resolve(import.meta.dirname, '../../../../web');
    const router = readFileSync(path.join(web, 'src/app/router.tsx'), 'utf8');
    for (const [page, modules] of Object.entries(PRELOADED_PAGES)) {
      const [route] = modules('en');
      // The router imports `../features/x/yRoute` or `./pwa/offlineRoute`, without extension.
      const imported = route?.replace(/^src\/(app\/)?/, '').replace(/\.tsx?$/, '');
      expect(router, page).toContain(`${imported}')`);
    }
  });

  it('adds nothing when the build has no manifest', () => {
    expect(createPreloads(path.join(dist, 'missing'))('', 'en', { scripts: true })).toBe('');
  });
});
