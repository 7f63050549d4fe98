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
  /**
   * Which edge: `bottom` (default) for the answer to what the person did, `top` for news that
   * arrives by itself (a live notification: SPEC §4 shows it in the top corner).
   */
  edge?: 'top' | 'bottom';
}

/** A modal dialog's title is at the top: while one is open, news shows at the bottom too. */
function modalOpen(): boolean {
  return document.querySelector('[role="dialog"][aria-modal="true"]') !== null;
}

/** The header's height (10 px padding, 36 px controls, 10 px padding) and a gap. */
const TOAST_TOP_PX = 64;

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
 * The one way to show a toast: in the corner opposite the reading start (right in English,
 * left in Arabic), in the page language's direction and theme. At the bottom, a toast never
 * covers a dialog's title or close button, nor the header's menus (issue #23); a live
 * notification keeps the top corner, below the header's row, unless a modal dialog is open.
 * antd's own z-index keeps every toast above every dialog, nested ones and their menus too.
 */
export function showToast(language: Language, options: ToastOptions): void {
  void loadAntd(language).then(
    ([
      { default: notification },
      { default: ConfigProvider },
      { antdTheme },
      { prefersReducedMotion },
      locale,
    ]) => {
      const direction = getTextDirection(language);
      const theme = antdTheme(language, !prefersReducedMotion());
      ConfigProvider.config({
        holderRender: (children) =>
          createElement(ConfigProvider, { direction, locale, theme }, children),
      });
      // Below the header's one row, so a toast never hides the bell, the language switch or
      // the profile menu in its corner.
      notification.config({ top: TOAST_TOP_PX });
      const edge = options.edge === 'top' && !modalOpen() ? 'top' : 'bottom';
      notification[options.type]({
        key: options.key,
        title: options.title,
        description: options.description,
        placement: `${edge}${direction === 'rtl' ? 'Left' : 'Right'}`,
        duration: (options.durationMs ?? TOAST_DURATION_MS) / 1000,
        pauseOnHover: options.pauseOnHover ?? true,
        // antd announces every toast as an alert; only an error interrupts the reader.
        role: options.type === 'error' ? 'alert' : 'status',
      });
    },
  );
}
