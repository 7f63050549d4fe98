import { closeSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { DrugIndexPage } from '../pages/DrugIndexPage';
import { InstalledApp } from '../pages/InstalledApp';
import { ADMIN, ApiUser } from '../pages/NotificationsApi';
import { screenshot } from '../pages/Screens';

const TEXT = {
  en: {
    home: 'Dawa',
    drugIndex: 'Drug index',
    query: 'panadol',
    pricesAsOf: /^No internet connection: .* Prices are as of \d{1,2} \w+ \d{4}\.$/,
    offline: 'No Internet Connection',
    backHome: 'Back to home',
    update: 'A new version of Dawa is available.',
    reload: 'Reload',
  },
  ar: {
    home: 'دواء',
    drugIndex: 'دليل الأدوية',
    query: 'بانادول',
    pricesAsOf: /^لا يوجد اتصال بالإنترنت: .* الأسعار كما كانت في /,
    offline: 'لا يوجد اتصال بالإنترنت',
    backHome: 'العودة إلى الرئيسية',
    update: 'تتوفر نسخة جديدة من «دواء».',
    reload: 'إعادة التحميل',
  },
} as const;

/**
 * Installed with its precache, and in control of the page. Precaching the whole app (about 300
 * files) took longer than the 15 s of a plain poll on a loaded machine.
 */
async function controlled(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 60_000,
    })
    .toBe(true);
}

/** The version of the offline drug catalogue kept in IndexedDB, or null. */
function storedCatalogueVersion(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    // Opening a database that is not there would create it empty, without its store.
    const databases = await indexedDB.databases();
    if (!databases.some((database) => database.name === 'dawa-offline')) return null;
    return new Promise<string | null>((resolve) => {
      const opening = indexedDB.open('dawa-offline');
      opening.onsuccess = () => {
        const database = opening.result;
        if (!database.objectStoreNames.contains('catalogue')) return resolve(null);
        const reading = database.transaction('catalogue').objectStore('catalogue').get('version');
        reading.onsuccess = () => {
          database.close();
          resolve((reading.result as { version?: string } | undefined)?.version ?? null);
        };
      };
    });
  });
}

/**
 * Runs in every page of the app under test (an init script): keeps, in `sessionStorage`, what
 * the page saw its service workers do, so that a failure can say it after a reload.
 */
function recordWorkerEvents() {
  const started = performance.now();
  const note = (what: string) => {
    const log = JSON.parse(sessionStorage.getItem('e2e-workers') ?? '[]') as string[];
    log.push(`${location.pathname} +${Math.round(performance.now() - started)} ms: ${what}`);
    sessionStorage.setItem('e2e-workers', JSON.stringify(log));
  };
  if (!('serviceWorker' in navigator)) return;
  const watch = (worker: ServiceWorker | null, name: string) => {
    if (!worker) return;
    note(`${name} ${worker.state}`);
    worker.addEventListener('statechange', () => note(`${name} became ${worker.state}`));
  };
  note('page start');
  navigator.serviceWorker.addEventListener('controllerchange', () => note('controllerchange'));
  void navigator.serviceWorker.getRegistration().then((registration) => {
    if (!registration) return note('no registration yet');
    watch(registration.active, 'active');
    watch(registration.waiting, 'waiting');
    watch(registration.installing, 'installing');
    registration.addEventListener('updatefound', () => watch(registration.installing, 'new'));
  });
  addEventListener('click', (event) => note(`click on ${(event.target as Element).tagName}`), true);
  addEventListener('pagehide', () => note('pagehide'));
}

/**
 * Waits for `check`; when it fails, attaches where the page's service workers stand and what
 * they did (recordWorkerEvents) to the failure. The reporter prints 300 characters of each
 * attachment, so the story comes in parts.
 */
async function explainedByWorkers(page: Page, check: Promise<unknown>): Promise<void> {
  try {
    await check;
  } catch (error) {
    const lines = await describeWorkers(page);
    const parts: string[] = [];
    for (const line of lines) {
      const last = parts.at(-1);
      if (last !== undefined && last.length + line.length < 290)
        parts[parts.length - 1] += `\n${line}`;
      else parts.push(line);
    }
    for (const [index, body] of parts.entries())
      await test.info().attach(`service workers ${index + 1}`, { body, contentType: 'text/plain' });
    throw error;
  }
}

function describeWorkers(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const describe = (worker: ServiceWorker | null | undefined) =>
      worker ? `${new URL(worker.scriptURL).search} ${worker.state}` : 'none';
    return [
      `controller ${describe(navigator.serviceWorker.controller)}, active ${describe(registration?.active)}, waiting ${describe(registration?.waiting)}, installing ${describe(registration?.installing)}`,
      ...(JSON.parse(sessionStorage.getItem('e2e-workers') ?? '[]') as string[]),
    ];
  });
}

