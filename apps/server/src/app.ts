import { setTimeout } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from './platform/config/config';
import type { Database } from './platform/db/db';
import { adoptProviderPicture } from './features/accounts/providerPicture';
import { recordSocialSignIn } from './features/analytics/analytics.service';
import { deviceRecorder } from './features/devices/devices.recorder';
import { startDrugCatalogue } from './features/drugs/drugs.catalogue';
import { drugImportDefinition } from './features/drugs/drugs.import';
import { seedDrugVocabulary } from './features/drugs/drugs.seed';
import { commerceImportDefinitions } from './features/commerce/commerce.import';
import { startImporter } from './features/importer/importer.service';
import { startNotifications } from './features/notifications/notifications.consumer';
import { referenceImportDefinitions } from './features/reference/reference.import';
import { startReferenceData } from './features/reference/reference.service';
import { startUploadCleanup } from './features/uploads/uploads.service';
import { createHttpServer } from './platform/http/server';
import { createPlatform, type Platform } from './platform/platform';

export interface App {
  platform: Platform;
  http: FastifyInstance;
  /**
   * Shuts down without losing work (docs/decisions/0015-graceful-shutdown.md): readiness goes
   * red and live streams end (clients reconnect elsewhere); after DRAIN_SECONDS the listener
   * closes, requests in flight get SHUTDOWN_TIMEOUT_SECONDS, then the platform closes.
   */
  close(): Promise<void>;
}

export async function createApp(
  config: Config,
  logger: Logger,
  database?: Promise<Database>,
): Promise<App> {
  const platform = await createPlatform(config, logger, database);
  // Searches answer from memory, so the index is loaded before the first request, once the
  // Arabic labels it searches are seeded.
  await seedDrugVocabulary(platform);
  await startDrugCatalogue(platform);
  await startNotifications(platform);
  await startReferenceData(platform);
  // The importable entities (issue #16 point 5); jobs a stopped process left running resume.
  await startImporter(platform, [
    drugImportDefinition,
    ...referenceImportDefinitions(),
    ...commerceImportDefinitions(),
  ]);
  startUploadCleanup(platform);
  platform.onSocialAccount((account) => adoptProviderPicture(platform, account));
  platform.onSocialSignIn((signIn) => recordSocialSignIn(platform, signIn));
  const lifecycle = { draining: false };
  const http = await createHttpServer(platform, lifecycle, [await deviceRecorder(platform)]);
  return {
    platform,
    http,
    async close() {
      lifecycle.draining = true;
      platform.bus.endStreams();
      if (config.DRAIN_SECONDS > 0) await setTimeout(config.DRAIN_SECONDS * 1000);
      const cut = globalThis.setTimeout(
        () => http.server.closeAllConnections(),
        config.SHUTDOWN_TIMEOUT_SECONDS * 1000,
      );
      await http.close();
      clearTimeout(cut);
      await platform.close();
    },
  };
}
