// Lighthouse (mobile) scores of the home page in both languages, and the JS it loads.
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium';
import { startBenchServer } from './server';

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface NetworkRequest {
  url: string;
  resourceType?: string;
}

const server = await startBenchServer(3201);
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROME_FLAGS,
});
const rows: Record<string, number | string>[] = [];
let scripts = new Set<string>();
try {
  for (const language of ['en', 'ar']) {
    const result = await lighthouse(`${server.url}/${language}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error('lighthouse returned nothing');
    const { lhr } = result;
    const row: Record<string, number | string> = { page: `/${language}` };
    for (const category of CATEGORIES)
      row[category] = Math.round((lhr.categories[category]?.score ?? 0) * 100);
    row.lcp_ms = Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0);
    row.tbt_ms = Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0);
    row.cls = Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3));
    rows.push(row);
    const requests =
      (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)
        ?.items ?? [];
    scripts = new Set(
      requests.filter((item) => item.resourceType === 'Script').map((item) => item.url),
    );
  }

  // Gzip sizes measured here, whatever the server's own compression does.
  let jsGzipBytes = 0;
  for (const url of scripts) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    jsGzipBytes += gzipSync(body, { level: 9 }).length;
  }
  console.table(rows);
  const summary = {
    pages: rows,
    home_js_files: scripts.size,
    home_js_gzip_kb: Math.round(jsGzipBytes / 102.4) / 10,
  };
  console.log(`home page JS: ${scripts.size} files, ${summary.home_js_gzip_kb} KB gzip`);
  console.log(JSON.stringify(summary));
} finally {
  await chrome.kill();
  await server.stop();
}
