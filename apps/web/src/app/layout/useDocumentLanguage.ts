import { useLayoutEffect } from 'react';
import { getTextDirection, type Language } from '@dawa/shared/language';
import { manifestPath } from '@dawa/shared/webApp';

/**
 * Keeps <html lang dir> and the web app manifest's link in step with the URL. The server already writes both into the first
 * response; this covers in-app language switches and the Vite dev server.
 */
export function useDocumentLanguage(language: Language): void {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.lang = language;
    root.dir = getTextDirection(language);
    document.querySelector('link[rel="manifest"]')?.setAttribute('href', manifestPath(language));
  }, [language]);
}
