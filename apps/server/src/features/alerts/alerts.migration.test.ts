import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../../platform/config/paths';
import { jobAlertKind } from '../jobs/jobAlerts.service';

/** Runs one drizzle migration file as the migrator does, statement by statement. */
async function apply(client: PGlite, file: string): Promise<void> {
  const text = await readFile(path.join(migrationsDir(), file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await client.exec(statement);
}

describe('the post_alerts migration', () => {
  const client = new PGlite();
  let files: string[] = [];
  let moving = '';

  beforeAll(async () => {
    files = (await readdir(migrationsDir())).filter((file) => file.endsWith('.sql')).sort();
    moving = files.find((file) => file.endsWith('_post_alerts.sql')) ?? '';
    for (const file of files.slice(0, files.indexOf(moving))) await apply(client, file);
  });
  afterAll(() => client.close());

  it('moves every job alert into post_alert, with a key the job alert kind computes again', async () => {
    expect(moving).not.toBe('');
    await client.exec(`
      insert into "user" (id, name, email) values ('u1', 'Mona', 'mona@example.com'),
        ('u2', 'Karim', 'karim@example.com');
    `);
    const saved = [
      {
        id: crypto.randomUUID(),
        userId: 'u1',
        input: { cityId: 'giza', positionId: 'pharmacist' },
      },
      {
        id: crypto.randomUUID(),
        userId: 'u1',
        input: { type: 'companyOwner', salaryMin: 9000, salaryPeriod: 'month', text: 'Night' },
      },
      { id: crypto.randomUUID(), userId: 'u2', input: {} },
    ];
    for (const alert of saved) {
      const filter = jobAlertKind.schema.parse(alert.input);
      await client.query(
        `insert into job_alert (id, user_id, type, workplace_id, position_id, city_id,
          region_id, salary_min, salary_period, text, filter_key, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, '2026-11-20T10:00:00Z')`,
        [
          alert.id,
          alert.userId,
          filter.type,
          filter.workplaceId,
          filter.positionId,
          filter.cityId,
          filter.regionId,
          filter.salaryMin,
          filter.salaryPeriod,
          filter.text,
          jobAlertKind.key(filter),
        ],
      );
    }

    await apply(client, moving);

    const { rows } = await client.query<{
      id: string;
      user_id: string;
      kind: string;
      filter: Record<string, unknown>;
      filter_key: string;
      scope: string | null;
      created_at: Date;
    }>('select * from post_alert order by user_id, filter_key');
    expect(rows).toHaveLength(saved.length);
    for (const alert of saved) {
      const filter = jobAlertKind.schema.parse(alert.input);
      const row = rows.find((each) => each.id === alert.id);
      expect(row).toMatchObject({
        user_id: alert.userId,
        kind: 'job',
        filter,
        filter_key: jobAlertKind.key(filter),
        scope: filter.cityId,
      });
      // What was moved parses as a saved filter again, unchanged.
      expect(jobAlertKind.schema.parse(row?.filter)).toEqual(filter);
      expect(row?.created_at.toISOString()).toBe('2026-11-20T10:00:00.000Z');
    }
    const { rows: tables } = await client.query(
      `select 1 from information_schema.tables where table_name = 'job_alert'`,
    );
    expect(tables).toEqual([]);
  });
});
