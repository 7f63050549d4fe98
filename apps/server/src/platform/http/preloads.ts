import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '@dawa/shared/language';

interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/** A page's route module and the features' catalogues its route loads with it (apps/web/src/app/router.tsx). */
const routePage =
  (route: string, namespaces: readonly string[]) =>
  (language: Language): string[] => [
    route,
    ...namespaces.map((namespace) => `src/features/${namespace}/messages/${language}.json`),
  ];

/** A public page: its route module and the home catalogue, where the public pages' texts are. */
const publicPage = (route: string) => routePage(route, ['home']);

/**
 * Pages whose route chunks are worth fetching with the HTML instead of after the app asks for
 * them (one round trip instead of three): the public pages, where most visits start, and the
 * lists a signed-in pharmacist opens most (issue #18 point 8: their first cards came a
 * second later on a phone). The web build prerenders the public pages, so their styles must
 * also come with the HTML. Keys are the path after the language prefix; values are Vite
 * source modules (apps/web/src/app/router.tsx).
 */
export const PRELOADED_PAGES: Record<string, (language: Language) => string[]> = {
  '': publicPage('src/features/home/homeRoute.ts'),
  services: publicPage('src/features/info/servicesRoute.ts'),
  about: publicPage('src/features/info/aboutRoute.ts'),
  mail: publicPage('src/features/landing/mailRoute.ts'),
  // The offline page (issue #18) needs only the app's catalogue.
  offline: routePage('src/app/pwa/offlineRoute.ts', []),
  // The drug index, and the drug pages rendered into it (issue #18 point 7).
  'drug-index': routePage('src/features/drugs/drugIndexRoute.ts', ['drugs']),
  prescriptions: routePage('src/features/prescriptions/prescriptionsRoute.tsx', [
    'prescriptions',
    'uploads',
  ]),
  'job-opportunities': routePage('src/features/jobs/jobsRoute.tsx', ['jobs']),
  facilities: routePage('src/features/facilities/facilitiesRoute.tsx', ['facilities']),
  offers: routePage('src/features/offers/offersRoute.ts', ['offers']),
  notification: routePage('src/features/notifications/notificationRoute.ts', ['notifications']),
};

/**
 * The web fonts each language's text is set in. Arabic pages carry Latin too (trade names,
 * companies), set in Cairo's Latin subset: found late, it swapped in after the first paint and
 * moved the right-aligned names (a layout shift of 0.013 on a drug page).
 */
const LANGUAGE_FONTS: Record<Language, RegExp[]> = {
  en: [/\/inter-latin-wght-normal-[\w-]+\.woff2$/],
  ar: [/\/cairo-arabic-wght-normal-[\w-]+\.woff2$/, /\/cairo-latin-wght-normal-[\w-]+\.woff2$/],
};

/**
 * The chunk of the language's shell catalogue and shared texts, which every page awaits in the
 * language route beside its own chunks: named so by apps/web/vite.config.ts.
 */
export const languageChunk = (language: Language) => `texts-${language}`;

export interface PreloadOptions {
  /**
   * Whether the page needs scripts to show anything. A prerendered page does not: its scripts
   * load after it paints (apps/web/src/main.tsx), and fetching them earlier would slow the
   * styles and fonts it paints with.
   */
  scripts: boolean;
}

/**
 * `<link>` tags to put in the page's <head>, from the web build's Vite manifest: the app's and
 * the page's styles, the language's font and, when the page needs them, their scripts. `page`
 * is the path after the language prefix, undefined without one.
 */
export function createPreloads(
  distDir: string,
): (page: string | undefined, language: Language, options: PreloadOptions) => string {
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
  // The entry only starts the app (apps/web/src/main.tsx), which every page needs.
  const app = manifest['index.html']?.dynamicImports ?? [];

  const languageTexts = (language: Language) =>
    Object.keys(manifest).filter((key) => manifest[key]?.name === languageChunk(language));

  // Fonts are found by the CSS only after it loads; asking with the HTML saves that round trip.
  const fontTags = (language: Language) =>
    (manifest['index.html']?.assets ?? [])
      .filter((asset) => LANGUAGE_FONTS[language].some((font) => font.test(`/${asset}`)))
      .map((font) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${font}">`)
      .join('');

  return (page, language, { scripts: withScripts }) => {
    const pageModules = page === undefined ? undefined : PRELOADED_PAGES[page]?.(language);
    // Only known pages are cached, so arbitrary paths cannot grow the cache.
    const cacheKey = `${language}:${withScripts}:${pageModules ? page : ''}`;
    const cached = cache.get(cacheKey);
    if (cached !== undefined) return cached;
    const scripts = new Set<string>();
    const styles = new Set<string>();
    for (const module of [...app, ...languageTexts(language), ...(pageModules ?? [])])
      collect(module, scripts, styles);
    const tags = [
      fontTags(language),
      ...[...styles].map((file) => `<link rel="stylesheet" href="/${file}">`),
      // Asked with the HTML, but after the font and the first cover image: at the default (high)
      // priority, 20 scripts shared a phone's bandwidth with them and the shell's first paint
      // waited for all of it (Lighthouse FCP 2.5 s on the lists, 1.2 s at low; issue #18).
      ...(withScripts ? [...scripts] : [])
        .filter((file) => !entry.has(file))
        .map((file) => `<link rel="modulepreload" href="/${file}" fetchpriority="low">`),
    ].join('');
    cache.set(cacheKey, tags);
    return tags;
  };
}
