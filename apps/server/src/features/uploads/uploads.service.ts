import {
  UPLOAD_FILE_FIELD,
  UPLOAD_FORMATS,
  UPLOAD_FORMATS_LABEL,
  UPLOAD_MAX_PIXELS,
  UPLOAD_MAX_ASPECT_RATIO_LABEL,
  UPLOAD_MAX_PIXELS_LABEL,
  UPLOAD_MAX_SIDE_LABEL,
  UPLOAD_MAX_SIZE_LABEL,
  UPLOAD_PDF_CONTENT_TYPE,
  UPLOAD_PURPOSE_RULES,
  UPLOAD_STORED_CONTENT_TYPE,
  SIGNED_FILE_URL_SECONDS,
  isUploadPurpose,
  uploadFormatsLabel,
  type UploadAnswer,
  type UploadFileError,
  type UploadFormat,
  type UploadImageFormat,
  type UploadPurpose,
  type UploadRefused,
} from '@dawa/shared/uploads';
import { and, eq, inArray, isNull, lt, ne, notInArray, or, type SQL } from 'drizzle-orm';
import type { FieldError } from '@dawa/shared/errors';
import type SharpFactory from 'sharp';
import type { Db } from '../../platform/db/db';
import { isUuid, newId } from '../../platform/db/ids';
import { AppError } from '../../platform/errors';
import { SYSTEM_ACTOR, type Actor, type RecordChange } from '../../platform/events/events';
import type { Platform } from '../../platform/platform';
import { UPLOAD_KEY_PREFIX } from '../../platform/storage/storage';
import { DecodeQueue, judgeHeader } from './uploads.decode';
import { checkPdf } from './uploads.pdf';
import { requireUploadOwner } from './uploads.policy';
import { signedFilePath } from './uploads.signing';
import { discardedFile, upload, type Upload } from './uploads.tables';

/** A file refused for what it is; `params` fill the message's placeholder (shared contract). */
export class UploadFileRefusedError extends AppError {
  constructor(
    readonly reason: UploadFileError,
    readonly params: NonNullable<UploadRefused['params']> = {},
  ) {
    super('VALIDATION', REFUSAL_TEXT[reason], [{ path: UPLOAD_FILE_FIELD, message: reason }]);
  }
}

const REFUSAL_TEXT: Record<UploadFileError, string> = {
  imageRequired: 'You must upload an image.',
  documentActiveContent:
    'This PDF has scripts, actions or embedded files, or parts that cannot be checked.',
  fileTooLarge: `File is too big. Max allowed size is ${UPLOAD_MAX_SIZE_LABEL}.`,
  invalidFormat: `Invalid format. Must be ${UPLOAD_FORMATS_LABEL}.`,
  imageDimensionsTooLarge: `Image is too large. Max allowed is ${UPLOAD_MAX_PIXELS_LABEL}.`,
  imageShapeUnsupported: `Image is too long or too wide. Each side at most ${UPLOAD_MAX_SIDE_LABEL}, at most ${UPLOAD_MAX_ASPECT_RATIO_LABEL}.`,
};

export const refuseFile = {
  imageRequired: () => new UploadFileRefusedError('imageRequired'),
  documentActiveContent: () => new UploadFileRefusedError('documentActiveContent'),
  fileTooLarge: (max = UPLOAD_MAX_SIZE_LABEL) =>
    new UploadFileRefusedError('fileTooLarge', { max }),
  /** The formats `purpose` takes (images only when none is given). */
  invalidFormat: (purpose?: UploadPurpose) =>
    new UploadFileRefusedError('invalidFormat', {
      formats: purpose ? uploadFormatsLabel(purpose) : UPLOAD_FORMATS_LABEL,
    }),
  imageDimensionsTooLarge: () =>
    new UploadFileRefusedError('imageDimensionsTooLarge', { max: UPLOAD_MAX_PIXELS_LABEL }),
  imageShapeUnsupported: () =>
    new UploadFileRefusedError('imageShapeUnsupported', {
      max: UPLOAD_MAX_SIDE_LABEL,
      ratio: UPLOAD_MAX_ASPECT_RATIO_LABEL,
    }),
};

