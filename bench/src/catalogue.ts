// The offline drug catalogue (#18 point 4) on a real price list: the size of the file the app
// downloads (JSON, gzip, brotli as served; target ≤ 1.5 MB brotli), and the offline search in
// Chromium with 4× CPU throttling (a mid-range phone; target ≤ 16 ms a keystroke).
//
//   npm run bench:catalogue -- [drugs.csv|drugs.xlsx]   (default: shared/data/drugs-eg.csv)
//
// A keystroke is what the offline index does for each letter typed: the suggestions and the
// first page of results for the text so far, on trade names (English and Arabic), generic
// names and companies, some words with a typo. Progress goes to stderr; the report to stdout,
// its last line one JSON object.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { isEncodedCatalogue } from '@dawa/shared/drugCatalogue';
import { applyCatalogueDelta, isCatalogueDelta } from '@dawa/shared/drugCatalogueDelta';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import {
  buildCatalogueDelta,
  buildCatalogueFile,
  servedVersion,
} from '../../apps/server/src/features/drugs/drugs.offline';
import { sharedDataFile } from '../../apps/server/test/support/sharedData';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium';
import type { BrowserFigures, Keystroke } from './catalogue/browserSearch';
import { loadCatalogue, vocabulary } from './search/data';
import { fmt, table } from './search/report';
import { median, percentile } from './search/stats';

const TARGETS = { brotliMb: 1.5, keystrokeMs: 16 };
const CPU_THROTTLING = 4;
const log = (line: string) => process.stderr.write(`${line}\n`);

const file = process.argv[2] ?? sharedDataFile('drugs-eg.csv');
if (!file) {
  console.error('Usage: npm run bench:catalogue -- <drugs.csv|drugs.xlsx>');
  process.exit(2);
}
log(`loading ${file} …`);
const catalogue = await loadCatalogue({ file });
const drugs = catalogue.drugs.map((drug) => ({
  ...drug,
  arabicName: drug.arabicName ?? null,
  category: drug.category ?? null,
  mechanismOfAction: drug.mechanismOfAction ?? null,
  barcode: drug.barcode ?? null,
  oldPrice: drug.oldPrice ?? null,
}));
const started = performance.now();
const served = await buildCatalogueFile(drugs, vocabulary, new Date().toISOString());
const fileMs = performance.now() - started;
const mb = (bytes: number) => bytes / 1024 / 1024;
log(`  ${drugs.length} drugs; file built and compressed in ${fmt(fileMs, 0)} ms`);

// Deltas (an app holding the file above, then prices edited): n prices, spread over the list;
// built and checked on the server, applied and checked by the app (here in Node, unthrottled).
const before = servedVersion(served, drugs, vocabulary);
const held: unknown = JSON.parse(served.json.toString());
if (!isEncodedCatalogue(held)) throw new Error('The catalogue file does not read back.');
const kb = (bytes: number | undefined) =>
  bytes === undefined ? null : Number((bytes / 1024).toFixed(1));
const deltas: {
  prices: number;
  brotliKb: number | null;
  gzipKb: number | null;
  buildMs: number;
  applyMs: number;
}[] = [];
for (const count of [1, 100, 10_000]) {
  const step = drugs.length / Math.min(count, drugs.length);
  const edited = new Set(Array.from({ length: count }, (_, at) => Math.floor(at * step)));
  const repriced = drugs.map((drug, at) =>
    edited.has(at) ? { ...drug, oldPrice: drug.price, price: drug.price + 1 } : drug,
  );
  const next = await buildCatalogueFile(repriced, vocabulary, new Date().toISOString());
  const buildStarted = performance.now();
  const delta = await buildCatalogueDelta(before, servedVersion(next, repriced, vocabulary), next);
  const buildMs = performance.now() - buildStarted;
  const applyStarted = performance.now();
  const sent: unknown = delta ? JSON.parse(delta.json.toString()) : null;
  const applied = isCatalogueDelta(sent) ? await applyCatalogueDelta(held, sent) : null;
  if (delta && applied?.version !== next.version) throw new Error('The delta does not apply.');
  deltas.push({
    prices: count,
    brotliKb: kb(delta?.encoded.br.length),
    gzipKb: kb(delta?.encoded.gzip.length),
    buildMs: Math.round(buildMs),
    applyMs: Math.round(performance.now() - applyStarted),
  });
}

/** Every letter of a word typed, from its first. */
const typing = (word: string, searchBy: Keystroke['searchBy']): Keystroke[] =>
  [...word].map((_, at) => ({ text: word.slice(0, at + 1), searchBy }));
/** The word with two neighbouring letters swapped (a typo the search forgives from 5 letters). */
const swapped = (word: string) =>
  word.length < 5 ? word : `${word.slice(0, 2)}${word[3]}${word[2]}${word.slice(4)}`;
