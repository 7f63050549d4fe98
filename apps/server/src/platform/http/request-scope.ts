import { AsyncLocalStorage } from 'node:async_hooks';
import type { Language } from '@dawa/shared/language';
import type { FastifyBaseLogger } from 'fastify';

/** The current request's logger and language, for code that is not handed them (error masking). */
export const requestScope = new AsyncLocalStorage<{
  logger: FastifyBaseLogger;
  requestId: string;
  /** The caller's language (Accept-Language): error messages are answered in it. */
  language: Language;
}>();
