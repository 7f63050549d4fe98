import { describe, expect, it } from 'vitest';
import { readSource, sourcePaths } from './sourceFiles';
import { AA_CONTRAST, THEME_PRESETS, contrastRatio } from '@dawa/shared/themes';
import { TOKENS, alpha, cssVariables, designTokens, themeTokens, themeVariables } from './tokens';

const TOKENS_CSS = 'app/ui/tokens.css';

/** Every stylesheet of the app, by path under src. */
const STYLESHEETS: Record<string, string> = Object.fromEntries(
  sourcePaths((path) => path.endsWith('.css')).map((path) => [path, readSource(path)]),
);
const tokensCss = STYLESHEETS[TOKENS_CSS] ?? '';

const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');

/** The custom properties a stylesheet declares, in order, as [name, value]. */
function declarations(css: string): [string, string][] {
  return [...withoutComments(css).matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map((match) => [
    match[1]!,
    match[2]!.replace(/\s+/g, ' ').trim(),
  ]);
}

/** tokens.css's rule blocks by selector, each with its declarations. */
function blocks(css: string): Map<string, [string, string][]> {
  return new Map(
    [...withoutComments(css).matchAll(/([^{}]+)\{([^}]*)\}/g)].map((match) => [
      match[1]!.trim(),
      declarations(match[2]!),
    ]),
  );
}

describe('design tokens', () => {
  it('tokens.css declares each variable of tokens.ts once, with the same value', () => {
    const declared = blocks(tokensCss).get(':root') ?? [];
    expect(Object.fromEntries(declared)).toEqual(cssVariables());
    expect(declared).toHaveLength(Object.keys(cssVariables()).length);
  });

  it('tokens.css has a block for each theme preset with exactly the variables it changes', () => {
    const themed = [...blocks(tokensCss).keys()].filter((selector) => selector !== ':root');
    expect(themed).toEqual(
      THEME_PRESETS.filter((preset) => preset !== 'default').map(
        (preset) => `:root[data-theme='${preset}']`,
      ),
    );
    for (const preset of THEME_PRESETS.filter((name) => name !== 'default')) {
      const declared = blocks(tokensCss).get(`:root[data-theme='${preset}']`) ?? [];
      expect(Object.fromEntries(declared), preset).toEqual(themeVariables(preset));
      expect(Object.keys(themeVariables(preset)).length, preset).toBeGreaterThan(0);
    }
    expect(themeVariables('default')).toEqual({});
  });

  it('keeps brand text and white text on the brand at WCAG AA in every preset', () => {
    for (const preset of THEME_PRESETS) {
      const { color } = themeTokens(preset);
      for (const ground of [color.page, color.surface, color['brand-tint'], color['brand-soft']])
        expect(contrastRatio(color.brand, ground), `${preset} brand on ${ground}`).toBeGreaterThan(
          AA_CONTRAST,
        );
      expect(contrastRatio(color['brand-strong'], color['text-inverse']), preset).toBeGreaterThan(
        AA_CONTRAST,
      );
    }
  });

  it('finds the stylesheets', () => {
    expect(Object.keys(STYLESHEETS)).toContain(TOKENS_CSS);
    expect(Object.keys(STYLESHEETS).length).toBeGreaterThan(20);
  });

  it('leaves colours to the tokens: no stylesheet but tokens.css writes one', () => {
    const literals = Object.entries(STYLESHEETS)
      .filter(([path]) => path !== TOKENS_CSS)
      .flatMap(([path, css]) =>
        withoutComments(css)
          .split(';')
          // A mask uses only the opacity of its colours, which no theme changes.
          .filter((declaration) => !/^\s*mask(-image)?\s*:/m.test(declaration))
          .flatMap((declaration) =>
            [
              ...declaration.matchAll(
                /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/gi,
              ),
            ].map((match) => `${path}: ${match[0]}`),
          ),
      );
    expect(literals).toEqual([]);
  });

  it('uses no variable that is not declared', () => {
    const declared = new Set(
      Object.values(STYLESHEETS).flatMap((css) => declarations(css).map(([name]) => name)),
    );
    const undeclared = Object.entries(STYLESHEETS).flatMap(([path, css]) =>
      [...withoutComments(css).matchAll(/var\(\s*(--[\w-]+)/g)]
        .map((match) => match[1]!)
        .filter((name) => !declared.has(name))
        .map((name) => `${path}: ${name}`),
    );
    expect(undeclared).toEqual([]);
  });

  it('works the shades and shadows out from the colours, for a theme to recolour', () => {
    expect(alpha('#006d75', 6)).toBe('rgb(0 109 117 / 6%)');
    expect(alpha('#fff', 35)).toBe('rgb(255 255 255 / 35%)');
    expect(() => alpha('teal', 10)).toThrow();

    const themed = designTokens({ ...TOKENS.color, brand: '#123456', 'brand-strong': '#0a1b2c' });
    expect(themed.color['brand-hover']).toBe('rgb(18 52 86 / 6%)');
    expect(themed.shadow['card-raised']).toBe('0 8px 22px rgb(10 27 44 / 12%)');
    expect(cssVariables(themed)['--color-brand']).toBe('#123456');
  });
});