/**
 * Decoding options for untrusted input: refuse pixel bombs and damaged (truncated) data, and
 * read top to bottom once, so libvips streams instead of holding the whole image.
 */
const DECODE = {
  limitInputPixels: UPLOAD_MAX_PIXELS,
  failOn: 'error',
  sequentialRead: true,
} as const;
/** sharp (libvips) takes ~70 ms to load: on the first upload, not at every start. */
let loadingSharp: Promise<typeof SharpFactory> | undefined;
const loadSharp = () =>
  (loadingSharp ??= import('sharp').then(({ default: sharp }) => {
    // No image is decoded twice: libvips' operation cache would only hold up to 50 MB for nothing.
    sharp.cache(false);
    // One libvips thread per decode: the queue already runs two at once, and more threads per
    // decode only add buffers (bench:uploads: worst peak 129–158 MB against 157–256 MB with
    // libvips' default of one per core, at the same latency; ADR 0012).
    sharp.concurrency(1);
    return sharp;
  }));
const IMAGE_QUALITY = 80;
const THUMBNAIL_QUALITY = 75;

/** One queue per process: decodes within a memory budget, users served in turn. */
const decodeQueue = new DecodeQueue();

export interface ProcessedImage {
  format: UploadImageFormat;
  image: { data: Buffer; width: number; height: number };
  thumbnail: { data: Buffer; width: number; height: number };
}

/**
 * Checks an uploaded file by its bytes and turns it into what is stored: rotated upright by its
 * EXIF orientation, at most `maxDimension` on the long side, WebP, and no metadata at all
 * (sharp writes none unless asked to: no EXIF, GPS, XMP or ICC), plus a thumbnail. What the
 * header says decides, before any pixel is decoded, whether it may be decoded and at what
 * memory cost; the decode then waits its turn in `decodeQueue` (`user`'s line).
 */
