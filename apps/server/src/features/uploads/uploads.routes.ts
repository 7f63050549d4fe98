import type { ErrorCode } from '@dawa/shared/errors';
import {
  UPLOAD_FILE_NAME_HEADER,
  UPLOAD_MAX_BYTES,
  UPLOAD_PATH,
  isUploadPurpose,
  type UploadAnswer,
  type UploadRefused,
} from '@dawa/shared/uploads';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resolveViewer } from '../../platform/auth/viewer';
import {
  AppError,
  messageIn,
  RateLimitedError,
  requireSignedIn,
  withTexts,
} from '../../platform/errors';
import type { Viewer } from '../../platform/graphql/context';
import { callerLanguage, toWebHeaders } from '../../platform/http/web-request';
import type { Metrics } from '../../platform/metrics/metrics';
import type { Platform } from '../../platform/platform';
import { PUBLIC_FILE_CACHE, sendStoredFile } from '../../platform/storage/files.routes';
import { UPLOAD_KEY_PREFIX, isValidStorageKey } from '../../platform/storage/storage';
import {
  UPLOADS_IN_FLIGHT_PER_USER,
  UPLOAD_RATE_LIMIT,
  fileAudience,
  type AttachmentAccess,
} from './uploads.policy';
import {
  UploadFileRefusedError,
  attachmentDisposition,
  createUpload,
  downloadName,
  findUploadByKey,
  refuseFile,
  toUploadAnswer,
} from './uploads.service';
import { SIGNED_FILE_PATH, verifySignedFile, type SignedFileQuery } from './uploads.signing';

/**
 * Bodies up to this size are read and answered by the service's own 10 MB check; only bigger
 * ones are cut off by Fastify (same answer, but the connection is closed mid-upload).
 */
const UPLOAD_BODY_LIMIT = UPLOAD_MAX_BYTES + 2 * 1024 * 1024;

const STATUS: Partial<Record<ErrorCode, number>> = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  QUOTA_EXCEEDED: 429,
  RATE_LIMITED: 429,
};

/**
 * `POST /api/uploads?purpose=…` (contract in `@dawa/shared/uploads`): the image is the raw
 * body. Who may upload, the purpose, the CSRF header and the rate limit are checked before the
 * body is read, so a refused request never makes the server buffer 10 MB.
 */
export async function uploadRoutes(
  app: FastifyInstance,
  deps: { platform: Platform; metrics: Pick<Metrics, 'uploadsInFlight'> },
): Promise<void> {
  const { platform, metrics } = deps;
  const limiter = platform.rateLimiter('upload', UPLOAD_RATE_LIMIT);
  const viewers = new WeakMap<FastifyRequest, Viewer>();
  /** Per user, uploads admitted and not yet answered (their bodies are held in memory). */
  const inFlight = new Map<string, number>();

  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const { status, body } = refusal(error);
    const language = callerLanguage(request.headers);
    body.message = messageIn(language, body.code, body.message);
    if (body.fieldErrors) {
      // A refused file's placeholders (`max`, `formats`) travel beside its field error.
      const params = body.params;
      body.fieldErrors = withTexts(
        body.fieldErrors.map((fieldError) => ({
          ...fieldError,
          params: fieldError.params ?? params,
        })),
        language,
        body.code,
      );
    }
    if (status >= 500) request.log.error({ err: error }, 'upload failed');
    if (error instanceof RateLimitedError) reply.header('Retry-After', error.retryAfterSeconds);
    return reply.code(status).header('Cache-Control', 'no-store').send(body);
  });

  const admit = async (
    request: FastifyRequest<{ Querystring: { purpose?: string } }>,
    reply: FastifyReply,
  ) => {
    const viewer = requireSignedIn(await resolveViewer(platform, toWebHeaders(request.headers)));
    // A cross-site form cannot send a custom header: this is the route's CSRF guard.
    const fileName = request.headers[UPLOAD_FILE_NAME_HEADER];
    if (typeof fileName !== 'string' || fileName === '')
      throw new AppError('BAD_REQUEST', `The ${UPLOAD_FILE_NAME_HEADER} header is required.`);
    if (!isUploadPurpose(request.query.purpose))
      throw new AppError('BAD_REQUEST', 'Unknown upload purpose.');
    const uploading = inFlight.get(viewer.id) ?? 0;
    if (uploading >= UPLOADS_IN_FLIGHT_PER_USER)
      throw new RateLimitedError(1, 'Too many uploads at once. Wait for one to finish.');
    // Taken before any await, so uploads admitted at the same moment all see it.
    inFlight.set(viewer.id, uploading + 1);
    metrics.uploadsInFlight.inc();
    // Answered, refused, failed or dropped by the client: the slot is given back once.
    reply.raw.once('close', () => {
      const left = (inFlight.get(viewer.id) ?? 1) - 1;
      if (left > 0) inFlight.set(viewer.id, left);
      else inFlight.delete(viewer.id);
      metrics.uploadsInFlight.dec();
    });
    await limiter.consume(viewer.id);
    viewers.set(request, viewer);
  };

  app.post<{ Querystring: { purpose?: string } }>(
    UPLOAD_PATH,
    { bodyLimit: UPLOAD_BODY_LIMIT, onRequest: admit },
    async (request, reply) => {
      const viewer = requireSignedIn(viewers.get(request) ?? null);
      const row = await createUpload(platform, {
        actor: { userId: viewer.id, ip: request.ip, requestId: request.id },
        ownerId: viewer.id,
        purpose: request.query.purpose ?? '',
        bytes: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        fileName: safeDecode(String(request.headers[UPLOAD_FILE_NAME_HEADER] ?? '')),
      });
      const answer: UploadAnswer = toUploadAnswer(row);
      return reply.code(201).header('Cache-Control', 'no-store').send(answer);
    },
  );
}