/** The built app's worker, as the suite's server serves it (with its compressed copies). */
const SERVICE_WORKER = fileURLToPath(new URL('../../apps/web/dist/sw.js', import.meta.url));

/**
 * Serves a changed service worker, as a new deployment would, until `restore()` (then the
 * built one again). The browser fetches the worker's script past any cache and its interception,
 * so the file itself changes; one test at a time (a lock file), as both languages run it.
 */
async function deployServiceWorker(change: (script: string) => string) {
  const lock = `${SERVICE_WORKER}.e2e-lock`;
  // The other language's test holds it for a minute or two under load: still held after four, it
  // was left by a killed run, and waiting on would hang the suite.
  const started = Date.now();
  for (;;) {
    try {
      closeSync(openSync(lock, 'wx'));
      break;
    } catch {
      if (Date.now() - started > 240_000)
        throw new Error(`${lock} is still held after 4 minutes: a killed run left it; remove it`);
      await sleep(200);
    }
  }
  // Waiting for the other language is not this test's time: a slow machine ran out of it there.
  test.info().setTimeout(test.info().timeout + (Date.now() - started));
  const built = readFileSync(SERVICE_WORKER);
  const write = (script: Buffer) => {
    writeFileSync(SERVICE_WORKER, script);
    writeFileSync(`${SERVICE_WORKER}.gz`, gzipSync(script));
    writeFileSync(`${SERVICE_WORKER}.br`, brotliCompressSync(script));
  };
  const script = change(built.toString());
  write(Buffer.from(script));
  return {
    script,
    restore() {
      write(built);
      rmSync(lock, { force: true });
    },
  };
}

