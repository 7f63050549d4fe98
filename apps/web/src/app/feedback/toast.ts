import { createElement } from 'react';
import { getTextDirection, type Language } from '@dawa/shared/language';
import { TOAST_DURATION_MS } from '@dawa/shared/limits';

export interface ToastOptions {
  type: 'success' | 'error' | 'info' | 'warning';
  title: string;
  description?: string;
  /** Toasts with the same key replace each other instead of stacking. */
  key?: string;
  /** Milliseconds; default 6 s (SPEC §9). */
  durationMs?: number;
  /** Whether the pointer over it holds it open (default); off, it lasts exactly `durationMs`. */
  pauseOnHover?: boolean;
}

/** antd's notification API, loaded on the first toast so it never weighs on first paint. */
const loadAntd = (language: Language) =>
  Promise.all([
    import('antd/es/notification'),
    import('antd/es/config-provider'),
    import('../theme/theme'),
    import('../theme/useReducedMotion'),
    import('../layout/antdLocale').then(({ loadAntdLocale }) => loadAntdLocale(language)),
  ]);

/**
 * The one way to show a toast: bottom-right in English, bottom-left in Arabic (the corner
 * opposite the reading start), in the page language's direction and theme. At the bottom, a
 * toast never covers a dialog's title or close button, nor the header's menus (issue #23);
 * antd's own z-index keeps it above every dialog, nested ones and their menus too.
 */
export function showToast(language: Language, options: ToastOptions): void {
  void loadAntd(language).then(
    ([
      { default: notification },
      { default: ConfigProvider },
      { THEMES },
      { prefersReducedMotion },
      locale,
    ]) => {
      const direction = getTextDirection(language);
      const theme = THEMES[language][prefersReducedMotion() ? 'still' : 'moving'];
      ConfigProvider.config({
        holderRender: (children) =>
          createElement(ConfigProvider, { direction, locale, theme }, children),
      });
      notification[options.type]({
        key: options.key,
        title: options.title,
        description: options.description,
        placement: direction === 'rtl' ? 'bottomLeft' : 'bottomRight',
        duration: (options.durationMs ?? TOAST_DURATION_MS) / 1000,
        pauseOnHover: options.pauseOnHover ?? true,
        // antd announces every toast as an alert; only an error interrupts the reader.
        role: options.type === 'error' ? 'alert' : 'status',
      });
    },
  );
}