/** Every failure as the contract's `UploadRefused`, with its status. */
function refusal(error: FastifyError | AppError): { status: number; body: UploadRefused } {
  if (error instanceof UploadFileRefusedError) {
    return {
      status: error.reason === 'fileTooLarge' ? 413 : 400,
      body: {
        code: error.code,
        message: error.message,
        fieldErrors: error.fieldErrors,
        params: error.params,
      },
    };
  }
  if (error instanceof AppError) {
    const body: UploadRefused = { code: error.code, message: error.message };
    if (error.fieldErrors.length > 0) body.fieldErrors = error.fieldErrors;
    return { status: STATUS[error.code] ?? 500, body };
  }
  // Fastify's own: a body beyond the limit, a broken body, a bad header.
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return refusal(refuseFile.fileTooLarge());
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return { status, body: { code: 'BAD_REQUEST', message: 'The request could not be read.' } };
  }
  return { status: 500, body: { code: 'INTERNAL', message: 'Something went wrong.' } };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * A private file is checked again at every use (a post taken back, a session ended) and kept
 * by no shared cache; the ETag makes the check cheap when the browser has it already.
 */
const PRIVATE_FILE_CACHE = 'private, no-cache';

/**
 * `GET /files/uploads/<purpose>/<file>`: an uploaded picture, to whoever may see it (ADR 0013).
 * Public ones as any stored file; private ones (prescription photos, pictures no record shows
 * yet) only to viewers `access` lets in, by cookie or bearer token. Anyone else gets the same
 * 404 as for a file that never was, so a URL tells nothing.
 */
export async function uploadFileRoutes(
  app: FastifyInstance,
  deps: {
    platform: Platform;
    access: Readonly<Partial<Record<string, AttachmentAccess>>>;
    /** Records whose files are served only by signed URLs (`/files/signed/…`), per entity. */
    signedAccess: Readonly<Partial<Record<string, AttachmentAccess>>>;
  },
): Promise<void> {
  const { platform, access, signedAccess } = deps;
  app.get<{ Params: { '*': string } }>('/files/uploads/*', async (request, reply) => {
    const key = `${UPLOAD_KEY_PREFIX}${request.params['*']}`;
    const row = isValidStorageKey(key) ? await findUploadByKey(platform.database.db, key) : null;
    if (!row) return reply.callNotFound();
    const viewer = () => resolveViewer(platform, toWebHeaders(request.headers));
    const audience = await fileAudience(row, viewer, access);
    if (!audience) return reply.callNotFound();
    const etag = `"${key.slice(key.lastIndexOf('/') + 1)}"`;
    if (audience === 'private') {
      reply.header('ETag', etag).header('Vary', 'Cookie, Authorization');
      if (request.headers['if-none-match'] === etag)
        return reply.code(304).header('Cache-Control', PRIVATE_FILE_CACHE).send();
    }
    const file = await platform.storage.get(key);
    if (!file) return reply.callNotFound();
    return sendStoredFile(
      reply,
      file,
      audience === 'public' ? PUBLIC_FILE_CACHE : PRIVATE_FILE_CACHE,
      // A document is never shown on our origin: it is downloaded.
      row.thumbnailKey === null ? attachmentDisposition(downloadName(row)) : undefined,
    );
  });

  /**
   * `GET /files/signed/uploads/<purpose>/<file>?expires=&user=&signature=` (disk storage; S3
   * answers presigned bucket URLs instead): a private file whose URL the API signed for one
   * user. Served while the signature is ours and unexpired, to that user (cookie or bearer
   * token) while the owning feature still lets them read the record; otherwise the same 404.
   */
  app.get<{ Params: { '*': string }; Querystring: SignedFileQuery }>(
    `${SIGNED_FILE_PATH}*`,
    async (request, reply) => {
      const key = request.params['*'];
      const signedFor = isValidStorageKey(key)
        ? verifySignedFile(platform.fileUrlKey, key, request.query)
        : null;
      const row = signedFor ? await findUploadByKey(platform.database.db, key) : null;
      if (!row?.attachedTo) return reply.callNotFound();
      const viewer = await resolveViewer(platform, toWebHeaders(request.headers));
      const separator = row.attachedTo.indexOf(':');
      const check = signedAccess[row.attachedTo.slice(0, separator)];
      const allowed =
        viewer?.id === signedFor &&
        check !== undefined &&
        (await check(viewer, row.attachedTo.slice(separator + 1)));
      if (!allowed) return reply.callNotFound();
      const file = await platform.storage.get(key);
      if (!file) return reply.callNotFound();
      reply.header('Vary', 'Cookie, Authorization');
      // The file itself is a download (the drawer's links); its thumbnail shows in pages.
      const disposition =
        key === row.imageKey ? attachmentDisposition(downloadName(row)) : undefined;
      return sendStoredFile(reply, file, 'private, no-store', disposition);
    },
  );
}
