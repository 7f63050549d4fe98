import {
  CLIENT_HEADERS,
  parseAccountType,
  parseDeviceTokens,
  parseOfferSubscribed,
} from '@dawa/shared/clientHeaders';
import type { FastifyInstance } from 'fastify';
import { refuse } from './refuse';

const BAD_HEADERS_MESSAGE =
  'The account-type, device-tokens or offer-subscribed header is malformed (see docs/api.md).';

/**
 * The SPEC §7 client headers are checked once, before any API route runs, so every route may
 * read them as valid and a client that sends one wrong hears so at once (400 BAD_REQUEST)
 * instead of being treated as if it had not sent it.
 */
export function checkClientHeaders(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url;
    if (!path.startsWith('/graphql') && !path.startsWith('/api/')) return;
    const header = (name: string) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value.join(',') : value;
    };
    try {
      parseAccountType(header(CLIENT_HEADERS.accountType));
      parseDeviceTokens(header(CLIENT_HEADERS.deviceTokens));
      parseOfferSubscribed(header(CLIENT_HEADERS.offerSubscribed));
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      return refuse(request, reply, 400, 'BAD_REQUEST', BAD_HEADERS_MESSAGE);
    }
  });
}
