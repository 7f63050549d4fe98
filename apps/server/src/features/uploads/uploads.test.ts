import { readdirSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import path from 'node:path';
import {
  UPLOAD_MAX_BYTES,
  UPLOAD_PATH,
  type UploadAnswer,
  type UploadPurpose,
  type UploadRefused,
} from '@dawa/shared/uploads';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/support/server';
import { AppError } from '../../platform/errors';
import { event } from '../../platform/events/event.tables';
import { SYSTEM_ACTOR } from '../../platform/events/events';
import {
  claimReplacingUpload,
  claimUpload,
  deleteUnclaimedUploads,
  removeDiscardedFilesNow,
  startUploadCleanup,
  uploadUrls,
  type ClaimUploadInput,
} from './uploads.service';
import { discardedFile, upload } from './uploads.tables';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3c8' } })
    .png()
    .toBuffer();
const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c83' } })
    .jpeg()
    .toBuffer();

/** A phone photo: sideways pixels with EXIF orientation 6 (rotate 90°) and a GPS position. */
const photoWithGps = () =>
  sharp({ create: { width: 400, height: 200, channels: 3, background: '#48c' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '30/1 2/1 3/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '31/1 14/1 0/1',
      },
    })
    .toBuffer();

interface Sent {
  cookie?: string;
  name?: string | null;
  purpose?: string;
  type?: string;
}

describe('uploads', () => {
  let server: TestServer;
  let alice: { cookie: string; userId: string };
  let bob: { cookie: string; userId: string };

  const send = (bytes: Uint8Array<ArrayBuffer>, options: Sent = {}) =>
    fetch(`${server.url}${UPLOAD_PATH}?purpose=${options.purpose ?? 'prescription'}`, {
      method: 'POST',
      headers: {
        'content-type': options.type ?? 'application/octet-stream',
        ...(options.name === null
          ? {}
          : { 'x-file-name': encodeURIComponent(options.name ?? 'photo.jpg') }),
        ...(options.cookie === undefined ? { cookie: alice.cookie } : { cookie: options.cookie }),
      },
      body: bytes,
    });

  /** An image's answer: it has a thumbnail. */
  const accepted = async (
    bytes: Uint8Array<ArrayBuffer>,
    options: Sent = {},
  ): Promise<UploadAnswer & { thumbnailUrl: string }> => {
    const response = await send(bytes, options);
    expect(response.status, await response.clone().text()).toBe(201);
    const answer = (await response.json()) as UploadAnswer;
    if (answer.thumbnailUrl === null) throw new Error('an image answered without a thumbnail');
    return { ...answer, thumbnailUrl: answer.thumbnailUrl };
  };

  const refused = async (response: Response): Promise<UploadRefused> =>
    (await response.json()) as UploadRefused;

  const rowsOf = (userId: string) =>
    server.app.platform.database.db.select().from(upload).where(eq(upload.ownerId, userId));

  const storedFiles = (): string[] => {
    const root = path.join(server.app.platform.config.dataDir, 'uploads');
    try {
      return readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((name) =>
        name.endsWith('.webp'),
      );
    } catch {
      return [];
    }
  };

  /** A file as its uploader (alice unless told) fetches it. */
  const fetchFile = async (url: string, cookie = alice.cookie) => {
    const response = await fetch(`${server.url}${url}`, { headers: { cookie } });
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      bytes: Buffer.from(await response.arrayBuffer()),
    };
  };

  /** Whether storage still holds a file, whoever may see it. */
  const stored = async (url: string) =>
    (await server.app.platform.storage.get(url.replace(/^\/files\//, ''))) !== null;

  /** What is stored, served and served as thumbnail for an upload: WebP without any metadata. */
  const expectNoMetadata = async (
    answer: UploadAnswer & { thumbnailUrl: string },
    cookie = alice.cookie,
  ) => {
    const [row] = await server.app.platform.database.db
      .select()
      .from(upload)
      .where(eq(upload.id, answer.id));
    const kept = await server.app.platform.storage.get(row!.imageKey);
    const served = await fetchFile(answer.url, cookie);
    const thumbnail = await fetchFile(answer.thumbnailUrl, cookie);
    expect(served.status).toBe(200);
    expect(served.bytes.equals(kept!.body)).toBe(true);
    for (const bytes of [kept!.body, thumbnail.bytes]) {
      const metadata = await sharp(bytes).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(bytes.includes('Exif')).toBe(false);
      expect(bytes.includes('PhoneMaker')).toBe(false);
    }
  };

  const newUpload = async (cookie: string, purpose: UploadPurpose = 'prescription') =>
    accepted(await png(30, 20), { cookie, purpose });

  beforeAll(async () => {
    server = await startTestServer();
    alice = await server.signIn();
    bob = await server.signIn();
  });
  afterAll(() => server.close());

  it('needs a signed-in user and reads nothing from anyone else', async () => {
    const before = storedFiles().length;
    const response = await send(await png(10, 10), { cookie: '' });
    expect(response.status).toBe(401);
    expect(await refused(response)).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(storedFiles()).toHaveLength(before);
  });

  it('needs the file-name header (CSRF guard) and a known purpose', async () => {
    const noHeader = await send(await png(10, 10), { name: null });
    expect(noHeader.status).toBe(400);
    expect(await refused(noHeader)).toMatchObject({ code: 'BAD_REQUEST' });
    const badPurpose = await send(await png(10, 10), { purpose: 'malware' });
    expect(badPurpose.status).toBe(400);
    expect(await refused(badPurpose)).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('accepts an image by its content: a PNG named .jpg and sent as image/jpeg', async () => {
    const user = await server.signIn();
    const answer = await accepted(await png(300, 200), {
      cookie: user.cookie,
      name: 'scan.jpg',
      type: 'image/jpeg',
    });
    expect(answer).toEqual({
      id: expect.any(String),
      url: expect.stringMatching(/^\/files\/uploads\/prescription\/[0-9a-f-]{36}\.webp$/),
      thumbnailUrl: expect.stringMatching(
        /^\/files\/uploads\/prescription\/[0-9a-f-]{36}-thumb\.webp$/,
      ),
      width: 300,
      height: 200,
      size: expect.any(Number),
      contentType: 'image/webp',
      name: 'scan.jpg',
    });
    const [row] = await rowsOf(user.userId);
    expect(row).toMatchObject({
      id: answer.id,
      purpose: 'prescription',
      originalFormat: 'png',
      originalName: 'scan.jpg',
      contentType: 'image/webp',
      size: answer.size,
      attachedTo: null,
    });
    expect(uploadUrls(row!)).toEqual({ url: answer.url, thumbnailUrl: answer.thumbnailUrl });
    const events = await server.app.platform.database.db
      .select()
      .from(event)
      .where(and(eq(event.entity, 'upload'), eq(event.entityId, answer.id)));
    expect(events).toMatchObject([{ action: 'create', actorId: user.userId }]);
  });

  it.each([
    ['a text file named .png', Buffer.from('just some text, not an image'), 'notes.png'],
    [
      'a GIF',
      null, // made below
      'anim.gif',
    ],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>'),
      'logo.png',
    ],
  ])('refuses %s with invalidFormat and the allowed list', async (_label, bytes, name) => {
    const body =
      bytes ??
      (await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } })
        .gif()
        .toBuffer());
    const response = await send(body, { name, type: 'image/png' });
    expect(response.status).toBe(400);
    expect(await refused(response)).toMatchObject({
      code: 'VALIDATION',
      message: 'Invalid format. Must be JPEG, PNG, WebP.',
      fieldErrors: [{ path: 'file', message: 'invalidFormat' }],
      params: { formats: 'JPEG, PNG, WebP' },
    });
  });

  it('refuses a truncated image as invalidFormat', async () => {
    const photo = await sharp({
      create: {
        width: 300,
        height: 200,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 30 },
      },
    })
      .jpeg()
      .toBuffer();
    const response = await send(photo.subarray(0, photo.length / 2));
    expect(response.status).toBe(400);
    expect((await refused(response)).fieldErrors).toMatchObject([
      { path: 'file', message: 'invalidFormat' },
    ]);
  });

  it('refuses an empty body with imageRequired', async () => {
    const response = await send(new Uint8Array(0));
    expect(response.status).toBe(400);
    expect((await refused(response)).fieldErrors).toMatchObject([
      { path: 'file', message: 'imageRequired' },
    ]);
  });

  it('refuses a decompression bomb (too many pixels) before decoding it', async () => {
    // 48 megapixels of one colour compress to a few hundred kilobytes.
    const bomb = await sharp({
      create: { width: 8000, height: 6000, channels: 3, background: '#fff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(UPLOAD_MAX_BYTES);
    const response = await send(bomb);
    expect(response.status).toBe(400);
    expect(await refused(response)).toMatchObject({
      code: 'VALIDATION',
      fieldErrors: [{ path: 'file', message: 'imageDimensionsTooLarge' }],
      params: { max: '40 MP' },
    });
  });

  it('refuses, before decoding, images too long or wide to resize in bounded memory', async () => {
    const user = await server.signIn();
    // 36 MP, under the pixel cap, but 9,000,000 px wide: resizing it took gigabytes.
    const wide = await sharp({
      create: { width: 9_000_000, height: 4, channels: 4, background: '#3c8a' },
      limitInputPixels: false,
    })
      .png()
      .toBuffer();
    const tall = await sharp({
      create: { width: 300, height: 6001, channels: 3, background: '#3c8' },
    })
      .png()
      .toBuffer();
    for (const bytes of [wide, tall]) {
      const response = await send(bytes, { cookie: user.cookie });
      expect(response.status).toBe(400);
      expect(await refused(response)).toMatchObject({
        code: 'VALIDATION',
        fieldErrors: [{ path: 'file', message: 'imageShapeUnsupported' }],
        params: { max: '16384 px', ratio: '20:1' },
      });
    }
    // A panorama of 10:1 is a photo like any other.
    const panorama = await accepted(await jpeg(5000, 500), { cookie: user.cookie });
    expect([panorama.width, panorama.height]).toEqual([2048, 205]);
    expect(await rowsOf(user.userId)).toHaveLength(1);
  });

  it('refuses an interlaced 16-bit PNG that would have to be decoded whole', async () => {
    // 25 MP × 4 channels × 2 bytes: 200 MB held at once, plus the pipeline; a plain PNG of
    // the same size streams and is accepted.
    const interlaced = await sharp({
      create: { width: 5000, height: 5000, channels: 4, background: '#3c8a' },
    })
      .toColourspace('rgb16')
      .png({ progressive: true })
      .toBuffer();
    const response = await send(interlaced);
    expect(response.status).toBe(400);
    expect((await refused(response)).fieldErrors).toMatchObject([
      { path: 'file', message: 'imageDimensionsTooLarge' },
    ]);
  });

  it('keeps a file name with control characters, without them (no 500)', async () => {
    const user = await server.signIn();
    const answer = await accepted(await png(10, 10), {
      cookie: user.cookie,
      name: 'scan\u0000\u001b[31m\nof today.png',
    });
    const [row] = await rowsOf(user.userId);
    expect(row?.id).toBe(answer.id);
    expect(row?.originalName).toBe('scan[31mof today.png');
  });

  it('refuses files over 10 MB with fileTooLarge and stores nothing', async () => {
    const user = await server.signIn();
    const before = storedFiles().length;
    const tooBig = Buffer.alloc(UPLOAD_MAX_BYTES + 1);
    (await png(10, 10)).copy(tooBig);
    const expected = {
      code: 'VALIDATION',
      message: 'File is too big. Max allowed size is 10 MB.',
      fieldErrors: [{ path: 'file', message: 'fileTooLarge' }],
      params: { max: '10 MB' },
    };
    const justOver = await send(tooBig, { cookie: user.cookie });
    expect(justOver.status).toBe(413);
    expect(await refused(justOver)).toMatchObject(expected);
    // Far bigger: Fastify stops reading, and the answer still has our shape.
    const farOver = await send(Buffer.alloc(UPLOAD_MAX_BYTES * 2), { cookie: user.cookie });
    expect(farOver.status).toBe(413);
    expect(await refused(farOver)).toMatchObject(expected);
    expect(await rowsOf(user.userId)).toHaveLength(0);
    expect(storedFiles()).toHaveLength(before);
  });

  it('removes all metadata (EXIF GPS) from what is stored and served, upright', async () => {
    const photo = await photoWithGps();
    const original = await sharp(photo).metadata();
    expect(original.exif).toBeDefined();
    expect(original.orientation).toBe(6);
    expect(photo.includes('Exif')).toBe(true);

    const answer = await accepted(photo);
    // Rotated by its orientation: 400 × 200 sideways is 200 × 400 upright.
    expect([answer.width, answer.height]).toEqual([200, 400]);
    await expectNoMetadata(answer);
  });

  it('removes EXIF GPS from several facility photos sent at once (a gallery)', async () => {
    const owner = await server.signIn();
    const answers = await Promise.all(
      ['front', 'counter', 'shelves'].map(async (name) =>
        accepted(await photoWithGps(), {
          cookie: owner.cookie,
          purpose: 'facility',
          name: `${name}.jpg`,
        }),
      ),
    );
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(3);
    for (const answer of answers) {
      expect(answer.url).toMatch(/^\/files\/uploads\/facility\//);
      await expectNoMetadata(answer, owner.cookie);
    }
  });

  it('stores WebP at most 2048 px on the long side, and a thumbnail served as image/webp', async () => {
    const answer = await accepted(await jpeg(3000, 1500), { name: 'wide.jpeg' });
    expect([answer.width, answer.height]).toEqual([2048, 1024]);
    const image = await fetchFile(answer.url);
    expect(image.status).toBe(200);
    expect(image.type).toBe('image/webp');
    expect(await sharp(image.bytes).metadata()).toMatchObject({
      format: 'webp',
      width: 2048,
      height: 1024,
    });
    expect(answer.size).toBe(image.bytes.length);

    const thumbnail = await fetchFile(answer.thumbnailUrl);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.type).toBe('image/webp');
    expect(await sharp(thumbnail.bytes).metadata()).toMatchObject({
      format: 'webp',
      width: 320,
      height: 160,
    });
  });

  it('keeps small images at their size and applies the purpose rules (avatars are small)', async () => {
    const small = await accepted(await png(100, 50));
    expect([small.width, small.height]).toEqual([100, 50]);
    expect((await sharp((await fetchFile(small.thumbnailUrl)).bytes).metadata()).width).toBe(100);

    const avatar = await accepted(await jpeg(1200, 1200), { purpose: 'avatar' });
    expect(avatar.url).toMatch(/^\/files\/uploads\/avatar\//);
    expect([avatar.width, avatar.height]).toEqual([512, 512]);
    expect((await sharp((await fetchFile(avatar.thumbnailUrl)).bytes).metadata()).width).toBe(128);
  });

  it('accepts WebP input', async () => {
    const webp = await sharp({
      create: { width: 60, height: 40, channels: 4, background: '#0f08' },
    })
      .webp()
      .toBuffer();
    const answer = await accepted(webp, { name: 'sticker' });
    expect([answer.width, answer.height]).toEqual([60, 40]);
  });

  describe('claimUpload', () => {
    const db = () => server.app.platform.database.db;
    const codeOf = async (work: Promise<unknown>) => {
      const error = await work.then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(AppError);
      const appError = error as AppError;
      return { code: appError.code, fieldErrors: appError.fieldErrors };
    };
    /** Claims an upload for a prescription record (`prescription:x` unless told otherwise). */
    const claim = (
      input: Pick<ClaimUploadInput, 'uploadId' | 'ownerId'> & Partial<ClaimUploadInput>,
    ) => claimUpload(db(), { purpose: 'prescription', attachTo: 'prescription:x', ...input });

    it('attaches the owner’s upload to a record once', async () => {
      const { id } = await newUpload(alice.cookie);
      const attachTo = 'prescription:0190a1b2-0000-7000-8000-000000000001';
      const claimed = await claim({ uploadId: id, ownerId: alice.userId, attachTo });
      expect(claimed).toMatchObject({ id, attachedTo: attachTo, attachedAt: expect.any(Date) });
      // Saving the same record again (an update that keeps its image) is fine.
      const again = await claim({ uploadId: id, ownerId: alice.userId, attachTo });
      expect(again.attachedTo).toBe(attachTo);
      // Another record cannot take it.
      expect(
        await codeOf(
          claim({
            uploadId: id,
            ownerId: alice.userId,
            attachTo: 'prescription:0190a1b2-0000-7000-8000-000000000002',
            field: 'photo',
          }),
        ),
      ).toEqual({
        code: 'CONFLICT',
        fieldErrors: [{ path: 'photo', message: 'uploadAlreadyUsed' }],
      });
    });

    it('refuses someone else’s upload and leaves it unclaimed', async () => {
      const { id } = await newUpload(alice.cookie);
      expect(await codeOf(claim({ uploadId: id, ownerId: bob.userId }))).toMatchObject({
        code: 'FORBIDDEN',
      });
      const [row] = await db().select().from(upload).where(eq(upload.id, id));
      expect(row?.attachedTo).toBeNull();
    });

    it('refuses an upload made for another purpose', async () => {
      const { id } = await newUpload(alice.cookie, 'avatar');
      expect(await codeOf(claim({ uploadId: id, ownerId: alice.userId }))).toEqual({
        code: 'VALIDATION',
        fieldErrors: [{ path: 'image', message: 'uploadWrongPurpose' }],
      });
    });

    it('refuses unknown ids', async () => {
      for (const uploadId of ['0190a1b2-0000-7000-8000-00000000dead', 'not-a-uuid']) {
        expect(await codeOf(claim({ uploadId, ownerId: alice.userId }))).toEqual({
          code: 'NOT_FOUND',
          fieldErrors: [{ path: 'image', message: 'uploadNotFound' }],
        });
      }
    });

    it('lets exactly one of two concurrent records claim an upload', async () => {
      const { id } = await newUpload(alice.cookie);
      const claim = (record: string) =>
        server.app.platform.database.transaction((tx) =>
          claimUpload(tx, {
            uploadId: id,
            ownerId: alice.userId,
            purpose: 'prescription',
            attachTo: record,
          }),
        );
      const winners = await Promise.allSettled([claim('prescription:a'), claim('prescription:b')]);
      expect(winners.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const loser = winners.find((result) => result.status === 'rejected');
      expect((loser as PromiseRejectedResult).reason).toMatchObject({ code: 'CONFLICT' });
    });
  });

  it('drops old unclaimed uploads and their files, keeping claimed ones', async () => {
    const user = await server.signIn();
    const kept = await newUpload(user.cookie);
    const dropped = await newUpload(user.cookie);
    await claimUpload(server.app.platform.database.db, {
      uploadId: kept.id,
      ownerId: user.userId,
      purpose: 'prescription',
      attachTo: 'prescription:kept',
    });
    const deleted = await deleteUnclaimedUploads(server.app.platform, {
      olderThan: new Date(Date.now() + 60_000),
    });
    expect(deleted).toBeGreaterThanOrEqual(1);
    expect((await rowsOf(user.userId)).map((row) => row.id)).toEqual([kept.id]);
    expect(await stored(dropped.url)).toBe(false);
    expect(await stored(dropped.thumbnailUrl)).toBe(false);
    expect(await stored(kept.url)).toBe(true);
  });

  it('discards a replaced picture and its files at once, with an audit event', async () => {
    const user = await server.signIn();
    const attachTo = 'user:replaced';
    const first = await newUpload(user.cookie);
    const second = await newUpload(user.cookie);
    const { platform } = server.app;
    const show = (uploadId: string) =>
      platform.transact(SYSTEM_ACTOR, (tx, record) =>
        claimReplacingUpload(tx, record, {
          uploadId,
          ownerId: user.userId,
          purpose: 'prescription',
          attachTo,
        }),
      );
    await show(first.id);
    await show(second.id);
    await removeDiscardedFilesNow(platform);
    expect((await rowsOf(user.userId)).map((row) => row.id)).toEqual([second.id]);
    expect(await stored(first.url)).toBe(false);
    expect(await stored(first.thumbnailUrl)).toBe(false);
    expect(await stored(second.url)).toBe(true);
    const events = await platform.database.db
      .select({ values: event.values })
      .from(event)
      .where(and(eq(event.entityId, first.id), eq(event.action, 'delete')));
    expect(events).toEqual([{ values: { reason: 'replaced' } }]);
  });

  it('removes files a stopped process left queued as soon as the cleanup starts, once', async () => {
    const user = await server.signIn();
    const orphan = await newUpload(user.cookie);
    const { platform } = server.app;
    // As if a process died between the commit that discarded the upload and its file deletion.
    const [row] = await platform.database.db
      .delete(upload)
      .where(eq(upload.id, orphan.id))
      .returning();
    if (!row) throw new Error('the upload row is missing');
    await platform.database.db
      .insert(discardedFile)
      .values([{ key: row.imageKey }, ...(row.thumbnailKey ? [{ key: row.thumbnailKey }] : [])]);
    expect(await stored(orphan.url)).toBe(true);

    // Two processes starting together (an hour before either's first period ends).
    const stops = [0, 1].map(() => startUploadCleanup(platform, { everyMs: 3_600_000 }));
    await expect.poll(() => stored(orphan.url)).toBe(false);
    await Promise.all(stops.map((stop) => stop()));
    expect(await stored(orphan.thumbnailUrl)).toBe(false);
    expect(await platform.database.db.select().from(discardedFile)).toEqual([]);
  });

  it('holds four uploads in flight per user; a dropped connection gives its place back', async () => {
    const user = await server.signIn();
    const inFlight = async () => {
      const text = await (await fetch(`${server.url}/metrics`)).text();
      return Number(/^uploads_in_flight (\d+)/m.exec(text)?.[1]);
    };
    const before = await inFlight();
    const { port } = new URL(server.url);
    /** An upload whose headers arrive and whose body never does, as from a stalled phone. */
    const stalled = (): Socket => {
      const socket = connect(Number(port), '127.0.0.1');
      socket.on('error', () => undefined);
      socket.write(
        [
          `POST ${UPLOAD_PATH}?purpose=prescription HTTP/1.1`,
          `Host: 127.0.0.1:${port}`,
          `Cookie: ${user.cookie}`,
          'x-file-name: stalled.jpg',
          'Content-Type: application/octet-stream',
          'Content-Length: 1000000',
          '',
          '',
        ].join('\r\n'),
      );
      return socket;
    };
    const sockets = [stalled(), stalled(), stalled(), stalled()];
    await expect.poll(inFlight).toBe(before + 4);

    const fifth = await send(await png(2, 2), { cookie: user.cookie });
    expect(fifth.status).toBe(429);
    expect(await refused(fifth)).toMatchObject({ code: 'RATE_LIMITED' });
    expect(fifth.headers.get('retry-after')).toBe('1');
    // Someone else is not held up by it.
    expect((await send(await png(2, 2), { cookie: bob.cookie })).status).toBe(201);

    sockets[0]?.destroy();
    await expect.poll(inFlight).toBe(before + 3);
    expect((await send(await png(2, 2), { cookie: user.cookie })).status).toBe(201);
    for (const socket of sockets) socket.destroy();
    await expect.poll(inFlight).toBe(before);
  });

  it('limits uploads per user', async () => {
    const user = await server.signIn();
    const tiny = await png(2, 2);
    for (let attempt = 0; attempt < 30; attempt += 1) {
      expect((await send(tiny, { cookie: user.cookie })).status).toBe(201);
    }
    const limited = await send(tiny, { cookie: user.cookie });
    expect(limited.status).toBe(429);
    expect(await refused(limited)).toMatchObject({ code: 'RATE_LIMITED' });
    // The window is ten minutes: the answer says how long is left of it.
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(500);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // Another user is not affected.
    expect((await send(tiny, { cookie: bob.cookie })).status).toBe(201);
  });
});
