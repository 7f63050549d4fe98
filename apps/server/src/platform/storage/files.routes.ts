import type { FastifyInstance, FastifyReply } from 'fastify';
import { UPLOAD_KEY_PREFIX, isValidStorageKey, type Storage, type StoredFile } from './storage';

/**
 * Uploaded files are user content on our origin. Images render the same whatever the policy;
 * anything opened as a document (HTML, SVG, XML) is sandboxed so it cannot run script as us.
 * PDFs are left out of the sandbox because browsers refuse to show a sandboxed PDF.
 */
function filePolicy(contentType: string): string {
  const policy = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'";
  return contentType.startsWith('application/pdf') ? policy : `${policy}; sandbox`;
}

/** Keys never change content: anyone may keep a public file forever. */
export const PUBLIC_FILE_CACHE = 'public, max-age=31536000, immutable';

/**
 * A stored file with the headers every file answer carries; `disposition` (an `attachment`
 * with the file's name) makes the browser save it rather than show it.
 */
export function sendStoredFile(
  reply: FastifyReply,
  file: StoredFile,
  cacheControl: string,
  disposition?: string,
) {
  if (disposition) reply.header('Content-Disposition', disposition);
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Length', file.size)
    .header('Cache-Control', cacheControl)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', filePolicy(file.contentType))
    .send(file.body);
}

/**
 * `GET /files/<key>`: stored files under immutable keys, so they can be cached forever.
 * Uploads have a route of their own that checks who may see them; this one never serves their
 * keys, however the URL spells them (`/files/uploads%2F…` reaches this route).
 */
export async function filesRoutes(app: FastifyInstance, deps: { storage: Storage }): Promise<void> {
  app.get<{ Params: { '*': string } }>('/files/*', async (request, reply) => {
    const key = request.params['*'];
    const servable = isValidStorageKey(key) && !key.startsWith(UPLOAD_KEY_PREFIX);
    const file = servable ? await deps.storage.get(key) : null;
    // The app's own 404 handler, so a missing file looks like any other missing page.
    if (!file) return reply.callNotFound();
    return sendStoredFile(reply, file, PUBLIC_FILE_CACHE);
  });
}
