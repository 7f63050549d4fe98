import type { Language } from '@dawa/shared/language';
import { APP_TITLES, manifestPath } from '@dawa/shared/webApp';

/**
 * The installed app's tags of a page in a language (issue #18): its web app manifest and the
 * name iOS gives the home-screen icon.
 */
export function appHead(language: Language): string {
  return (
    `<link rel="manifest" href="${manifestPath(language)}">` +
    `<meta name="apple-mobile-web-app-title" content="${APP_TITLES[language]}">`
  );
}
