import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { translator } from './i18n';
import { Trans } from './Trans';
import type { Catalogue, TFunction } from './translate';

/** A `t` over `catalogue`, typed as any namespace's (the keys here are made up). */
function tOver(catalogue: Catalogue): TFunction<'auth'> {
  return (key: string) => (typeof catalogue[key] === 'string' ? catalogue[key] : key);
}

describe('Trans', () => {
  it('renders named tags as their components, values as text', () => {
    const t = tOver({ 'terms.consent': 'Accept <terms>the terms</terms> and <b>{{name}}</b>' });
    const html = renderToStaticMarkup(
      <Trans
        t={t}
        i18nKey="terms.consent"
        values={{ name: '<i>x</i>' }}
        components={{ terms: <a href="/terms" />, b: <strong /> }}
      />,
    );
    expect(html).toBe(
      'Accept <a href="/terms">the terms</a> and <strong>&lt;i&gt;x&lt;/i&gt;</strong>',
    );
  });

  it('renders numbered tags as the components at those positions, nested too', () => {
    const t = tOver({ 'terms.consent': 'Write to <0>{{email}} <1>now</1></0>.' });
    const html = renderToStaticMarkup(
      <Trans
        t={t}
        i18nKey="terms.consent"
        values={{ email: 'a@b.c' }}
        components={[<a key="a" href="mailto:a@b.c" />, <em key="em" />]}
      />,
    );
    expect(html).toBe('Write to <a href="mailto:a@b.c">a@b.c <em>now</em></a>.');
  });

  it('renders a tag without a component as its content, a missing key as the key', () => {
    const t = tOver({ 'terms.consent': 'A <unknown>b</unknown> c' });
    expect(renderToStaticMarkup(<Trans t={t} i18nKey="terms.consent" components={{}} />)).toBe(
      'A b c',
    );
    const missing = translator('en', 'auth');
    expect(
      renderToStaticMarkup(<Trans<'auth'> t={missing} i18nKey="terms.consent" components={{}} />),
    ).toBe('terms.consent');
  });
});
