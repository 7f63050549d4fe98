import type { FastifyInstance } from 'fastify';
import { isValidStorageKey, type Storage } from './storage';

/**
 * Uploaded files are user content on our origin. Images render the same whatever the policy;
 * anything opened as a document (HTML, SVG, XML) is sandboxed so it cannot run script as us.
 * PDFs are left out of the sandbox because browsers refuse to show a sandboxed PDF.
 */
function filePolicy(contentType: string): string {
  const policy = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'";
  return contentType.startsWith('application/pdf') ? policy : `${policy}; sandbox`;
}

/** `GET /files/<key>`: stored files under immutable keys, so they can be cached forever. */
export async function filesRoutes(app: FastifyInstance, deps: { storage: Storage }): Promise<void> {
  app.get<{ Params: { '*': string } }>('/files/*', async (request, reply) => {
    const key = request.params['*'];
    const file = isValidStorageKey(key) ? await deps.storage.get(key) : null;
    // The app's own 404 handler, so a missing file looks like any other missing page.
    if (!file) return reply.callNotFound();
    return reply
      .header('Content-Type', file.contentType)
      .header('Content-Length', file.size)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', filePolicy(file.contentType))
      .send(file.body);
  });
}
