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
import { AppError, RateLimitedError, requireSignedIn } from '../../platform/errors';
import type { Viewer } from '../../platform/graphql/context';
import { toWebHeaders } from '../../platform/http/web-request';
import type { Platform } from '../../platform/platform';
import { UPLOADS_IN_FLIGHT_PER_USER, UPLOAD_RATE_LIMIT } from './uploads.policy';
import {
  UploadFileRefusedError,
  createUpload,
  refuseFile,
  toUploadAnswer,
} from './uploads.service';

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
  deps: { platform: Platform },
): Promise<void> {
  const { platform } = deps;
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
    await limiter.consume(viewer.id);
    inFlight.set(viewer.id, uploading + 1);
    // Answered, failed or dropped by the client: the slot is given back once.
    reply.raw.once('close', () => {
      const left = (inFlight.get(viewer.id) ?? 1) - 1;
      if (left > 0) inFlight.set(viewer.id, left);
      else inFlight.delete(viewer.id);
    });
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
