import type { Language } from '@dawa/shared/language';
import type { FastifyBaseLogger } from 'fastify';
import type { Viewer } from '../auth/viewer.types';
import type { Actor } from '../events/events';
import type { CallingDevice } from '../http/callingDevice';
import type { Platform } from '../platform';

// Features name the viewer with the rest of the request context.
export type { Viewer };

export interface RequestContext {
  platform: Platform;
  viewer: Viewer | null;
  /** The device the request's `device-tokens` header names (SPEC §7), or null. */
  device: CallingDevice | null;
  /** Who to record in the event log for changes made by this request. */
  actor: Actor;
  language: Language;
  requestId: string;
  ip: string;
  logger: FastifyBaseLogger;
}
