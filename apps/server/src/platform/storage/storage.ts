import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type * as S3 from '@aws-sdk/client-s3';
import type { Config } from '../config/config';

export interface StoredFile {
  body: Buffer;
  contentType: string;
  size: number;
}

/** Uploaded files, on local disk or in an S3-compatible bucket (ARCHITECTURE §2). */
export interface Storage {
  kind: 'disk' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** `null` when nothing is stored under `key`. */
  get(key: string): Promise<StoredFile | null>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /**
   * A URL that fetches `key` straight from the store for `seconds` (S3: a presigned GET, which
   * answers `contentDisposition` when given, under the signature); `null` on disk, where the
   * server signs and serves its own URLs (uploads.signing.ts).
   */
  presignedGet(
    key: string,
    seconds: number,
    options?: { contentDisposition?: string },
  ): Promise<string | null>;
}

export class InvalidStorageKeyError extends Error {
  override name = 'InvalidStorageKeyError';
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
  }
}

/**
 * Users' uploads live under this prefix. Only the uploads feature's route serves them, after
 * checking who may see them; `/files/*` never does, however a URL spells the key.
 */
export const UPLOAD_KEY_PREFIX = 'uploads/';

const MAX_KEY_LENGTH = 512;
/**
 * Slash-separated segments of letters, digits, `.`, `_` and `-`, each starting with a letter or
 * digit: no absolute paths, no `.`/`..` segments, no hidden files (the disk store keeps its
 * metadata in dot-files, so a key can never name one), and nothing a URL or S3 would escape.
 */
const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

export function isValidStorageKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && KEY_PATTERN.test(key) && !key.includes('..');
}

function assertValidKey(key: string): void {
  if (!isValidStorageKey(key)) throw new InvalidStorageKeyError(key);
}

const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

export function createStorage(config: Config): Storage {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
  // loadConfig guarantees all four or none.
  if (S3_ENDPOINT && S3_BUCKET && S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY) {
    return createS3Storage({
      endpoint: S3_ENDPOINT,
      bucket: S3_BUCKET,
      region: config.S3_REGION,
      accessKeyId: S3_ACCESS_KEY_ID,
      secretAccessKey: S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return createDiskStorage(path.join(config.dataDir, 'uploads'));
}

/**
 * Files live at `<root>/<key>`, so the folder can be backed up or synced to a bucket as is.
 * The content type is kept beside each file in a sidecar `.<name>.json` (not derived from the
 * extension, so `get` returns what `put` was given), written before the file itself. Both are
 * written to a temporary file, fsynced and renamed, and the folder is fsynced, so an
 * acknowledged put survives a crash and a reader never sees half a file.
 */
export function createDiskStorage(root: string): Storage {
  const resolvedRoot = path.resolve(root);

  function pathsOf(key: string): { file: string; sidecar: string } {
    assertValidKey(key);
    const file = path.resolve(resolvedRoot, key);
    // The key pattern already rules this out; kept as a second lock on the door.
    if (!file.startsWith(resolvedRoot + path.sep)) throw new InvalidStorageKeyError(key);
    return { file, sidecar: path.join(path.dirname(file), `.${path.basename(file)}.json`) };
  }

  return {
    kind: 'disk',
    presignedGet: () => Promise.resolve(null),
    async put(key, body, contentType) {
      const { file, sidecar } = pathsOf(key);
      const dir = path.dirname(file);
      const firstCreated = await mkdir(dir, { recursive: true });
      await writeDurably(sidecar, JSON.stringify({ contentType }));
      await writeDurably(file, body);
      await fsyncDirectory(dir);
      if (firstCreated) {
        // New folders are only durable once their parents record them.
        for (
          let created = dir;
          created !== path.dirname(firstCreated);
          created = path.dirname(created)
        ) {
          await fsyncDirectory(path.dirname(created));
        }
      }
    },
    async get(key) {
      const { file, sidecar } = pathsOf(key);
      const body = await readFileOrNull(file);
      if (!body) return null;
      const metadata = await readFileOrNull(sidecar);
      return { body, contentType: parseContentType(metadata), size: body.length };
    },
    async delete(key) {
      const { file, sidecar } = pathsOf(key);
      // File first: once it is gone the key reads as missing, whatever happens to the sidecar.
      await rm(file, { force: true });
      await rm(sidecar, { force: true });
    },
  };
}

async function writeDurably(target: string, data: Buffer | string): Promise<void> {
  const temporary = path.join(
    path.dirname(target),
    `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`,
  );
  try {
    const handle = await open(temporary, 'wx');
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

async function fsyncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function readFileOrNull(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch (error) {
    // EISDIR: the key names a folder of other keys, which is not a file either.
    if (isErrnoException(error) && (error.code === 'ENOENT' || error.code === 'EISDIR'))
      return null;
    throw error;
  }
}

function parseContentType(metadata: Buffer | null): string {
  if (!metadata) return DEFAULT_CONTENT_TYPE;
  try {
    const parsed: unknown = JSON.parse(metadata.toString('utf8'));
    if (typeof parsed === 'object' && parsed !== null && 'contentType' in parsed) {
      const { contentType } = parsed;
      if (typeof contentType === 'string' && contentType) return contentType;
    }
  } catch {
    // A damaged sidecar must not make the file itself unreadable.
  }
  return DEFAULT_CONTENT_TYPE;
}

function isErrnoException(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && 'code' in error;
}

export interface S3StorageOptions {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

export function createS3Storage(options: S3StorageOptions): Storage {
  // The AWS SDK is large: load it on first use, so a server without S3 never pays for it.
  let connection: Promise<{ sdk: typeof S3; client: S3.S3Client }> | undefined;
  const connect = () =>
    (connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint: options.endpoint,
        region: options.region,
        forcePathStyle: options.forcePathStyle,
        credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
        // Many S3-compatible servers reject or mishandle the SDK's newer default checksum headers.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })));
  const Bucket = options.bucket;

  return {
    kind: 's3',
    async put(key, body, contentType) {
      assertValidKey(key);
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }),
      );
    },
    async get(key) {
      assertValidKey(key);
      const { sdk, client } = await connect();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        const body = Buffer.from(await object.Body.transformToByteArray());
        return { body, contentType: object.ContentType || DEFAULT_CONTENT_TYPE, size: body.length };
      } catch (error) {
        // NoSuchKey on AWS; some compatible servers answer a bare 404.
        if (error instanceof sdk.S3ServiceException && error.$metadata.httpStatusCode === 404)
          return null;
        throw error;
      }
    },
    async delete(key) {
      assertValidKey(key);
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },
    async presignedGet(key, seconds, presignOptions = {}) {
      assertValidKey(key);
      const [{ sdk, client }, { getSignedUrl }] = await Promise.all([
        connect(),
        import('@aws-sdk/s3-request-presigner'),
      ]);
      const command = new sdk.GetObjectCommand({
        Bucket,
        Key: key,
        ResponseContentDisposition: presignOptions.contentDisposition,
      });
      return getSignedUrl(client, command, { expiresIn: seconds });
    },
  };
}
