import type { ThemeConfig } from 'antd';
import type { Language } from '@dawa/shared/language';
import { DEFAULT_THEME, isThemePreset, type ThemePreset } from '@dawa/shared/themes';
import { TOKENS, themeTokens } from '../ui/tokens';

/**
 * WCAG 2.2 focus appearance: a focused invalid field is ringed by a solid line in the error red
 * (5.9:1 on white), not antd's 6 %-opacity glow. Set per field kind: the same alias token
 * draws the danger button's shadow, which keeps its own.
 */
const INVALID_FOCUS = { colorErrorOutline: TOKENS.color.danger };

const SYSTEM_FONTS = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

function theme(fontFamily: string, motion: boolean, brand: string): ThemeConfig {
  return {
    token: {
      // Off for people who ask their system for reduced motion (WCAG 2.3.3): dialogs, menus
      // and toasts appear in place instead of zooming or sliding.
      motion,
      // The theme preset's brand (AA on white in every preset, tokens.test.ts).
      colorPrimary: brand,
      colorLink: brand,
      colorInfo: brand,
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

/**
 * The site's theme preset, as the server marked the page (`<html data-theme>`, from the admin
 * settings); the default one where there is no page (the prerender) or no mark.
 */
export function pageThemePreset(): ThemePreset {
  const marked = typeof document === 'undefined' ? null : document.documentElement.dataset.theme;
  return isThemePreset(marked) ? marked : DEFAULT_THEME;
}

const built = new Map<string, ThemeConfig>();

/**
 * antd's theme for the page language, with or without motion, in the page's theme preset:
 * the same brand as the design tokens. Built once per combination, so ConfigProvider does not
 * recompute tokens on every render.
 */
export function antdTheme(language: Language, motion: boolean): ThemeConfig {
  const preset = pageThemePreset();
  const key = `${language} ${motion} ${preset}`;
  let config = built.get(key);
  if (!config) {
    config = theme(FONTS[language], motion, themeTokens(preset).color.brand);
    built.set(key, config);
  }
  return config;
}
