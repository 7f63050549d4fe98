import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ImportAccepted } from '@dawa/shared/importer';
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
const JOB = `query($id: ID!) {
  importJob(id: $id) { status total invalid imported rows(status: error) { items { line errors { column message } } } }
}`;
const SAMPLE = sharedDataFile('drugs-eg.sample.csv');

interface Job {
  status: string;
  total: number;
  invalid: number;
  imported: number;
  rows: { items: { line: number; errors: { column: string; message: string }[] }[] };
}

describe('drug import (on the importer)', () => {
  let server: TestServer;
  let editor: string;

  beforeAll(async () => {
    server = await startTestServer();
    editor = (await server.signIn({ roles: ['editor'] })).cookie;
  });
  afterAll(async () => {
    await server.close();
  });

  const upload = (body: Buffer, options: { name?: string; cookie?: string } = {}) =>
    fetch(`${server.url}/api/import/drugs`, {
      method: 'POST',
      headers: {
        'content-type': 'application/octet-stream',
        'x-file-name': encodeURIComponent(options.name ?? 'drugs.csv'),
        ...(options.cookie === '' ? {} : { cookie: options.cookie ?? editor }),
      },
      body: new Uint8Array(body),
    });

  const job = async (id: string) =>
    (await server.graphql<{ importJob: Job }>(JOB, { id }, { cookie: editor })).data!.importJob;

  /** Checks the file in, imports it and waits for the end. */
  const importFile = async (body: Buffer) => {
    const { jobId } = (await (await upload(body)).json()) as ImportAccepted;
    await server.graphql(
      `mutation($id: ID!) { importComplete(id: $id) { status } }`,
      { id: jobId },
      { cookie: editor },
    );
    for (let attempt = 0; attempt < 200; attempt++) {
      const current = await job(jobId);
      if (current.status !== 'running') return current;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('import did not finish');
  };

  it('is for drug editors only', async () => {
    expect((await upload(csv(), { cookie: '' })).status).toBe(401);
    const { cookie } = await server.signIn();
    expect((await upload(csv(), { cookie })).status).toBe(403);
    const template = await fetch(`${server.url}/api/import/drugs/template`, {
      headers: { cookie },
    });
    expect(template.status).toBe(403);
    // entityEditor imports reference data, not drugs.
    const entities = await server.signIn({ roles: ['entityEditor'] });
    expect((await upload(csv(), { cookie: entities.cookie })).status).toBe(403);
  });

  it('serves the template, which checks in as it is', async () => {
    const template = await fetch(`${server.url}/api/import/drugs/template`, {
      headers: { cookie: editor },
    });
    expect(template.status).toBe(200);
    expect(template.headers.get('content-disposition')).toContain('.xlsx');
    const bytes = Buffer.from(await template.arrayBuffer());
    const response = await upload(bytes, { name: 'template.xlsx' });
    expect(response.status).toBe(201);
    const checked = await job(((await response.json()) as ImportAccepted).jobId);
    expect(checked).toMatchObject({ status: 'checked', invalid: 0 });
    expect(checked.total).toBeGreaterThan(0);
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
      const response = await upload(body, { name });
      expect(response.status, name).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'VALIDATION', ...expected });
    }
    const [row] = await server.app.platform.database.db.select({ drugs: count() }).from(drug);
    expect(row?.drugs).toBe(0);
  });

  it('shows row errors, then imports the valid rows', async () => {
    const file = csv(
      '101,ZYLOFEN 400 MG 20 TABS,زيلوفين,28.5,,ANALGESIC,IBUPROFEN,NILE LABS > DELTA PHARMA,ORAL.SOLID,,,,,',
      '102,ZYLOFEN PLUS 20 TABS,زيلوفين بلس,41,,ANALGESIC,IBUPROFEN+CAFFEINE,NILE LABS,ORAL.SOLID,,,,,',
      '103,ZYLOBAD 10 TABS,,abc,,ANALGESIC,IBUPROFEN,NILE LABS,ORAL.SOLID,,,,,',
    );
    const { jobId } = (await (await upload(file)).json()) as ImportAccepted;
    expect(await job(jobId)).toEqual({
      status: 'checked',
      total: 3,
      invalid: 1,
      imported: 0,
      rows: { items: [{ line: 4, errors: [{ column: 'price', message: 'invalidPrice' }] }] },
    });
    await drugCatalogue(server.app.platform).settled();
    const before = await server.graphql<{ drugSearch: { total: number } }>(SEARCH, {
      query: 'zylo',
    });
    expect(before.data?.drugSearch.total).toBe(0);

    expect(await importFile(file)).toMatchObject({ status: 'completed', imported: 2, invalid: 1 });

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
    expect(await importFile(file)).toMatchObject({ status: 'completed', imported: 1 });
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
