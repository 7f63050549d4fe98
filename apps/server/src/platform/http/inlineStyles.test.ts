import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createStyleInliner } from './inlineStyles';

describe('createStyleInliner', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'dawa-inline-styles-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'index-1.css'), 'body{margin:0}');
  writeFileSync(path.join(dist, 'assets', 'app-1.css'), '.card{color:red}');
  writeFileSync(path.join(dist, 'assets', 'odd-1.css'), '.a::after{content:"</style>"}');
  const inline = createStyleInliner(dist);

  it("puts each linked sheet in the page and keeps a disabled link for the app's chunk loader", () => {
    const html =
      '<head><link rel="stylesheet" crossorigin href="/assets/index-1.css">' +
      '<link rel="stylesheet" href="/assets/app-1.css"></head>';
    expect(inline(html)).toBe(
      '<head><style>body{margin:0}</style><link rel="stylesheet" href="/assets/index-1.css" disabled>' +
        '<style>.card{color:red}</style><link rel="stylesheet" href="/assets/app-1.css" disabled></head>',
    );
  });

  it('leaves links to unknown files, other folders and sheets that would close the element', () => {
    const html =
      '<link rel="stylesheet" href="/assets/gone-1.css">' +
      '<link rel="stylesheet" href="/elsewhere/app-1.css">' +
      '<link rel="stylesheet" href="/assets/odd-1.css">';
    expect(inline(html)).toBe(html);
  });

  it('changes nothing without a web build', () => {
    const html = '<link rel="stylesheet" href="/assets/app-1.css">';
    expect(createStyleInliner(path.join(dist, 'missing'))(html)).toBe(html);
  });
});
