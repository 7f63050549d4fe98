import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from './platform/config/config';
import type { Database } from './platform/db/db';
import { createHttpServer } from './platform/http/server';
import { createPlatform, type Platform } from './platform/platform';

export interface App {
  platform: Platform;
  http: FastifyInstance;
  /** Stops taking requests, lets running ones finish, then closes connections. */
  close(): Promise<void>;
}

export async function createApp(
  config: Config,
  logger: Logger,
  database?: Promise<Database>,
): Promise<App> {
  const platform = await createPlatform(config, logger, database);
  const http = await createHttpServer(platform);
  return {
    platform,
    http,
    async close() {
      await http.close();
      await platform.close();
    },
  };
}
