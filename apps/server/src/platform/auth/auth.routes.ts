import type { FastifyInstance } from 'fastify';
import { toWebHeaders } from '../http/web-request';
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
      reply.status(response.status);
      for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') reply.header(key, value);
      });
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
}
