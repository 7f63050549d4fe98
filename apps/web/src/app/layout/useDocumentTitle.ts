import { useEffect } from 'react';
import { useTranslation } from '../i18n/useTranslation';

/** Sets the tab title to "app title | section" (SPEC §1). */
export function useDocumentTitle(section?: string): void {
  const { t } = useTranslation();
  const appTitle = t('appTitle');
  useEffect(() => {
    document.title = section ? `${appTitle} | ${section}` : appTitle;
  }, [appTitle, section]);
}
