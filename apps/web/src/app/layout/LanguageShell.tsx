import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider as UrqlProvider } from 'urql';
import { App, ConfigProvider } from 'antd';
import { getTextDirection, type Language } from '@dawa/shared/language';
import { TOAST_DURATION_MS } from '@dawa/shared/limits';
import { i18nFor } from '../i18n/i18n';
import { createApiClient } from '../urql/createApiClient';
import { THEMES } from '../theme/theme';
import { antdLocale } from './antdLocale';
import { AppChrome } from './AppChrome';
import { useDocumentLanguage } from './useDocumentLanguage';

export interface LanguageShellProps {
  language: Language;
  children: ReactNode;
}

/** Everything that depends on the page language: messages, direction, theme, API client. */
export function LanguageShell({ language, children }: LanguageShellProps) {
  const direction = getTextDirection(language);
  const client = useMemo(() => createApiClient(language), [language]);
  const notification = useMemo(
    () => ({
      // Toasts sit at the reading start's opposite corner: top-right in English, top-left in Arabic.
      placement: direction === 'rtl' ? ('topLeft' as const) : ('topRight' as const),
      duration: TOAST_DURATION_MS / 1000,
    }),
    [direction],
  );
  useDocumentLanguage(language);

  return (
    <I18nextProvider i18n={i18nFor(language)}>
      <ConfigProvider direction={direction} locale={antdLocale(language)} theme={THEMES[language]}>
        <App notification={notification}>
          <UrqlProvider value={client}>
            <AppChrome>{children}</AppChrome>
          </UrqlProvider>
        </App>
      </ConfigProvider>
    </I18nextProvider>
  );
}
