import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '@dawa/shared/language';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  assets?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/**
 * Pages whose route chunks are worth fetching with the HTML instead of after the main
 * script asks for them (one round trip instead of three): the home page, where most visits
 * start. Keys are the path after the language prefix; values are Vite source modules.
 */
const PRELOADED_PAGES: Record<string, (language: Language) => string[]> = {
  '': (language) => [
    'src/features/home/homeRoute.ts',
    `src/features/home/messages/${language}.json`,
  ],
};

/** The web font each language's text is set in (the Latin or Arabic subset of its family). */
const LANGUAGE_FONTS: Record<Language, RegExp> = {
  en: /\/inter-latin-wght-normal-[\w-]+\.woff2$/,
  ar: /\/cairo-arabic-wght-normal-[\w-]+\.woff2$/,
};

/** `<link>` tags to put in the page's <head>, from the web build's Vite manifest. */
export function createPreloads(distDir: string): (page: string, language: Language) => string {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(
      readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest;
  } catch {
    return () => '';
  }
  const cache = new Map<string, string>();

  const collect = (key: string, scripts: Set<string>, styles: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    // Chunks the entry already loads are fetched by the entry itself.
    for (const imported of chunk.imports ?? [])
      if (imported !== 'index.html') collect(imported, scripts, styles);
  };

  const entry = new Set<string>();
  collect('index.html', entry, new Set());

  // Fonts are found by the CSS only after it loads; asking with the HTML saves that round trip.
  const fontTag = (language: Language) => {
    const font = manifest['index.html']?.assets?.find((asset) =>
      LANGUAGE_FONTS[language].test(`/${asset}`),
    );
    return font
      ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${font}">`
      : '';
  };

  return (page, language) => {
    const modules = PRELOADED_PAGES[page]?.(language);
    // Only known pages are cached, so arbitrary paths cannot grow the cache.
    const cacheKey = modules ? `${language}:${page}` : language;
    const cached = cache.get(cacheKey);
    if (cached !== undefined) return cached;
    const scripts = new Set<string>();
    const styles = new Set<string>();
    for (const module of modules ?? []) collect(module, scripts, styles);
    const tags = [
      fontTag(language),
      ...[...styles].map((file) => `<link rel="stylesheet" href="/${file}">`),
      ...[...scripts]
        .filter((file) => !entry.has(file))
        .map((file) => `<link rel="modulepreload" href="/${file}">`),
    ].join('');
    cache.set(cacheKey, tags);
    return tags;
  };
}
