/*
 * Design tokens: the one source of the site's colours, shadows, radii and spacing.
 *
 * tokens.css declares each of them as a CSS variable on :root for the CSS modules, and
 * theme.ts (app/theme) gives the same values to antd; tokens.test.ts fails when tokens.css
 * and this file differ, or when a CSS file writes a colour of its own. Shadows and the
 * see-through shades are worked out from the colours they are made of, so a theme that
 * changes the colours (designTokens with other colours) recolours those too.
 */
import { themeColors, type ThemePreset } from '@dawa/shared/themes';

/** The site's colours, each a CSS variable `--color-<name>`. */
const COLORS = {
  // Brand: cyan-8 is 6:1 on white, so links and primary buttons pass WCAG AA.
  brand: '#006d75',
  'brand-strong': '#00474f',
  'brand-soft': '#f0fbfa',
  'brand-border': '#87c9c4',
  /** Selected, current and unread items; icon backgrounds. */
  'brand-tint': '#e6fffb',
  'brand-tint-hover': '#d2f5f0',
  /** Borders of brand-tinted and highlighted items. */
  'brand-tint-border': '#87e8de',
  /** Tinted panels: photo and price boxes, the far end of the tinted gradients. */
  'brand-wash': '#e6f4f3',
  'avatar-bg': '#b5f5ec',

  // Keyboard focus.
  focus: '#36cfc9',
  /** The lighter focus outline of fields and of the store badges. */
  'focus-soft': '#87e8de',

  // Accents: ticks, dots and bars in the brand's hue.
  accent: '#08979c',
  'accent-bright': '#13c2c2',
  'accent-light': '#36cfc9',
  'accent-on-dark': '#5cdbd3',

  // Chart series, in order (the admin dashboard): told apart by hue and, at 3:1 or more on
  // white, visible as thin lines.
  'chart-1': '#006d75',
  'chart-2': '#d46b08',
  'chart-3': '#1d39c4',
  'chart-4': '#c41d7f',
  'chart-5': '#389e0d',
  'chart-6': '#531dab',

  // Text. Several greys differ by a few per cent: merging them is a design change.
  text: 'rgb(0 0 0 / 88%)',
  /** Long reading text: legal pages, the drug leaflet, the info pages. */
  'text-prose': 'rgb(0 0 0 / 82%)',
  'text-leaflet': 'rgb(0 0 0 / 80%)',
  'text-article': 'rgb(0 0 0 / 78%)',
  'text-lead': 'rgb(0 0 0 / 75%)',
  'text-secondary': 'rgb(0 0 0 / 72%)',
  'text-description': 'rgb(0 0 0 / 70%)',
  'text-meta': 'rgb(0 0 0 / 68%)',
  /** antd's description text too: its own grey (45% black) fails AA contrast on white. */
  'text-muted': 'rgb(0 0 0 / 65%)',
  'text-label': 'rgb(0 0 0 / 62%)',
  'text-subtle': 'rgb(0 0 0 / 60%)',
  'text-placeholder': 'rgb(0 0 0 / 55%)',
  'text-faint': 'rgb(0 0 0 / 45%)',
  'text-disabled': 'rgb(0 0 0 / 38%)',
  'text-separator': 'rgb(0 0 0 / 35%)',
  /** Names, facts and taglines. */
  'text-strong': '#0b2b2e',
  /** Text of list items and controls. */
  'text-dark': '#1f2d2f',
  'text-nav': '#1f3a3d',
  /** Text on the brand, danger and dark backgrounds. */
  'text-inverse': '#fff',
  'text-inverse-secondary': 'rgb(255 255 255 / 88%)',
  'icon-placeholder': '#5b8c8f',

  // Surfaces.
  page: '#f4f7f7',
  surface: '#fff',
  /** The header once the page scrolls under it. */
  'surface-header': 'rgb(255 255 255 / 96%)',
  /** Chips laid over the tinted hero and panels. */
  'surface-translucent': 'rgb(255 255 255 / 70%)',
  'surface-muted': '#f4f9f9',
  /** Empty states and drop zones with a dashed border. */
  'surface-placeholder': '#f8fcfc',
  /** Disabled buttons, the struck-out old price. */
  'surface-inactive': '#f5f7f7',
  'surface-media': '#f0f5f5',
  'fill-subtle': 'rgb(0 0 0 / 4%)',
  'hover-subtle': '#eef5f5',
  'row-hover': '#f5fafa',
  'option-hover': '#f0f7f7',
  'option-active': '#e0f2f1',
  'hint-bg': '#eefaf9',
  'switch-track': '#768789',
  /** Loading placeholders: the bar and the shine that sweeps across it. */
  skeleton: '#eef3f3',
  'skeleton-shine': '#e2eaeb',
  'skeleton-alt': '#f1f5f5',
  'skeleton-alt-shine': '#e6eded',
  /** The home page's hero gradient. */
  'hero-start': '#f0fffc',
  'hero-middle': '#d9f5f2',
  'hero-end': '#bfe9e5',

  // Borders and dividers. Like the greys, several are a shade apart.
  border: '#dbe6e7',
  'border-strong': '#b5cdd0',
  'border-subtle': '#e3ebec',
  'border-light': '#e6eeef',
  'border-comment': '#e3ecec',
  'border-tinted': '#d4ebe9',
  'border-tabs': '#d4e2e4',
  /** Small icon buttons: header actions, share, social links, chips. */
  'border-control': '#c9d8da',
  'border-button': '#c9d6d8',
  'border-disabled': '#dfe7e8',
  'border-nav': '#d9e3e3',
  'border-banner': '#d7e6e8',
  /** antd's default border, kept by the radio choices that restyle antd's radios. */
  'border-choice': '#d9d9d9',
  divider: '#f0f0f0',
  'divider-light': '#edf2f2',

  // Danger and errors. antd's error red (#ff4d4f) is 3.3:1 on white; danger is 5.9:1.
  danger: '#cf1322',
  'danger-strong': '#a8071a',
  'danger-text': '#b42318',
  'danger-soft': '#fff1f0',
  'error-text': '#820014',
  'error-bg': '#fff2f0',
  'error-border': '#ffccc7',
  /** antd's error red: borders of invalid fields, the required mark. */
  invalid: '#ff4d4f',
  'invalid-bg': '#fff8f7',

  // Warnings (gold) and notices that ask for something, such as signing in (orange).
  'warning-text': '#874d00',
  'warning-soft': '#fffbe6',
  'warning-border': '#ffe58f',
  'caution-text': '#873800',
  'caution-text-strong': '#5c3a00',
  'caution-icon': '#ad4e00',
  'caution-soft': '#fff7e6',
  'caution-border': '#ffd591',

  // Success.
  success: '#237804',
  'success-text': '#135200',
  valid: '#389e0d',
  'success-soft': '#f6ffed',
  'success-border': '#b7eb8f',
  'success-border-strong': '#95de64',

  // Information: links that leave the site.
  info: '#0958d9',
  'info-text': '#003eb3',
  'info-soft': '#e6f4ff',

  // The app stores' badges keep the stores' own black.
  'store-badge': '#0b0f10',
  'store-badge-border': 'rgb(255 255 255 / 35%)',
} as const;