async function processImage(
  bytes: Buffer,
  purpose: UploadPurpose,
  user: string,
): Promise<ProcessedImage> {
  const rule = UPLOAD_PURPOSE_RULES[purpose];
  const sharp = await loadSharp();
  // The header only: the pixel count is checked here, so it can be told apart from bad data.
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  const format = metadata?.format;
  if (!metadata || !isAcceptedFormat(format)) throw refuseFile.invalidFormat(purpose);
  const verdict = judgeHeader({ ...metadata, format });
  if (!verdict.ok)
    throw verdict.reason === 'shape'
      ? refuseFile.imageShapeUnsupported()
      : refuseFile.imageDimensionsTooLarge();

  return decodeQueue.run(user, verdict.cost, async () => {
    try {
      const image = await sharp(bytes, DECODE)
        .autoOrient()
        .resize({
          width: rule.maxDimension,
          height: rule.maxDimension,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .webp({ quality: IMAGE_QUALITY })
        .toBuffer({ resolveWithObject: true });
      // From the (small, upright) result rather than decoding the original again.
      const thumbnail = await sharp(image.data, DECODE)
        .resize({
          width: rule.thumbnailWidth,
          height: rule.thumbnailWidth * 2,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .webp({ quality: THUMBNAIL_QUALITY })
        .toBuffer({ resolveWithObject: true });
      return {
        format,
        image: { data: image.data, width: image.info.width, height: image.info.height },
        thumbnail: {
          data: thumbnail.data,
          width: thumbnail.info.width,
          height: thumbnail.info.height,
        },
      };
    } catch {
      // The header looked right but the pixels do not decode (truncated or damaged file).
      throw refuseFile.invalidFormat(purpose);
    }
  });
}

function isAcceptedFormat(format: string | undefined): format is UploadImageFormat {
  return (UPLOAD_FORMATS as readonly string[]).includes(format ?? '');
}

export interface UploadRequest {
  actor: Actor;
  ownerId: string;
  purpose: string;
  bytes: Buffer;
  /** As given by the client; informative only (never used to decide the format). */
  fileName?: string | null;
}

const FILE_NAME_MAX = 255;

/**
 * The name as kept for the record: informative only, so control characters (NUL, which
 * PostgreSQL text cannot hold, new lines, escapes) are dropped rather than refused.
 */
export function cleanFileName(name: string | null | undefined): string | null {
  // eslint-disable-next-line no-control-regex -- finding them is the point
  const cleaned = (name ?? '').replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim();
  return [...cleaned].slice(0, FILE_NAME_MAX).join('') || null;
}

/** What `createUpload` stores: the file, its thumbnail (images only), and what to record. */
interface StoredUpload {
  format: UploadFormat;
  contentType: string;
  file: { data: Buffer; extension: string; width: number | null; height: number | null };
  thumbnail: Buffer | null;
}

/**
 * Reads what was sent by its bytes alone (never its name or declared type): a PDF, for a
 * purpose that takes one, is checked (`checkPdf`) and stored as sent; anything else must be an
 * image, re-encoded by `processImage`.
 */
async function prepareUpload(
  bytes: Buffer,
  purpose: UploadPurpose,
  user: string,
): Promise<StoredUpload> {
  const rule = UPLOAD_PURPOSE_RULES[purpose];
  if (bytes.length === 0) throw refuseFile.imageRequired();
  if (bytes.length > rule.maxBytes) throw refuseFile.fileTooLarge(rule.maxSizeLabel);
  if (rule.documents.includes('pdf') && bytes.subarray(0, 5).toString('latin1') === '%PDF-') {
    const verdict = checkPdf(bytes);
    if (verdict === 'notPdf') throw refuseFile.invalidFormat(purpose);
    if (verdict === 'activeContent') throw refuseFile.documentActiveContent();
    return {
      format: 'pdf',
      contentType: UPLOAD_PDF_CONTENT_TYPE,
      file: { data: bytes, extension: 'pdf', width: null, height: null },
      thumbnail: null,
    };
  }
  const processed = await processImage(bytes, purpose, user);
  return {
    format: processed.format,
    contentType: UPLOAD_STORED_CONTENT_TYPE,
    file: { ...processed.image, extension: 'webp' },
    thumbnail: processed.thumbnail.data,
  };
}

/**
 * Checks and stores a file (an image converted, a PDF as sent); the row is unclaimed until a
 * record claims it.
 */
export async function createUpload(platform: Platform, request: UploadRequest): Promise<Upload> {
  const { purpose } = request;
  if (!isUploadPurpose(purpose)) throw new AppError('BAD_REQUEST', 'Unknown upload purpose.');
  const prepared = await prepareUpload(request.bytes, purpose, request.ownerId);
  const id = newId();
  const imageKey = `${UPLOAD_KEY_PREFIX}${purpose}/${id}.${prepared.file.extension}`;
  const thumbnailKey = prepared.thumbnail
    ? `${UPLOAD_KEY_PREFIX}${purpose}/${id}-thumb.webp`
    : null;
  const removeFiles = () =>
    Promise.all([
      platform.storage.delete(imageKey),
      thumbnailKey ? platform.storage.delete(thumbnailKey) : null,
    ]);
  try {
    await Promise.all([
      platform.storage.put(imageKey, prepared.file.data, prepared.contentType),
      thumbnailKey && prepared.thumbnail
        ? platform.storage.put(thumbnailKey, prepared.thumbnail, UPLOAD_STORED_CONTENT_TYPE)
        : null,
    ]);
    return await platform.transact(request.actor, async (tx, record) => {
      const [row] = await tx
        .insert(upload)
        .values({
          id,
          ownerId: request.ownerId,
          purpose,
          imageKey,
          thumbnailKey,
          width: prepared.file.width,
          height: prepared.file.height,
          size: prepared.file.data.length,
          contentType: prepared.contentType,
          originalFormat: prepared.format,
          originalSize: request.bytes.length,
          originalName: cleanFileName(request.fileName),
        })
        .returning();
      if (!row) throw new Error('upload insert returned no row');
      await record({
        entity: 'upload',
        entityId: row.id,
        action: 'create',
        values: { purpose, size: row.size, originalFormat: row.originalFormat },
      });
      return row;
    });
  } catch (error) {
    await removeFiles().catch((cleanupError: unknown) =>
      platform.logger.warn({ err: cleanupError, imageKey }, 'upload cleanup failed'),
    );
    throw error;
  }
}

/**
 * A URL of a private file for `userId`, working `SIGNED_FILE_URL_SECONDS` (ADR 0013 amendment):
 * on S3 a presigned GET of the bucket, on disk `/files/signed/<key>` with an HMAC of the key,
 * the expiry and the user, which the route checks with `verifySignedFile`. Give one only to
 * callers who may read the record; the disk route also checks, at every use, that the one
 * asking is that user and may still read it.
 */
export async function signedFileUrl(
  platform: Pick<Platform, 'storage' | 'fileUrlKey'>,
  fileKey: string,
  userId: string,
  options: { downloadAs?: string; now?: number } = {},
): Promise<string> {
  const now = options.now ?? Date.now();
  // On disk the route names the download from the upload row; S3 must be told in the URL.
  const presigned = await platform.storage.presignedGet(fileKey, SIGNED_FILE_URL_SECONDS, {
    contentDisposition: options.downloadAs ? attachmentDisposition(options.downloadAs) : undefined,
  });
  if (presigned) return presigned;
  const expires = Math.floor(now / 1000) + SIGNED_FILE_URL_SECONDS;
  return signedFilePath(platform.fileUrlKey, fileKey, userId, expires);
}

/**
 * Same-origin URLs of an upload's files (served by `/files/<key>`). A document has no thumbnail:
 * its own file stands in, for purposes that show pictures take images only.
 */
export function uploadUrls(row: Pick<Upload, 'imageKey' | 'thumbnailKey'>): {
  url: string;
  thumbnailUrl: string;
} {
  return {
    url: `/files/${row.imageKey}`,
    thumbnailUrl: `/files/${row.thumbnailKey ?? row.imageKey}`,
  };
}

export function toUploadAnswer(row: Upload): UploadAnswer {
  return {
    id: row.id,
    url: uploadUrls(row).url,
    thumbnailUrl: row.thumbnailKey ? uploadUrls(row).thumbnailUrl : null,
    width: row.width,
    height: row.height,
    size: row.size,
    contentType: row.contentType,
    name: row.originalName,
  };
}

/** The extension a download gets: that of what is stored (a JPEG is kept as WebP). */
const EXTENSION_OF: Readonly<Record<string, string>> = {
  [UPLOAD_STORED_CONTENT_TYPE]: 'webp',
  [UPLOAD_PDF_CONTENT_TYPE]: 'pdf',
};

/**
 * The name a stored file is downloaded under: the name it was sent with, its extension that of
 * what is stored (`invoice.html` sent as a PDF downloads as `invoice.pdf`).
 */
export function downloadName(row: Pick<Upload, 'id' | 'originalName' | 'contentType'>): string {
  const extension = EXTENSION_OF[row.contentType] ?? 'bin';
  const base = (row.originalName ?? row.id).replace(/\.[A-Za-z0-9]{1,8}$/, '') || row.id;
  return `${base}.${extension}`;
}

/**
 * `Content-Disposition` of a download (RFC 6266): an ASCII fallback, then the UTF-8 name
 * (RFC 8187), so Arabic names survive.
 */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export async function findUpload(db: Db, id: string): Promise<Upload | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(upload).where(eq(upload.id, id));
  return row ?? null;
}

/** The upload a stored file belongs to (its picture or its thumbnail). */
export async function findUploadByKey(db: Db, key: string): Promise<Upload | null> {
  const [row] = await db
    .select()
    .from(upload)
    .where(or(eq(upload.imageKey, key), eq(upload.thumbnailKey, key)));
  return row ?? null;
}

export interface ClaimUploadInput {
  uploadId: string;
  /** The user saving the record: must be the one who uploaded. */
  ownerId: string;
  /** The record's kind: must be the purpose the file was uploaded for. */
  purpose: UploadPurpose;
  /** The record, as `<entity>:<id>` (e.g. `prescription:<uuid>`). */
  attachTo: string;
  /** The form field the id came from, for field errors (default `image`). */
  field?: string;
}

/**
 * Attaches an upload to a record, inside the caller's transaction. Claiming it again for the
 * same record is a no-op (an update that keeps its image). Errors: NOT_FOUND `uploadNotFound`,
 * FORBIDDEN (someone else's), VALIDATION `uploadWrongPurpose`, CONFLICT `uploadAlreadyUsed`.
 * Safe under concurrency: the conditional update lets only one record win.
 */
export async function claimUpload(tx: Db, input: ClaimUploadInput): Promise<Upload> {
  const field = input.field ?? 'image';
  const fieldError = (message: string) => [{ path: field, message }];
  if (isUuid(input.uploadId)) {
    const [claimed] = await tx
      .update(upload)
      .set({ attachedTo: input.attachTo, attachedAt: new Date() })
      .where(
        and(
          eq(upload.id, input.uploadId),
          eq(upload.ownerId, input.ownerId),
          eq(upload.purpose, input.purpose),
          isNull(upload.attachedTo),
        ),
      )
      .returning();
    if (claimed) return claimed;
  }
  const existing = await findUpload(tx, input.uploadId);
  if (!existing) throw new AppError('NOT_FOUND', 'Upload not found.', fieldError('uploadNotFound'));
  requireUploadOwner(existing, input.ownerId);
  if (existing.purpose !== input.purpose)
    throw new AppError(
      'VALIDATION',
      `This image was uploaded for a ${existing.purpose}.`,
      fieldError('uploadWrongPurpose'),
    );
  if (existing.attachedTo === input.attachTo) return existing;
  throw new AppError('CONFLICT', 'This image is already used.', fieldError('uploadAlreadyUsed'));
}

export interface ClaimGalleryInput {
  /** The pictures in the record's order, each once. */
  uploadIds: readonly string[];
  /** The user saving the record: must be the one who uploaded. */
  ownerId: string;
  purpose: UploadPurpose;
  /** Where new pictures are attached (`<entity>:<id>`, or an edit's attachment). */
  attachTo: string;
  /**
   * Attachments whose pictures the record already has (the record's own and its waiting
   * edit's): those stay where they are.
   */
  attachedAlready: readonly string[];
  /** The form field of the list, for field errors `<field>.<index>`. */
  field: string;
}

/**
 * Attaches a gallery's pictures to a record, inside the caller's transaction: one read, then
 * one conditional update for the new ones. Every wrong id is reported at once as a VALIDATION
 * field error `<field>.<index>`: an unknown id and another user's alike (`uploadNotFound`: whose
 * upload it is is not told), one uploaded for another purpose (`uploadWrongPurpose`), one
 * another record uses (`uploadAlreadyUsed`); the caller's transaction then stores nothing.
 * Answers the uploads in the order given.
 */
export async function claimUploads(tx: Db, input: ClaimGalleryInput): Promise<Upload[]> {
  const ids = input.uploadIds.filter(isUuid);
  const found = ids.length > 0 ? await tx.select().from(upload).where(inArray(upload.id, ids)) : [];
  const byId = new Map(found.map((row) => [row.id, row]));
  const errors: FieldError[] = [];
  const fresh: string[] = [];
  input.uploadIds.forEach((id, index) => {
    const row = byId.get(id);
    const error = (message: string) => errors.push({ path: `${input.field}.${index}`, message });
    // A picture the record has already stays, whoever uploaded it (another admin's edit).
    if (row?.attachedTo && input.attachedAlready.includes(row.attachedTo)) return;
    if (!row || row.ownerId !== input.ownerId) error('uploadNotFound');
    else if (row.purpose !== input.purpose) error('uploadWrongPurpose');
    else if (row.attachedTo === null) fresh.push(id);
    else error('uploadAlreadyUsed');
  });
  if (errors.length > 0)
    throw new AppError('VALIDATION', 'Some of these images cannot be used.', errors);
  if (fresh.length > 0) {
    const claimed = await tx
      .update(upload)
      .set({ attachedTo: input.attachTo, attachedAt: new Date() })
      .where(and(inArray(upload.id, fresh), isNull(upload.attachedTo)))
      .returning();
    // Another record took one between the read and the update.
    if (claimed.length < fresh.length)
      throw new AppError('CONFLICT', 'This image is already used.', [
        { path: input.field, message: 'uploadAlreadyUsed' },
      ]);
    for (const row of claimed) byId.set(row.id, row);
  }
  return input.uploadIds.flatMap((id) => byId.get(id) ?? []);
}

/** Why upload rows were dropped, as their audit events say. */
export type UploadDiscardReason = 'unclaimed' | 'replaced' | 'removed' | 'accountDeleted';

/**
 * Drops the upload rows `where` selects, inside the caller's transaction: one audit event
 * each, and their files queued in `discarded_file` for `removeDiscardedFiles` after the
 * commit. The one way upload rows go away.
 */
async function discardUploads(
  tx: Db,
  record: RecordChange,
  where: SQL | undefined,
  reason: UploadDiscardReason,
): Promise<Upload[]> {
  const rows = await tx.delete(upload).where(where).returning();
  if (rows.length === 0) return rows;
  await tx
    .insert(discardedFile)
    .values(
      rows.flatMap((row) => [
        { key: row.imageKey },
        ...(row.thumbnailKey ? [{ key: row.thumbnailKey }] : []),
      ]),
    )
    .onConflictDoNothing();
  for (const row of rows)
    await record({ entity: 'upload', entityId: row.id, action: 'delete', values: { reason } });
  return rows;
}

/**
 * Drops the pictures a record no longer shows (a replaced photo or avatar, a removed one),
 * inside the caller's transaction; `keep` is the one the record shows now. Their files go
 * with `removeDiscardedFilesNow` after the commit.
 */
export async function discardAttachedUploads(
  tx: Db,
  record: RecordChange,
  attachedTo: string,
  options: { keep?: string | readonly string[]; reason: UploadDiscardReason },
): Promise<void> {
  const { keep } = options;
  const kept =
    keep === undefined
      ? undefined
      : typeof keep === 'string'
        ? ne(upload.id, keep)
        : keep.length > 0
          ? notInArray(upload.id, [...keep])
          : undefined;
  await discardUploads(tx, record, and(eq(upload.attachedTo, attachedTo), kept), options.reason);
}

/** Every upload of a user whose account is being deleted, inside that transaction. */
export async function discardUploadsOf(tx: Db, record: RecordChange, ownerId: string) {
  await discardUploads(tx, record, eq(upload.ownerId, ownerId), 'accountDeleted');
}

/**
 * `claimUpload` for a record that shows one picture at a time (a prescription's photo, an
 * avatar): the picture it showed before is discarded in the same transaction.
 */
export async function claimReplacingUpload(
  tx: Db,
  record: RecordChange,
  input: ClaimUploadInput,
): Promise<Upload> {
  const claimed = await claimUpload(tx, input);
  await discardAttachedUploads(tx, record, input.attachTo, {
    keep: claimed.id,
    reason: 'replaced',
  });
  return claimed;
}

/**
 * Moves the pictures attached to one record onto another, inside the caller's transaction: an
 * edit's photo, kept apart while it waited for review, becomes the post's own once accepted.
 */
export async function moveAttachedUploads(tx: Db, from: string, to: string): Promise<void> {
  await tx
    .update(upload)
    .set({ attachedTo: to, attachedAt: new Date() })
    .where(eq(upload.attachedTo, from));
}

const REMOVAL_BATCH = 100;

/**
 * Deletes the queued files of discarded uploads from storage, in batches; returns how many.
 * Several processes may run it at once: each takes rows the others have not locked, and a
 * key deleted twice is no error. What fails stays queued for the next run.
 */
export async function removeDiscardedFiles(platform: Platform): Promise<number> {
  let removed = 0;
  for (;;) {
    const batch = await platform.database.transaction(async (tx) => {
      const rows = await tx
        .select({ key: discardedFile.key })
        .from(discardedFile)
        .limit(REMOVAL_BATCH)
        .for('update', { skipLocked: true });
      for (const row of rows) await platform.storage.delete(row.key);
      if (rows.length > 0)
        await tx.delete(discardedFile).where(
          inArray(
            discardedFile.key,
            rows.map((row) => row.key),
          ),
        );
      return rows.length;
    });
    removed += batch;
    if (batch < REMOVAL_BATCH) return removed;
  }
}

/**
 * After a commit that discarded uploads: their files go now, so a removed picture stops
 * answering at once. A failure is logged; the periodic cleanup retries.
 */
export async function removeDiscardedFilesNow(platform: Platform): Promise<void> {
  await removeDiscardedFiles(platform).catch((error: unknown) =>
    platform.logger.warn({ err: error }, 'discarded files not removed yet; the cleanup retries'),
  );
}

/** Unclaimed uploads older than this are dropped by `deleteUnclaimedUploads`. */
export const UNCLAIMED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
const CLEANUP_BATCH = 200;

/**
 * Drops uploads no record claimed (abandoned forms) in batches, then their files; returns how
 * many. A claim racing with it either wins (the row is kept) or finds the upload gone
 * (NOT_FOUND). Meant for a periodic job.
 */
export async function deleteUnclaimedUploads(
  platform: Platform,
  options: { olderThan?: Date; actor?: Actor } = {},
): Promise<number> {
  const olderThan = options.olderThan ?? new Date(Date.now() - UNCLAIMED_UPLOAD_TTL_MS);
  let deleted = 0;
  for (;;) {
    const candidates = await platform.database.db
      .select({ id: upload.id })
      .from(upload)
      .where(and(isNull(upload.attachedTo), lt(upload.createdAt, olderThan)))
      .limit(CLEANUP_BATCH);
    if (candidates.length > 0) {
      const ids = candidates.map((candidate) => candidate.id);
      const gone = await platform.transact(options.actor ?? SYSTEM_ACTOR, (tx, record) =>
        discardUploads(
          tx,
          record,
          and(inArray(upload.id, ids), isNull(upload.attachedTo)),
          'unclaimed',
        ),
      );
      deleted += gone.length;
    }
    // A short batch was the last one (rows claimed meanwhile are no longer candidates).
    if (candidates.length < CLEANUP_BATCH) {
      await removeDiscardedFiles(platform);
      return deleted;
    }
  }
}

/** How often a server process looks for unclaimed uploads to drop. */
export const UPLOAD_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Runs `deleteUnclaimedUploads` (which also removes every discarded file still queued) at
 * start and every `everyMs` in this process until the platform closes (or the returned stop
 * is called).
 * Several processes may run it at once: each deletes only the rows its own statement removed.
 */
export function startUploadCleanup(
  platform: Platform,
  options: { everyMs?: number; ttlMs?: number } = {},
): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = running
      .then(async () => {
        const olderThan = new Date(Date.now() - (options.ttlMs ?? UNCLAIMED_UPLOAD_TTL_MS));
        const deleted = await deleteUnclaimedUploads(platform, { olderThan });
        if (deleted > 0) platform.logger.info({ deleted }, 'unclaimed uploads deleted');
      })
      .catch((error: unknown) => platform.logger.error({ err: error }, 'upload cleanup failed'));
  };
  // At start too: instances restarted more often than the interval would otherwise never clean.
  run();
  const timer = setInterval(run, options.everyMs ?? UPLOAD_CLEANUP_INTERVAL_MS);
  timer.unref();
  const stop = async () => {
    clearInterval(timer);
    await running;
  };
  platform.onClose(stop);
  return stop;
}
