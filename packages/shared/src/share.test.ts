import { describe, expect, it } from 'vitest';
import { buildShareUrl, shareIntentUrl } from './share';

describe('buildShareUrl', () => {
  it('joins base URL, language, service and id', () => {
    expect(
      buildShareUrl({
        baseUrl: 'https://dawa.example',
        language: 'ar',
        service: 'prescriptions',
        id: 'p1',
      }),
    ).toBe('https://dawa.example/ar/prescriptions/p1');
  });

  it('drops trailing slashes of the base and encodes the id', () => {
    expect(
      buildShareUrl({
        baseUrl: 'http://localhost:3000//',
        language: 'en',
        service: 'drug-index',
        id: 'a b/c',
      }),
    ).toBe('http://localhost:3000/en/drug-index/a%20b%2Fc');
  });
});

describe('shareIntentUrl', () => {
  const url = 'https://dawa.example/en/offers/7?x=1';

  it('builds the LinkedIn share page with the encoded URL', () => {
    expect(shareIntentUrl('linkedin', url)).toBe(
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fdawa.example%2Fen%2Foffers%2F7%3Fx%3D1',
    );
  });

  it('puts the text before the URL for WhatsApp', () => {
    const shared = new URL(shareIntentUrl('whatsapp', url, 'Daily offer'));
    expect(shared.origin + shared.pathname).toBe('https://wa.me/');
    expect(shared.searchParams.get('text')).toBe(`Daily offer ${url}`);
    expect(new URL(shareIntentUrl('whatsapp', url)).searchParams.get('text')).toBe(url);
  });

  it('passes URL and text separately to Twitter', () => {
    const shared = new URL(shareIntentUrl('twitter', url, 'دواء'));
    expect(shared.origin + shared.pathname).toBe('https://twitter.com/intent/tweet');
    expect(shared.searchParams.get('url')).toBe(url);
    expect(shared.searchParams.get('text')).toBe('دواء');
    expect(new URL(shareIntentUrl('twitter', url)).searchParams.has('text')).toBe(false);
  });
});