export type Colors = Record<keyof typeof COLORS, string>;

/** What the shadows are made of, when it is not one of the colours. */
const SHADOW_INK = '#00282d';
const BLACK = '#000';

/** `rgb(r g b / a%)` of a `#rgb` or `#rrggbb` colour. */
export function alpha(hex: string, percent: number): string {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [r, g, b] = [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16));
  return `rgb(${r} ${g} ${b} / ${percent}%)`;
}

/** The see-through shades of the colours, each also a `--color-<name>`. */
function shades(colors: Colors) {
  return {
    'brand-hover': alpha(colors.brand, 6),
    'brand-hover-strong': alpha(colors.brand, 8),
    /** The glow in the corner of the home page's hero. */
    'hero-glow': alpha(colors['brand-tint-border'], 55),
    /** The glow over the dark brand sections. */
    'dark-glow': alpha(colors['accent-on-dark'], 28),
  };
}

/** Each a CSS variable `--shadow-<name>`. */
function shadows(colors: Colors) {
  return {
    card: `0 1px 2px ${alpha(SHADOW_INK, 5)}`,
    'card-raised': `0 8px 22px ${alpha(colors['brand-strong'], 12)}`,
    'card-focus': `0 6px 20px ${alpha(colors['brand-strong'], 12)}`,
    /** Admin and moderation panels and tables. */
    panel: `0 1px 2px ${alpha(BLACK, 6)}`,
    'panel-focus': `0 10px 28px ${alpha(colors['brand-strong'], 10)}`,
    tile: `0 1px 2px ${alpha(colors['brand-strong'], 8)}`,
    input: `0 1px 2px ${alpha(colors['brand-strong'], 6)}`,
    'focus-ring': `0 0 0 3px ${alpha(colors.focus, 35)}`,
    chip: `0 2px 8px ${alpha(colors['brand-strong'], 12)}`,
    avatar: `0 2px 10px ${alpha(colors['brand-strong'], 18)}`,
    header: `0 2px 12px ${alpha(SHADOW_INK, 12)}`,
    popover: `0 12px 32px ${alpha(SHADOW_INK, 16)}`,
    'form-card': `0 2px 12px ${alpha(BLACK, 8)}`,
    'switch-thumb': `0 1px 2px ${alpha(BLACK, 25)}`,
    'store-badge': `0 8px 20px ${alpha(BLACK, 28)}`,
    /** For `filter: drop-shadow()`, which takes no spread: the phone illustration's. */
    art: `0 18px 30px ${alpha(BLACK, 35)}`,
  };
}

