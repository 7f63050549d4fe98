import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, createHtmlCompressor } from './prerendered';

describe('acceptedEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeUndefined();
    expect(acceptedEncoding(undefined)).toBeUndefined();
  });
});

describe('createHtmlCompressor', () => {
  it('compresses a page once, and again when its HTML changes', () => {
    const compress = createHtmlCompressor();
    const first = compress('/en', '<p>one</p>', 'gzip');
    expect(compress('/en', '<p>one</p>', 'gzip')).toBe(first);
    expect(gunzipSync(compress('/en', '<p>two</p>', 'gzip')).toString()).toBe('<p>two</p>');
  });
});
