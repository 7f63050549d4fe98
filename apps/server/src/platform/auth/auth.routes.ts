import type { FastifyInstance } from 'fastify';
import { authErrorText } from '@dawa/shared/authErrors';
import type { Language } from '@dawa/shared/language';
import { callerLanguage, toWebHeaders } from '../http/web-request';
import { CLIENT_IP_HEADER, type Auth } from './auth';

/** Hands /api/auth/* to better-auth, translating between Fastify and the Fetch API. */
export async function authRoutes(
  app: FastifyInstance,
  options: { auth: Auth; publicUrl: string },
): Promise<void> {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    async handler(request, reply) {
      const url = new URL(request.url, options.publicUrl);
      const hasBody = request.method === 'POST' && request.body !== undefined;
      const headers = toWebHeaders(request.headers);
      // better-auth keys its per-IP limits on this; a client must not choose its own value.
      headers.set(CLIENT_IP_HEADER, request.ip);
      const response = await options.auth.handler(
        new Request(url, {
          method: request.method,
          headers,
          body: hasBody ? JSON.stringify(request.body) : undefined,
        }),
      );
      const body = response.body ? Buffer.from(await response.arrayBuffer()) : null;
      const errorBody = body && errorBodyIn(callerLanguage(request.headers), response, body);
      reply.status(response.status);
      for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
      response.headers.forEach((value, key) => {
        // A rewritten body has its own length, which Fastify sets.
        if (key === 'set-cookie' || (errorBody && key === 'content-length')) return;
        reply.header(key, value);
      });
      return reply.send(errorBody ?? body);
    },
  });
}

/**
 * better-auth words its errors in English only: for any other caller, the error body with its
 * `message` from the shared catalogue (code and the rest unchanged); null for any other answer.
 */
function errorBodyIn(language: Language, response: Response, body: Buffer): Buffer | null {
  const isJson = response.headers.get('content-type')?.startsWith('application/json') ?? false;
  if (language === 'en' || response.status < 400 || !isJson) return null;
  let error: unknown;
  try {
    error = JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
  if (typeof error !== 'object' || error === null || !('message' in error)) return null;
  const code = 'code' in error ? error.code : undefined;
  const message = authErrorText(language, code, response.status);
  return Buffer.from(JSON.stringify({ ...error, message }));
}
