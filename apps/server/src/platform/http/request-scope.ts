import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';

/** The current request's logger, for code that is not handed one (error masking). */
export const requestScope = new AsyncLocalStorage<{
  logger: FastifyBaseLogger;
  requestId: string;
}>();
