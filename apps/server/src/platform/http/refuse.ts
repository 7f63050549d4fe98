import type { ErrorCode } from '@dawa/shared/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { messageIn } from '../errors';
import { callerLanguage } from './web-request';

/**
 * Answers a request refused before any route ran, in the caller's language: GraphQL clients
 * read `errors`, the other routes the app's `{ code, message }`.
 */
export function refuse(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message: string,
) {
  reply.code(status).header('Cache-Control', 'no-store');
  const text = messageIn(callerLanguage(request.headers), code, message);
  return request.url.startsWith('/graphql')
    ? reply.send({ errors: [{ message: text, extensions: { code } }] })
    : reply.send({ code, message: text });
}
