import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider as UrqlProvider } from 'urql';
import type { Language } from '@dawa/shared/language';
import { i18nFor } from '../i18n/i18n';
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

  return (
    <I18nextProvider i18n={i18nFor(language)}>
      <UrqlProvider value={client}>
        <AppChrome>{children}</AppChrome>
        <UpdatePrompt />
      </UrqlProvider>
    </I18nextProvider>
  );
}
