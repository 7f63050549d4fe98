import { describe, expect, it } from 'vitest';
import type { Language } from '@dawa/shared/language';
import { interpolate, translate, type Catalogue, type TFunction } from './translate';

const counted = (language: Language, catalogue: Catalogue, count: number) =>
  translate(language, catalogue, 'items', { count });

const ARABIC: Catalogue = {
  items_zero: 'zero {{count}}',
  items_one: 'one {{count}}',
  items_two: 'two {{count}}',
  items_few: 'few {{count}}',
  items_many: 'many {{count}}',
  items_other: 'other {{count}}',
};

describe('translate', () => {
  it('finds nested keys and fills placeholders', () => {
    const catalogue = { chrome: { footer: { copyright: '© {{ year }} Dawa {{name}}' } } };
    expect(translate('en', catalogue, 'chrome.footer.copyright', { year: 2026, name: 'x' })).toBe(
      '© 2026 Dawa x',
    );
  });

  it('picks every Arabic form with Intl.PluralRules', () => {
    const forms = [0, 1, 2, 3, 10, 11, 99, 100, 101, 103].map((n) => counted('ar', ARABIC, n));
    expect(forms).toEqual([
      'zero 0',
      'one 1',
      'two 2',
      'few 3',
      'few 10',
      'many 11',
      'many 99',
      'other 100',
      'other 101',
      'few 103',
    ]);
  });

  it('picks the English forms, and `_zero` for 0 only when the catalogue has it', () => {
    const english = { items_one: 'one {{count}}', items_other: 'other {{count}}' };
    expect([0, 1, 2, 3, 11, 100].map((n) => counted('en', english, n))).toEqual([
      'other 0',
      'one 1',
      'other 2',
      'other 3',
      'other 11',
      'other 100',
    ]);
    const withZero = { ...english, items_zero: 'none' };
    expect([0, 1, 2].map((n) => counted('en', withZero, n))).toEqual(['none', 'one 1', 'other 2']);
  });

  it('falls back to the key without suffix, then the default text, then the key', () => {
    expect(counted('ar', { items: 'plain {{count}}' }, 3)).toBe('plain 3');
    expect(translate('en', {}, 'a.b', { defaultValue: 'Default {{x}}', x: 1 })).toBe('Default 1');
    expect(translate('en', { a: {} }, 'a.b')).toBe('a.b');
    expect(translate('en', undefined, 'a.b')).toBe('a.b');
    // A section is no text, nor are an object's own properties.
    expect(translate('en', { a: { b: 'x' } }, 'a')).toBe('a');
    expect(translate('en', {}, 'constructor')).toBe('constructor');
  });

  it('keeps the empty text of a key, as i18next does', () => {
    expect(translate('en', { a: '' }, 'a', { defaultValue: 'x' })).toBe('');
  });
});

describe('interpolate', () => {
  it('leaves a name not given as written, empties one given as nothing', () => {
    expect(interpolate('{{a}}-{{b}}-{{c}}', { a: undefined, b: null })).toBe('--{{c}}');
  });

  it('does not read a filled-in value again', () => {
    expect(interpolate('{{a}} {{b}}', { a: '{{b}}', b: 'x' })).toBe('{{b}} x');
  });
});

// Type checks (npm run typecheck): a key or namespace the catalogues lack fails to compile.
export function typed(t: TFunction<'home'>, tApp: TFunction) {
  return [
    tApp('appTitle'),
    t('appTitle', { ns: 'app' }),
    // @ts-expect-error not a key of the app catalogue
    tApp('no.such.key'),
    // @ts-expect-error a key of the app catalogue, not of home
    t('appTitle'),
    // @ts-expect-error no such namespace
    t('appTitle', { ns: 'nowhere' }),
  ];
}