/** Corner radii in pixels, each a CSS variable `--radius-<name>`. */
const RADII = {
  /** antd's `borderRadius`: its buttons and fields, and the site's small buttons. */
  base: 8,
  control: 10,
  panel: 12,
  card: 14,
  pill: 999,
} as const;

/** Each a CSS variable `--space-<name>`. */
const SPACE = {
  page: 'clamp(18px, 3vw, 26px)',
} as const;

/**
 * The screen's notches and home indicator, each a CSS variable `--safe-<name>`: the installed
 * app draws to the edges (viewport-fit=cover); 0 elsewhere. Insets are physical, so one value
 * serves both inline sides in either direction.
 */
const SAFE_AREA = {
  top: 'env(safe-area-inset-top, 0px)',
  bottom: 'env(safe-area-inset-bottom, 0px)',
  inline: 'max(env(safe-area-inset-left, 0px), env(safe-area-inset-right, 0px))',
} as const;

export function designTokens(colors: Colors = COLORS) {
  return {
    color: { ...colors, ...shades(colors) },
    shadow: shadows(colors),
    radius: RADII,
    space: SPACE,
    safe: SAFE_AREA,
  };
}

export type DesignTokens = ReturnType<typeof designTokens>;

export const TOKENS = designTokens();

/** The CSS variables of tokens.css, by name. */
export function cssVariables(tokens: DesignTokens = TOKENS): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, value] of Object.entries(tokens.color)) variables[`--color-${name}`] = value;
  for (const [name, value] of Object.entries(tokens.radius))
    variables[`--radius-${name}`] = `${value}px`;
  for (const [name, value] of Object.entries(tokens.shadow)) variables[`--shadow-${name}`] = value;
  for (const [name, value] of Object.entries(tokens.space)) variables[`--space-${name}`] = value;
  for (const [name, value] of Object.entries(tokens.safe)) variables[`--safe-${name}`] = value;
  return variables;
}

/** The tokens of a theme preset (SPEC §3): its colours over the default ones. */
export function themeTokens(preset: ThemePreset): DesignTokens {
  return designTokens({ ...COLORS, ...themeColors(preset) });
}

/**
 * The CSS variables a preset changes: tokens.css declares them in its
 * `:root[data-theme='<preset>']` block, which the server's `<html data-theme>` turns on.
 */
export function themeVariables(preset: ThemePreset): Record<string, string> {
  const base = cssVariables();
  return Object.fromEntries(
    Object.entries(cssVariables(themeTokens(preset))).filter(
      ([name, value]) => base[name] !== value,
    ),
  );
}
