import { getTextDirection, type Language } from '@dawa/shared/language';
import { SCREENSHOT_SIZES, screenshotPath, type ScreenshotFormFactor } from '@dawa/shared/webApp';
import appAr from '../messages/ar.json';
import appEn from '../messages/en.json';
import { TOKENS } from '../ui/tokens';

const CATALOGUES = { en: appEn, ar: appAr } as const;

interface ManifestImage {
  src: string;
  sizes: string;
  type: 'image/png';
  purpose?: 'any' | 'maskable';
  form_factor?: 'narrow' | 'wide';
  label?: string;
}

const ICONS: ManifestImage[] = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/**
 * The web app manifest of one language (SPEC §1 mobile app): the app opens at `/{lang}` and
 * stays within it, in the language's direction, coloured like the site, with shortcuts to the
 * drug index and the notifications. Written by the build (scripts/prerender.mjs).
 */
export function webManifest(language: Language) {
  const messages = CATALOGUES[language];
  const screenshots = (Object.keys(SCREENSHOT_SIZES) as ScreenshotFormFactor[]).map(
    (formFactor): ManifestImage => {
      const { width, height } = SCREENSHOT_SIZES[formFactor];
      return {
        src: screenshotPath(language, formFactor),
        sizes: `${width}x${height}`,
        type: 'image/png',
        form_factor: formFactor,
        label: messages.pwa.screenshot,
      };
    },
  );
  return {
    id: `/${language}`,
    name: messages.pwa.name,
    short_name: messages.appTitle,
    description: messages.pwa.description,
    lang: language,
    dir: getTextDirection(language),
    start_url: `/${language}`,
    scope: `/${language}`,
    display: 'standalone',
    orientation: 'any',
    theme_color: TOKENS.color.brand,
    background_color: TOKENS.color.page,
    categories: ['medical', 'health', 'business'],
    icons: ICONS,
    screenshots,
    shortcuts: [
      {
        name: messages.chrome.services.drugIndex,
        url: `/${language}/drug-index`,
        icons: [ICONS[0]],
      },
      {
        name: messages.chrome.notifications.label,
        url: `/${language}/notification`,
        icons: [ICONS[0]],
      },
    ],
  };
}