const firstWord = (text: string | undefined) => text?.split(/[\s(]+/)[0] ?? '';

// Words of every 500th drug: trade names, Arabic names, generic names and companies.
const keystrokes: Keystroke[] = [];
for (let at = 0; at < drugs.length; at += 500) {
  const drug = drugs[at]!;
  keystrokes.push(...typing(firstWord(drug.tradeName).toLowerCase(), 'tradeName'));
  keystrokes.push(...typing(swapped(firstWord(drug.tradeName).toLowerCase()), 'tradeName'));
  if (drug.arabicName) keystrokes.push(...typing(firstWord(drug.arabicName), 'tradeName'));
  keystrokes.push(...typing(firstWord(drug.genericNames[0]).toLowerCase(), 'genericName'));
  keystrokes.push(...typing(firstWord(drug.companies[0]).toLowerCase(), 'company'));
}
const typed = keystrokes.filter((keystroke) => keystroke.text !== '');

log('bundling the offline search for the browser …');
const bundleDir = path.resolve(import.meta.dirname, '../node_modules/.catalogue-bench');
await build({
  configFile: false,
  logLevel: 'warn',
  build: {
    outDir: bundleDir,
    emptyOutDir: true,
    minify: true,
    lib: {
      entry: path.resolve(import.meta.dirname, 'catalogue/browserSearch.ts'),
      formats: ['iife'],
      name: 'offlineSearchBench',
      fileName: () => 'search.js',
    },
  },
});
const script = readFileSync(path.join(bundleDir, 'search.js'), 'utf8');
rmSync(bundleDir, { recursive: true, force: true });

log(`searching in Chromium at ${CPU_THROTTLING}× CPU throttling (${typed.length} keystrokes) …`);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
let figures: BrowserFigures;
try {
  const page = await browser.newPage();
  await page.setContent('<!doctype html><title>offline search</title>');
  await page.addScriptTag({ content: script });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
  figures = await page.evaluate(
    ([json, strokes]) =>
      (
        globalThis as unknown as {
          offlineSearchBench: (json: string, strokes: Keystroke[]) => BrowserFigures;
        }
      ).offlineSearchBench(json, strokes),
    [served.json.toString(), typed] as const,
  );
} finally {
  await browser.close();
}

const sorted = [...figures.keystrokeMs].sort((a, b) => a - b);
const slowest = figures.keystrokeMs
  .map((ms, at) => ({ ms, ...typed[at]! }))
  .sort((a, b) => b.ms - a.ms)
  .slice(0, 5);
log(`slowest: ${slowest.map((k) => `${k.searchBy} "${k.text}" ${fmt(k.ms, 1)} ms`).join('; ')}`);
const report = {
  drugs: drugs.length,
  jsonMb: Number(mb(served.json.length).toFixed(2)),
  gzipMb: Number(mb(served.encoded.gzip.length).toFixed(2)),
  brotliMb: Number(mb(served.encoded.br.length).toFixed(2)),
  throttling: CPU_THROTTLING,
  parseMs: Math.round(figures.parseMs),
  buildMs: Math.round(figures.buildMs),
  keystrokes: sorted.length,
  keystrokeP50Ms: Number(median(sorted).toFixed(2)),
  keystrokeP95Ms: Number(percentile(sorted, 95).toFixed(2)),
  keystrokeP99Ms: Number(percentile(sorted, 99).toFixed(2)),
  keystrokeMaxMs: Number((sorted.at(-1) ?? 0).toFixed(2)),
  deltas,
};
const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER');
console.log(
  table(
    ['figure', 'value', 'target'],
    [
      ['drugs', String(report.drugs), ''],
      ['file, JSON', `${report.jsonMb} MB`, ''],
      ['file, gzip', `${report.gzipMb} MB`, ''],
      [
        'file, brotli (as served)',
        `${report.brotliMb} MB`,
        `≤ ${TARGETS.brotliMb} MB ${verdict(report.brotliMb <= TARGETS.brotliMb)}`,
      ],
      [`parse, ${CPU_THROTTLING}× throttled`, `${report.parseMs} ms`, ''],
      [`index build, ${CPU_THROTTLING}× throttled`, `${report.buildMs} ms`, ''],
      ['keystroke p50', `${report.keystrokeP50Ms} ms`, ''],
      [
        'keystroke p95',
        `${report.keystrokeP95Ms} ms`,
        `≤ ${TARGETS.keystrokeMs} ms ${verdict(report.keystrokeP95Ms <= TARGETS.keystrokeMs)}`,
      ],
      ['keystroke p99', `${report.keystrokeP99Ms} ms`, ''],
      ['keystroke max', `${report.keystrokeMaxMs} ms`, ''],
      ...deltas.map((delta) => [
        `delta, ${delta.prices} changed price${delta.prices === 1 ? '' : 's'}`,
        delta.brotliKb === null
          ? 'whole file'
          : `${delta.brotliKb} KB brotli, ${delta.gzipKb} KB gzip; built ${delta.buildMs} ms, applied ${delta.applyMs} ms`,
        '',
      ]),
    ],
  ),
);
console.log(JSON.stringify(report));
