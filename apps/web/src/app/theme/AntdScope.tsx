import { use, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { getTextDirection } from '@dawa/shared/language';
import { useLanguage } from '../i18n/useLanguage';
import { loadAntdLocale } from '../layout/antdLocale';
import { antdTheme } from './theme';
import { useReducedMotion } from './useReducedMotion';

export interface AntdScopeProps {
  children: ReactNode;
}

/**
 * antd's direction, locale and theme for the page language (without motion when the system
 * asks for reduced motion). The always-loaded shell has no
 * antd in it (first paint stays light); every lazily loaded part that uses antd components
 * wraps its root in this.
 */
export function AntdScope({ children }: AntdScopeProps) {
  const language = useLanguage();
  // The first antd part waits (suspends) for the locale; later ones have it at once.
  const locale = use(loadAntdLocale(language));
  const theme = antdTheme(language, !useReducedMotion());
  return (
    <ConfigProvider direction={getTextDirection(language)} locale={locale} theme={theme}>
      {children}
    </ConfigProvider>
  );
}
