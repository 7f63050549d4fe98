import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3 } from '../../../test/support/s3';
import { loadConfig } from '../config/config';
import { createStorage, InvalidStorageKeyError, isValidStorageKey, type Storage } from './storage';

const BUCKET = 'dawa-test';

/** Optional variables left empty, as in an `.env` file that lists them without values. */
const UNSET_SERVICES = {
  PUBLIC_URL: '',
  DATABASE_URL: '',
  REDIS_URL: '',
  S3_ENDPOINT: '',
  SMTP_URL: '',
  SMS_WEBHOOK_URL: '',
};

function configFor(env: Record<string, string>) {
  return loadConfig({ NODE_ENV: 'test', ...UNSET_SERVICES, ...env });
}

interface StorageFixture {
  storage: Storage;
  /** Where the disk store writes, to check the layout; undefined for S3. */
  uploadsDir: string | undefined;
  close(): Promise<void>;
}

async function diskFixture(): Promise<StorageFixture> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dawa-storage-'));
  return {
    storage: createStorage(configFor({ DATA_DIR: dataDir })),
    uploadsDir: path.join(dataDir, 'uploads'),
    close: () => rm(dataDir, { recursive: true, force: true }),
  };
}

async function s3Fixture(): Promise<StorageFixture> {
  const s3 = await startTestS3(BUCKET);
  return {
    storage: createStorage(configFor({ DATA_DIR: s3.directory, ...s3.env })),
    uploadsDir: undefined,
    close: () => s3.close(),
  };
}

const BAD_KEYS = [
  '',
  '../secret.txt',
  'prescriptions/../../etc/passwd',
  'prescriptions/..',
  '/etc/passwd',
  'prescriptions//a.webp',
  'prescriptions/a.webp/',
  '.hidden',
  'prescriptions/.a.webp.json',
  'a\\b.webp',
  'a b.webp',
  'a%2F..%2Fb.webp',
  'a?.webp',
  'عربي.webp',
  'a\u0000.webp',
  `${'a'.repeat(513)}`,
];

describe.each([
  { kind: 'disk', setUp: diskFixture },
  { kind: 's3', setUp: s3Fixture },
])('$kind storage', ({ kind, setUp }) => {
  let fixture: StorageFixture;
  beforeAll(async () => {
    fixture = await setUp();
  });
  afterAll(async () => {
    await fixture?.close();
  });

  it('is the configured kind', () => {
    expect(fixture.storage.kind).toBe(kind);
  });

  it('returns what was put, with its content type, until it is deleted', async () => {
    const key = 'prescriptions/2026/0190a3b4-7c1d-7e2f-8a9b-0c1d2e3f4a5b-abc.webp';
    const body = randomBytes(64 * 1024);
    await fixture.storage.put(key, body, 'image/webp');

    const stored = await fixture.storage.get(key);
    expect(stored?.contentType).toBe('image/webp');
    expect(stored?.size).toBe(body.length);
    expect(stored?.body.equals(body)).toBe(true);

    await fixture.storage.delete(key);
    expect(await fixture.storage.get(key)).toBeNull();
  });

  it('replaces a file put again under the same key', async () => {
    const key = 'avatars/replaced.png';
    await fixture.storage.put(key, Buffer.from('first'), 'image/png');
    await fixture.storage.put(key, Buffer.from('second'), 'image/jpeg');
    const stored = await fixture.storage.get(key);
    expect(stored?.body.toString()).toBe('second');
    expect(stored?.contentType).toBe('image/jpeg');
  });

  it('answers null for a missing key, and for a folder of other keys', async () => {
    expect(await fixture.storage.get('prescriptions/2026/missing.webp')).toBeNull();
    await fixture.storage.put('folder/inside.txt', Buffer.from('x'), 'text/plain');
    expect(await fixture.storage.get('folder')).toBeNull();
  });

  it('accepts deleting a missing key', async () => {
    await expect(fixture.storage.delete('never/stored.webp')).resolves.toBeUndefined();
  });

  it.each(BAD_KEYS)('rejects the key %j on put, get and delete', async (key) => {
    await expect(fixture.storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(
      InvalidStorageKeyError,
    );
    await expect(fixture.storage.get(key)).rejects.toThrow(InvalidStorageKeyError);
    await expect(fixture.storage.delete(key)).rejects.toThrow(InvalidStorageKeyError);
  });
});

describe('disk storage layout', () => {
  let fixture: StorageFixture;
  beforeAll(async () => {
    fixture = await diskFixture();
  });
  afterAll(async () => {
    await fixture.close();
  });

  it('keeps the file under its key in the uploads folder and leaves no temporary files', async () => {
    const uploadsDir = fixture.uploadsDir ?? '';
    await fixture.storage.put('jobs/2026/cv.pdf', Buffer.from('%PDF-1.7'), 'application/pdf');
    expect(await readFile(path.join(uploadsDir, 'jobs/2026/cv.pdf'), 'utf8')).toBe('%PDF-1.7');
    expect((await readdir(path.join(uploadsDir, 'jobs/2026'))).sort()).toEqual([
      '.cv.pdf.json',
      'cv.pdf',
    ]);

    await fixture.storage.delete('jobs/2026/cv.pdf');
    expect(await readdir(path.join(uploadsDir, 'jobs/2026'))).toEqual([]);
  });
});

describe('isValidStorageKey', () => {
  it('accepts the keys the upload code generates', () => {
    expect(
      isValidStorageKey('prescriptions/2026/0190a3b4-7c1d-7e2f-8a9b-0c1d2e3f4a5b-abc.webp'),
    ).toBe(true);
    expect(isValidStorageKey('avatar.JPG')).toBe(true);
    expect(isValidStorageKey('a/b_c/d-e.f.g')).toBe(true);
  });
});
