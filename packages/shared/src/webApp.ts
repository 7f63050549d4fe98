import type { Language } from './language';

/** The product's name alone (the app title, a share preview's site name): bare, glossary. */
export const APP_TITLES: Record<Language, string> = { en: 'Dawa', ar: 'دواء' };

/**
 * The installable web app (issue #18): one web app manifest per language, at a path the
 * server links from every page's HTML and the web build writes.
 */
export function manifestPath(language: Language): string {
  return `/${language}/manifest.webmanifest`;
}

/** The sizes of the manifest's screenshots (e2e/scripts/manifestScreenshots.ts takes them). */
export const SCREENSHOT_SIZES = {
  narrow: { width: 540, height: 1080 },
  wide: { width: 1280, height: 800 },
} as const;

export type ScreenshotFormFactor = keyof typeof SCREENSHOT_SIZES;

/** Where a screenshot of the app in a language lives (apps/web/public/screenshots). */
export function screenshotPath(language: Language, formFactor: ScreenshotFormFactor): string {
  return `/screenshots/${language}-${formFactor}.png`;
}
