import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from './platform/config/config';
import type { Database } from './platform/db/db';
import { adoptProviderPicture } from './features/accounts/providerPicture';
import { startDrugCatalogue } from './features/drugs/drugs.catalogue';
import { startNotifications } from './features/notifications/notifications.consumer';
import { startReferenceData } from './features/reference/reference.service';
import { startUploadCleanup } from './features/uploads/uploads.service';
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
  // Searches answer from memory, so the index is loaded before the first request.
  await startDrugCatalogue(platform);
  await startNotifications(platform);
  await startReferenceData(platform);
  startUploadCleanup(platform);
  platform.onSocialAccount((account) => adoptProviderPicture(platform, account));
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
