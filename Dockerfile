# syntax=docker/dockerfile:1
# The production image (docs/deploy.md): the built server and web app, production
# dependencies only, run as the unprivileged `node` user. Node 22 (LTS): the code runs on
# Node 20.19 and later, and Node 20 is past its end of life.
ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
COPY packages/drug-search/package.json packages/drug-search/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM manifests AS dependencies
# The server's npm dependencies (our workspace packages are bundled into dist/main.js).
RUN npm ci --omit=dev --workspace @dawa/server --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE}
# MALLOC_ARENA_MAX is apps/server/process-env.json's (ADR 0012); DRAIN_SECONDS lets a load
# balancer see readiness go red before the listener closes (ADR 0015).
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    DRAIN_SECONDS=5 \
    MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=dependencies /app/node_modules node_modules
COPY apps/server/package.json apps/server/drizzle.config.ts apps/server/node-args.json apps/server/process-env.json apps/server/
COPY apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node is PID 1 and handles SIGTERM itself (drain, finish, exit: ADR 0015). The V8 flags are
# apps/server/node-args.json's (ADR 0005, 0007, 0040-embedded-database-memory, 0043), checked by apps/server/test/deploy.test.ts.
CMD ["node", "--max-semi-space-size=4", "--max-old-space-size=320", "--v8-pool-size=1", "--no-allocation-site-pretenuring", "--liftoff-only", "--enable-source-maps", "apps/server/dist/main.js"]
