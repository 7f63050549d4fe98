import type { ThemeConfig } from 'antd';
import type { Language } from '@dawa/shared/language';
import { TOKENS } from '../ui/tokens';

/** cyan-8: 6:1 contrast on white, so links and primary buttons pass WCAG AA. */
export const BRAND_COLOR = TOKENS.color.brand;

/**
 * WCAG 2.2 focus appearance: a focused invalid field is ringed by a solid line in the error red
 * (5.9:1 on white), not antd's 6 %-opacity glow. Set per field kind: the same alias token
 * draws the danger button's shadow, which keeps its own.
 */
const INVALID_FOCUS = { colorErrorOutline: TOKENS.color.danger };

const SYSTEM_FONTS = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

function theme(fontFamily: string, motion: boolean): ThemeConfig {
  return {
    token: {
      // Off for people who ask their system for reduced motion (WCAG 2.3.3): dialogs, menus
      // and toasts appear in place instead of zooming or sliding.
      motion,
      colorPrimary: BRAND_COLOR,
      colorLink: BRAND_COLOR,
      colorInfo: BRAND_COLOR,
      fontFamily,
      borderRadius: TOKENS.radius.base,
      // antd's default description grey (45% black) fails AA contrast on white.
      colorTextDescription: TOKENS.color['text-muted'],
      // antd's default error red (#ff4d4f) is 3.3:1 on white; this one is 5.9:1.
      colorError: TOKENS.color.danger,
    },
    components: {
      Input: INVALID_FOCUS,
      InputNumber: INVALID_FOCUS,
      Select: INVALID_FOCUS,
    },
  };
}

const FONTS: Record<Language, string> = {
  en: `'Inter Variable', 'Inter Fallback', ${SYSTEM_FONTS}`,
  ar: `'Cairo Variable', 'Inter Variable', ${SYSTEM_FONTS}`,
};

// Built once so ConfigProvider does not recompute tokens on every render.
export const THEMES: Record<Language, { moving: ThemeConfig; still: ThemeConfig }> = {
  en: { moving: theme(FONTS.en, true), still: theme(FONTS.en, false) },
  ar: { moving: theme(FONTS.ar, true), still: theme(FONTS.ar, false) },
};
