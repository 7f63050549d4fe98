import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Provider as UrqlProvider } from 'urql';
import type { Language } from '@dawa/shared/language';
import { hasMessages, loadLanguage } from '../i18n/i18n';
import { LanguageContext } from '../i18n/useTranslation';
import { UpdatePrompt } from '../pwa/UpdatePrompt';
import { createApiClient } from '../urql/createApiClient';
import { AppChrome } from './AppChrome';
import { useDocumentLanguage } from './useDocumentLanguage';

export interface LanguageShellProps {
  language: Language;
  children: ReactNode;
}

/**
 * Everything that depends on the page language: messages, direction, API client. antd is
 * not here: the parts that use it load it with their own `AntdScope`, after first paint.
 */
export function LanguageShell({ language, children }: LanguageShellProps) {
  const client = useMemo(() => createApiClient(language), [language]);
  useDocumentLanguage(language);
  useLanguageTexts(language);

  return (
    <LanguageContext value={language}>
      <UrqlProvider value={client}>
        <AppChrome>{children}</AppChrome>
        <UpdatePrompt />
      </UrqlProvider>
    </LanguageContext>
  );
}

/**
 * The language route has loaded the texts; the root error boundary, shown when they failed
 * to load, may come first: it renders again once they are in.
 */
function useLanguageTexts(language: Language): void {
  const [, setLoaded] = useState(0);
  const ready = hasMessages(language, 'app');
  useEffect(() => {
    if (ready) return;
    let current = true;
    loadLanguage(language).then(
      () => {
        if (current) setLoaded((count) => count + 1);
      },
      // Offline: the page shows the keys rather than nothing.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [ready, language]);
}
