import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/support/database';
import { getSetting, putSetting } from './settings.service';

describe('settings', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(() => test.drop());

  it('answers the default when a key is not set', async () => {
    expect(await getSetting(test.database.db, 'quota.nothing', 3)).toBe(3);
  });

  it('answers the stored value, and the default when it has the wrong shape', async () => {
    const { db } = test.database;
    await putSetting(db, 'quota.prescription', 5);
    expect(await getSetting(db, 'quota.prescription', 3)).toBe(5);
    await putSetting(db, 'quota.prescription', 'five');
    expect(await getSetting(db, 'quota.prescription', 3)).toBe(3);
    await putSetting(db, 'quota.prescription', -1);
    expect(await getSetting(db, 'quota.prescription', 3, z.number().int().min(0))).toBe(3);
  });
});
