import { requireAccess } from '../../platform/errors';
import type { Viewer } from '../../platform/graphql/context';

/** Offers are managed in the admin area by those the role table lets write offers. */
export function requireOfferEditor(viewer: Viewer | null): Viewer {
  return requireAccess(viewer, 'offers', 'write');
}
