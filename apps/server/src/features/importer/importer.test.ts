import type { ImportAccepted, ImportEntity, ImportRefused } from '@dawa/shared/importer';
import { count, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/support/server';
import { event } from '../../platform/events/event.tables';
import { referenceImportDefinitions } from '../reference/reference.import';
import { city, region, workplace } from '../reference/reference.tables';
import { importJob, importRow } from './importer.tables';
import { startImporter } from './importer.service';

type Cells = (string | null)[];

async function xlsx(header: string[], rows: Cells[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const CITY_HEADER = ['name_en', 'name_ar', 'region_en', 'region_ar'];
const JOB = `query($id: ID!, $status: ImportRowStatus, $page: Int) {
  importJob(id: $id) {
    id entity status total invalid imported
    rows(status: $status, page: $page) { total page pageSize items { line label status errors { column message } } }
  }
}`;

interface Job {
  id: string;
  status: string;
  total: number;
  invalid: number;
  imported: number;
  rows: {
    total: number;
    pageSize: number;
    items: {
      line: number;
      label: string;
      status: string;
      errors: { column: string; message: string }[];
    }[];
  };
}

describe('importer', () => {
  let server: TestServer;
  let editor: { cookie: string };

  beforeAll(async () => {
    server = await startTestServer();
    editor = await server.signIn({ roles: ['entityEditor'] });
  });
  afterAll(() => server.close());

  const upload = (
    entity: ImportEntity,
    body: Buffer,
    options: { name?: string; type?: string; cookie?: string } = {},
  ) =>
    fetch(`${server.url}/api/import/${entity}`, {
      method: 'POST',
      headers: {
        'content-type': options.type ?? 'application/octet-stream',
        'x-file-name': encodeURIComponent(options.name ?? `${entity}.xlsx`),
        ...(options.cookie === '' ? {} : { cookie: options.cookie ?? editor.cookie }),
      },
      body: new Uint8Array(body),
    });

  const job = async (id: string, variables: Record<string, unknown> = {}) => {
    const response = await server.graphql<{ importJob: Job }>(JOB, { id, ...variables }, editor);
    expect(response.errors).toBeUndefined();
    return response.data!.importJob;
  };

  const act = async (name: 'importComplete' | 'importPause' | 'importDiscard', id: string) =>
    server.graphql<Record<string, { status: string }>>(
      `mutation($id: ID!) { ${name}(id: $id) { status } }`,
      { id },
      editor,
    );

  const settled = async (id: string) => {
    for (let attempt = 0; attempt < 200; attempt++) {
      const current = await job(id);
      if (current.status !== 'running') return current;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('import did not finish');
  };

  const checkIn = async (entity: ImportEntity, body: Buffer) => {
    const response = await upload(entity, body);
    expect(response.status).toBe(201);
    return ((await response.json()) as ImportAccepted).jobId;
  };

  it('takes files only from the importer’s writers who also write the entity’s section', async () => {
    const file = await xlsx(CITY_HEADER, [['Luxor', 'الأقصر', null, null]]);
    expect((await upload('cities', file, { cookie: '' })).status).toBe(401);
    const nobody = await server.signIn();
    expect((await upload('cities', file, nobody)).status).toBe(403);
    // customerEditor writes the importer but not the reference data.
    const customers = await server.signIn({ roles: ['customerEditor'] });
    expect((await upload('cities', file, customers)).status).toBe(403);
    const template = await fetch(`${server.url}/api/import/cities/template`, {
      headers: { cookie: customers.cookie },
    });
    expect(template.status).toBe(403);
    const unknown = await fetch(`${server.url}/api/import/planets/template`, {
      headers: { cookie: editor.cookie },
    });
    expect(unknown.status).toBe(404);
  });

  it('lets a reader download templates and read imports, and refuses it every import action', async () => {
    const file = await xlsx(CITY_HEADER, [[`Reader ${Date.now()}`, 'مدينة القارئ', null, null]]);
    const id = await checkIn('cities', file);
    const reader = await server.signIn({ roles: ['viewer'] });

    const refused = await upload('cities', file, reader);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ code: 'FORBIDDEN' });
    for (const name of ['importComplete', 'importPause', 'importDiscard'] as const) {
      const answer = await server.graphql(
        `mutation($id: ID!) { ${name}(id: $id) { id } }`,
        { id },
        reader,
      );
      expect(answer.errors?.[0]?.extensions?.code, name).toBe('FORBIDDEN');
    }
    expect((await job(id)).status).toBe('checked');

    const template = await fetch(`${server.url}/api/import/cities/template`, {
      headers: { cookie: reader.cookie },
    });
    expect(template.status).toBe(200);
    expect(template.headers.get('content-type')).toContain('spreadsheetml');
    expect((await template.arrayBuffer()).byteLength).toBeGreaterThan(0);

    const read = await server.graphql<{ importJob: Job }>(JOB, { id }, reader);
    expect(read.errors).toBeUndefined();
    expect(read.data?.importJob.rows.items.map((row) => row.status)).toEqual(['pending']);
    const HISTORY = `query { importJobsTable(pageSize: 100) { items { id entity } } }`;
    type History = { importJobsTable: { items: { id: string; entity: string }[] } };
    const history = await server.graphql<History>(HISTORY, {}, reader);
    expect(history.data?.importJobsTable.items.map((item) => item.id)).toContain(id);

    // An importer of customers does not read the reference data's imports.
    const customers = await server.signIn({ roles: ['customerEditor'] });
    const theirs = await server.graphql<History>(HISTORY, {}, customers);
    expect(theirs.errors).toBeUndefined();
    expect(theirs.data?.importJobsTable.items.every((item) => item.entity === 'customers')).toBe(
      true,
    );
    const other = await server.graphql(JOB, { id }, customers);
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    expect((await act('importDiscard', id)).errors).toBeUndefined();
  });

  it('refuses bad files as a whole with typed errors, storing and changing nothing', async () => {
    const jobsBefore = (
      await server.app.platform.database.db.select({ n: count() }).from(importJob)
    )[0]?.n;
    const citiesBefore = (
      await server.app.platform.database.db.select({ n: count() }).from(city)
    )[0]?.n;
    const wrongTemplate = await xlsx(['id', 'trade_name', 'price'], [['1', 'PANADOL', '10']]);
    const many = await xlsx(
      CITY_HEADER,
      Array.from({ length: 50_000 }, (_, index) => [
        `City ${index}`,
        `محافظة ${index}`,
        null,
        null,
      ]),
    );
    const cases: [Buffer, string, Partial<ImportRefused>][] = [
      [Buffer.alloc(0), 'cities.xlsx', { error: 'importEmptyFile' }],
      [Buffer.from('name_en,name_ar\nLuxor,الأقصر'), 'cities.xlsx', { error: 'importOnlyXlsx' }],
      [Buffer.from('name_en,name_ar\nLuxor,الأقصر'), 'cities.csv', { error: 'importOnlyXlsx' }],
      [await xlsx(CITY_HEADER, []), 'cities.xlsx', { error: 'importEmptyFile' }],
      [
        wrongTemplate,
        'cities.xlsx',
        { error: 'importInvalidFile', missingColumns: ['name_en', 'name_ar'] },
      ],
      [many, 'cities.xlsx', { error: 'importTooManyRows' }],
    ];
    for (const [body, name, expected] of cases) {
      const response = await upload('cities', body, { name });
      expect(response.status, name).toBe(400);
      expect(await response.json()).toEqual({ code: 'VALIDATION', ...expected });
    }
    const { db } = server.app.platform.database;
    expect((await db.select({ n: count() }).from(importJob))[0]?.n).toBe(jobsBefore);
    expect((await db.select({ n: count() }).from(city))[0]?.n).toBe(citiesBefore);
  }, 120_000);

  it('serves a template per entity that checks in as it is', async () => {
    for (const entity of ['cities', 'workplaces', 'jobPositions', 'facilityTypes'] as const) {
      const template = await fetch(`${server.url}/api/import/${entity}/template`, {
        headers: { cookie: editor.cookie },
      });
      expect(template.status).toBe(200);
      expect(template.headers.get('content-disposition')).toContain('.xlsx');
      const id = await checkIn(entity, Buffer.from(await template.arrayBuffer()));
      const checked = await job(id);
      expect(checked).toMatchObject({ status: 'checked', invalid: 0, imported: 0 });
      expect(checked.total).toBeGreaterThan(0);
      expect((await act('importDiscard', id)).data?.importDiscard?.status).toBe('discarded');
    }
  });

  it('shows rows 10 a page, imports the valid ones, and refuses the same file again', async () => {
    const rows: Cells[] = [
      ['Matruh', 'مطروح', 'Marsa Alam', 'مرسى علم'],
      ['Matruh', 'مطروح', 'Siwa', 'سيوة'],
      ['Red Sea', null, null, null],
      ...Array.from({ length: 9 }, (_, index): Cells => [
        `Town ${index}`,
        `بلدة ${index}`,
        null,
        null,
      ]),
    ];
    const file = await xlsx(CITY_HEADER, rows);
    const id = await checkIn('cities', file);
    const checked = await job(id);
    expect(checked).toMatchObject({ status: 'checked', total: 12, invalid: 1, imported: 0 });
    expect(checked.rows).toMatchObject({ total: 12, pageSize: 10 });
    expect(checked.rows.items).toHaveLength(10);
    expect(checked.rows.items[2]).toEqual({
      line: 4,
      label: 'Red Sea',
      status: 'error',
      errors: [{ column: 'name_ar', message: 'required' }],
    });
    expect((await job(id, { page: 2 })).rows.items).toHaveLength(2);
    // Choosing the same file again before importing it answers the same job.
    expect(await checkIn('cities', file)).toBe(id);

    expect((await act('importComplete', id)).data?.importComplete?.status).toBe('running');
    const done = await settled(id);
    expect(done).toMatchObject({ status: 'completed', imported: 11, invalid: 1 });
    expect((await job(id, { status: 'imported' })).rows.total).toBe(11);
    expect((await job(id, { status: 'error' })).rows.items.map((row) => row.line)).toEqual([4]);

    const { db } = server.app.platform.database;
    const [matruh] = await db
      .select()
      .from(city)
      .where(sql`${city.name}->>'en' = 'Matruh'`);
    expect(matruh?.name).toEqual({ en: 'Matruh', ar: 'مطروح' });
    const regions = await db.select().from(region).where(eq(region.cityId, matruh!.id));
    expect(regions.map((row) => row.name.en).sort()).toEqual(['Marsa Alam', 'Siwa']);
    const cities = await server.graphql<{ cities: { name: { en: string } }[] }>(
      '{ cities { name { en } } }',
    );
    expect(cities.data?.cities.map((item) => item.name.en)).toContain('Town 8');
    const events = await db.select().from(event).where(eq(event.entityId, matruh!.id));
    expect(events.map((row) => row.action)).toEqual(['create']);
    const jobEvents = await db.select().from(event).where(eq(event.entityId, id));
    expect(jobEvents.map((row) => row.action).sort()).toEqual(['complete', 'completed', 'create']);

    const again = await upload('cities', file);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ code: 'VALIDATION', error: 'importAlreadyImported' });
    const completeAgain = await act('importComplete', id);
    expect(completeAgain.errors?.[0]?.extensions?.code).toBe('VALIDATION');
  });

  it('updates an item with the same English name instead of adding it twice', async () => {
    const id = await checkIn(
      'workplaces',
      await xlsx(['name_en', 'name_ar'], [['Clinic', 'عيادة']]),
    );
    await act('importComplete', id);
    await settled(id);
    const renamed = await checkIn(
      'workplaces',
      await xlsx(['name_en', 'name_ar'], [['clinic', 'عيادة خاصة']]),
    );
    await act('importComplete', renamed);
    await settled(renamed);
    const rows = await server.app.platform.database.db
      .select()
      .from(workplace)
      .where(sql`lower(${workplace.name}->>'en') = 'clinic'`);
    expect(rows.map((row) => row.name)).toEqual([{ en: 'clinic', ar: 'عيادة خاصة' }]);
  });

  it('discards a checked file, which may then be checked in again', async () => {
    const file = await xlsx(['name_en', 'name_ar'], [['Laboratory', 'معمل']]);
    const id = await checkIn('facilityTypes', file);
    expect((await act('importDiscard', id)).data?.importDiscard?.status).toBe('discarded');
    expect((await act('importPause', id)).errors?.[0]?.extensions?.code).toBe('VALIDATION');
    const second = await checkIn('facilityTypes', file);
    expect(second).not.toBe(id);
    const viewer = await server.signIn({ roles: ['viewer'] });
    const refused = await server.graphql(
      'mutation($id: ID!) { importComplete(id: $id) { status } }',
      { id: second },
      viewer,
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await job(second)).status).toBe('checked');
  });

  it('resumes after a restart a job its process left running, without writing a row twice', async () => {
    const rows = Array.from({ length: 30 }, (_, index): Cells => [`Role ${index}`, `دور ${index}`]);
    const id = await checkIn('jobPositions', await xlsx(['name_en', 'name_ar'], rows));
    const { db } = server.app.platform.database;
    // As a process that died after its first batch: 10 rows imported, the job still running
    // under a lease that has run out.
    await db
      .update(importRow)
      .set({ status: 'imported' })
      .where(sql`${importRow.jobId} = ${id} and ${importRow.line} <= 11`);
    await db
      .update(importJob)
      .set({
        status: 'running',
        imported: 10,
        runner: 'gone',
        leaseUntil: new Date(Date.now() - 1),
      })
      .where(eq(importJob.id, id));
    await startImporter(server.app.platform, referenceImportDefinitions());
    const done = await settled(id);
    expect(done).toMatchObject({ status: 'completed', imported: 30 });
    // The 10 rows "imported" before the restart were not written again.
    const written = await db
      .select({ n: count() })
      .from(event)
      .where(sql`${event.entity} = 'jobPosition' and ${event.values}->'name'->>'en' like 'Role %'`);
    expect(written[0]?.n).toBe(20);
  });
});
