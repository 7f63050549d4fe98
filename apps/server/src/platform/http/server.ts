import type { Language } from '@dawa/shared/language';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyRequest,
} from 'fastify';
import type { Plugin } from 'graphql-yoga';
import helmet from 'helmet';
import {
  drugRoutes,
  drugServerPage,
  drugSharePreview,
  drugSitemap,
} from '../../features/drugs/drugs.routes';
import { importerRoutes } from '../../features/importer/importer.routes';
import { facilitySharePreview } from '../../features/facilities/facilities.preview';
import { jobSharePreview } from '../../features/jobs/jobs.preview';
import { prescriptionSharePreview } from '../../features/prescriptions/prescriptions.preview';
import {
  prescriptionEditPhotoAccess,
  prescriptionPhotoAccess,
} from '../../features/prescriptions/prescriptions.routes';
import { siteTheme } from '../../features/settings/settings.routes';
import { orderAttachmentAccess } from '../../features/commerce/commerce.routes';
import { uploadFileRoutes, uploadRoutes } from '../../features/uploads/uploads.routes';
import { authRoutes } from '../auth/auth.routes';
import { resolveViewer } from '../auth/viewer';
import type { Config } from '../config/config';
import { newId } from '../db/ids';
import { idempotentMutations } from '../graphql/idempotency';
import { createPageAnswerer } from '../graphql/pageAnswers';
import { startSessionStreams } from '../graphql/sessionStreams';
import { createGraphQL } from '../graphql/yoga';
import { callingDevice } from './callingDevice';
import { checkClientHeaders } from './clientHeaders';
import { refuseForeignPages } from './origins';
import type { RequestContext } from '../graphql/context';
import { createMetrics } from '../metrics/metrics';
import { mailboxRoutes } from '../outbox/mailbox.routes';
import type { Platform } from '../platform';
import { filesRoutes } from '../storage/files.routes';
import { requestScope } from './request-scope';
import { callerLanguage, toWebHeaders } from './web-request';
import { sitemapRoutes } from './sitemap';
import { webRoutes } from './web';

const REQUEST_ID = /^[\w-]{8,64}$/;
const BODY_LIMIT_BYTES = 1024 * 1024;
const STREAMED_TYPES = /text\/event-stream|multipart\/mixed/;
/**
 * Told to every SSE client first: how long to wait before reconnecting when its stream ends
 * (this instance shutting down ends them, ADR 0015). EventSource obeys it; the web app's own
 * client waits about as long, with jitter.
 */
const SSE_RECONNECT_HINT = new TextEncoder().encode('retry: 1000\n\n');

function withReconnectHint(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      start: (controller) => controller.enqueue(SSE_RECONNECT_HINT),
    }),
  );
}

/** A hop count trusts that many proxies from the socket outwards (Fastify's types lack numbers). */
function trustProxy(trusted: Config['TRUST_PROXY']) {
  return typeof trusted === 'number' ? (_address: string, hop: number) => hop < trusted : trusted;
}

/** Set by `App.close`: while draining, readiness is red so load balancers send elsewhere. */
export interface Lifecycle {
  readonly draining: boolean;
}

export async function createHttpServer(
  platform: Platform,
  lifecycle: Lifecycle = { draining: false },
  /** Features' work on every GraphQL operation, given by app.ts (see `createGraphQL`). */
  operationPlugins: readonly Plugin<RequestContext>[] = [],
): Promise<FastifyInstance> {
  const { config, logger } = platform;
  const app = Fastify({
    // Fastify's own logger type is the narrower one every plugin expects.
    loggerInstance: logger as FastifyBaseLogger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxy(config.TRUST_PROXY),
    // Keep a caller's id (a load balancer's) so one request can be followed across services.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : newId();
    },
  });
  const metrics = createMetrics(platform.database);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    metrics.httpDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'not-found',
        status: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
  });

  // Built once: @fastify/helmet rebuilds the middleware (and re-parses the CSP) per request.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd writes its CSS-in-JS into <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    hsts: config.isProduction,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, () => done()),
  );
  refuseForeignPages(app, config.trustedOrigins);
  checkClientHeaders(app);

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    if (lifecycle.draining) return reply.code(503).send({ status: 'draining' });
    try {
      await platform.database.ping();
      return { status: 'ready', database: platform.database.kind, bus: platform.bus.kind };
    } catch (error) {
      app.log.warn({ err: error }, 'readiness check failed');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
  app.get('/metrics', async (_request, reply) => {
    reply.type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });

  /** What an API operation of `request` runs with. */
  const contextOf = async (request: FastifyRequest, language: Language) => {
    const headers = toWebHeaders(request.headers);
    const viewer = await resolveViewer(platform, headers);
    return {
      platform,
      viewer,
      device: callingDevice(headers),
      actor: { userId: viewer?.id ?? null, ip: request.ip, requestId: request.id },
      language,
      requestId: request.id,
      ip: request.ip,
      logger: request.log,
    } satisfies RequestContext;
  };
  const graphql = createGraphQL({
    logger,
    production: config.isProduction,
    trustedOrigins: config.trustedOrigins,
    sessionStreams: (await startSessionStreams(platform)).plugin,
    idempotentMutations: idempotentMutations(platform, logger as FastifyBaseLogger),
    operationPlugins,
  });
  app.route({
    url: graphql.graphqlEndpoint,
    method: ['GET', 'POST', 'OPTIONS'],
    async handler(request, reply) {
      const context = await contextOf(request, callerLanguage(request.headers));
      const response = await requestScope.run(
        { logger: request.log, requestId: request.id, language: context.language },
        () => graphql.handleNodeRequestAndResponse(request, reply, context),
      );
      response.headers.forEach((value, key) => reply.header(key, value));
      reply.status(response.status);
      // A JSON answer goes out in one write with its length; only subscriptions (SSE) and
      // incremental delivery stream.
      const type = response.headers.get('content-type') ?? '';
      if (!STREAMED_TYPES.test(type) || !response.body) return reply.send(await response.text());
      return reply.send(
        type.startsWith('text/event-stream') ? withReconnectHint(response.body) : response.body,
      );
    },
  });

  await app.register(authRoutes, { auth: platform.auth, publicUrl: config.publicUrl });
  await app.register(filesRoutes, { storage: platform.storage });
  if (!config.isProduction) await app.register(mailboxRoutes, { database: platform.database });
  await app.register(drugRoutes, { platform });
  await app.register(importerRoutes, { platform });
  await app.register(uploadRoutes, { platform, metrics });
  await app.register(uploadFileRoutes, {
    platform,
    access: {
      prescription: prescriptionPhotoAccess(platform),
      prescriptionEdit: prescriptionEditPhotoAccess(platform),
    },
    signedAccess: { order: orderAttachmentAccess },
  });
  const sitemapSections = [drugSitemap(platform)];
  await app.register(sitemapRoutes, { publicUrl: config.publicUrl, sections: sitemapSections });
  await app.register(webRoutes, {
    distDir: config.webDistDir,
    publicUrl: config.publicUrl,
    indexed: sitemapSections.map((section) => section.pattern),
    theme: siteTheme(platform),
    answerQueries: createPageAnswerer(graphql, contextOf),
    pages: [drugServerPage(platform)],
    previews: [
      drugSharePreview(platform),
      prescriptionSharePreview(platform),
      jobSharePreview(platform),
      facilitySharePreview(platform),
    ],
  });
  return app;
}
