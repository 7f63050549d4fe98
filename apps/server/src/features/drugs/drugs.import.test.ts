import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DrugImportMessage, DrugImportPreview } from '@dawa/shared/drugImport';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, dropPostgresDatabase } from '../../../test/support/database';
import { startTestServer, type TestServer } from '../../../test/support/server';
import { sharedDataFile } from '../../../test/support/sharedData';
import { openDatabase } from '../../platform/db/db';
import { serverRoot } from '../../platform/config/paths';
import { drugCatalogue } from './drugs.catalogue';
import { drugIdFromCode } from './drugs.import';
import { drug } from './drugs.tables';

const HEADER =
  'id,trade_name,arabic_name,price,old_price,category,active_ingredients,company,dosage_form,dosage_form_ar,concentration,pharmacology,usage_ar,barcode';
const csv = (...rows: string[]) => Buffer.from([HEADER, ...rows].join('\r\n'), 'utf8');
const SEARCH = `query($query: String!) {
  drugSearch(query: $query, searchBy: tradeName) { total items { id tradeName genericNames companies price } }
}`;
const SAMPLE = sharedDataFile('drugs-eg.sample.csv');

describe('drug import route', () => {
  let server: TestServer;
  let editor: string;

  beforeAll(async () => {
    server = await startTestServer();
    editor = (await server.signIn({ roles: ['editor'] })).cookie;
  });
  afterAll(async () => {
    await server.close();
  });

  const upload = (body: Buffer, options: { name?: string; mode?: string; cookie?: string } = {}) =>
    fetch(`${server.url}/api/drugs/import?mode=${options.mode ?? 'dry-run'}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/octet-stream',
        'x-file-name': encodeURIComponent(options.name ?? 'drugs.csv'),
        ...(options.cookie === '' ? {} : { cookie: options.cookie ?? editor }),
      },
      body: new Uint8Array(body),
    });

  it('is for drug editors only', async () => {
    expect((await upload(csv(), { cookie: '' })).status).toBe(401);
    const { cookie } = await server.signIn();
    expect((await upload(csv(), { cookie })).status).toBe(403);
    const template = await fetch(`${server.url}/api/drugs/import/template`, {
      headers: { cookie },
    });
    expect(template.status).toBe(403);
  });

  it('serves the template, which imports as it is', async () => {
    const template = await fetch(`${server.url}/api/drugs/import/template`, {
      headers: { cookie: editor },
    });
    expect(template.status).toBe(200);
    expect(template.headers.get('content-disposition')).toContain('.xlsx');
    const bytes = Buffer.from(await template.arrayBuffer());
    const preview = (await (
      await upload(bytes, { name: 'template.xlsx' })
    ).json()) as DrugImportPreview;
    expect(preview).toMatchObject({ layout: 'dawa', invalid: 0 });
    expect(preview.valid).toBeGreaterThan(0);
  });

  it('refuses bad files as a whole and changes nothing', async () => {
    const cases: [Buffer, string, Record<string, unknown>][] = [
      [Buffer.alloc(0), 'drugs.csv', { error: 'importEmptyFile' }],
      [Buffer.from(HEADER), 'drugs.csv', { error: 'importEmptyFile' }],
      [Buffer.from('hello'), 'drugs.txt', { error: 'importInvalidType' }],
      [
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]),
        'drugs.xlsx',
        { error: 'importInvalidType' },
      ],
      [
        Buffer.from('id,trade_name\r\n1,PANADOL'),
        'drugs.csv',
        { error: 'importInvalidFile', missingColumns: ['price'] },
      ],
    ];
    for (const [body, name, expected] of cases) {
      for (const mode of ['dry-run', 'commit']) {
        const response = await upload(body, { name, mode });
        expect(response.status, `${name} ${mode}`).toBe(400);
        expect(await response.json()).toMatchObject({ code: 'VALIDATION', ...expected });
      }
    }
    const [row] = await server.app.platform.database.db.select({ drugs: count() }).from(drug);
    expect(row?.drugs).toBe(0);
  });

  it('previews row errors, then imports the valid rows with progress', async () => {
    const file = csv(
      '101,ZYLOFEN 400 MG 20 TABS,زيلوفين,28.5,,ANALGESIC,IBUPROFEN,NILE LABS > DELTA PHARMA,ORAL.SOLID,,,,,',
      '102,ZYLOFEN PLUS 20 TABS,زيلوفين بلس,41,,ANALGESIC,IBUPROFEN+CAFFEINE,NILE LABS,ORAL.SOLID,,,,,',
      '103,ZYLOBAD 10 TABS,,abc,,ANALGESIC,IBUPROFEN,NILE LABS,ORAL.SOLID,,,,,',
    );
    const preview = (await (await upload(file)).json()) as DrugImportPreview;
    expect(preview).toEqual({
      layout: 'drugsEg',
      total: 3,
      valid: 2,
      invalid: 1,
      errors: [{ line: 4, path: 'price', message: 'invalidPrice' }],
    });
    await drugCatalogue(server.app.platform).settled();
    const before = await server.graphql<{ drugSearch: { total: number } }>(SEARCH, {
      query: 'zylo',
    });
    expect(before.data?.drugSearch.total).toBe(0);

    const response = await upload(file, { mode: 'commit' });
    expect(response.headers.get('content-type')).toContain('application/x-ndjson');
    const messages = (await response.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as DrugImportMessage);
    expect(messages.at(0)).toEqual({ type: 'progress', done: 0, total: 2 });
    expect(messages.at(-1)).toEqual({ type: 'done', imported: 2, skipped: 1 });

    await drugCatalogue(server.app.platform).settled();
    const after = await server.graphql<{
      drugSearch: {
        total: number;
        items: { id: string; genericNames: string[]; companies: string[] }[];
      };
    }>(SEARCH, { query: 'zylo' });
    expect(after.data?.drugSearch.total).toBe(2);
    const plus = after.data?.drugSearch.items.find((item) => item.id === drugIdFromCode('102'));
    expect(plus?.genericNames).toEqual(['IBUPROFEN', 'CAFFEINE']);
    const first = after.data?.drugSearch.items.find((item) => item.id === drugIdFromCode('101'));
    expect(first?.companies).toEqual(['NILE LABS', 'DELTA PHARMA']);
  });

  it('updates by id on a second import, keeping the old price', async () => {
    const file = csv(
      '101,ZYLOFEN 400 MG 20 TABS,زيلوفين,31,,ANALGESIC,IBUPROFEN,NILE LABS,ORAL.SOLID,,,,,',
    );
    const response = await upload(file, { mode: 'commit' });
    expect((await response.text()).trim().split('\n').at(-1)).toContain('"imported":1');
    await drugCatalogue(server.app.platform).settled();
    const found = await server.graphql<{ drug: { price: number; oldPrice: number } }>(
      `query($id: ID!) { drug(id: $id) { price oldPrice } }`,
      { id: drugIdFromCode('101') },
    );
    expect(found.data?.drug).toEqual({ price: 31, oldPrice: 28.5 });
  });
});

describe.skipIf(!SAMPLE)(
  'drugs:import command line (needs shared/data/drugs-eg.sample.csv)',
  () => {
    it('imports the sample price list into the configured database', async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'dawa-cli-'));
      const databaseUrl = process.env.DATABASE_URL
        ? await createPostgresDatabase(process.env.DATABASE_URL)
        : undefined;
      try {
        const cli = path.join(serverRoot(), 'src/features/drugs/drugs.cli.ts');
        const output = await new Promise<string>((resolve, reject) => {
          const child = spawn(process.execPath, ['--import', 'tsx', cli, SAMPLE ?? ''], {
            cwd: serverRoot(),
            env: {
              ...process.env,
              DATA_DIR: dataDir,
              ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
            },
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          let text = '';
          child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
          child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
          child.once('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(text))));
        });
        expect(output).toMatch(/layout drugsEg, 2000 rows/);
        const imported = Number(/Imported (\d+) drugs/.exec(output)?.[1]);
        expect(imported).toBeGreaterThan(1990);

        const database = await openDatabase({ url: databaseUrl, dataDir });
        const [row] = await database.db.select({ drugs: count() }).from(drug);
        await database.close();
        expect(row?.drugs).toBe(imported);
      } finally {
        if (databaseUrl) await dropPostgresDatabase(process.env.DATABASE_URL!, databaseUrl);
        rmSync(dataDir, { recursive: true, force: true });
      }
    }, 120_000);
  },
);
