import {
  cyan,
  geekblue,
  gold,
  green,
  lime,
  magenta,
  orange,
  purple,
  red,
  volcano,
  yellow,
} from '@ant-design/colors';

/**
 * SPEC §3 "Settings theme": the 12 presets an owner picks from. `default` is Dawa's own teal
 * (the design tokens as they are); each other one is antd's palette of that name
 * (`polar-green` is antd's green, `geek-blue` its geekblue), turned into the brand colours of
 * the design tokens by `themeColors`.
 */
export const THEME_PRESETS = [
  'default',
  'cyan',
  'geek-blue',
  'gold',
  'lime',
  'magenta',
  'orange',
  'polar-green',
  'purple',
  'red',
  'volcano',
  'yellow',
] as const;
export type ThemePreset = (typeof THEME_PRESETS)[number];
export const DEFAULT_THEME: ThemePreset = 'default';

export function isThemePreset(value: unknown): value is ThemePreset {
  return (THEME_PRESETS as readonly unknown[]).includes(value);
}

type PalettePreset = Exclude<ThemePreset, 'default'>;

const PALETTES: Record<PalettePreset, readonly string[]> = {
  cyan,
  'geek-blue': geekblue,
  gold,
  lime,
  magenta,
  orange,
  'polar-green': green,
  purple,
  red,
  volcano,
  yellow,
};

/**
 * The lightest ground brand text and links sit on (the tokens' `page` colour; `surface` is
 * white, lighter still): the brand must reach WCAG AA there, and white text on the brand too.
 */
export const BRAND_GROUND = '#f4f7f7';
export const AA_CONTRAST = 4.5;

function channels(hex: string): [number, number, number] {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`Not a #rrggbb colour: ${hex}`);
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as [
    number,
    number,
    number,
  ];
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG's contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `a` moved `share` (0–1) of the way to `b`, as `#rrggbb`. */
function mix(a: string, b: string, share: number): string {
  const [from, to] = [channels(a), channels(b)];
  return `#${from
    .map((channel, index) => Math.round(channel + ((to[index] ?? 0) - channel) * share))
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')}`;
}

/** The design tokens a preset recolours: the brand, its tints, the accents, focus and hero. */
export interface ThemeColors {
  brand: string;
  'brand-strong': string;
  'brand-soft': string;
  'brand-border': string;
  'brand-tint': string;
  'brand-tint-hover': string;
  'brand-tint-border': string;
  'brand-wash': string;
  'avatar-bg': string;
  focus: string;
  'focus-soft': string;
  accent: string;
  'accent-bright': string;
  'accent-light': string;
  'accent-on-dark': string;
  'hero-start': string;
  'hero-middle': string;
  'hero-end': string;
}

/**
 * A preset's colours from its 10-step palette, or null for `default` (the tokens unchanged).
 * The brand is the first step from the 6th (antd's primary) that reaches AA on BRAND_GROUND,
 * so light hues (gold, yellow, lime) take a darker step; its hover is one step darker.
 */
export function themeColors(preset: ThemePreset): ThemeColors | null {
  if (preset === 'default') return null;
  const palette = PALETTES[preset];
  const step = (index: number) => palette[index] ?? palette[palette.length - 1] ?? '#000000';
  let brandIndex = 5;
  while (brandIndex < 9 && contrastRatio(step(brandIndex), BRAND_GROUND) < AA_CONTRAST)
    brandIndex += 1;
  const white = '#ffffff';
  return {
    brand: step(brandIndex),
    'brand-strong': step(brandIndex + 1),
    'brand-soft': mix(step(0), white, 0.5),
    'brand-border': step(3),
    'brand-tint': step(0),
    'brand-tint-hover': mix(step(0), step(1), 0.5),
    'brand-tint-border': step(2),
    'brand-wash': mix(step(1), BRAND_GROUND, 0.6),
    'avatar-bg': step(1),
    focus: step(4),
    'focus-soft': step(2),
    accent: step(6),
    'accent-bright': step(5),
    'accent-light': step(4),
    'accent-on-dark': step(3),
    'hero-start': mix(step(0), white, 0.4),
    'hero-middle': mix(step(0), step(1), 0.5),
    'hero-end': step(1),
  };
}
