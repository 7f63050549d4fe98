import type { Language } from '@dawa/shared/language';
import type { Role } from '@dawa/shared/roles';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor } from '../events/events';
import type { Platform } from '../platform';

/** The signed-in user, as far as authorisation needs to know. */
export interface Viewer {
  id: string;
  roles: Role[];
}

export interface RequestContext {
  platform: Platform;
  viewer: Viewer | null;
  /** Who to record in the event log for changes made by this request. */
  actor: Actor;
  language: Language;
  requestId: string;
  ip: string;
  logger: FastifyBaseLogger;
}
