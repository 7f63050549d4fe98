import {
  IMPORT_FILE_NAME_HEADER,
  IMPORT_MAX_BYTES,
  type ImportAccepted,
  type ImportRefused,
} from '@dawa/shared/importer';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { resolveViewer } from '../../platform/auth/viewer';
import { AppError } from '../../platform/errors';
import { toWebHeaders } from '../../platform/http/web-request';
import { XLSX_MIME } from '../../platform/importer/workbook';
import type { Platform } from '../../platform/platform';
import { checkImportFile, ImportRefusedError, importTemplate } from './importer.service';

const STATUS: Partial<Record<string, number>> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
};

/**
 * The importer's file routes (SPEC §5): the template of an entity, and a file checked into an
 * import job. The file is the raw request body; its name travels in a custom header, which a
 * cross-site form cannot send, so the route needs no other CSRF guard. The job itself is
 * GraphQL (`importJob`, `importComplete`…).
 */
export async function importerRoutes(
  app: FastifyInstance,
  deps: { platform: Platform },
): Promise<void> {
  const { platform } = deps;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  const refuse = async (reply: FastifyReply, error: unknown) => {
    if (error instanceof ImportRefusedError) {
      const body: ImportRefused = {
        code: 'VALIDATION',
        error: error.error,
        ...(error.missingColumns ? { missingColumns: error.missingColumns } : {}),
      };
      return reply.code(400).send(body);
    }
    if (!(error instanceof AppError)) throw error;
    return reply.code(STATUS[error.code] ?? 400).send({ code: error.code });
  };

  app.get<{ Params: { entity: string } }>(
    '/api/import/:entity/template',
    async (request, reply) => {
      try {
        const viewer = await resolveViewer(platform, toWebHeaders(request.headers));
        const template = await importTemplate(platform, viewer, request.params.entity);
        return reply
          .type(XLSX_MIME)
          .header(
            'Content-Disposition',
            `attachment; filename="dawa-${request.params.entity}-template.xlsx"`,
          )
          .header('Cache-Control', 'no-store')
          .send(template);
      } catch (error) {
        return refuse(reply, error);
      }
    },
  );

  app.post<{ Params: { entity: string } }>('/api/import/:entity', async (request, reply) => {
    const fileName = request.headers[IMPORT_FILE_NAME_HEADER];
    if (typeof fileName !== 'string') return reply.code(400).send({ code: 'BAD_REQUEST' });
    try {
      const viewer = await resolveViewer(platform, toWebHeaders(request.headers));
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const actor = { userId: viewer?.id ?? null, ip: request.ip, requestId: request.id };
      const jobId = await checkImportFile(platform, viewer, actor, request.params.entity, {
        name: safeDecode(fileName),
        type: request.headers['content-type'],
        bytes: new Uint8Array(body.buffer, body.byteOffset, body.byteLength),
      });
      const accepted: ImportAccepted = { jobId };
      return reply.code(201).send(accepted);
    } catch (error) {
      return refuse(reply, error);
    }
  });
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
