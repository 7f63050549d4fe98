import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPreloads } from './preloads';

describe('createPreloads', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'dawa-preloads-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('links the home route chunk, its imports, styles and messages, not what the entry loads', () => {
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': {
          file: 'assets/index-1.js',
          imports: ['_react-1.js'],
          assets: [
            'assets/inter-latin-wght-normal-1.woff2',
            'assets/cairo-arabic-wght-normal-1.woff2',
          ],
        },
        '_react-1.js': { file: 'assets/react-1.js' },
        '_shared-1.js': { file: 'assets/shared-1.js', css: ['assets/shared-1.css'] },
        'src/features/home/homeRoute.ts': {
          file: 'assets/homeRoute-1.js',
          imports: ['index.html', '_react-1.js', '_shared-1.js'],
          css: ['assets/homeRoute-1.css'],
        },
        'src/features/home/messages/ar.json': { file: 'assets/ar-1.js' },
      }),
    );
    const preloads = createPreloads(dist);
    const tags = preloads('', 'ar');
    expect(tags).toContain('<link rel="stylesheet" href="/assets/homeRoute-1.css">');
    expect(tags).toContain('<link rel="stylesheet" href="/assets/shared-1.css">');
    expect(tags).toContain('<link rel="modulepreload" href="/assets/homeRoute-1.js">');
    expect(tags).toContain('<link rel="modulepreload" href="/assets/shared-1.js">');
    expect(tags).toContain('<link rel="modulepreload" href="/assets/ar-1.js">');
    expect(tags).not.toContain('react-1.js');
    expect(tags).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/cairo-arabic-wght-normal-1.woff2">',
    );
    // Other pages get only the language's font.
    expect(preloads('services', 'en')).toBe(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-latin-wght-normal-1.woff2">',
    );
  });

  it('adds nothing when the build has no manifest', () => {
    expect(createPreloads(path.join(dist, 'missing'))('', 'en')).toBe('');
  });
});