test.describe('the app offline (#18 points 3 and 4)', () => {
  test('once the drug index was visited, it searches offline; pages that need the network show the offline page', async ({
    lang,
  }) => {
    const text = TEXT[lang];
    const app = await InstalledApp.launch();
    try {
      const { page } = app;
      await page.addInitScript(recordWorkerEvents);
      await app.open(`/${lang}`);
      await controlled(page);
      // The first visit to the drug index downloads the catalogue when the page is idle.
      await app.open(`/${lang}/drug-index`);
      // Stored, whichever version: the delta test beside this one (and the admin tests) may
      // change the catalogue meanwhile; versions are that test's point.
      await expect.poll(() => storedCatalogueVersion(page)).not.toBeNull();

      await app.context.setOffline(true);
      await app.open(`/${lang}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.home);

      const drugs = new DrugIndexPage(page, lang);
      await app.open(`/${lang}/drug-index`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.drugIndex);
      await drugs.type(text.query);
      await expect(drugs.cards.first()).toBeVisible();
      const note = drugs.root.getByTestId('prices-as-of');
      await expect(note).toHaveText(text.pricesAsOf);
      const names = await drugs.cardNames();
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) expect(name.toLowerCase()).toContain(text.query);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await screenshot(page, lang, 'offline-drug-search');
      }

      await drugs.cards.first().getByRole('button').click();
      const dialog = drugs.detailsDialog();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId('prices-as-of')).toHaveText(text.pricesAsOf);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await screenshot(page, lang, 'offline-drug-details');
      }

      await app.open(`/${lang}/prescriptions`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.offline);
      await expect(page).toHaveURL(new RegExp(`/${lang}/prescriptions$`));
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await screenshot(page, lang, 'offline-page');
      }
      // Its way on works offline too.
      await page.getByRole('main').getByRole('link', { name: text.backHome }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}$`));
    } finally {
      await app.close();
    }
  });

  test('after an admin edits a price, the app fetches a delta and searches the new price offline', async ({
    lang,
  }) => {
    const admin = await ApiUser.signIn(ADMIN);
    const name = `DELTAMOL ${lang.toUpperCase()}${Date.now().toString(36).toUpperCase()}`;
    const data = { tradeName: name, genericNames: ['DELTAMINE'], price: 20 };
    const created = await admin.graphql<{ drugCreate: { id: string } }>(
      'mutation($data: DrugInput!) { drugCreate(data: $data) { id } }',
      { data },
    );
    expect(created.errors).toBeUndefined();
    const id = created.data?.drugCreate.id ?? '';
    const app = await InstalledApp.launch();
    try {
      const { page } = app;
      const currentVersion = async (): Promise<string> =>
        (await (await page.request.get('/api/drugs/catalogue')).json()).version;
      await app.open(`/${lang}`);
      await controlled(page);
      await app.open(`/${lang}/drug-index`);
      await expect.poll(() => storedCatalogueVersion(page)).toBe(await currentVersion());
      const held = await storedCatalogueVersion(page);

      const updated = await admin.graphql(
        'mutation($id: ID!, $data: DrugInput!) { drugUpdate(id: $id, data: $data) { id } }',
        { id, data: { ...data, price: 27 } },
      );
      expect(updated.errors).toBeUndefined();
      await expect.poll(currentVersion).not.toBe(held);
      const next = await currentVersion();

      // The worker asks for the delta from the version it holds, and gets it (not the file).
      const deltaAnswer = app.context.waitForEvent('response', (response) =>
        response.url().includes(`from=${held}`),
      );
      await app.open(`/${lang}/drug-index`);
      const answer = await deltaAnswer;
      expect(answer.status()).toBe(200);
      const delta = (await answer.json()) as { from: string; version: string; prices: unknown };
      expect(delta).toMatchObject({ from: held, version: next });
      expect(delta.prices).toEqual({ id: [id], price: [27], oldPrice: [20] });
      expect((await answer.body()).length).toBeLessThan(2_000);
      await expect.poll(() => storedCatalogueVersion(page)).toBe(next);

      await app.context.setOffline(true);
      const drugs = new DrugIndexPage(page, lang);
      await app.open(`/${lang}/drug-index`);
      await drugs.type(name.toLowerCase());
      await expect(drugs.root.getByTestId('prices-as-of')).toBeVisible();
      await expect(drugs.card(name)).toContainText('27');
    } finally {
      await app.close();
    }
  });

  test('without a network nor a stored catalogue, the drug search says No Internet Connection', async ({
    lang,
    newContext,
  }) => {
    const text = TEXT[lang];
    // A context of its own: nothing stored, and no catalogue to download.
    const context = await newContext();
    await context.route('**/api/drugs/catalogue**', (route) => route.abort('internetdisconnected'));
    const page = await context.newPage();
    const drugs = new DrugIndexPage(page, lang);
    await drugs.open();
    await context.route('**/graphql', (route) => route.abort('internetdisconnected'));
    await drugs.type(text.query);
    await expect(drugs.root.getByRole('alert')).toContainText(text.offline);
    await expect(drugs.root.getByTestId('prices-as-of')).toHaveCount(0);
  });

  test('a new version waits behind "update available — reload"; the reload brings it in', async ({
    lang,
  }) => {
    // Two service workers install and precache the whole app, in a browser of its own.
    test.slow();
    const text = TEXT[lang];
    const app = await InstalledApp.launch();
    try {
      const { page } = app;
      await page.addInitScript(recordWorkerEvents);
      await app.open(`/${lang}`);
      await controlled(page);

      // A new build is deployed: its worker precaches another app shell.
      const revision = `e2e${lang}${Date.now()}`;
      const deployed = await deployServiceWorker((script) =>
        script.replace(
          /\{"revision":"[0-9a-f]+","url":"\/(en|ar)\/drug-index"\}/g,
          `{"revision":"${revision}","url":"/$1/drug-index"}`,
        ),
      );
      try {
        expect(deployed.script).toContain(revision);
        await app.open(`/${lang}/drug-index`);
        const prompt = page.getByRole('status').filter({ hasText: text.update });
        await expect(prompt).toBeVisible();
        for (const width of [375, 1280]) {
          await page.setViewportSize({ width, height: 800 });
          await screenshot(page, lang, 'update-prompt');
        }

        const reloaded = page.waitForEvent('load', { timeout: 90_000 });
        await prompt.getByRole('button', { name: text.reload }).click();
        // Seen three times in CI under load, never here: Reload did not reload. Say where the
        // workers stood and what they did.
        await explainedByWorkers(page, reloaded);
        await page.locator('html[data-ready]').waitFor();
        await explainedByWorkers(page, expect(prompt).toBeHidden());
        // The new version controls the page: the shell it precached is in the cache.
        await expect
          .poll(() =>
            page.evaluate(async (wanted) => {
              for (const name of await caches.keys()) {
                const keys = await (await caches.open(name)).keys();
                if (keys.some((request) => request.url.includes(wanted))) return true;
              }
              return false;
            }, `__WB_REVISION__=${revision}`),
          )
          .toBe(true);
        const waiting = await page.evaluate(
          async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null,
        );
        expect(waiting).toBe(false);
      } finally {
        deployed.restore();
      }
    } finally {
      await app.close();
    }
  });
});
