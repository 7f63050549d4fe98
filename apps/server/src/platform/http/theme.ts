import { themeColors, type ThemePreset } from '@dawa/shared/themes';

const HTML_OPEN = '<html ';
const THEME_COLOR = /<meta name="theme-color" content="#[0-9a-f]{6}"\s*\/?>/i;

/**
 * A page's HTML in a theme preset (SPEC §3): `<html data-theme>`, which the stylesheet's
 * design tokens follow (tokens.css, no script and no inline style, so the strict CSP holds and
 * the first paint has the colours), and the browser's `theme-color` in the preset's brand.
 * The default theme leaves the page as built.
 */
export function themeAttributes(html: string, preset: ThemePreset): string {
  const colors = themeColors(preset);
  if (!colors) return html;
  return html
    .replace(HTML_OPEN, `<html data-theme="${preset}" `)
    .replace(THEME_COLOR, `<meta name="theme-color" content="${colors.brand}" />`);
}
